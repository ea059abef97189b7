/**
 * `npm run bench:data -- [--students 1000000] [--database-url URL]`: the state-size data set.
 *
 * Recreates the database named in the URL (default postgres://postgres@127.0.0.1:5432/siam_bench; its
 * name must contain 'bench' unless --force), applies the product's migrations and demo seed (so the
 * demo logins and the monitoring sheets exist), then streams the generated rows with COPY: regionals,
 * municipalities, schools (some SIGE), classes per grade and shift, staff and their stays, students
 * with valid CPFs, enrolments and last year's history, and the current year's monitorings with their
 * answers. The same --students gives the same rows (deterministic PRNG).
 *
 * Speed: triggers and foreign keys are off during the load (`session_replication_role = replica`),
 * the big tables' secondary indexes are dropped first and rebuilt after, then the dashboards' summary
 * tables are recomputed with the backfill statements of migrations 0006-0007, 0010, 0011 and 0013, and
 * everything ANALYZEd.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedIfEmpty } from '../../apps/api/src/db/seed/seed';
import { generate, type Tables } from './generate';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/siam_bench';

/** Tables whose secondary indexes (and unique constraints) are dropped around the load. */
const REINDEXED = [
  'aluno',
  'aluno_turma',
  'acompanhamento_aluno',
  'resposta_aprendizagem',
  'servidor_escola',
];

export interface LoadOptions {
  students: number;
  databaseUrl: string;
  force?: boolean;
  log?: (line: string) => void;
}

export interface LoadResult {
  timings: { step: string; rows: number | null; ms: number }[];
  counts: Record<string, number>;
}

async function recreateDatabase(url: string, force: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nome de banco inválido: ${name}`);
  if (!name.includes('bench') && !force) {
    throw new Error(`O banco '${name}' seria apagado: use um nome com 'bench' ou --force.`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

interface SavedIndex {
  table: string;
  sql: string;
}

/** Drops the non-primary-key indexes and unique constraints of `table`; answers how to rebuild them. */
async function dropSecondaryIndexes(client: pg.Client, table: string): Promise<SavedIndex[]> {
  const constraints = await client.query<{ conname: string; def: string }>(
    `select conname, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = $1::regclass and contype = 'u'`,
    [table],
  );
  const indexes = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not x.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    [table],
  );
  const saved: SavedIndex[] = [];
  for (const c of constraints.rows) {
    await client.query(`alter table ${table} drop constraint ${c.conname}`);
    saved.push({ table, sql: `alter table ${table} add constraint ${c.conname} ${c.def}` });
  }
  for (const i of indexes.rows) {
    await client.query(`drop index ${i.name}`);
    saved.push({ table, sql: i.def });
  }
  return saved;
}

async function copyRows(
  client: pg.Client,
  table: string,
  columns: readonly string[],
  rows: Iterable<string>,
): Promise<void> {
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(rows, { objectMode: false }), stream);
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set session_replication_role = replica`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  return client;
}

/** Builds the whole data set; answers the timing of each step and the final row counts. */
export async function loadBenchData(options: LoadOptions): Promise<LoadResult> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const timings: LoadResult['timings'] = [];
  const step = async <T>(name: string, rows: number | null, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const out = await fn();
    const ms = performance.now() - t0;
    timings.push({ step: name, rows, ms });
    log(
      `${name.padEnd(44)} ${rows === null ? '' : String(rows).padStart(10)} ${(ms / 1000).toFixed(2).padStart(7)} s`,
    );
    return out;
  };

  await step('create database', null, () => recreateDatabase(options.databaseUrl, options.force ?? false));
  await step('migrations + demo seed (the API path)', null, async () => {
    const database = await openDatabase({ databaseUrl: options.databaseUrl, poolMax: 2 });
    try {
      await database.migrate();
      await seedIfEmpty(database.db);
    } finally {
      await database.close();
    }
  });

  const main = await connect(options.databaseUrl);
  const second = await connect(options.databaseUrl);
  try {
    const tables: Tables = await step('plan (ids, sheets of the seed)', null, () =>
      generate(main, { students: options.students }),
    );
    const saved: SavedIndex[] = [];
    await step('drop secondary indexes', null, async () => {
      for (const t of REINDEXED) saved.push(...(await dropSecondaryIndexes(main, t)));
    });

    // Small tables first (one connection), then the two big streams side by side.
    for (const t of tables.small) {
      await step(`copy ${t.table}`, t.count(), () => copyRows(main, t.table, t.columns, t.rows()));
    }
    const [students, stays] = tables.students;
    if (!students || !stays) throw new Error('plan without students');
    await step(`copy ${students.table} ‖ ${stays.table} (students)`, students.count(), () =>
      Promise.all([
        copyRows(main, students.table, students.columns, students.rows()),
        copyRows(second, stays.table, stays.columns, stays.rows()),
      ]),
    );
    for (const t of tables.monitoring) {
      await step(`copy ${t.table}`, t.count(), () => copyRows(main, t.table, t.columns, t.rows()));
    }

    await step('rebuild secondary indexes (2 connections)', saved.length, async () => {
      const queue = [...saved];
      const worker = async (client: pg.Client) => {
        for (let next = queue.shift(); next; next = queue.shift()) await client.query(next.sql);
      };
      await Promise.all([worker(main), worker(second)]);
    });
    await step('sequences', null, () => tables.fixSequences(main));
    // Statistics before the summaries: without them the planner joined 1 M stays row by row (0010's
    // per-school backfill ran for more than 12 minutes instead of seconds).
    await step('analyze (before the summaries)', null, () => main.query('analyze'));
    await step('dashboards summaries (0006, 0007, 0010 backfill)', null, async () => {
      await main.query(
        'truncate painel_nivel_categoria, painel_escola_cadastro, painel_turma_alunos, ' +
          'painel_escola_turmas, painel_escola_fichas, painel_escola_niveis',
      );
      await Promise.all([
        // 0010's per-school levels are summed from 0006's painel_nivel_categoria: after it.
        main.query(SUMMARY_LEVELS).then(() => main.query(SUMMARY_SCHOOL_LEVELS)),
        second
          .query(SUMMARY_SCHOOLS)
          .then(() => second.query(SUMMARY_CLASSES))
          .then(() => second.query(SUMMARY_SCHOOL_CLASSES))
          .then(() => second.query(SUMMARY_SCHOOL_SHEETS)),
      ]);
    });
    await step('record level counts (0013 backfill)', null, () =>
      main.query(RECORD_LEVELS_BACKFILL as string),
    );
    await step('name-word vocabulary (0011 backfill)', null, async () => {
      // Without its key and index while it fills (3 M links at 1 M students), then rebuilt.
      await main.query('truncate aluno_palavra, nome_palavra');
      await main.query('alter table aluno_palavra drop constraint aluno_palavra_pkey');
      await main.query('drop index aluno_palavra_aluno_idx');
      for (const statement of NAME_WORDS_BACKFILL) await main.query(statement);
      await main.query(
        'alter table aluno_palavra add constraint aluno_palavra_pkey primary key (palavra_id, escola_id, aluno_id)',
      );
      await main.query('create index aluno_palavra_aluno_idx on aluno_palavra using btree (aluno_id)');
    });
    // VACUUM as well: it sets the visibility map, as autovacuum has done on a database in use, so an
    // index-only scan reads no heap (the name-word links' scan of the fuzzy search fetched 900 heap
    // rows a call on a freshly loaded set).
    await step('vacuum analyze', null, () => main.query('vacuum (analyze)'));

    const counts: Record<string, number> = {};
    for (const t of ['regional', 'municipio', 'escola', 'turma', 'servidor', 'servidor_escola', 'aluno']) {
      counts[t] = Number((await main.query(`select count(*)::int as n from ${t}`)).rows[0].n);
    }
    for (const t of [
      'aluno_turma',
      'acompanhamento',
      'acompanhamento_aluno',
      'resposta_aprendizagem',
      'resposta_atividade',
      'plano_parfi',
      'plano_acao',
    ]) {
      counts[t] = Number((await main.query(`select count(*)::int as n from ${t}`)).rows[0].n);
    }
    return { timings, counts };
  } finally {
    await main.end();
    await second.end();
  }
}

/**
 * The summary backfill statements of a dashboards migration (its top-level `INSERT INTO "painel_…"`
 * statements), read from the migration file itself so the bench recomputes exactly what it does.
 */
function migrationBackfill(file: string): string[] {
  const sql = readFileSync(new URL(`../../apps/api/drizzle/${file}`, import.meta.url), 'utf8');
  const statements = sql
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.startsWith('INSERT INTO "painel_'));
  if (statements.length === 0) throw new Error(`${file}: no summary backfill statement found`);
  return statements;
}
const [SUMMARY_LEVELS] = migrationBackfill('0006_dashboards_level_summary.sql') as [string];
const [SUMMARY_SCHOOLS, SUMMARY_CLASSES] = migrationBackfill('0007_dashboards_registration_summary.sql') as [
  string,
  string,
];
const [SUMMARY_SCHOOL_CLASSES, SUMMARY_SCHOOL_SHEETS, SUMMARY_SCHOOL_LEVELS] = migrationBackfill(
  '0010_dashboards_school_summaries.sql',
) as [string, string, string];

/** Migration 0013's backfill of each student record's answers per level (its `UPDATE "acompanhamento_aluno"`). */
const [RECORD_LEVELS_BACKFILL] = readFileSync(
  new URL('../../apps/api/drizzle/0013_monitoring_record_level_counts.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim().replace(/^(--[^\n]*\n)+/, ''))
  .filter((s) => s.startsWith('UPDATE "acompanhamento_aluno"'));
if (!RECORD_LEVELS_BACKFILL) throw new Error('0013_monitoring_record_level_counts.sql: backfill not found');

/** Migration 0011's backfill of the name-word vocabulary: its `INSERT INTO "nome_palavra"`/`"aluno_palavra"`. */
const NAME_WORDS_BACKFILL = readFileSync(
  new URL('../../apps/api/drizzle/0011_student_name_words.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => /^INSERT INTO "(nome_palavra|aluno_palavra)"/.test(s));
if (NAME_WORDS_BACKFILL.length !== 2) throw new Error('0011_student_name_words.sql: backfill not found');

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      students: { type: 'string', default: '1000000' },
      'database-url': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const students = Number(values.students);
  if (!Number.isInteger(students) || students < 100) throw new Error('--students: um inteiro ≥ 100');
  const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const t0 = performance.now();
  const { timings, counts } = await loadBenchData({ students, databaseUrl, force: values.force });
  const copyMs = timings.filter((t) => t.step.startsWith('copy')).reduce((s, t) => s + t.ms, 0);
  process.stdout.write(
    `\ncounts ${JSON.stringify(counts)}\nCOPY total ${(copyMs / 1000).toFixed(2)} s; ` +
      `everything ${((performance.now() - t0) / 1000).toFixed(2)} s\n`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  cli().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
