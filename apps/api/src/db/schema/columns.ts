import { date, integer, numeric, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ReferenceConfig } from 'drizzle-orm/pg-core';

/**
 * Column builders that many tables share, so that a table lists only what is its own. Each call
 * returns a new builder (a builder belongs to one table). The SQL they stand for is the one the tables
 * spelled out before (`drizzle-kit generate` finds nothing to do); the order of the columns is the
 * order in which a table spreads or calls them.
 */

/** `id serial primary key`: the surrogate key of most tables. */
export const serialId = () => serial('id').primaryKey();

/** A `timestamp with time zone`. */
export const timestampTz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** `updated_at timestamptz not null default now()`. */
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** `created_at` then `updated_at`. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The soft-deleted tables' tail: `deleted_at` (null while live), `created_at`, `updated_at`. */
export const softDeleteTimestamps = () => ({ deletedAt: timestampTz('deleted_at'), ...timestamps() });

/** `integer not null references <ref>`: a required link to another table's integer key. */
export const requiredRef = <TName extends string>(
  name: TName,
  ref: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => integer(name).notNull().references(ref, actions);

/** A required link whose row goes with the row it points to (`on delete cascade`). */
export const ownedBy = <TName extends string>(name: TName, ref: ReferenceConfig['ref']) =>
  requiredRef(name, ref, { onDelete: 'cascade' });

/** A date without time, read and written as 'YYYY-MM-DD'. */
export const dateString = <TName extends string>(name: TName) => date(name, { mode: 'string' });

/** A stay: `data_inicio date not null` and `data_fim date` (null while current). */
export const stayDates = () => ({
  dataInicio: dateString('data_inicio').notNull(),
  dataFim: dateString('data_fim'),
});

/** A CPF (11 digits) as `varchar(11)`. */
export const cpfColumn = <TName extends string>(name: TName) => varchar(name, { length: 11 });

/** An amount of money, `numeric(14, 2)`. */
export const money = <TName extends string>(name: TName) => numeric(name, { precision: 14, scale: 2 });

/** A percentage with two decimals, `numeric(5, 2)`. */
export const percent = <TName extends string>(name: TName) => numeric(name, { precision: 5, scale: 2 });
