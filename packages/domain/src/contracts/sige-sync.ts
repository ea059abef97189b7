/**
 * Wire contract of the synchronisation with SIGE (POST /api/Escolas/Sincronizar, decision 070); the
 * INEP rule and the texts are in ../school-import.ts.
 */
import { z } from 'zod';
import { schoolInepSchema } from '../school-import';
import { emptyAsUndefined } from './params';

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
