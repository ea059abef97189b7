/**
 * Wire contract of the synchronisation with SIGE (POST /api/Escolas/Sincronizar, decision 070); the
 * INEP rule and the texts are in ../school-import.ts.
 */
import { z } from 'zod';
import { SYNC_RESULT_NOT_FOUND, SYNC_RESULT_SCHOOL_REQUIRED, schoolInepSchema } from '../school-import';
import { emptyAsUndefined, idField } from './params';

/** One change of a synchronisation (spec 03 §3, sync result row); class rows have no identificador. */
export const syncRowSchema = z
  .object({
    codigo_Turma: z.string(),
    nome_Turma: z.string(),
    serie: z.number().int(),
    turno: z.number().int(),
    /** The student's enrolment number (Matrícula), null for a change of the class itself. */
    identificador: z.string().nullable(),
    nome_Aluno: z.string().nullable(),
    cpf_Aluno: z.string().nullable(),
    mensagem: z.string(),
  })
  .meta({ id: 'SincronizacaoLinha' });

export type SyncResultRow = z.output<typeof syncRowSchema>;

/** The spec's call: POST Escolas/Sincronizar?codigoInep={inep} (spec 01 §7). */
export const syncQuery = z.object({
  codigoInep: z.preprocess(emptyAsUndefined, schoolInepSchema.optional()),
});

/** The body form {codigoInep} stays accepted (issue 15); the query's value wins. */
export const syncBody = z.object({ codigoInep: schoolInepSchema.optional() }).nullish();

/** Counts of a kept synchronisation by kind (`summarizeSync` of ../school-import.ts). */
export const syncSummarySchema = z
  .object({
    turmasCriadas: z.number().int(),
    turmasAtualizadas: z.number().int(),
    turmasDesativadas: z.number().int(),
    estudantesCadastrados: z.number().int(),
    estudantesAtualizados: z.number().int(),
    estudantesEnturmados: z.number().int(),
    estudantesSairam: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'SincronizacaoResumo' });

/** One kept synchronisation in the school's list (decision 126): who, when, how much changed. */
export const syncResultItemSchema = z
  .object({
    id: z.number().int(),
    escolaId: z.number().int(),
    /** When it ran (ISO 8601 with time zone). */
    executadaEm: z.string(),
    usuarioCpf: z.string(),
    usuarioNome: z.string(),
    resumo: syncSummarySchema,
  })
  .meta({ id: 'SincronizacaoResultadoItem' });

/** One kept synchronisation with its changes, as POST Escolas/Sincronizar answered them. */
export const syncResultSchema = syncResultItemSchema
  .extend({
    codigoInep: z.string(),
    nomeEscola: z.string(),
    alteracoes: z.array(syncRowSchema),
    /** The students the changes name (for the student access log, decision 104). */
    alunoIds: z.array(z.number().int()),
  })
  .meta({ id: 'SincronizacaoResultado' });

export type SyncResultItem = z.output<typeof syncResultItemSchema>;
export type SyncResult = z.output<typeof syncResultSchema>;

/** GET Escolas/Sincronizar/Resultados?escolaId=: the school's kept synchronisations, newest first. */
export const syncResultsQuery = z.object({
  escolaId: z.preprocess(emptyAsUndefined, idField(SYNC_RESULT_SCHOOL_REQUIRED)),
});

/** GET Escolas/Sincronizar/Resultados/:id. */
export const syncResultParams = z.object({ id: idField(SYNC_RESULT_NOT_FOUND) });
