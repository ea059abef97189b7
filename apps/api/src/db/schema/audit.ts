import { bigserial, index, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

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
