/**
 * Wire contract of 'Lista de estudantes' (GET /api/Alunos/Lista, issue 17 item 3, decision 130): the
 * students of a school, or of a municipality or regional in the caller's scope, filtered by part of
 * the name (accents and case ignored), série and class, one page at a time. No CPF in this list.
 */
import { z } from 'zod';
import { SERIES } from '../enums';
import { NAME_SEARCH_PLACE_REQUIRED } from '../student-name-search';
import { pageSchema, pagingFields } from '../server-paging';
import { emptyAsUndefined, nameFilterParam, optionalIdParam } from './params';

export const STUDENT_LIST_SORTS = ['nome', 'dataNascimento', 'turma'] as const;
export type StudentListSort = (typeof STUDENT_LIST_SORTS)[number];

export const STUDENT_LIST_MSG = {
  place: NAME_SEARCH_PLACE_REQUIRED,
  school: 'Escola inválida.',
  municipality: 'Município inválido.',
  regional: 'Regional inválida.',
  wholeState: "Valor inválido para 'todoEstado': use 'true'.",
  serie: 'Série inválida.',
  turma: 'Turma inválida.',
} as const;

const serieIds = SERIES.map((s) => String(s.id));

/** GET /api/Alunos/Lista?escolaId=|municipio=|regional=|todoEstado=true&nome=&serie=&turmaId=&pagina=&tamanhoPagina=&ordenar=&ordem= */
export const studentListQuerySchema = z
  .object({
    escolaId: optionalIdParam(STUDENT_LIST_MSG.school),
    municipio: optionalIdParam(STUDENT_LIST_MSG.municipality),
    regional: optionalIdParam(STUDENT_LIST_MSG.regional),
    /** The whole state (state-level and administrator roles only). */
    todoEstado: z.preprocess(
      emptyAsUndefined,
      z
        .literal('true', { error: STUDENT_LIST_MSG.wholeState })
        .transform(() => true as const)
        .optional(),
    ),
    nome: nameFilterParam,
    serie: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => serieIds.includes(v), { error: STUDENT_LIST_MSG.serie })
        .transform(Number)
        .optional(),
    ),
    turmaId: optionalIdParam(STUDENT_LIST_MSG.turma),
    ...pagingFields(STUDENT_LIST_SORTS),
  })
  .superRefine((q, ctx) => {
    if (
      q.escolaId === undefined &&
      q.municipio === undefined &&
      q.regional === undefined &&
      q.todoEstado === undefined
    ) {
      ctx.addIssue({ code: 'custom', message: STUDENT_LIST_MSG.place });
    }
  });

export type StudentListQuery = z.output<typeof studentListQuerySchema>;

export const studentListItemSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    /** 'AAAA-MM-DD'. */
    dataNascimento: z.string(),
    nomeMae: z.string(),
    codigoInep: z.string().nullable(),
    /** The current class (null: not in a class now). */
    turmaId: z.number().int().nullable(),
    turma: z.string().nullable(),
    serie: z.number().int().nullable(),
    escola: z.string(),
  })
  .meta({ id: 'AlunoDaLista' });

export type StudentListItem = z.output<typeof studentListItemSchema>;

export const studentListPageSchema = pageSchema(studentListItemSchema).meta({ id: 'PaginaAlunos' });
export type StudentListPage = z.output<typeof studentListPageSchema>;
