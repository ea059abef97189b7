import { bigserial, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who did what, with which role, when, and the data before and after (every write and every login). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    usuarioCpf: varchar('usuario_cpf', { length: 11 }),
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
 * which student, what, from where. Append-only: a trigger refuses UPDATE and DELETE (migration 0008).
 * A list read writes one row per student in a single statement. `aluno_id` is null only for a
 * search that found nobody. No foreign key: the log outlives anything and costs no lookup per row.
 */
export const studentAccessLog = pgTable(
  'student_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    alunoId: integer('aluno_id'),
    usuarioCpf: varchar('usuario_cpf', { length: 11 }).notNull(),
    perfilId: smallint('perfil_id').notNull(),
    acao: varchar('acao', { length: 20 }).notNull(),
    detalhe: varchar('detalhe', { length: 300 }).notNull(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('student_access_log_aluno_idx').on(t.alunoId, t.at, t.id)],
);
