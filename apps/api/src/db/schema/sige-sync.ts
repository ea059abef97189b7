import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import type { SyncSummary } from '@siam/domain/school-import';
import type { SyncResultRow } from '@siam/domain/contracts/sige-sync';
import { cpfColumn, requiredRef, serialId, timestampTz } from './columns';
import { escola } from './schools';

/**
 * The kept result of each synchronisation with SIGE (issue 17 item 6, decision 126): who ran it
 * (CPF, name as it was then, role), when, the school, the counts by kind and the changed rows exactly
 * as POST Escolas/Sincronizar answered them. Written in the sync's transaction, a no-change sync
 * included. `aluno_ids`: the students the rows name, for the access log of a later read.
 */
export const sincronizacaoResultado = pgTable(
  'sincronizacao_resultado',
  {
    id: serialId(),
    escolaId: requiredRef('escola_id', () => escola.id),
    executadaEm: timestampTz('executada_em').notNull().defaultNow(),
    usuarioCpf: cpfColumn('usuario_cpf').notNull(),
    usuarioNome: varchar('usuario_nome', { length: 80 }).notNull(),
    perfilId: smallint('perfil_id').notNull(),
    resumo: jsonb('resumo').$type<SyncSummary>().notNull(),
    alteracoes: jsonb('alteracoes').$type<SyncResultRow[]>().notNull(),
    alunoIds: integer('aluno_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [index('sincronizacao_resultado_escola_idx').on(t.escolaId, t.executadaEm.desc())],
);
