import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acompanhamentoSchema,
  activityAnswersBodySchema,
  activityAnswersResultSchema,
  activityCreateBodySchema,
  activityValidationBodySchema,
  schoolCountsQuery,
  schoolCountsSchema,
  skillsQuery,
  teacherClassQuery,
} from '@siam/domain/contracts/monitoring';
import type { RouteDeps } from '../../../app-deps';
import { callerOf } from '../../auth';
import { habilidadeSchema } from '@siam/domain/contracts/sheets';
import { MONITORING_FEATURES } from '../../periods';
import type { ExportSheet } from '@siam/domain/export';
import { schoolCountsSheet, skillLevelsSheet } from '@siam/domain/exports/monitoring';
import { ctxOf, finishRoute, monitoringRead, schoolListRoute } from '../shared/monitoring.routing';
import { createMonitoringActivitiesService } from './activities.service';

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
      'atividade',
    ),
    (request) => service.schoolList(callerOf(request), request.query),
  );

  app.get(
    '/AcompanhamentoAtividadeTurma/Escolas',
    {
      schema: {
        tags: TAGS,
        summary:
          'Escolas de um município ou regional (no escopo do usuário) com as turmas de educação infantil e ' +
          'os acompanhamentos de atividades iniciados, finalizados e validados do ano e bimestre',
        querystring: schoolCountsQuery,
        response: { 200: z.array(schoolCountsSchema) },
      },
      config: {
        export: {
          sheet: (request) => {
            const q = request.query as { ano: number; bimestre: number };
            return schoolCountsSheet({ ano: q.ano, bimestre: q.bimestre }) as ExportSheet<never>;
          },
        },
      },
      onRequest: guards.requireFeature('monitoring.consult'),
    },
    (request) => service.schoolCounts(callerOf(request), request.query),
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
        querystring: skillsQuery,
        response: { 200: z.array(habilidadeSchema) },
      },
      config: { export: { sheet: skillLevelsSheet('atividade') as ExportSheet<never> } },
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
        tags: TAGS,
        summary:
          'Grava um nível por habilidade e recalcula o percentual; uma resposta com respostaId é ' +
          'aplicada uma só vez (repetida: 200 sem reaplicar; o mesmo id para outra resposta: 409)',
        body: activityAnswersBodySchema,
        response: { 200: activityAnswersResultSchema },
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
