import { centsText, dbCents, fromCents, toCents } from '@siam/domain/money';
import {
  AWARD_MSG,
  NEW_AWARD_YEAR_DEFAULTS,
  awardYearError,
  firstParcelPercent,
  parcelYears,
  parfiYearsOfAward,
  schoolCountValid,
} from '@siam/domain/visit-reports';
import type { Db } from '../../db/types';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import { findAwardCategories, findAwardYears, findPairingIds } from '../parfi';
import {
  findAwardByYear,
  findAwardForUpdate,
  insertAward,
  insertParfiYears,
  updateAward,
  upsertCategories,
} from './award.repository';

export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

/** The §9 default prize values of a new award year, in centavos. */
const DEFAULT_PREMIADA_CENTS = toCents(NEW_AWARD_YEAR_DEFAULTS.valorPremiada)!;
const DEFAULT_FOMENTADA_CENTS = toCents(NEW_AWARD_YEAR_DEFAULTS.valorFomentada)!;

/** The largest prize value the 9-character masked input allows (999.999,99 without the dots). */
export const MAX_PRIZE_CENTS = 99_999_999;

type Body = Record<string, unknown>;
interface Parsed {
  ano: number;
  valorPremiadaCents: number | undefined;
  valorFomentadaCents: number | undefined;
  porcentagem: number | undefined;
  categorias: { categoriaId: number; quantidadeEscolas: number }[] | undefined;
}

function money(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (v === null || (typeof v === 'string' && v.trim() === '')) throw badRequest(AWARD_MSG.valueRequired);
  const cents = toCents(v);
  if (cents === null || cents > MAX_PRIZE_CENTS) throw badRequest(AWARD_MSG.valueInvalid);
  return cents;
}

/** §5.8, in the order of the editor's fields. */
export function parseAwardBody(input: unknown): Parsed {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw badRequest(AWARD_MSG.yearRequired);
  const body = input as Body;
  const yearError = awardYearError(body.ano);
  if (yearError) throw badRequest(yearError);
  const ano = Number(body.ano);
  const years = parcelYears(ano);
  for (const key of ['primeiroAnoParfi', 'segundoAnoParfi'] as const) {
    const v = body[key];
    if (v !== undefined && v !== null && Number(v) !== years[key])
      throw badRequest(AWARD_MSG.parfiYearInvalid);
  }
  const valorPremiadaCents = money(body.valorPremiada);
  const valorFomentadaCents = money(body.valorFomentada);
  let porcentagem: number | undefined;
  if (body.porcentagemPrimeiraParcela !== undefined) {
    const p = firstParcelPercent(body.porcentagemPrimeiraParcela);
    if (p === null) throw badRequest(AWARD_MSG.percentInvalid);
    porcentagem = p;
  }
  const rawCats = body.qtdEscolas ?? body.categoriaEscolas;
  let categorias: Parsed['categorias'];
  if (rawCats !== undefined && rawCats !== null) {
    if (!Array.isArray(rawCats)) throw badRequest(AWARD_MSG.categoryInvalid);
    categorias = [];
    for (const item of rawCats as unknown[]) {
      const c = (item ?? {}) as Body;
      const categoriaId = Number(c.categoriaId);
      if (!Number.isInteger(categoriaId) || categoriaId < 1 || categoriaId > 5)
        throw badRequest(AWARD_MSG.categoryInvalid);
      if (categorias.some((x) => x.categoriaId === categoriaId)) throw badRequest(AWARD_MSG.categoryInvalid);
      if (
        c.quantidadeEscolas === undefined ||
        c.quantidadeEscolas === null ||
        !schoolCountValid(c.quantidadeEscolas)
      )
        throw badRequest(AWARD_MSG.quantityInvalid);
      categorias.push({ categoriaId, quantidadeEscolas: Number(c.quantidadeEscolas) });
    }
  }
  return { ano, valorPremiadaCents, valorFomentadaCents, porcentagem, categorias };
}

export function createAwardService(db: Db) {
  async function view(tx: Db, id: number) {
    const [y] = await findAwardYears(tx, id);
    if (!y) throw notFound(AWARD_MSG.notFound);
    // One after the other: `tx` may be a transaction (one connection, one statement at a time).
    const categories = await findAwardCategories(tx, [id]);
    const pairings = await findPairingIds(tx, [id]);
    return {
      id: y.id,
      ano: y.ano,
      primeiroAnoParfi: y.primeiroAnoParfi,
      segundoAnoParfi: y.segundoAnoParfi,
      valorPremiada: fromCents(dbCents(y.valorPremiada)),
      valorFomentada: fromCents(dbCents(y.valorFomentada)),
      porcentagemPrimeiraParcela: Number(y.porcentagemPrimeiraParcela),
      qtdEscolas: categories.map((c) => ({
        categoriaId: c.categoriaId,
        quantidadeEscolas: c.quantidadeEscolas,
      })),
      pareamentoEscolas: pairings.map((p) => p.id),
    };
  }

  return {
    /** POST AnoPremio: a new award year; omitted values take the §9 defaults. */
    async create(ctx: Ctx, body: unknown) {
      const p = parseAwardBody(body);
      const d = NEW_AWARD_YEAR_DEFAULTS;
      return db.transaction(async (tx) => {
        if (await findAwardByYear(tx, p.ano)) throw new AppError('CONFLICT', 409, AWARD_MSG.yearExists);
        const id = await insertAward(tx, {
          ano: p.ano,
          ...parcelYears(p.ano),
          valorPremiada: centsText(p.valorPremiadaCents ?? DEFAULT_PREMIADA_CENTS),
          valorFomentada: centsText(p.valorFomentadaCents ?? DEFAULT_FOMENTADA_CENTS),
          porcentagemPrimeiraParcela: (p.porcentagem ?? d.porcentagemPrimeiraParcela).toFixed(2),
        });
        if (id === null) throw new AppError('CONFLICT', 409, AWARD_MSG.yearExists);
        await insertParfiYears(tx, id, parfiYearsOfAward(p.ano));
        await upsertCategories(tx, id, [...d.categoriaEscolas]);
        if (p.categorias) await upsertCategories(tx, id, p.categorias);
        const anoPremio = await view(tx, id);
        await audit(tx, ctx, { action: 'incluir', entity: 'ano_premio', entityId: id, after: anoPremio });
        return { mensagem: AWARD_MSG.saved, anoPremio };
      });
    },

    /** PUT AnoPremio: values, percent and counts; the year itself stays. */
    async update(ctx: Ctx, body: unknown) {
      const id = Number((body as Body | null)?.id);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(AWARD_MSG.notFound);
      const p = parseAwardBody(body);
      return db.transaction(async (tx) => {
        const row = await findAwardForUpdate(tx, id);
        if (!row) throw notFound(AWARD_MSG.notFound);
        if (row.ano !== p.ano) throw badRequest(AWARD_MSG.yearImmutable);
        const before = await view(tx, id);
        await updateAward(tx, id, {
          primeiroAnoParfi: row.primeiroAnoParfi,
          segundoAnoParfi: row.segundoAnoParfi,
          valorPremiada:
            p.valorPremiadaCents === undefined ? row.valorPremiada : centsText(p.valorPremiadaCents),
          valorFomentada:
            p.valorFomentadaCents === undefined ? row.valorFomentada : centsText(p.valorFomentadaCents),
          porcentagemPrimeiraParcela:
            p.porcentagem === undefined ? row.porcentagemPrimeiraParcela : p.porcentagem.toFixed(2),
        });
        if (p.categorias) await upsertCategories(tx, id, p.categorias);
        const anoPremio = await view(tx, id);
        await audit(tx, ctx, {
          action: 'alterar',
          entity: 'ano_premio',
          entityId: id,
          before,
          after: anoPremio,
        });
        return { mensagem: AWARD_MSG.saved, anoPremio };
      });
    },
  };
}
