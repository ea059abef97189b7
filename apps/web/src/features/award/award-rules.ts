/**
 * What /cadastrar-premio computes and checks, built only on the domain's award rules
 * (packages/domain/src/visit-reports.ts §5.8/§9, packages/domain/src/parfi.ts money in centavos):
 * the rows of the three accordions, the input masks and the editors' schemas.
 */
import { z } from 'zod';
import { formatCentsCurrency, formatMoney, fromCents, toCents } from '@siam/domain/money';
import { parcelCents } from '@siam/domain/parfi';
import { onlyDigits } from '@siam/domain/text';
import {
  AWARD_CATEGORIES,
  AWARD_MSG,
  NEW_AWARD_YEAR_DEFAULTS,
  SCHOOL_TYPES,
  awardYearError,
  firstParcelPercent,
  parcelYears,
  parfiYearsOfAward,
  schoolCountValid,
  secondParcelPercent,
} from '@siam/domain/visit-reports';
import { SELECT_CATEGORY, SELECT_SCHOOL_TYPE } from './messages';
import type { AnoPremio, NewAwardBody, QtdEscolas } from '@siam/domain/contracts/award';

export type SchoolTypeId = (typeof SCHOOL_TYPES)[number]['id'];

/** Ano Prêmio: digits only, at most 4 (§2.14). */
export const YEAR_MAX_DIGITS = 4;
/** Quantity: digits only, at most 3 (§2.14, §9). */
export const COUNT_MAX_DIGITS = 3;
/** Prize value: the masked input holds at most 9 characters (§2.14, §9). */
export { VALUE_INPUT_MAX } from '@siam/domain/parfi';

export const yearInput = (raw: string): string => onlyDigits(raw).slice(0, YEAR_MAX_DIGITS);
export const countInput = (raw: string): string => onlyDigits(raw).slice(0, COUNT_MAX_DIGITS);

/** First parcel percent: digits only, capped at 100 while typing (§5.8: '150' becomes '100'). */
export function percentInput(raw: string): string {
  const d = onlyDigits(raw)
    .replace(/^0+(?=\d)/, '')
    .slice(0, 3);
  if (d === '') return '';
  return firstParcelPercent(d) === null ? '100' : d;
}

/** The second parcel percent shown read-only: 100 − first, or '' while the first is not valid. */
export function remainderText(first: string): string {
  const p = firstParcelPercent(first);
  return p === null ? '' : String(secondParcelPercent(p));
}

/** The parcel years of an award as the table and the editor show them: 2023 has no 1st parcel ('-'). */
export function parcelYearCells(ano: number): { primeira: string; segunda: string } {
  const years = parfiYearsOfAward(ano);
  const of = (parcela: 1 | 2) => years.find((y) => y.parcela === parcela)?.ano;
  return { primeira: String(of(1) ?? '-'), segunda: String(of(2) ?? '-') };
}

/** POST AnoPremio for a new year: the year, its parcel years and the §9 defaults, sent explicitly. */
export function newAwardBody(ano: number): NewAwardBody {
  const d = NEW_AWARD_YEAR_DEFAULTS;
  return {
    ano,
    ...parcelYears(ano),
    valorPremiada: d.valorPremiada,
    valorFomentada: d.valorFomentada,
    porcentagemPrimeiraParcela: d.porcentagemPrimeiraParcela,
    categoriaEscolas: d.categoriaEscolas.map((c) => ({ ...c })),
  };
}

export const schoolTypeName = (tipo: number): string =>
  SCHOOL_TYPES.find((t) => t.id === tipo)?.descricao ?? '';
export const categoryName = (categoriaId: number): string =>
  AWARD_CATEGORIES.find((c) => c.id === categoriaId)?.descricao ?? `Categoria ${categoriaId}`;

/** The prize value of one school type (reais), or null when none was given. */
export function valueOf(award: AnoPremio, tipo: SchoolTypeId): number | null {
  const v = tipo === 1 ? award.valorPremiada : award.valorFomentada;
  return v === null || v === undefined ? null : v;
}

/** One row of 'Valores': the prize of a school type split in its two parcels (centavos, half-up). */
export interface ValueRow {
  tipo: SchoolTypeId;
  escola: string;
  /** false: the row shows 'Valor não informado'. */
  informado: boolean;
  valor: string;
  primeiraPercent: string;
  primeiraValor: string;
  segundaPercent: string;
  segundaValor: string;
}

export function valueRows(award: AnoPremio): ValueRow[] {
  const first = award.porcentagemPrimeiraParcela;
  return SCHOOL_TYPES.map(({ id, descricao }) => {
    const cents = toCents(valueOf(award, id));
    if (cents === null || cents === 0)
      return {
        tipo: id,
        escola: descricao,
        informado: false,
        valor: AWARD_MSG.valueNotInformed,
        primeiraPercent: '-',
        primeiraValor: '-',
        segundaPercent: '-',
        segundaValor: '-',
      };
    return {
      tipo: id,
      escola: descricao,
      informado: true,
      valor: formatCentsCurrency(cents),
      primeiraPercent: `${first}%`,
      primeiraValor: formatCentsCurrency(parcelCents(cents, first, 1)),
      segundaPercent: `${secondParcelPercent(first)}%`,
      segundaValor: formatCentsCurrency(parcelCents(cents, first, 2)),
    };
  });
}

/** 'Quantidade de Escolas': only the categories with more than 0 schools, in category order. */
export function schoolCountRows(award: AnoPremio): (QtdEscolas & { categoria: string })[] {
  return award.qtdEscolas
    .filter((q) => q.quantidadeEscolas > 0)
    .sort((a, b) => a.categoriaId - b.categoriaId)
    .map((q) => ({ ...q, categoria: categoryName(q.categoriaId) }));
}

export const countOf = (award: AnoPremio, categoriaId: number): number =>
  award.qtdEscolas.find((q) => q.categoriaId === categoriaId)?.quantidadeEscolas ?? 0;

/** The masked text of a value the server sent ('' when none), for the editor. */
export function valueInputOf(award: AnoPremio, tipo: SchoolTypeId): string {
  const v = valueOf(award, tipo);
  return v === null ? '' : formatMoney(v);
}

/** A live preview of the parcels while the values editor is filled in; null while incomplete. */
export function parcelPreview(valor: string, percent: string): { primeira: string; segunda: string } | null {
  const cents = toCents(valor);
  const first = firstParcelPercent(percent);
  if (cents === null || first === null) return null;
  return {
    primeira: formatCentsCurrency(parcelCents(cents, first, 1)),
    segunda: formatCentsCurrency(parcelCents(cents, first, 2)),
  };
}

// ------------------------------------------------------------------ editors' schemas (§5.8)

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

export interface YearFormInput {
  ano: string;
}
/** `existing`: the years already set up (a repeated year is refused before the call). */
export const yearFormSchema = (existing: readonly number[]) =>
  z
    .object({ ano: z.string() })
    .superRefine((v, ctx) => {
      const error = awardYearError(v.ano.trim());
      if (error) issue(ctx, 'ano', error);
      else if (existing.includes(Number(v.ano))) issue(ctx, 'ano', AWARD_MSG.yearExists);
    })
    .transform((v) => ({ ano: Number(v.ano) }));
export type YearFormValues = z.output<ReturnType<typeof yearFormSchema>>;

export interface ValuesFormInput {
  tipo: SchoolTypeId | '';
  valor: string;
  porcentagem: string;
}
export const valuesFormSchema = z
  .object({
    tipo: z.union([z.literal(1), z.literal(2), z.literal('')]),
    valor: z.string(),
    porcentagem: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.tipo === '') issue(ctx, 'tipo', SELECT_SCHOOL_TYPE);
    if (v.valor.trim() === '') issue(ctx, 'valor', AWARD_MSG.valueRequired);
    else if (toCents(v.valor) === null) issue(ctx, 'valor', AWARD_MSG.valueInvalid);
    if (firstParcelPercent(v.porcentagem) === null) issue(ctx, 'porcentagem', AWARD_MSG.percentInvalid);
  })
  .transform((v) => ({
    tipo: v.tipo as SchoolTypeId,
    valor: fromCents(toCents(v.valor) as number),
    porcentagemPrimeiraParcela: firstParcelPercent(v.porcentagem) as number,
  }));
export type ValuesFormValues = z.output<typeof valuesFormSchema>;

export interface CountFormInput {
  categoriaId: number | '';
  quantidade: string;
}
export const countFormSchema = z
  .object({ categoriaId: z.union([z.number(), z.literal('')]), quantidade: z.string() })
  .superRefine((v, ctx) => {
    if (v.categoriaId === '') issue(ctx, 'categoriaId', SELECT_CATEGORY);
    if (!schoolCountValid(v.quantidade)) issue(ctx, 'quantidade', AWARD_MSG.quantityInvalid);
  })
  .transform((v) => ({ categoriaId: Number(v.categoriaId), quantidadeEscolas: Number(v.quantidade) }));
export type CountFormValues = z.output<typeof countFormSchema>;
