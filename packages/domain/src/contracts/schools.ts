/**
 * Wire contract of the school calls (/api/Escolas): the school as every call answers it, the school
 * with its staff history, the search query and the maintenance bodies.
 */
import { z } from 'zod';
import { emptyAsUndefined, idField, optionalIdParam } from './params';

export const INEP_INVALIDO = 'Informe o código INEP da escola com 8 dígitos.';
export const NOME_ESCOLA_INVALIDO = 'Informe o nome da escola (até 150 caracteres).';
export const REDE_INVALIDA = 'Rede inválida.';
export const LOCALIZACAO_INVALIDA = 'Localização inválida.';
export const NOME_FILTRO_INVALIDO = 'O nome deve ter no máximo 150 caracteres.';
export const SCHOOL_NOT_FOUND = 'Nenhuma escola encontrada';
export const MUNICIPIO_NOT_FOUND = 'Município não encontrado.';

/** A staff stay of a school (historicoServidores of GET /api/Escolas/{id}), newest first. */
export const staffStaySchema = z
  .object({
    id: z.number().int(),
    servidorFuncao: z.object({
      servidor: z.object({ id: z.number().int(), nome: z.string(), cpf: z.string() }),
      tipoFuncaoServidor: z.number().int(),
    }),
    turmaId: z.number().int().nullable(),
    dataInicio: z.string(),
    dataFim: z.string().nullable(),
    turnoServidor: z.number().int().nullable(),
  })
  .meta({ id: 'HistoricoServidor' });

export type StaffStay = z.output<typeof staffStaySchema>;

/** A school as every call answers it (spec 01 §3 and 02 §3). */
export const schoolSchema = z
  .object({
    id: z.number().int(),
    escolaId: z.number().int(),
    codigoInep: z.string(),
    nomeEscola: z.string(),
    codCre: z.number().int(),
    codMunicipio: z.number().int(),
    codigoMunicipio: z.number().int(),
    codigoRegional: z.number().int(),
    nomeMunicipio: z.string(),
    siglaRegional: z.string(),
    cre: z.string(),
    sige: z.boolean(),
    rede: z.number().int(),
    localizacao: z.number().int(),
    /** Codigo of the municipality (spec 02 §3 `municipio`). */
    municipio: z.number().int(),
    turno: z.number().int().nullable(),
  })
  .meta({ id: 'Escola' });

export type School = z.output<typeof schoolSchema>;

/** A school with every staff stay, newest first (`dataFim` null = current holder). */
export const schoolDetailSchema = schoolSchema
  .extend({ historicoServidores: z.array(staffStaySchema) })
  .meta({ id: 'EscolaComHistorico' });

export type SchoolDetail = z.output<typeof schoolDetailSchema>;

/** One item of GET /api/Escolas: the staff history may be left out. */
export const schoolSearchItemSchema = schoolDetailSchema.partial({ historicoServidores: true });

export type HistoricoServidor = z.output<typeof staffStaySchema>;

const inep = z
  .string({ error: INEP_INVALIDO })
  .trim()
  .regex(/^\d{8}$/, { error: INEP_INVALIDO });

function intInRange(message: string, min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** GET /api/Escolas: ?IdInep= (Administrador), or municipality, regional and part of the name. */
export const schoolSearchQuery = z.object({
  IdInep: inep.optional(),
  municipio: optionalIdParam(),
  codigoRegional: optionalIdParam(),
  nome: z.preprocess(
    emptyAsUndefined,
    z.string().trim().max(150, { error: NOME_FILTRO_INVALIDO }).optional(),
  ),
});

export type SchoolSearchQuery = z.input<typeof schoolSearchQuery>;

/** GET /api/Escolas/{id} */
export const schoolParams = z.object({ id: idField() });

export const FUNCAO_INVALIDA = 'Função inválida.';

/**
 * `?funcao=` of GET /api/Escolas/{id}: only for its export (decision 128), the current holders of that
 * function (1 diretor, 2 coordenador, 5 equipe de cadastro) as the staff screens list them.
 */
export const schoolDetailQuery = z.object({
  funcao: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[125]$/, { error: FUNCAO_INVALIDA })
      .transform(Number)
      .optional(),
  ),
});

/** POST /api/Escolas (the register import). */
export const schoolBody = z.object({
  codigoInep: inep,
  nomeEscola: z
    .string({ error: NOME_ESCOLA_INVALIDO })
    .trim()
    .min(1, { error: NOME_ESCOLA_INVALIDO })
    .max(150, {
      error: NOME_ESCOLA_INVALIDO,
    }),
  codigoMunicipio: idField(MUNICIPIO_NOT_FOUND),
  rede: intInRange(REDE_INVALIDA, 1, 5),
  localizacao: intInRange(LOCALIZACAO_INVALIDA, 1, 3),
  sige: z.boolean().default(false),
});

/** PUT /api/Escolas: an absent sige keeps the school's value (issue 15). */
export const schoolUpdateBody = schoolBody.extend({
  id: idField(SCHOOL_NOT_FOUND),
  sige: z.boolean().optional(),
});

export type SchoolBody = z.input<typeof schoolBody>;
export type SchoolUpdateBody = z.input<typeof schoolUpdateBody>;
