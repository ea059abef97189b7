import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Request counters shared by every API instance (decision 135): one row per subject (a user) and
 * limited route, counting the requests of a fixed window that starts at the window's first request.
 * `hits` counts the requests handed out to the instances (each takes a few at a time, `lease`), plus
 * the refused ones.
 * A row whose window is over means the same as no row (the next request starts a new window). The
 * table is UNLOGGED (migration 0018): a counter costs no WAL and no fsync on the lookup's path, and a
 * server crash that empties it only forgives a minute's lookups. No index but the key, so an update
 * stays a HOT update.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    subject: varchar('subject', { length: 80 }).notNull(),
    route: varchar('route', { length: 40 }).notNull(),
    windowStart: timestampTz('window_start').notNull(),
    hits: integer('hits').notNull(),
    /** The requests the last statement handed to the instance that ran it (decision 140's lease). */
    lease: integer('lease').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.subject, t.route] })],
);
