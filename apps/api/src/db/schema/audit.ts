import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { cpfColumn, timestampTz } from './columns';

/** Who did what, with which role, when, and the data before and after (every write and every login). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestampTz('at').notNull().defaultNow(),
    usuarioCpf: cpfColumn('usuario_cpf'),
    perfilId: smallint('perfil_id'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_usuario_idx').on(t.usuarioCpf, t.at),
  ],
);

/**
 * Every read and write of a student's personal data (docs/decisions/104): who (CPF and role), when,
 * which students, what, from where. Append-only: a trigger refuses UPDATE and DELETE (migration 0008).
 * One row per access: a list read (a class of 40 students) is one row with the 40 ids, found again by
 * the GIN index on `aluno_ids` (migration 0012; it was a row per student). `aluno_ids` is empty only
 * for a search that found nobody. No foreign key: the log outlives anything and costs no lookup.
 */
export const studentAccessLog = pgTable(
  'student_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestampTz('at').notNull().defaultNow(),
    alunoIds: integer('aluno_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    usuarioCpf: cpfColumn('usuario_cpf').notNull(),
    perfilId: smallint('perfil_id').notNull(),
    acao: varchar('acao', { length: 20 }).notNull(),
    detalhe: varchar('detalhe', { length: 300 }).notNull(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('student_access_log_alunos_idx').using('gin', t.alunoIds)],
);
