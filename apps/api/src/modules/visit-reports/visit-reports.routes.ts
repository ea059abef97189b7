import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitReportsSheet } from '@siam/domain/exports/visit-reports';
import {
  answersBody,
  categoryParams,
  criteriaParams,
  participantBody,
  participantCpfParams,
  participantDeleteQuery,
  reportAnswersParams,
  reportBody,
  reportDeleteQuery,
  reportIdParams,
  reportListParams,
  reportQuery,
  reportTypeParams,
  reportUpdateBody,
} from '@siam/domain/contracts/visit-reports';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { createVisitReportsService } from './visit-reports.service';
import { attachment } from '../../lib/pdf';
import { reportPdf } from './report-pdf';

const tags = ['Relatório de visita'];

/** Visit reports, their answers and participants (spec 03 §2.9-2.12, §4.4, §5.5, §5.6, §7.5). */
export const visitReportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createVisitReportsService(db, now);
  const visit = guards.requireFeature('parfi.visit');
  const ctx = (request: Parameters<typeof callerOf>[0]) => ({ caller: callerOf(request), ip: request.ip });

  app.get('/TipoRelatorio', { schema: { tags, summary: 'Tipos de relatório' }, onRequest: visit }, () =>
    service.reportTypes(),
  );
  app.get(
    '/CategoriaRelatorio/:tipoRelatorioId',
    {
      schema: {
        tags,
        summary: 'Categorias de um tipo de relatório',
        params: reportTypeParams,
      },
      onRequest: visit,
    },
    (request) => service.categories(request.params.tipoRelatorioId),
  );
  app.get(
    '/Indicador/Categoria/:categoriaId',
    {
      schema: {
        tags,
        summary: 'Indicadores de uma categoria',
        params: categoryParams,
      },
      onRequest: visit,
    },
    (request) => service.indicators(request.params.categoriaId),
  );
  app.get(
    '/CriterioRelatorio/:categoriaId/:tipoRelatorioId',
    {
      schema: {
        tags,
        summary: 'Critérios (níveis 1 a 4) dos indicadores de uma categoria',
        params: criteriaParams,
      },
      onRequest: visit,
    },
    (request) => service.criteria(request.params.categoriaId, request.params.tipoRelatorioId),
  );

  app.get(
    '/RelatorioVisita/:pareamentoEscolas/:anoPremioId/:anoParfiId',
    {
      schema: {
        tags,
        summary: 'Relatórios de visita de um pareamento e ano PARFI',
        params: reportListParams,
      },
      onRequest: visit,
      config: { export: { sheet: visitReportsSheet } },
    },
    (request) =>
      service.list(
        callerOf(request),
        request.params.pareamentoEscolas,
        request.params.anoPremioId,
        request.params.anoParfiId,
      ),
  );
  app.get(
    '/RelatorioVisita',
    {
      schema: {
        tags,
        summary: 'Um relatório de visita',
        querystring: reportQuery,
      },
      onRequest: visit,
    },
    (request) => service.get(callerOf(request), request.query.relatorioVisitaId),
  );
  app.get(
    '/RelatorioVisita/:id/1',
    {
      schema: {
        tags,
        summary: 'Um relatório de visita com respostas e participantes',
        params: reportIdParams,
      },
      onRequest: visit,
    },
    (request) => service.detail(callerOf(request), request.params.id),
  );
  app.get(
    '/RelatorioVisita/:id/Pdf',
    {
      schema: {
        tags,
        summary: 'Um relatório de visita em PDF (para arquivo)',
        params: reportIdParams,
      },
      onRequest: visit,
    },
    async (request, reply) => {
      const { pdf, fileName } = await reportPdf(service, callerOf(request), request.params.id, now());
      return reply.type('application/pdf').header('Content-Disposition', attachment(fileName)).send(pdf);
    },
  );
  app.post(
    '/RelatorioVisita',
    {
      schema: { tags, summary: 'Cria um relatório de visita (devolve o id)', body: reportBody },
      onRequest: visit,
    },
    async (request, reply) => reply.code(201).send(await service.create(ctx(request), request.body)),
  );
  app.put(
    '/RelatorioVisita',
    {
      schema: {
        tags,
        summary: 'Salva ou finaliza um relatório de visita',
        body: reportUpdateBody,
      },
      onRequest: visit,
    },
    (request) => service.update(ctx(request), request.body),
  );
  app.delete(
    '/RelatorioVisita',
    {
      schema: {
        tags,
        summary: 'Exclui um relatório de visita (Administrador)',
        querystring: reportDeleteQuery,
      },
      onRequest: visit,
    },
    (request) => service.remove(ctx(request), request.query),
  );

  app.get(
    '/IndicadorRelatorio/:reportId',
    {
      schema: {
        tags,
        summary: 'Respostas (indicador e critério) de um relatório',
        params: reportAnswersParams,
      },
      onRequest: visit,
    },
    (request) => service.answers(callerOf(request), request.params.reportId),
  );
  app.post(
    '/IndicadorRelatorio',
    {
      schema: {
        tags,
        summary: 'Substitui as respostas de um relatório (só níveis > 0)',
        body: answersBody,
      },
      onRequest: visit,
    },
    (request) => service.saveAnswers(ctx(request), request.body),
  );

  app.get(
    '/ParticipanteVisita/Usuario/:cpf',
    {
      schema: { tags, summary: 'Busca de participante por CPF', params: participantCpfParams },
      onRequest: visit,
    },
    (request) => service.lookupUser(ctx(request), request.params.cpf),
  );
  app.get(
    '/ParticipanteVisita/Relatorio/:reportId',
    {
      schema: {
        tags,
        summary: 'Participantes de um relatório',
        params: reportAnswersParams,
      },
      onRequest: visit,
    },
    (request) => service.participants(callerOf(request), request.params.reportId),
  );
  app.post(
    '/ParticipanteVisita',
    {
      schema: {
        tags,
        summary: 'Adiciona um participante',
        body: participantBody,
      },
      onRequest: visit,
    },
    async (request, reply) =>
      reply.code(201).send(
        await service.addParticipant(ctx(request), {
          cpf: request.body.cpf,
          codigoPerfil: request.body.codigoPerfil ?? undefined,
          relatorioVisitaId: request.body.relatorioVisitaId,
        }),
      ),
  );
  app.delete(
    '/ParticipanteVisita',
    {
      schema: {
        tags,
        summary: 'Exclui um participante',
        querystring: participantDeleteQuery,
      },
      onRequest: visit,
    },
    (request) => service.removeParticipant(ctx(request), request.query.participanteVisitaId),
  );
};
