import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityValidationBodySchema } from '@siam/domain/monitoring';
import type { RouteDeps } from '../../../app-deps';
import { emptyAsUndefined, idField } from '../../../lib/params';
import { callerOf } from '../../auth';
import { monitoringDetail, studentIds } from '../../audit';
import { MONITORING_FEATURES, termQuery, yearQuery } from '../../periods';
import { habilidadeSchema } from '../../sheets';
import {
  MONITORING_MSG,
  acompanhamentoSchema,
  cpfValue,
  optionalCpf,
  schoolListQuery,
  situacaoSchema,
  turmaAcompanhamentoSchema,
} from '../shared/monitoring.schemas';
import { createMonitoringActivitiesService } from './activities.service';

const LIST_FEATURES = ['monitoring.consult', 'monitoring.validate', 'monitoring.entry'] as const;
const turmaId = idField(MONITORING_MSG.turmaInvalida);
const acompId = idField(MONITORING_MSG.notStarted);
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

/** The answer lists the monitoring's students (name, CPF, birth date): a read of them (decision 104). */
const MONITORING_READ = {
  read: 'listar',
  detail: monitoringDetail('Acompanhamento de atividades'),
  ids: studentIds.monitoring,
} as const;

export const monitoringActivitiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, guards, now },
) => {
  const service = createMonitoringActivitiesService(db, now);
  const ctx = (request: Parameters<typeof callerOf>[0]) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/AcompanhamentoAtividadeTurma/Escola/Turmas',
    {
      schema: {
        tags: ['Acompanhamento de atividades'],
        summary: 'Turmas de educação infantil da escola com o acompanhamento do ano e bimestre',
        querystring: schoolListQuery,
        response: { 200: z.array(turmaAcompanhamentoSchema) },
      },
      onRequest: guards.requireAnyFeature(LIST_FEATURES),
    },
    (request) => service.schoolList(callerOf(request), request.query),
  );

  app.get(
    '/AcompanhamentoAtividadeTurma/Professor/Turma',
    {
      schema: {
        tags: ['Acompanhamento de atividades'],
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
        tags: ['Acompanhamento de atividades'],
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
        tags: ['Acompanhamento de atividades'],
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
        tags: ['Acompanhamento de atividades'],
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
    {
      schema: {
        tags: ['Acompanhamento de atividades'],
        summary: 'Finaliza o acompanhamento (100% preenchido, no período)',
        body: z.object({ acompanhamentoId: acompId, status: z.literal(true) }),
        response: { 200: acompanhamentoSchema },
      },
      config: { studentAccess: MONITORING_READ },
      onRequest: guards.requireFeature('monitoring.entry'),
    },
    (request) => service.finish(ctx(request), request.body.acompanhamentoId),
  );

  app.post(
    '/AcompanhamentoAtividadeTurma/Validacao',
    {
      schema: {
        tags: ['Acompanhamento de atividades'],
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
