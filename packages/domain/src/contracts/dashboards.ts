/**
 * Wire contract of the dashboards (`/Painel`, `/Painel/{id}/Dados`; spec 03 §2.17, decision 090): the
 * API validates and documents with these schemas, the web derives its types from them.
 */
import { z } from 'zod';
import { PAINEL_INVALIDO } from '../dashboards';
import { emptyAsUndefined, optionalIdParam } from './params';

export const ANO_INVALIDO = 'Ano inválido.';
export const BIMESTRE_INVALIDO = 'Bimestre inválido.';
export const TABELA_INVALIDA = 'Tabela do painel inválida.';

/** How a number is shown: a count, money (R$) or a percentage. */
export const formatoSchema = z.enum(['numero', 'moeda', 'percentual']);
export type Formato = z.infer<typeof formatoSchema>;

export const painelSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** The configured report URL (PAINEL_BI_URL_{id}), or null: the live dashboard. */
  url: z.string().nullable(),
});
export type Painel = z.infer<typeof painelSchema>;

export const indicadorSchema = z.object({
  rotulo: z.string(),
  valor: z.number(),
  formato: formatoSchema,
});

export const graficoSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  /** barras: grouped bars; barrasEmpilhadas: stacked bars; pizza: one series as slices. */
  tipo: z.enum(['barras', 'barrasEmpilhadas', 'pizza']),
  /** What the categories are (the first column of the figures table). */
  eixo: z.string(),
  categorias: z.array(z.string()),
  series: z.array(z.object({ rotulo: z.string(), valores: z.array(z.number()) })),
  formato: formatoSchema,
});
export type Grafico = z.infer<typeof graficoSchema>;

export const tabelaSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  colunas: z.array(z.string()),
  linhas: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  /** Set when the table shows only the first rows. */
  observacao: z.string().nullable(),
});
export type Tabela = z.infer<typeof tabelaSchema>;

export const painelDadosSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** What the figures cover (e.g. 'Ano 2026, todos os bimestres'). */
  descricao: z.string(),
  indicadores: z.array(indicadorSchema),
  graficos: z.array(graficoSchema),
  tabelas: z.array(tabelaSchema),
});
export type PainelDados = z.infer<typeof painelDadosSchema>;

// ---------------------------------------------------------------- requests

const anoParam = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^\d{4}$/, { error: ANO_INVALIDO })
    .transform(Number)
    .pipe(z.number().min(2000, { error: ANO_INVALIDO }).max(2100, { error: ANO_INVALIDO }))
    .optional(),
);
const bimestreParam = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^[1-4]$/, { error: BIMESTRE_INVALIDO })
    .transform(Number)
    .optional(),
);

/** Path `{id}` of /Painel/{id}/Dados: a panel 1-6. */
export const painelParams = z.object({
  id: z
    .string()
    .regex(/^[1-6]$/, { error: PAINEL_INVALIDO })
    .transform(Number),
});

/** `?regional=&municipio=&escola=&ano=&bimestre=` of /Painel/{id}/Dados. */
export const painelDadosQuery = z.object({
  regional: optionalIdParam(),
  municipio: optionalIdParam(),
  escola: optionalIdParam(),
  ano: anoParam,
  bimestre: bimestreParam,
  /** Only for the export (decision 128): the table (or chart) whose figures are exported. */
  tabela: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,60}$/, { error: TABELA_INVALIDA })
      .optional(),
  ),
});
/** The filters of /Painel/{id}/Dados as the screen sends them. */
export type PainelFiltros = z.output<typeof painelDadosQuery>;
