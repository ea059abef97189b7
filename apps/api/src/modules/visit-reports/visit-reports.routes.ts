import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoDateIssue } from '@siam/domain/dates';
import { PARTICIPANT_MSG, VISIT_MSG } from '@siam/domain/visit-reports';
import type { RouteDeps } from '../../app-deps';
import { emptyAsUndefined, idField, optionalIdParam } from '../../lib/params';
import { callerOf } from '../auth';
import { PAIRING_NOT_FOUND } from './pairing.service';
import { createVisitReportsService } from './visit-reports.service';

const tags = ['Relatório de visita'];
const CATEGORY_INVALID = 'Categoria inválida.';
const PARFI_YEAR_INVALID = 'Ano PARFI não encontrado.';
const AWARD_INVALID = 'Ano Prêmio inválido.';

const typeField = idField(VISIT_MSG.typeInvalid).refine((v) => v >= 1 && v <= 3, {
  error: VISIT_MSG.typeInvalid,
});
const dateField = z.preprocess(
  emptyAsUndefined,
  z
    .string({ error: VISIT_MSG.dateRequired })
    .superRefine((s, ctx) => {
      const issue = isoDateIssue(s, VISIT_MSG.dateRequired);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    })
    .optional(),
);
const answerSchema = z.object({
  /** 0 or absent on the first save (the report has no id yet). */
  relatorioVisitaId: z
    .number({ error: VISIT_MSG.reportNotFound })
    .int({ error: VISIT_MSG.reportNotFound })
    .min(0, { error: VISIT_MSG.reportNotFound })
    .max(2_147_483_647, { error: VISIT_MSG.reportNotFound })
    .optional(),
  criterioId: idField(VISIT_MSG.indicatorInvalid),
  indicadorId: idField(VISIT_MSG.indicatorInvalid),
  categoriaId: idField(VISIT_MSG.indicatorInvalid),
});
const reportBody = z.object({
  tipoRelatorioId: typeField,
  data: dateField,
  descricaoDetalhada: z.string({ error: VISIT_MSG.descriptionMax }).nullable().optional(),
  finalizado: z.boolean({ error: 'Finalizado inválido.' }).optional(),
  anoParfiId: idField(PARFI_YEAR_INVALID),
  pareamentoEscolasId: idField(PAIRING_NOT_FOUND),
  indicadores: z.array(answerSchema, { error: VISIT_MSG.indicatorInvalid }).max(500).optional(),
});

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
        params: z.object({ tipoRelatorioId: typeField }),
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
        params: z.object({ categoriaId: idField(CATEGORY_INVALID) }),
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
        params: z.object({ categoriaId: idField(CATEGORY_INVALID), tipoRelatorioId: typeField }),
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
        params: z.object({
          pareamentoEscolas: idField(PAIRING_NOT_FOUND),
          anoPremioId: idField(AWARD_INVALID),
          anoParfiId: idField(PARFI_YEAR_INVALID),
        }),
      },
      onRequest: visit,
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
        querystring: z.object({ relatorioVisitaId: idField(VISIT_MSG.reportNotFound) }),
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
        params: z.object({ id: idField(VISIT_MSG.reportNotFound) }),
      },
      onRequest: visit,
    },
    (request) => service.detail(callerOf(request), request.params.id),
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
        body: reportBody.extend({ id: idField(VISIT_MSG.reportNotFound) }),
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
        querystring: z.object({
          relatorioVisitaId: idField(VISIT_MSG.reportNotFound),
          escolaInep: z.preprocess(emptyAsUndefined, z.string().optional()),
          anoPremio: optionalIdParam(AWARD_INVALID),
          anoParfi: optionalIdParam(PARFI_YEAR_INVALID),
          pareamentoEscolasId: optionalIdParam(PAIRING_NOT_FOUND),
          anoPremioId: optionalIdParam(AWARD_INVALID),
        }),
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
        params: z.object({ reportId: idField(VISIT_MSG.reportNotFound) }),
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
        body: z
          .array(answerSchema.extend({ relatorioVisitaId: idField(VISIT_MSG.reportNotFound) }), {
            error: VISIT_MSG.indicatorInvalid,
          })
          .min(1, { error: VISIT_MSG.indicatorInvalid })
          .max(500),
      },
      onRequest: visit,
    },
    (request) => service.saveAnswers(ctx(request), request.body),
  );

  app.get(
    '/ParticipanteVisita/Usuario/:cpf',
    {
      schema: { tags, summary: 'Busca de participante por CPF', params: z.object({ cpf: z.string() }) },
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
        params: z.object({ reportId: idField(VISIT_MSG.reportNotFound) }),
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
        body: z.object({
          nome: z.string().nullable().optional(),
          cpf: z.string({ error: PARTICIPANT_MSG.cpfInvalid }),
          codigoPerfil: z
            .number({ error: PARTICIPANT_MSG.profileInvalid })
            .int({ error: PARTICIPANT_MSG.profileInvalid })
            .min(0, { error: PARTICIPANT_MSG.profileInvalid })
            .max(99, { error: PARTICIPANT_MSG.profileInvalid })
            .nullable()
            .optional(),
          nomePerfil: z.string().nullable().optional(),
          relatorioVisitaId: idField(VISIT_MSG.reportNotFound),
        }),
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
        querystring: z.object({ participanteVisitaId: idField(PARTICIPANT_MSG.notFound) }),
      },
      onRequest: visit,
    },
    (request) => service.removeParticipant(ctx(request), request.query.participanteVisitaId),
  );
};
