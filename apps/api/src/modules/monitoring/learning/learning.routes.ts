import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { learningValidationBodySchema } from '@siam/domain/monitoring';
import type { RouteDeps } from '../../../app-deps';
import { emptyAsUndefined, idField } from '../../../lib/params';
import { callerOf } from '../../auth';
import { MONITORING_MSG, acompanhamentoSchema, cpfValue, situacaoSchema } from '../shared/monitoring.schemas';
import { MONITORING_FEATURES, termQuery, yearQuery } from '../../periods';
import { SHEET_MSG, fichaIdField, habilidadeSchema } from '../../sheets';
import { acompId, ctxOf, finishRoute, monitoringRead, schoolListRoute } from '../shared/monitoring.routing';
import { createMonitoringLearningService } from './learning.service';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const componente = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
  // A smallint column: a value outside 1..32767 is refused here, not by the database (500, fuzzer).
  z
    .number({ error: 'Componente curricular inválido.' })
    .int({ error: 'Componente curricular inválido.' })
    .min(1, { error: 'Componente curricular inválido.' })
    .max(32767, { error: 'Componente curricular inválido.' }),
);
const genreIds = z.array(idField(SHEET_MSG.generoObrigatorio)).max(100);

const MONITORING_READ = monitoringRead('Acompanhamento de aprendizagem');

export const monitoringLearningRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, guards, now },
) => {
  const service = createMonitoringLearningService(db, now);
  const anyMonitoring = guards.requireAnyFeature(MONITORING_FEATURES);
  const ctx = ctxOf;
  const tags = ['Acompanhamento de aprendizagem'];

  app.get(
    '/AcompanhamentoAprendizagem/Escola/Turmas',
    schoolListRoute(
      guards,
      tags,
      'Turmas de ensino fundamental da escola com o acompanhamento do ano e bimestre',
    ),
    (request) => service.schoolList(callerOf(request), request.query),
  );

  app.get(
    '/AcompanhamentoAprendizagem',
    {
      schema: {
        tags,
        summary: 'Acompanhamento de aprendizagem por id, ou por turma, ano, bimestre e componente',
        querystring: z.object({
          acompId: optional(acompId),
          turmaId: optional(idField(MONITORING_MSG.turmaInvalida)),
          bimestre: optional(termQuery()),
          ano: optional(yearQuery()),
          componenteCurricular: optional(componente),
        }),
        response: { 200: acompanhamentoSchema },
      },
      config: { studentAccess: MONITORING_READ },
      onRequest: anyMonitoring,
    },
    (request) => service.get(callerOf(request), request.query),
  );

  app.get(
    '/AcompanhamentoAprendizagem/Turma',
    {
      schema: {
        tags,
        summary: 'Habilidades de uma categoria com a quantidade de estudantes por nível',
        querystring: z.object({
          acompanhamentoId: acompId,
          categoriaId: optional(idField(MONITORING_MSG.categoriaInvalida)),
        }),
        response: { 200: z.array(habilidadeSchema) },
      },
      onRequest: anyMonitoring,
    },
    (request) => service.skills(callerOf(request), request.query),
  );

  app.post(
    '/AcompanhamentoAprendizagem',
    {
      schema: {
        tags,
        summary:
          'Inicia o acompanhamento de aprendizagem da turma com todos os seus estudantes (alunos: ' +
          'opcional; a lista confirmada na tela, que deve ser a dos estudantes atuais da turma)',
        body: z.object({
          ano: yearQuery(),
          bimestre: termQuery(),
          turmaId: idField(MONITORING_MSG.turmaInvalida),
          responsavel: cpfValue,
          componenteCurricular: z.preprocess((v) => v ?? 1, componente),
          codigosGenerosTextuais: genreIds,
          // Not in the spec's call (spec 02 §7): absent, the class's current students; the screen
          // sends the list the teacher confirmed, which must be exactly them (issue 15).
          alunos: z.array(idField(MONITORING_MSG.alunoInvalido)).max(500).optional(),
        }),
        response: { 201: acompanhamentoSchema },
      },
      config: { studentAccess: MONITORING_READ },
      onRequest: guards.requireFeature('monitoring.entry'),
    },
    async (request, reply) => reply.code(201).send(await service.create(ctx(request), request.body)),
  );

  app.put(
    '/AcompanhamentoAprendizagem',
    finishRoute(
      guards,
      tags,
      'Finaliza o acompanhamento (100% e ao menos um gênero textual, no período)',
      MONITORING_READ,
    ),
    (request) => service.finish(ctx(request), request.body.acompanhamentoId),
  );

  app.put(
    '/AcompanhamentoAprendizagem/:id/GenerosTextuais',
    {
      schema: {
        tags,
        summary: 'Troca os gêneros textuais (até a finalização; ao menos um)',
        params: z.object({ id: acompId }),
        body: genreIds,
        response: { 200: acompanhamentoSchema },
      },
      config: { studentAccess: MONITORING_READ },
      onRequest: guards.requireFeature('monitoring.entry'),
    },
    (request) => service.setGenres(ctx(request), request.params.id, request.body),
  );

  app.post(
    '/habilidadeficha/respondidas',
    {
      schema: {
        tags,
        summary: 'Habilidades com o nível escolhido para um estudante',
        body: z.object({
          ano: yearQuery(),
          bimestre: termQuery(),
          categoriaId: optional(idField(MONITORING_MSG.categoriaInvalida)),
          estruturaId: optional(idField(MONITORING_MSG.estruturaInvalida)),
          fichaId: optional(fichaIdField.refine((f) => f === 1, { error: SHEET_MSG.fichaInvalida })),
          turmaId: idField(MONITORING_MSG.turmaInvalida),
          alunoId: idField(MONITORING_MSG.alunoInvalido),
          componenteCurricular: optional(componente),
        }),
        response: { 200: z.array(habilidadeSchema) },
      },
      onRequest: anyMonitoring,
    },
    (request) => service.studentSkills(callerOf(request), request.body),
  );

  app.post(
    '/AcompanhamentoAprendizagemAluno/Respostas',
    {
      schema: {
        tags,
        summary: 'Grava os níveis de um estudante e recalcula os percentuais',
        body: z.object({
          alunoId: idField(MONITORING_MSG.alunoInvalido),
          acompanhamentoId: acompId,
          respostas: z
            .array(
              z.object({
                criterioId: idField(MONITORING_MSG.criterioInvalido),
                habilidadeId: idField(MONITORING_MSG.criterioInvalido),
              }),
              { error: MONITORING_MSG.semRespostas },
            )
            .max(1000),
        }),
        response: { 200: z.object({ situacao: z.number(), situacaoAluno: z.number() }) },
      },
      // The hottest write of the term: it changes no access, so the sessions stay cached.
      config: { keepsAccessCaches: true },
      onRequest: guards.requireFeature('monitoring.entry'),
    },
    (request) => service.answer(ctx(request), request.body),
  );

  app.post(
    '/AcompanhamentoAprendizagem/:id/Validar',
    {
      schema: {
        tags,
        summary:
          'Valida ou rejeita um acompanhamento finalizado (Coordenador Escola, no período de validação)',
        params: z.object({ id: acompId }),
        body: learningValidationBodySchema,
        response: { 200: acompanhamentoSchema },
      },
      config: { studentAccess: MONITORING_READ },
      onRequest: guards.requireFeature('monitoring.validate'),
    },
    (request) => service.validate(ctx(request), request.params.id, request.body),
  );

  app.post(
    '/AcompanhamentoAprendizagem/AjustarPorcentagem',
    {
      schema: {
        tags,
        summary: 'Recalcula o percentual a partir das respostas (Administrador)',
        querystring: z.object({ acompApredizagemId: acompId }),
        response: { 200: situacaoSchema },
      },
      onRequest: guards.requireFeature('monitoring.admin'),
    },
    (request) => service.recalculate(ctx(request), request.query.acompApredizagemId),
  );

  app.delete(
    '/AcompanhamentoAprendizagem',
    {
      schema: {
        tags,
        summary: 'Exclui o acompanhamento e suas respostas (Administrador)',
        querystring: z.object({ acompanhamentoId: acompId }),
      },
      onRequest: guards.requireFeature('monitoring.admin'),
    },
    async (request, reply) => {
      await service.remove(ctx(request), request.query.acompanhamentoId);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/AcompanhamentoAprendizagemAluno',
    {
      schema: {
        tags,
        summary: 'Exclui a ficha de um estudante no acompanhamento e recalcula (Administrador)',
        querystring: z.object({ acompAlunoId: idField(MONITORING_MSG.alunoInvalido) }),
      },
      onRequest: guards.requireFeature('monitoring.admin'),
    },
    async (request, reply) => {
      await service.removeStudent(ctx(request), request.query.acompAlunoId);
      return reply.code(204).send();
    },
  );
};
