import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { createDatabaseFileStorage } from '../../db/file-storage';
import {
  actionQuery,
  awardIdParams,
  idParams,
  mandatoryCreateBody,
  mandatoryCreateQuery,
  mandatorySchoolQuery,
  mandatoryUpdateBody,
  parfiYearParams,
  parfiYearsQuery,
  planBody,
  planQuery,
  planoAcaoSchema,
  planoAcaoUpdateSchema,
  prizeYearsQuery,
} from '@siam/domain/contracts/parfi';
import { PARFI_READERS } from './parfi.features';
import { createParfiService, type MandatoryOfReportSource } from './parfi.service';
import { notFound } from '../../lib/errors';
import { attachment } from '../../lib/pdf';
import { planPdf } from './plan-pdf';
import { PARFI_MSG } from '@siam/domain/parfi';
import type { PlanoAcao, PlanoParfi } from '@siam/domain/contracts/parfi';
import { awardYearsSheet, executionDocumentsSheet, planActionsSheet } from '@siam/domain/exports/parfi';

const tags = ['PARFI'];

export interface ParfiRouteDeps extends RouteDeps {
  /** The visit-reports module's service (what a finalised report imposes), wired in `app.ts`. */
  reports: MandatoryOfReportSource;
}

export const parfiRoutes: FastifyPluginAsyncZod<ParfiRouteDeps> = async (
  app,
  { db, guards, reports, now },
) => {
  const service = createParfiService(db, createDatabaseFileStorage(), reports);
  const readers = guards.requireAnyFeature(PARFI_READERS);
  const writers = guards.requireFeature('parfi.execute');
  const ctx = (request: Parameters<typeof callerOf>[0]) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/PremioLeia/AnoPremio',
    {
      schema: { tags, summary: 'Anos do prêmio (da escola, com inep)', querystring: prizeYearsQuery },
      onRequest: readers,
    },
    (request) => service.prizeYears(callerOf(request), request.query.inep),
  );

  const awardReaders = guards.requireAnyFeature([...PARFI_READERS, 'register.award', 'parfi.visit']);
  app.get(
    '/AnoPremio',
    {
      schema: { tags, summary: 'Anos do prêmio' },
      onRequest: awardReaders,
      config: { export: { sheet: awardYearsSheet } },
    },
    () => service.awardYears(),
  );
  app.get(
    '/AnoPremio/:id',
    { schema: { tags, summary: 'Um ano do prêmio', params: awardIdParams }, onRequest: awardReaders },
    async (request) => {
      const [year] = await service.awardYears(request.params.id);
      if (!year) throw notFound(PARFI_MSG.awardYearNotFound);
      return year;
    },
  );
  app.get(
    '/AnoParfi',
    { schema: { tags, summary: 'Anos PARFI', querystring: parfiYearsQuery }, onRequest: awardReaders },
    (request) => service.parfiYears(request.query.anoPremioId),
  );
  app.get(
    '/AnoParfi/:anoParfi/:anoPremioId/:type',
    {
      schema: { tags, summary: 'Um ano PARFI de um prêmio', params: parfiYearParams },
      onRequest: awardReaders,
    },
    async (request) => {
      const { anoParfi, anoPremioId, type } = request.params;
      const year = (await service.parfiYears(anoPremioId)).find((y) => y.ano === anoParfi);
      if (!year) throw notFound(PARFI_MSG.parfiYearNotFound);
      return { ...year, tipoEscolaId: type };
    },
  );

  app.get(
    '/PlanoAcao/Objetivo',
    { schema: { tags, summary: 'Objetivos, metas e ações' }, onRequest: readers },
    () => service.objectives(),
  );

  app.get(
    '/PlanoParfi',
    {
      schema: { tags, summary: 'Plano PARFI de uma escola', querystring: planQuery },
      onRequest: readers,
      config: {
        export: { sheet: planActionsSheet, rows: (plan) => (plan as PlanoParfi | null)?.planoAcao ?? [] },
      },
    },
    (request) =>
      service.getPlan(
        callerOf(request),
        request.query.escolaInep,
        request.query.anoPremio,
        request.query.anoParfi,
      ),
  );
  app.post(
    '/PlanoParfi',
    {
      schema: { tags, summary: 'Cria o plano PARFI (ou devolve o existente)', body: planBody },
      onRequest: writers,
    },
    async (request, reply) => {
      const { created, plan } = await service.createPlan(ctx(request), request.body);
      return reply.code(created ? 201 : 200).send(plan);
    },
  );
  app.put(
    '/PlanoParfi/:id',
    { schema: { tags, summary: 'Recalcula o saldo do plano', params: idParams }, onRequest: readers },
    (request) => service.recalculate(ctx(request), request.params.id),
  );

  app.get(
    '/PlanoParfi/:id/Pdf',
    {
      schema: { tags, summary: 'O plano PARFI em PDF (para arquivo)', params: idParams },
      onRequest: readers,
    },
    async (request, reply) => {
      const { pdf, fileName } = await planPdf(db, callerOf(request), request.params.id, now());
      return reply.type('application/pdf').header('Content-Disposition', attachment(fileName)).send(pdf);
    },
  );

  app.get(
    '/PlanoAcao',
    {
      schema: { tags, summary: 'Uma ação do plano', querystring: actionQuery },
      onRequest: readers,
      config: {
        export: {
          sheet: executionDocumentsSheet,
          rows: (action) => (action as PlanoAcao | null)?.execucaoAcao[0]?.arquivosAnexado ?? [],
        },
      },
    },
    (request) => service.getAction(callerOf(request), request.query.planoAcaoId),
  );
  app.post(
    '/PlanoAcao',
    { schema: { tags, summary: 'Inclui uma ação no plano', body: planoAcaoSchema }, onRequest: writers },
    async (request, reply) => reply.code(201).send(await service.createAction(ctx(request), request.body)),
  );
  app.put(
    '/PlanoAcao',
    {
      schema: { tags, summary: 'Altera valor e datas de uma ação', body: planoAcaoUpdateSchema },
      onRequest: writers,
    },
    (request) => service.updateAction(ctx(request), request.body),
  );
  app.delete(
    '/PlanoAcao',
    { schema: { tags, summary: 'Exclui uma ação', querystring: actionQuery }, onRequest: writers },
    (request) => service.deleteAction(ctx(request), request.query.planoAcaoId),
  );
  app.get(
    '/PlanoAcao/Documento',
    {
      schema: { tags, summary: 'Tipos de documento que a ação pode receber', querystring: actionQuery },
      onRequest: readers,
    },
    (request) => service.documentTypes(callerOf(request), request.query.planoAcaoId),
  );

  app.get(
    '/ObjetivoObrigatorio/Escola',
    {
      schema: {
        tags,
        summary: 'Objetivos obrigatórios do plano da escola',
        querystring: mandatorySchoolQuery,
      },
      onRequest: guards.requireAnyFeature([...PARFI_READERS, 'parfi.visit']),
    },
    (request) => service.mandatoryOfSchool(callerOf(request), request.query),
  );
  app.post(
    '/ObjetivoObrigatorio',
    {
      schema: {
        tags,
        summary:
          'Objetivos obrigatórios impostos por um relatório de visita (sem corpo: os do relatório finalizado)',
        querystring: mandatoryCreateQuery,
        body: mandatoryCreateBody,
      },
      onRequest: guards.requireFeature('parfi.visit'),
    },
    async (request, reply) => {
      const { relatorioId } = request.query;
      const body = request.body;
      return reply
        .code(201)
        .send(
          body
            ? await service.createMandatory(ctx(request), relatorioId, body)
            : await service.createMandatoryOfReport(ctx(request), relatorioId),
        );
    },
  );
  app.put(
    '/ObjetivoObrigatorio',
    {
      schema: { tags, summary: 'Atualiza um objetivo obrigatório', body: mandatoryUpdateBody },
      onRequest: writers,
    },
    (request) => service.updateMandatory(ctx(request), request.body),
  );
};
