import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acompanhamentoSchema,
  activityAnswersBodySchema,
  activityCreateBodySchema,
  activityValidationBodySchema,
  finishBodySchema,
  schoolListQuery,
  situacaoSchema,
  skillsQuery,
  teacherClassQuery,
  turmaAcompanhamentoSchema,
} from '@siam/domain/contracts/monitoring';
import { habilidadeSchema } from '@siam/domain/contracts/sheets';
import type { RouteDeps } from '../../../app-deps';
import { callerOf } from '../../auth/guards';
import { monitoringDetail, studentIds } from '../../audit/student-access';
import { MONITORING_FEATURES } from '../../periods/monitoring-features';
import { createMonitoringActivitiesService } from './activities.service';

const LIST_FEATURES = ['monitoring.consult', 'monitoring.validate', 'monitoring.entry'] as const;

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
        querystring: skillsQuery,
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
        body: activityCreateBodySchema,
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
        body: activityAnswersBodySchema,
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
        body: finishBodySchema,
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
