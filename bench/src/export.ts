/**
 * `npm run bench:export -- [--database-url URL] [--regional N] [--formats csv,xlsx] [--min-rows 100000]
 *   [--server dist|tsx]`
 *
 * The 100,000-row export of issue 17 (decision 130): builds the API bundle (as `npm run bench`),
 * starts it on the bench data set (`npm run bench:data`, default postgres://…/siam_bench), logs in as
 * the state-level demo user (Eva, Equipe de Articulação Estadual), and asks 'Lista de estudantes' of
 * a whole regional (GET /api/Alunos/Lista?regional=N&formato=csv|xlsx, ordered by name) — by default
 * the regional with the fewest students among those with at least `--min-rows`, or the whole state
 * (`todoEstado=true`) when no regional has that many (1 M students at `--students 1000000`). For each file it
 * records the time to the first byte and to the last, the bytes and rows received, and the API
 * process's resident memory: before, and its peak during the export (VmHWM of /proc/<pid>/status,
 * reset before each export through /proc/<pid>/clear_refs, and sampled VmRSS every 50 ms). Prints a
 * table and writes bench/results/export-<date>.md and .json.
 *
 * The export records its students in the student access audit (one row per 1,000 students): the data
 * set grows by a few hundred rows per run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_DATABASE_URL } from './data';
import { freePort, root, startServer } from './server';

/** Eva Articulação Estadual: a state-level role with 'student.consult'. */
const STATE_USER = { cpf: '71460238001', perfil: 7 };
const DEMO_PASSWORD = 'senha123';

interface Args {
  databaseUrl: string;
  regional: number | null;
  formats: ('csv' | 'xlsx')[];
  minRows: number;
  server: 'dist' | 'tsx';
}

interface Result {
  format: string;
  regional: number;
  students: number;
  status: number;
  rows: number | null;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
  peakHwmMb: number | null;
}

function parse(): Args {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      regional: { type: 'string' },
      formats: { type: 'string', default: 'csv,xlsx' },
      'min-rows': { type: 'string', default: '100000' },
      server: { type: 'string', default: 'dist' },
    },
  });
  return {
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    regional: values.regional ? Number(values.regional) : null,
    formats: values.formats!.split(',').filter((f): f is 'csv' | 'xlsx' => f === 'csv' || f === 'xlsx'),
    minRows: Number(values['min-rows']),
    server: values.server === 'tsx' ? 'tsx' : 'dist',
  };
}

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM), or null. */
function procMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Resets the process's peak RSS (VmHWM) to its current RSS (Linux: `echo 5 > clear_refs`). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The regional to export: the asked one, or the smallest with at least `minRows` students. */
async function chooseRegional(args: Args): Promise<{ regional: number; students: number }> {
  const client = new pg.Client({ connectionString: args.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ regional: number; n: string }>(
      `select m.regional, count(*) as n from aluno a
         join escola e on e.id = a.escola_id join municipio m on m.codigo = e.municipio
        where a.deleted_at is null group by m.regional order by count(*)`,
    );
    const counts = rows.map((r) => ({ regional: Number(r.regional), students: Number(r.n) }));
    if (args.regional !== null) {
      const found = counts.find((c) => c.regional === args.regional);
      return found ?? { regional: args.regional, students: 0 };
    }
    const big = counts.find((c) => c.students >= args.minRows);
    if (big) return big;
    // No regional is that large: the whole state (regional 0, `todoEstado=true`).
    const state = counts.reduce((n, c) => n + c.students, 0);
    if (state === 0) throw new Error('nenhum estudante no banco');
    console.warn(
      `aviso: nenhuma regional tem ${args.minRows} estudantes; exporta-se o estado inteiro (${state})`,
    );
    return { regional: 0, students: state };
  } finally {
    await client.end();
  }
}

async function exportOnce(
  base: string,
  headers: Record<string, string>,
  pid: number,
  format: 'csv' | 'xlsx',
  place: { regional: number; students: number },
): Promise<Result> {
  const rssBefore = procMb(pid, 'VmRSS') ?? 0;
  const hwmReset = resetPeak(pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, procMb(pid, 'VmRSS') ?? 0);
  }, 50);
  const started = performance.now();
  const where = place.regional === 0 ? 'todoEstado=true' : `regional=${place.regional}`;
  const url = `${base}/api/Alunos/Lista?${where}&formato=${format}&ordenar=nome&ordem=asc`;
  const response = await fetch(url, { headers });
  let firstByte = 0;
  let bytes = 0;
  let newlines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += value.byteLength;
    if (format === 'csv') for (const b of value) if (b === 10) newlines += 1;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, procMb(pid, 'VmRSS') ?? 0);
  return {
    format,
    regional: place.regional,
    students: place.students,
    status: response.status,
    rows: format === 'csv' ? newlines - 1 : null,
    bytes,
    firstByteMs: Math.round(firstByte),
    totalMs: Math.round(total),
    rssBeforeMb: Math.round(rssBefore),
    peakRssMb: Math.round(peakRss),
    peakHwmMb: hwmReset ? Math.round(procMb(pid, 'VmHWM') ?? 0) : null,
  };
}

function table(results: Result[], args: Args): string {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(2).replace('.', ',');
  const lines = [
    `Exportação 'Lista de estudantes' de uma regional ou do estado inteiro (GET /api/Alunos/Lista?regional=|todoEstado=true&formato=), ${new Date().toISOString()}, banco ${new URL(args.databaseUrl).pathname.slice(1)}, servidor ${args.server}`,
    '',
    '| formato | regional | estudantes | linhas no arquivo | status | bytes | 1º byte (ms) | total (s) | linhas/s | RSS antes (MB) | pico RSS (MB) | VmHWM (MB) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.format.toUpperCase()} | ${r.regional === 0 ? 'todo o estado' : r.regional} | ${r.students} | ${r.rows ?? '—'} | ${r.status} | ${mb(r.bytes)} MB | ${r.firstByteMs} | ${(r.totalMs / 1000).toFixed(1)} | ${Math.round(r.students / (r.totalMs / 1000))} | ${r.rssBeforeMb} | ${r.peakRssMb} | ${r.peakHwmMb ?? '—'} |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const args = parse();
  const port = await freePort();
  // The server first: it migrates (and seeds an empty database) before the regional is chosen.
  const child = await startServer({ databaseUrl: args.databaseUrl, server: args.server }, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const place = await chooseRegional(args);
    console.log(`regional ${place.regional}: ${place.students} estudantes`);
    const login = await fetch(`${base}/api/Auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: STATE_USER.cpf, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, perfil: String(STATE_USER.perfil) };
    const results: Result[] = [];
    for (const format of args.formats) {
      const r = await exportOnce(base, headers, child.pid!, format, place);
      console.log(JSON.stringify(r));
      results.push(r);
    }
    const text = table(results, args);
    console.log(`\n${text}\n`);
    const dir = join(root, 'bench', 'results');
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
    writeFileSync(join(dir, `export-${stamp}.md`), `${text}\n`);
    writeFileSync(join(dir, `export-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
