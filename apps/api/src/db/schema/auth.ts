import { sql } from 'drizzle-orm';
import { integer, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { check, index, pgTable, primaryKey, unique } from 'drizzle-orm/pg-core';
import { cpfColumn, createdAt, ownedBy, serialId, timestamps, timestampTz, updatedAt } from './columns';
import { municipio, regional } from './places';
import { escola } from './schools';

/** The 19 roles of the product (ids fixed by the demo-data contract). */
export const perfil = pgTable('perfil', {
  id: smallint('id').primaryKey(),
  nome: varchar('nome', { length: 80 }).notNull(),
});

export const usuario = pgTable(
  'usuario',
  {
    id: serialId(),
    cpf: cpfColumn('cpf').notNull().unique('usuario_cpf_key'),
    nome: varchar('nome', { length: 80 }).notNull(),
    emailPessoal: varchar('email_pessoal', { length: 80 }),
    telefone: varchar('telefone', { length: 11 }),
    tpUser: smallint('tp_user').notNull().default(1),
    /** argon2id PHC string; null for a user who never received a password. */
    passwordHash: text('password_hash'),
    /** Bumped to invalidate every token of the user at once (tokens carry it as `ver`). */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [check('usuario_cpf_digits', sql`${t.cpf} ~ '^[0-9]{11}$'`)],
);

/**
 * A role held by a user, with its scope. State roles have no scope columns; regional roles the
 * regional; municipal roles the regional and municipality; school roles one row per linked school.
 */
export const usuarioPerfil = pgTable(
  'usuario_perfil',
  {
    id: serialId(),
    usuarioId: ownedBy('usuario_id', () => usuario.id),
    perfilId: smallint('perfil_id')
      .notNull()
      .references(() => perfil.id),
    idRegional: integer('id_regional').references(() => regional.codigo),
    idMunicipio: integer('id_municipio').references(() => municipio.codigo),
    escolaId: integer('escola_id').references(() => escola.id),
  },
  (t) => [
    index('usuario_perfil_usuario_idx').on(t.usuarioId),
    index('usuario_perfil_escola_idx').on(t.escolaId),
    unique('usuario_perfil_link_key')
      .on(t.usuarioId, t.perfilId, t.idRegional, t.idMunicipio, t.escolaId)
      .nullsNotDistinct(),
  ],
);

/** Tokens revoked before their expiry (logout). Rows are purged once `expires_at` has passed. */
export const revokedToken = pgTable(
  'revoked_token',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [index('revoked_token_expires_idx').on(t.expiresAt)],
);

/**
 * Per-account login throttling, kept in the database so that every API instance sees it: the failures
 * of the account's current one-hour window (at most 100, from all addresses together). A row whose
 * window is over means the same as no row (purged by the failures that follow). Decision 013.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    cpf: cpfColumn('cpf').primaryKey(),
    windowStart: timestampTz('window_start').notNull().defaultNow(),
    windowFailures: integer('window_failures').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowStart)],
);

/**
 * Per account and address (decision 013 addendum): the consecutive failures of one CPF from one
 * address, and the backoff they set. Failures from a guessing address slow that address only; the
 * owner signs in from their own. A success from the address deletes the row.
 */
export const loginThrottleAddress = pgTable(
  'login_throttle_address',
  {
    cpf: cpfColumn('cpf').notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cpf, t.address] }),
    index('login_throttle_address_updated_idx').on(t.updatedAt),
  ],
);

/**
 * Failed logins per client address, whatever the CPF (decision 013 addendum), as one timestamp: the
 * generic cell rate algorithm's theoretical arrival time. Each failure moves it to
 * max(tat, now) + interval; an attempt is let through while tat <= now + (burst − 1) × interval. A row
 * whose `tat` has passed means the same as no row.
 */
export const loginAddressThrottle = pgTable(
  'login_address_throttle',
  {
    address: varchar('address', { length: 64 }).primaryKey(),
    tat: timestampTz('tat').notNull(),
  },
  (t) => [index('login_address_throttle_tat_idx').on(t.tat)],
);

/** Server secrets generated once (the JWT key when JWT_SECRET is not set and PostgreSQL is used). */
export const appSecret = pgTable('app_secret', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
