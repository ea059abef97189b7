import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityValidationBodySchema } from '@siam/domain/monitoring';
import type { RouteDeps } from '../../../app-deps';
import { emptyAsUndefined, idField } from '../../../lib/params';
import { callerOf } from '../../auth';
import { MONITORING_FEATURES, termQuery, yearQuery } from '../../periods';
import { habilidadeSchema } from '../../sheets';
import {
  MONITORING_MSG,
  acompanhamentoSchema,
  cpfValue,
  optionalCpf,
  situacaoSchema,
} from '../shared/monitoring.schemas';
import { acompId, ctxOf, finishRoute, monitoringRead, schoolListRoute } from '../shared/monitoring.routing';
import { createMonitoringActivitiesService } from './activities.service';

const turmaId = idField(MONITORING_MSG.turmaInvalida);
const optionalId = (message: string) => z.preprocess(emptyAsUndefined, idField(message).optional());

/** `?TurmaId=` (the spec's spelling) or `?turmaId=`. */
const teacherClassQuery = z
  .object({
    TurmaId: optionalId(MONITORING_MSG.turmaInvalida),
    turmaId: optionalId(MONITORING_MSG.turmaInvalida),
    bimestre: termQuery(),
    ano: yearQuery(),
    responsavel: optionalCpf,
  })
  .refine((q) => q.TurmaId !== undefined || q.turmaId !== undefined, { error: MONITORING_MSG.turmaInvalida })
  .transform(({ TurmaId, turmaId: id, ...rest }) => ({ ...rest, turmaId: (TurmaId ?? id) as number }));

const answerSchema = z.object({
  criterioId: idField(MONITORING_MSG.criterioInvalido),
  acompanhamentoAtividadeTurmaId: acompId,
  fichaId: idField(MONITORING_MSG.criterioInvalido),
  estruturaId: idField(MONITORING_MSG.criterioInvalido),
  categoriaId: idField(MONITORING_MSG.criterioInvalido),
  habilidadeId: idField(MONITORING_MSG.criterioInvalido),
});

const MONITORING_READ = monitoringRead('Acompanhamento de atividades');
const TAGS = ['Acompanhamento de atividades'];

export const monitoringActivitiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, guards, now },
) => {
  const service = createMonitoringActivitiesService(db, now);
  const ctx = ctxOf;

  app.get(
    '/AcompanhamentoAtividadeTurma/Escola/Turmas',
    schoolListRoute(
      guards,
      TAGS,
      'Turmas de educação infantil da escola com o acompanhamento do ano e bimestre',
    ),
    (request) => service.schoolList(callerOf(request), request.query),
  );

  app.get(
    '/AcompanhamentoAtividadeTurma/Professor/Turma',
    {
      schema: {
        tags: TAGS,
        summary: 'Acompanhamento de atividades de uma turma no ano e bimestre (404 se não iniciado)',
        querystring: teacherClassQuery,
        response: { 200: acompanhamentoSchema },
      },
      config: { studentAccess: MONITORING_READ },
      onRequest: guards.requireFeature('monitoring.entry'),
    },
    (request) => service.ofClass(callerOf(request), request.query),
  );

  app.get(
    '/AcompanhamentoAtividadeTurma/Turma',
    {
      schema: {
        tags: TAGS,
        summary: 'Habilidades de uma categoria com o nível escolhido para a turma',
        querystring: z.object({
          acompanhamentoId: acompId,
          categoriaId: optionalId(MONITORING_MSG.categoriaInvalida),
        }),
        response: { 200: z.array(habilidadeSchema) },
      },
      onRequest: guards.requireAnyFeature(MONITORING_FEATURES),
    },
    (request) => service.skills(callerOf(request), request.query),
  );

  app.post(
    '/AcompanhamentoAtividadeTurma',
    {
      schema: {
        tags: TAGS,
        summary: 'Inicia o acompanhamento de atividades da turma (professor da turma, no período)',
        body: z.object({ turmaId, ano: yearQuery(), bimestre: termQuery(), responsavel: cpfValue }),
        response: { 201: acompanhamentoSchema },
      },
      config: { studentAccess: MONITORING_READ },
      onRequest: guards.requireFeature('monitoring.entry'),
    },
    async (request, reply) => reply.code(201).send(await service.create(ctx(request), request.body)),
  );

  app.post(
    '/AcompanhamentoAtividadeTurma/Resposta',
    {
      schema: {
        tags: TAGS,
        summary: 'Grava um nível por habilidade e recalcula o percentual',
        body: z.array(answerSchema).max(2000),
        response: { 200: situacaoSchema },
      },
      onRequest: guards.requireFeature('monitoring.entry'),
    },
    (request) => service.answer(ctx(request), request.body),
  );

  app.put(
    '/AcompanhamentoAtividadeTurma',
    finishRoute(guards, TAGS, 'Finaliza o acompanhamento (100% preenchido, no período)', MONITORING_READ),
    (request) => service.finish(ctx(request), request.body.acompanhamentoId),
  );

  app.post(
    '/AcompanhamentoAtividadeTurma/Validacao',
    {
      schema: {
        tags: TAGS,
        summary:
          'Valida ou rejeita um acompanhamento finalizado (Coordenador Escola, no período de validação)',
        body: activityValidationBodySchema,
        response: { 200: acompanhamentoSchema },
      },
      config: { studentAccess: MONITORING_READ },
      onRequest: guards.requireFeature('monitoring.validate'),
    },
    (request) =>
      service.validate(ctx(request), {
        acompanhamentoId: request.body.acompanhamentoAtividadeTurmaId,
        validacao: request.body.validacao,
        justificativa: request.body.justificativa,
      }),
  );
};
