import { dbCents } from '@siam/domain/money';
import { parseCpf } from '@siam/domain/cpf';
import { monitoringToday } from '@siam/domain/monitoring';
import { parcelCents } from '@siam/domain/parfi';
import { can } from '@siam/domain/permissions';
import {
  DESCRIPTION_MAX,
  PARTICIPANT_MSG,
  VISIT_MSG,
  finalizeError,
  isFutureVisitDate,
  offeredReportType,
  openReportOfType,
  reportLimitReached,
} from '@siam/domain/visit-reports';
import type { Db } from '../../db/types';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import { isSchoolInScope } from '../auth';
import { findParticipation, insertPlan, recalculatePlan, replaceMandatoryOfReport } from '../parfi';
import {
  countParticipants,
  deleteParticipant,
  deleteReport,
  findAnswers,
  findCategories,
  findCriteria,
  findCriteriaByIds,
  findIndicators,
  findPairing,
  findParfiYear,
  findParticipants,
  findReportTypes,
  findReports,
  findUserWithRoles,
  insertParticipant,
  insertReport,
  lockPairing,
  replaceAnswers,
  updateReport,
  type PairingRow,
  type ReportRow,
} from './visit-reports.repository';
import { PAIRING_NOT_FOUND } from '@siam/domain/contracts/visit-reports';

export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

export interface AnswerInput {
  relatorioVisitaId?: number | undefined;
  criterioId: number;
  indicadorId: number;
  categoriaId: number;
}

export interface ReportInput {
  tipoRelatorioId: number;
  data?: string | undefined;
  descricaoDetalhada?: string | null | undefined;
  finalizado?: boolean | undefined;
  anoParfiId: number;
  pareamentoEscolasId: number;
  indicadores?: AnswerInput[] | undefined;
}

/** Percent of the PARFI value each mandatory objective from a report starts with (decision 080). */
export const MANDATORY_MIN_PERCENT = 10;

const conflict = (message: string) => new AppError('CONFLICT', 409, message);
const PARFI_YEAR_NOT_FOUND = 'Ano PARFI não encontrado.';
const NOT_PARTICIPANT = 'Escola não participante do prêmio';

export function createVisitReportsService(db: Db, now: () => Date) {
  /** Read and write rights of the caller on a pairing's reports. */
  async function rights(caller: Caller, pairing: PairingRow, tx: Db = db) {
    if (can(caller.role, 'parfi.visitAnySchool')) return { read: true, write: true };
    const visiting = await isSchoolInScope(tx, caller, pairing.premiadaId);
    const visited = await isSchoolInScope(tx, caller, pairing.fomentadaId);
    return { read: visiting || visited, write: visiting };
  }

  async function pairingOf(id: number, tx: Db = db): Promise<PairingRow> {
    const pairing = await findPairing(tx, id);
    if (!pairing) throw notFound(PAIRING_NOT_FOUND);
    return pairing;
  }

  const view = (r: ReportRow, p: PairingRow, write: boolean) => ({
    id: r.id,
    tipoRelatorioId: r.tipoRelatorioId,
    tipoRelatorio: r.tipoRelatorio,
    data: r.data,
    descricaoDetalhada: r.descricaoDetalhada,
    finalizado: r.finalizado,
    anoParfiId: r.anoParfiId,
    anoParfi: r.anoParfi,
    pareamentoEscolasId: r.pareamentoEscolasId,
    escolaVisitante: { codigoInep: p.premiadaInep, nomeEscola: p.premiadaNome },
    escolaAcompanhada: { codigoInep: p.fomentadaInep, nomeEscola: p.fomentadaNome },
    podeEditar: write && !r.finalizado,
  });

  /** The report, its pairing and the caller's rights; 404 / 403 otherwise. */
  async function reportFor(caller: Caller, id: number, need: 'read' | 'write', tx: Db = db) {
    const [report] = await findReports(tx, { id }, need === 'write');
    if (!report) throw notFound(VISIT_MSG.reportNotFound);
    const pairing = await pairingOf(report.pareamentoEscolasId, tx);
    const r = await rights(caller, pairing, tx);
    if (!r[need]) throw forbidden();
    return { report, pairing, write: r.write };
  }

  function checkDateAndDescription(data: string | undefined, descricao: string | null | undefined) {
    if (!data) throw badRequest(VISIT_MSG.dateRequired);
    if (isFutureVisitDate(data, monitoringToday(now()))) throw badRequest(VISIT_MSG.futureDate);
    if ((descricao ?? '').length > DESCRIPTION_MAX) throw badRequest(VISIT_MSG.descriptionMax);
  }

  /** Checks answers against the report's type; answers the rows to store. */
  async function checkAnswers(
    tx: Db,
    report: { id: number; tipoRelatorioId: number },
    answers: AnswerInput[],
  ) {
    if (
      answers.some(
        (a) =>
          a.relatorioVisitaId !== undefined && a.relatorioVisitaId !== 0 && a.relatorioVisitaId !== report.id,
      )
    )
      throw badRequest('Informe um único relatório.');
    if (new Set(answers.map((a) => a.indicadorId)).size !== answers.length)
      throw badRequest('Indicador repetido.');
    const indicators = new Map(
      (await findIndicators(tx, { tipoRelatorioId: report.tipoRelatorioId })).map((i) => [i.id, i]),
    );
    const criteria = new Map(
      (
        await findCriteriaByIds(
          tx,
          answers.map((a) => a.criterioId),
        )
      ).map((c) => [c.id, c]),
    );
    for (const a of answers) {
      const ind = indicators.get(a.indicadorId);
      const crit = criteria.get(a.criterioId);
      if (!ind || !crit || ind.categoriaId !== a.categoriaId || crit.indicadorId !== ind.id)
        throw badRequest(VISIT_MSG.indicatorInvalid);
    }
    return answers.map((a) => ({
      criterioId: a.criterioId,
      indicadorId: a.indicadorId,
      categoriaId: a.categoriaId,
    }));
  }

  /**
   * Finalising (one transaction, §4.4): the requirements, then the mandatory objectives of the
   * report (`imposeMandatory`). Answers the number created.
   */
  async function finalize(
    tx: Db,
    ctx: Ctx,
    report: ReportRow,
    pairing: PairingRow,
    descricao: string | null,
  ) {
    const answers = await findAnswers(tx, report.id);
    const indicators = await findIndicators(tx, { tipoRelatorioId: report.tipoRelatorioId });
    const error = finalizeError({
      saved: true,
      finalizado: false,
      descricaoDetalhada: descricao,
      participantes: await countParticipants(tx, report.id),
      indicadoresTotal: indicators.length,
      indicadoresRespondidos: answers.length,
      levels: answers.map((a) => a.nivel),
    });
    if (error) throw badRequest(error);
    return (await imposeMandatory(tx, ctx, report, pairing, answers)).items.length;
  }

  /**
   * The mandatory objectives a finalised report imposes on the visited school's plan (§4.4,
   * decision 080): one per objective of the lowest-level answers, counting its indicators. Replaces
   * the report's earlier ones (idempotent); creates the plan when the school has none. Used by
   * finalising and by `POST ObjetivoObrigatorio?relatorioId=` without a body.
   */
  async function imposeMandatory(
    tx: Db,
    ctx: Ctx,
    report: ReportRow,
    pairing: PairingRow,
    read?: Awaited<ReturnType<typeof findAnswers>>,
  ) {
    const answers = read ?? (await findAnswers(tx, report.id));
    const lowest = Math.min(...answers.map((a) => a.nivel));
    const byObjective = new Map<number, number>();
    for (const a of answers)
      if (a.nivel === lowest && a.objetivoId !== null)
        byObjective.set(a.objetivoId, (byObjective.get(a.objetivoId) ?? 0) + 1);
    const participation = await findParticipation(
      tx,
      pairing.fomentadaId,
      pairing.anoPremio,
      report.anoParfi,
    );
    if (!participation) throw conflict(NOT_PARTICIPANT);
    const { id: planId } = await insertPlan(tx, {
      premioEscolaId: participation.premioEscolaId,
      anoParfiId: participation.anoParfiId,
      valorParfiCents: parcelCents(
        dbCents(participation.valorPremio),
        Number(participation.porcentagemPrimeiraParcela),
        participation.parcela === 1 ? 1 : 2,
      ),
    });
    const items = [...byObjective.entries()]
      .sort(([a], [b]) => a - b)
      .map(([objetivoId, n]) => ({
        objetivoId,
        percentualMinimo: MANDATORY_MIN_PERCENT,
        percentualMaximo: null,
        numeroAcao: 1,
        quantidadeIndicadores: n,
      }));
    await replaceMandatoryOfReport(tx, planId, report.id, items);
    await recalculatePlan(tx, planId);
    await audit(tx, ctx, {
      action: 'incluir',
      entity: 'objetivo_obrigatorio',
      entityId: report.id,
      after: items,
    });
    return { planId, items };
  }

  return {
    reportTypes: () => findReportTypes(db),
    categories: (tipoRelatorioId: number) => findCategories(db, tipoRelatorioId),
    async indicators(categoriaId: number) {
      return (await findIndicators(db, { categoriaId })).map(({ objetivoId: _o, ...i }) => i);
    },
    criteria: (categoriaId: number, tipoRelatorioId: number) =>
      findCriteria(db, categoriaId, tipoRelatorioId),

    /** GET RelatorioVisita/{pareamento}/{anoPremioId}/{anoParfiId}. */
    async list(caller: Caller, pareamentoEscolasId: number, anoPremioId: number, anoParfiId: number) {
      const pairing = await pairingOf(pareamentoEscolasId);
      if (pairing.anoPremioId !== anoPremioId) throw notFound(PAIRING_NOT_FOUND);
      const year = await findParfiYear(db, anoParfiId);
      if (!year || year.anoPremioId !== anoPremioId) throw notFound(PARFI_YEAR_NOT_FOUND);
      const r = await rights(caller, pairing);
      if (!r.read) throw forbidden();
      return (await findReports(db, { pareamentoEscolasId, anoParfiId })).map((x) =>
        view(x, pairing, r.write),
      );
    },

    async get(caller: Caller, id: number) {
      const { report, pairing, write } = await reportFor(caller, id, 'read');
      return view(report, pairing, write);
    },

    async detail(caller: Caller, id: number) {
      const { report, pairing, write } = await reportFor(caller, id, 'read');
      const answers = (await findAnswers(db, id)).map(({ objetivoId: _o, ...a }) => a);
      return {
        ...view(report, pairing, write),
        indicadores: answers,
        participantes: await findParticipants(db, { relatorioVisitaId: id }),
      };
    },

    /** POST RelatorioVisita: an open report of the offered type; answers the new id. */
    async create(ctx: Ctx, body: ReportInput): Promise<number> {
      if (body.finalizado) throw badRequest(VISIT_MSG.hintParticipant);
      const pairing = await pairingOf(body.pareamentoEscolasId);
      if (!(await rights(ctx.caller, pairing)).write) throw forbidden();
      checkDateAndDescription(body.data, body.descricaoDetalhada);
      const year = await findParfiYear(db, body.anoParfiId);
      if (!year || year.anoPremioId !== pairing.anoPremioId) throw badRequest(PARFI_YEAR_NOT_FOUND);
      return db.transaction(async (tx) => {
        await lockPairing(tx, pairing.id);
        const existing = await findReports(tx, { pareamentoEscolasId: pairing.id });
        const finalized = existing.filter((r) => r.finalizado).length;
        if (reportLimitReached(finalized)) throw conflict(VISIT_MSG.limitReached);
        if (offeredReportType(pairing.anoPremio, finalized) !== body.tipoRelatorioId)
          throw conflict(VISIT_MSG.typeNotOffered);
        if (openReportOfType(existing, body.tipoRelatorioId)) throw conflict(VISIT_MSG.openExists);
        const id = await insertReport(tx, {
          tipoRelatorioId: body.tipoRelatorioId,
          pareamentoEscolasId: pairing.id,
          anoParfiId: year.id,
          data: body.data!,
          descricaoDetalhada: body.descricaoDetalhada ?? null,
        });
        if (body.indicadores?.length)
          await replaceAnswers(
            tx,
            id,
            await checkAnswers(tx, { id, tipoRelatorioId: body.tipoRelatorioId }, body.indicadores),
          );
        await audit(tx, ctx, { action: 'incluir', entity: 'relatorio_visita', entityId: id, after: body });
        return id;
      });
    },

    /** PUT RelatorioVisita: saves; with finalizado, finalises in the same transaction. */
    async update(ctx: Ctx, body: ReportInput & { id: number }) {
      return db.transaction(async (tx) => {
        const { report, pairing } = await reportFor(ctx.caller, body.id, 'write', tx);
        if (report.finalizado) throw conflict(VISIT_MSG.finalized);
        if (
          body.tipoRelatorioId !== report.tipoRelatorioId ||
          body.anoParfiId !== report.anoParfiId ||
          body.pareamentoEscolasId !== report.pareamentoEscolasId
        )
          throw badRequest('Não é possível alterar o tipo, o ano ou o pareamento do relatório.');
        checkDateAndDescription(body.data, body.descricaoDetalhada);
        if (body.indicadores !== undefined)
          await replaceAnswers(tx, report.id, await checkAnswers(tx, report, body.indicadores));
        // An absent description keeps the stored one (saving without the field changes nothing);
        // null or '' clears it.
        const descricao =
          body.descricaoDetalhada === undefined ? report.descricaoDetalhada : body.descricaoDetalhada;
        let objetivosObrigatorios = 0;
        if (body.finalizado) objetivosObrigatorios = await finalize(tx, ctx, report, pairing, descricao);
        await updateReport(tx, report.id, {
          data: body.data!,
          descricaoDetalhada: descricao,
          finalizado: body.finalizado === true,
        });
        const [after] = await findReports(tx, { id: report.id });
        await audit(tx, ctx, {
          action: body.finalizado ? 'finalizar' : 'alterar',
          entity: 'relatorio_visita',
          entityId: report.id,
          before: report,
          after,
        });
        return { mensagem: VISIT_MSG.saved, relatorio: view(after!, pairing, true), objetivosObrigatorios };
      });
    },

    /**
     * POST ObjetivoObrigatorio?relatorioId= as the spec writes it (no body): (re)creates the mandatory
     * objectives of a finalised report as finalising did, for a caller who may write the report.
     * Answers the plan they are on.
     */
    async recreateMandatory(ctx: Ctx, id: number): Promise<{ planId: number }> {
      return db.transaction(async (tx) => {
        const { report, pairing } = await reportFor(ctx.caller, id, 'write', tx);
        if (!report.finalizado) throw conflict(VISIT_MSG.notFinalized);
        const { planId } = await imposeMandatory(tx, ctx, report, pairing);
        return { planId };
      });
    },

    /** DELETE RelatorioVisita (Administrador). */
    async remove(
      ctx: Ctx,
      q: {
        relatorioVisitaId: number;
        escolaInep?: string | undefined;
        anoPremio?: number | undefined;
        anoParfi?: number | undefined;
        pareamentoEscolasId?: number | undefined;
        anoPremioId?: number | undefined;
      },
    ) {
      if (!can(ctx.caller.role, 'parfi.visitDelete')) throw forbidden();
      return db.transaction(async (tx) => {
        const { report, pairing } = await reportFor(ctx.caller, q.relatorioVisitaId, 'write', tx);
        const mismatch =
          (q.escolaInep !== undefined &&
            q.escolaInep !== pairing.premiadaInep &&
            q.escolaInep !== pairing.fomentadaInep) ||
          (q.anoPremio !== undefined && q.anoPremio !== pairing.anoPremio) ||
          (q.anoParfi !== undefined && q.anoParfi !== report.anoParfi) ||
          (q.pareamentoEscolasId !== undefined && q.pareamentoEscolasId !== pairing.id) ||
          (q.anoPremioId !== undefined && q.anoPremioId !== pairing.anoPremioId);
        if (mismatch) throw badRequest('Relatório não corresponde aos dados informados.');
        await deleteReport(tx, report.id);
        await audit(tx, ctx, {
          action: 'excluir',
          entity: 'relatorio_visita',
          entityId: report.id,
          before: report,
        });
        return { mensagem: VISIT_MSG.deleted };
      });
    },

    async answers(caller: Caller, id: number) {
      await reportFor(caller, id, 'read');
      return (await findAnswers(db, id)).map(({ objetivoId: _o, ...a }) => a);
    },

    /** POST IndicadorRelatorio: replaces the report's answers. */
    async saveAnswers(ctx: Ctx, answers: (AnswerInput & { relatorioVisitaId: number })[]) {
      const ids = new Set(answers.map((a) => a.relatorioVisitaId));
      if (ids.size !== 1) throw badRequest('Informe um único relatório.');
      const [id] = [...ids];
      return db.transaction(async (tx) => {
        const { report } = await reportFor(ctx.caller, id!, 'write', tx);
        if (report.finalizado) throw conflict(VISIT_MSG.finalized);
        await replaceAnswers(tx, report.id, await checkAnswers(tx, report, answers));
        await audit(tx, ctx, {
          action: 'alterar',
          entity: 'indicador_relatorio',
          entityId: report.id,
          after: answers,
        });
        return {
          mensagem: VISIT_MSG.saved,
          indicadores: (await findAnswers(tx, report.id)).map(({ objetivoId: _o, ...a }) => a),
        };
      });
    },

    /**
     * The participant lookup by CPF, with the §5.6 outcomes. Participants come from anywhere (the
     * visiting school, the regional...), so the lookup is not scoped; it answers only what adding the
     * participant needs (decision 120): the name, the CPF and the one profile the screen adds them
     * with (the first), never the user's other roles. Each answer is recorded in the audit log.
     */
    async lookupUser(ctx: Ctx, cpfInput: string) {
      const cpf = parseCpf(cpfInput);
      if (cpf === null) throw badRequest(PARTICIPANT_MSG.cpfInvalid);
      const user = await findUserWithRoles(db, cpf);
      if (!user) throw notFound(PARTICIPANT_MSG.userNotFound);
      const [perfil] = user.perfis;
      if (!perfil) throw notFound(PARTICIPANT_MSG.noProfile);
      await audit(db, ctx, { action: 'consultar', entity: 'participante_usuario', entityId: user.cpf });
      return { nome: user.nome, cpf: user.cpf, perfis: [perfil] };
    },

    async participants(caller: Caller, id: number) {
      await reportFor(caller, id, 'read');
      return findParticipants(db, { relatorioVisitaId: id });
    },

    async addParticipant(
      ctx: Ctx,
      body: { cpf: string; codigoPerfil?: number | undefined; relatorioVisitaId: number },
    ) {
      const cpf = parseCpf(body.cpf);
      if (cpf === null) throw badRequest(PARTICIPANT_MSG.cpfInvalid);
      return db.transaction(async (tx) => {
        const { report } = await reportFor(ctx.caller, body.relatorioVisitaId, 'write', tx);
        if (report.finalizado) throw conflict(VISIT_MSG.finalized);
        const user = await findUserWithRoles(tx, cpf);
        if (!user) throw notFound(PARTICIPANT_MSG.userNotFound);
        if (user.perfis.length === 0) throw badRequest(PARTICIPANT_MSG.noProfile);
        const codigoPerfil = body.codigoPerfil ?? 0;
        const role = user.perfis.find((p) => p.codigoPerfil === codigoPerfil);
        if (codigoPerfil !== 0 && !role) throw badRequest(PARTICIPANT_MSG.profileInvalid);
        const values = {
          relatorioVisitaId: report.id,
          nome: user.nome,
          cpf,
          codigoPerfil,
          nomePerfil: role?.nomePerfil ?? null,
        };
        const id = await insertParticipant(tx, values);
        if (id === null) throw conflict(PARTICIPANT_MSG.duplicate);
        await audit(tx, ctx, {
          action: 'incluir',
          entity: 'participante_visita',
          entityId: id,
          after: values,
        });
        return { mensagem: PARTICIPANT_MSG.added, participante: { id, ...values } };
      });
    },

    async removeParticipant(ctx: Ctx, participanteVisitaId: number) {
      return db.transaction(async (tx) => {
        const [row] = await findParticipants(tx, { id: participanteVisitaId });
        if (!row) throw notFound(PARTICIPANT_MSG.notFound);
        const { report } = await reportFor(ctx.caller, row.relatorioVisitaId, 'write', tx);
        if (report.finalizado) throw conflict(VISIT_MSG.finalized);
        await deleteParticipant(tx, row.id);
        await audit(tx, ctx, {
          action: 'excluir',
          entity: 'participante_visita',
          entityId: row.id,
          before: row,
        });
        return { mensagem: PARTICIPANT_MSG.removed };
      });
    },
  };
}

export type VisitReportsService = ReturnType<typeof createVisitReportsService>;
