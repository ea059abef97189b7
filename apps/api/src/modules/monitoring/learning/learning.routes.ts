import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acompanhamentoSchema,
  genreIdsSchema,
  learningCreateBodySchema,
  learningDeleteQuery,
  learningIdParams,
  learningQuery,
  learningValidationBodySchema,
  recalculateQuery,
  situacaoSchema,
  skillsQuery,
  studentAnswersBodySchema,
  studentAnswersResultSchema,
  studentRecordDeleteQuery,
  studentSkillsBodySchema,
} from '@siam/domain/contracts/monitoring';
import { habilidadeSchema } from '@siam/domain/contracts/sheets';
import type { ExportSheet } from '@siam/domain/export';
import {
  learningResultsSheet,
  skillLevelsSheet,
  type LearningResults,
} from '@siam/domain/exports/monitoring';
import type { RouteDeps } from '../../../app-deps';
import { callerOf } from '../../auth';
import { MONITORING_FEATURES } from '../../periods';
import { ctxOf, finishRoute, monitoringRead, schoolListRoute } from '../shared/monitoring.routing';
import { createMonitoringLearningService } from './learning.service';

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
      'aprendizagem',
    ),
    (request) => service.schoolList(callerOf(request), request.query),
  );

  app.get(
    '/AcompanhamentoAprendizagem',
    {
      schema: {
        tags,
        summary: 'Acompanhamento de aprendizagem por id, ou por turma, ano, bimestre e componente',
        querystring: learningQuery,
        response: { 200: acompanhamentoSchema },
      },
      config: {
        studentAccess: MONITORING_READ,
        // The results, students × skills with the level of each (decision 128).
        export: {
          sheet: (_request, payload) =>
            learningResultsSheet(payload as LearningResults) as ExportSheet<never>,
          rows: (payload) => (payload as LearningResults).alunos,
        },
      },
      onRequest: anyMonitoring,
    },
    async (request) => {
      const monitoring = await service.get(callerOf(request), request.query);
      return request.exporting ? service.results(monitoring) : monitoring;
    },
  );

  app.get(
    '/AcompanhamentoAprendizagem/Turma',
    {
      schema: {
        tags,
        summary: 'Habilidades de uma categoria com a quantidade de estudantes por nível',
        querystring: skillsQuery,
        response: { 200: z.array(habilidadeSchema) },
      },
      config: { export: { sheet: skillLevelsSheet('aprendizagem') as ExportSheet<never> } },
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
        body: learningCreateBodySchema,
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
        params: learningIdParams,
        body: genreIdsSchema,
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
        body: studentSkillsBodySchema,
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
        body: studentAnswersBodySchema,
        response: { 200: studentAnswersResultSchema },
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
        params: learningIdParams,
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
        querystring: recalculateQuery,
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
        querystring: learningDeleteQuery,
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
        querystring: studentRecordDeleteQuery,
      },
      onRequest: guards.requireFeature('monitoring.admin'),
    },
    async (request, reply) => {
      await service.removeStudent(ctx(request), request.query.acompAlunoId);
      return reply.code(204).send();
    },
  );
};
