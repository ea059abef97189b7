/**
 * `npm run bench -- [--duration 10] [--warmup 2] [--connections 50] [--only name,name] [--database-url URL]
 *   [--cpu-prof DIR]` (a V8 CPU profile of the dist server; `npm run bench:profile -- FILE` sums it up)
 *
 * Builds the API bundle (the production path, apps/api/build.mjs) into apps/api/dist/bench-main.js,
 * starts it on the data set of `npm run bench:data` with BENCH_ROUTES=1, and drives each hot call with
 * autocannon, with ids drawn from the data set. Prints a table (req/s, p50, p99, ratio to the bare
 * primary-key lookup) and writes it to bench/results/<date>.md and .json.
 *
 * The calls write to the data set (enrolments, answers, audit rows): run `npm run bench:data` again
 * for a pristine one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { stripAccents } from '@siam/domain/text';
import { DEFAULT_DATABASE_URL } from './data';
import { freePort, root, startServer } from './server';

const ADMIN = { cpf: '11144477735', perfil: 1 };
const TEACHER = { cpf: '52998224725', perfil: 17 };
const DEMO_PASSWORD = 'senha123';
const DEMO_LOGINS = ['11144477735', '52998224725', '12345678909', '98765432100'];

interface Args {
  duration: number;
  /**
   * Seconds of the same load before each call's measured window, not counted: the pool's connections
   * meet each statement for the first time there (PostgreSQL plans its first executions one by one,
   * 3-36 ms each for the student answer on a fresh connection, and fills its catalogue caches), as a
   * server that has run for a day has long done.
   */
  warmup: number;
  connections: number;
  only: string[] | null;
  databaseUrl: string;
  server: 'dist' | 'tsx';
  /** Folder for a V8 CPU profile of the server (`node --cpu-prof`), written when it stops. */
  cpuProf: string | null;
}

interface Row {
  name: string;
  call: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ratio: number | null;
  /** CPU time per request (ms) of the API process and of PostgreSQL's processes, when measured. */
  apiCpuMs: number | null;
  pgCpuMs: number | null;
  /** Write system calls of the API process per request (its answer, its statements, the audit's). */
  apiWrites: number | null;
  target: string;
  verdict: string;
}

/**
 * CPU time (ms, user + system) so far of the API process and of every PostgreSQL process on this
 * machine (backends and the WAL writer, checkpointer...), from /proc: per request, a figure far less
 * noisy than req/s on a shared 2-core host. Null where /proc is not there.
 */
function cpuTimes(apiPid: number | undefined): { api: number; pg: number; apiWrites: number } | null {
  if (!existsSync('/proc/self/stat')) return null;
  const ticksMs = 10; // USER_HZ is 100 on Linux
  // utime + stime, and cutime + cstime: the CPU of children that have exited and been waited for, so
  // that a PostgreSQL backend closing during the window (an idle pool connection) keeps its CPU in the
  // sum through the postmaster.
  const of = (pid: string): number => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * ticksMs;
    } catch {
      return 0;
    }
  };
  // Write system calls (write, writev...) of the API process: each is a loopback send, the costly
  // part of a call on this VM.
  const writes = (pid: string): number => {
    try {
      return Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let pg = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') pg += of(pid);
    } catch {
      // gone meanwhile
    }
  }
  return apiPid
    ? { api: of(String(apiPid)), pg, apiWrites: writes(String(apiPid)) }
    : { api: 0, pg, apiWrites: 0 };
}

type RequestFn = () => {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
};

function parse(): Args {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      only: { type: 'string' },
      'database-url': { type: 'string' },
      server: { type: 'string', default: 'dist' },
      'cpu-prof': { type: 'string' },
    },
  });
  return {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
    only: values.only ? values.only.split(',') : null,
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    server: values.server === 'tsx' ? 'tsx' : 'dist',
    cpuProf: values['cpu-prof'] ?? null,
  };
}

/** The bench's API: its measuring routes, and limits a load from one address would trip. */
const startBenchServer = (args: Args, port: number) =>
  startServer(
    {
      databaseUrl: args.databaseUrl,
      server: args.server,
      cpuProf: args.cpuProf,
      env: {
        BENCH_ROUTES: '1',
        // Every login of the bench comes from one address.
        AUTH_ADDRESS_FAILURE_BURST: '10000000',
        AUTH_ADDRESS_FAILURES_PER_MINUTE: '60000',
        // A few bench users look students up thousands of times a second (decision 121's limit is 30
        // a minute per user).
        STUDENT_LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000',
      },
    },
    port,
  );

async function login(base: string, cpf: string): Promise<string> {
  const r = await fetch(`${base}/api/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: cpf, password: DEMO_PASSWORD }),
  });
  if (!r.ok) throw new Error(`login ${cpf}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { token: string }).token;
}

/**
 * A teacher's bimestre-4 learning monitoring of one of their Ensino Fundamental classes (series 4-9),
 * started through the API when it is not yet: its id and its students who can be answered (not
 * alfabetizados); null when the teacher has no such class with students.
 */
async function startLearningMonitoring(
  base: string,
  headers: Record<string, string>,
  cpf: string,
  year: number,
  q: <T extends pg.QueryResultRow>(text: string, params?: unknown[]) => Promise<T[]>,
): Promise<{ monitoring: number; students: number[] } | null> {
  const own = (await (await fetch(`${base}/api/Servidor/Professor?cpf=${cpf}`, { headers })).json()) as {
    turmas: { turmaId: number; serie: number; nivelEnsino: number; anoTurma?: number }[];
  };
  const cls = own.turmas.find((t) => t.serie >= 4 && t.serie <= 9 && (t.anoTurma ?? year) === year);
  if (!cls) return null;
  const url = `${base}/api/AcompanhamentoAprendizagem?turmaId=${cls.turmaId}&bimestre=4&ano=${year}`;
  let acomp = await fetch(url, { headers });
  if (acomp.status === 404) {
    const kids = (await (await fetch(`${base}/api/turmas/${cls.turmaId}/alunos`, { headers })).json()) as {
      id: number;
    }[];
    if (kids.length === 0) return null;
    const genres = (await (
      await fetch(`${base}/api/GeneroTextual?codigoSerie=${cls.serie}`, { headers })
    ).json()) as {
      id: number;
    }[];
    const created = await fetch(`${base}/api/AcompanhamentoAprendizagem`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        ano: year,
        bimestre: 4,
        turmaId: cls.turmaId,
        responsavel: cpf,
        componenteCurricular: 1,
        codigosGenerosTextuais: genres.slice(0, 1).map((g) => g.id),
        alunos: kids.map((k) => k.id),
      }),
    });
    if (created.status !== 201)
      throw new Error(`acompanhamento do bimestre 4 (${cpf}): ${created.status} ${await created.text()}`);
    acomp = await fetch(url, { headers });
  }
  if (!acomp.ok)
    throw new Error(`acompanhamento do bimestre 4 (${cpf}): ${acomp.status} ${await acomp.text()}`);
  const [m] = await q<{ id: number }>(
    'select id from acompanhamento where tipo = 1 and turma_id = $1 and ano = $2 and bimestre = 4',
    [cls.turmaId, year],
  );
  if (!m) return null;
  const students = await q<{ aluno: number }>(
    `select aa.aluno_id as aluno from acompanhamento_aluno aa join aluno a on a.id = aa.aluno_id
      where aa.acompanhamento_id = $1 and a.estudante_alfabetizado is not true`,
    [m.id],
  );
  return students.length === 0 ? null : { monitoring: m.id, students: students.map((s) => s.aluno) };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * What a user types to find a student: the first name and the last surname, or the first two words,
 * without accents, and in half the cases with one letter wrong ('Isabella Oliveira' → 'Isabela Olivexra').
 */
function typed(nome: string): string {
  const words = stripAccents(nome).split(' ');
  const q = (Math.random() < 0.5 ? [words[0], words[words.length - 1]] : words.slice(0, 2)).join(' ');
  if (Math.random() < 0.5) return q;
  const i = 1 + Math.floor(Math.random() * (q.length - 2));
  return q[i] === ' ' || q[i - 1] === ' '
    ? q
    : `${q.slice(0, i)}${q[i] === 'e' ? 'a' : 'e'}${q.slice(i + 1)}`;
}

async function measure(
  base: string,
  connections: number,
  duration: number,
  next: RequestFn,
  extra: { overallRate?: number } = {},
): Promise<autocannon.Result> {
  return autocannon({
    url: base,
    connections,
    duration,
    ...(extra.overallRate ? { overallRate: extra.overallRate } : {}),
    requests: [
      {
        setupRequest: (req) => {
          const r = next();
          const headers = { ...(r.headers ?? {}) };
          let body: string | undefined;
          if (r.body !== undefined) {
            body = JSON.stringify(r.body);
            headers['content-type'] = 'application/json';
          }
          return { ...req, method: r.method ?? 'GET', path: r.path, headers, ...(body ? { body } : {}) };
        },
      },
    ],
  });
}

/**
 * Waits until the server has drained the previous call's queue (autocannon stops sending, but up to
 * 50 requests may still be in flight, e.g. 50 logins waiting for a hash): the bare route answering in
 * under 20 ms three times in a row, or 30 s.
 */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${base}/bench/bare`).then((r) => r.arrayBuffer());
    quick = performance.now() - t0 < 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main(): Promise<void> {
  const args = parse();
  const db = new pg.Client({ connectionString: args.databaseUrl });
  await db.connect();
  const year = new Date().getFullYear();
  const q = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
    (await db.query<T>(text, params)).rows;

  const pgServer = await serverSettings(q);
  process.stdout.write(`PostgreSQL: ${pgServer.summary}\n`);

  // Pools of real ids from the data set.
  const students = await q<{ id: number; cpf: string; nome: string; nasc: string }>(
    `select id, cpf, nome, to_char(data_nascimento, 'YYYY-MM-DD') as nasc from aluno tablesample system (1) repeatable (7)
      where cpf is not null and deleted_at is null limit 3000`,
  );
  const maxStudent = Number((await q<{ m: number }>('select max(id)::int as m from aluno'))[0]!.m);
  const schools = await q<{ id: number; municipio: number; part: string; regional: number }>(
    `select e.id, e.municipio, split_part(e.nome, ' ', 3) as part, m.regional from escola e join municipio m on m.codigo = e.municipio
      where e.deleted_at is null order by md5(e.id::text) limit 1000`,
  );
  const classes = await q<{ id: number; escola: number; serie: number }>(
    `select id, escola_id as escola, serie from turma where ano_turma = $1 and situacao = 1 and deleted_at is null
      order by md5(id::text) limit 3000`,
    [year],
  );
  const teachers = await q<{ cpf: string }>(
    `select distinct s.cpf from servidor s join servidor_escola se on se.servidor_id = s.id
      where se.funcao in (3, 4) and se.data_fim is null limit 2000`,
  );
  const monitorings = await q<{ id: number }>(
    `select id from acompanhamento where tipo = 1 and ano = $1 order by md5(id::text) limit 2000`,
    [year],
  );
  const enrolPairs = await q<{ aluno: number; turma: number }>(
    `select a.id as aluno, (select t.id from turma t where t.escola_id = a.escola_id and t.serie = a.serie
              and t.ano_turma = $1 and t.situacao = 1 and t.deleted_at is null limit 1) as turma
       from aluno a join escola e on e.id = a.escola_id and not e.sige
      where a.deleted_at is null
        and not exists (select 1 from aluno_turma x where x.aluno_id = a.id and x.data_fim is null)
      order by md5(a.id::text) limit 50000`,
    [year],
  );
  const skills = await q<{ habilidade: number; criterios: number[] }>(
    `select h.id as habilidade, array_agg(c.id order by c.nivel) as criterios
       from habilidade h join criterio c on c.habilidade_id = h.id where h.ficha_id = 1 group by h.id`,
  );
  // The fuzzy name search: students of the data set with their school and municipality.
  const named = await q<{ nome: string; escola: number; municipio: number }>(
    `select a.nome, a.escola_id as escola, e.municipio from aluno a tablesample system (1) repeatable (11)
       join escola e on e.id = a.escola_id
      where a.deleted_at is null limit 3000`,
  );
  // PARFI: the schools with a plan, with the award and PARFI years it belongs to.
  const plans = await q<{ inep: string; anoPremio: number; anoParfi: number }>(
    `select e.codigo_inep as inep, ap.ano as "anoPremio", apf.ano as "anoParfi"
       from plano_parfi p
       join premio_escola pe on pe.id = p.premio_escola_id
       join escola e on e.id = pe.escola_id
       join ano_premio ap on ap.id = pe.ano_premio_id
       join ano_parfi apf on apf.id = p.ano_parfi_id
      where e.codigo_inep is not null
      order by p.id limit 2000`,
  );
  const regionals = [...new Set(schools.map((s) => s.regional))];
  const municipios = [...new Set(schools.map((s) => s.municipio))];

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  process.stdout.write(
    `servidor em ${base} (${args.server}) sobre ${args.databaseUrl.replace(/\/\/[^@]*@/, '//')}\n`,
  );
  const server = await startBenchServer(args, port);
  const rows: Row[] = [];
  try {
    const adminToken = await login(base, ADMIN.cpf);
    const admin = { authorization: `Bearer ${adminToken}`, perfil: String(ADMIN.perfil) };

    // The answer write: teachers answering at once, each in a class of their own, as on a real day
    // (a class has one teacher; 50 connections on one monitoring would only queue on its row lock,
    // which serialises the answers of a class by design). The demo teacher and teachers of the data
    // set (50 in all), made users here with the demo password (a Professor role at their class's
    // school), each with the bimestre-4 learning monitoring (open window) of a class, started here.
    const demoHash = (
      await q<{ h: string }>('select password_hash as h from usuario where cpf = $1', [TEACHER.cpf])
    )[0]?.h;
    if (!demoHash) throw new Error('o professor de demonstração não foi encontrado');
    const benchTeachers = await q<{ cpf: string; nome: string; escola: number }>(
      `select distinct on (s.cpf) s.cpf, s.nome, t.escola_id as escola
         from turma t join servidor s on s.id = t.professor_id
        where t.ano_turma = $1 and t.situacao = 1 and t.deleted_at is null and t.serie between 4 and 9
          and s.cpf <> $2
          and exists (select 1 from aluno_turma x where x.turma_id = t.id and x.data_fim is null)
        order by s.cpf limit 60`,
      [year, TEACHER.cpf],
    );
    for (const t of benchTeachers) {
      await q(
        `with u as (
           insert into usuario (cpf, nome, password_hash) values ($1, $2, $3)
           on conflict (cpf) do update set password_hash = excluded.password_hash returning id)
         insert into usuario_perfil (usuario_id, perfil_id, escola_id) select id, $4, $5 from u
         on conflict do nothing`,
        [t.cpf, t.nome.slice(0, 80), demoHash, TEACHER.perfil, t.escola],
      );
    }
    const answerTargets: { headers: Record<string, string>; monitoring: number; students: number[] }[] = [];
    const skipped: string[] = [];
    for (const cpf of [TEACHER.cpf, ...benchTeachers.map((t) => t.cpf)]) {
      if (answerTargets.length >= 50) break;
      const headers = { authorization: `Bearer ${await login(base, cpf)}`, perfil: String(TEACHER.perfil) };
      const target = await startLearningMonitoring(base, headers, cpf, year, q);
      if (!target) continue;
      // One answer first: a target the call refuses would measure refusals, not writes.
      const sk = skills[0]!;
      const probe = await fetch(`${base}/api/AcompanhamentoAprendizagemAluno/Respostas`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          alunoId: target.students[0],
          acompanhamentoId: target.monitoring,
          respostas: [{ habilidadeId: sk.habilidade, criterioId: sk.criterios[0] }],
        }),
      });
      if (probe.status === 400) {
        // A monitoring the data set has already finished: another teacher is taken.
        skipped.push(`${cpf}: ${await probe.text()}`);
        continue;
      }
      if (!probe.ok) throw new Error(`resposta de teste (${cpf}): ${probe.status} ${await probe.text()}`);
      answerTargets.push({ headers, ...target });
    }
    if (answerTargets.length === 0)
      throw new Error('nenhum acompanhamento do bimestre 4 com estudantes avaliáveis');
    process.stdout.write(
      `respostas: ${answerTargets.length} professores, cada um no acompanhamento de uma turma` +
        (skipped.length ? ` (${skipped.length} acompanhamentos recusados: ${skipped[0]})` : '') +
        '\n',
    );

    let enrolNext = 0;
    let writeNo = 0;
    const scenarios: {
      name: string;
      call: string;
      kind: 'ref' | 'read' | 'fuzzy' | 'write' | 'login' | 'panel';
      connections?: number;
      /** A reference run only beside the writes (all calls, or --only naming a write). */
      writeRef?: boolean;
      next: RequestFn;
    }[] = [
      { name: 'bare', call: 'GET /bench/bare', kind: 'ref', next: () => ({ path: '/bench/bare' }) },
      {
        name: 'pk',
        call: 'GET /bench/pk/:id (pg)',
        kind: 'ref',
        next: () => ({ path: `/bench/pk/${1 + Math.floor(Math.random() * maxStudent)}` }),
      },
      // The same lookup recorded in the student access audit (decision 104), as every read of a
      // student's personal data is: the floor of the audited reads (AUDITED_READS).
      {
        name: 'pk-audited',
        call: 'GET /bench/pk-audited/:id (pg + access audit row, group commit)',
        kind: 'ref',
        next: () => ({ path: `/bench/pk-audited/${1 + Math.floor(Math.random() * maxStudent)}` }),
      },
      // The floor of a durable write on this host (no auth, no product rule): one insert committed on
      // its own, and a transaction of two inserts. Run with the writes.
      {
        name: 'write-floor',
        call: 'POST /bench/write (pg: one insert, autocommit)',
        kind: 'ref',
        writeRef: true,
        next: () => ({ method: 'POST', path: '/bench/write', body: { n: ++writeNo } }),
      },
      {
        name: 'write-floor-tx',
        call: 'POST /bench/write-tx (pg: begin, 2 inserts, commit)',
        kind: 'ref',
        writeRef: true,
        next: () => ({ method: 'POST', path: '/bench/write-tx', body: { n: ++writeNo } }),
      },
      {
        name: 'login',
        call: 'POST /api/Auth',
        kind: 'login',
        next: () => ({
          method: 'POST',
          path: '/api/Auth',
          body: { user: pick(DEMO_LOGINS), password: DEMO_PASSWORD },
        }),
      },
      {
        name: 'aluno-cpf',
        call: 'GET /api/Alunos?cpf=',
        kind: 'read',
        next: () => ({ path: `/api/Alunos?cpf=${pick(students).cpf}`, headers: admin }),
      },
      {
        name: 'aluno-nome',
        call: 'GET /api/Alunos?nome=&dataNascimento=',
        kind: 'read',
        next: () => {
          const s = pick(students);
          return {
            path: `/api/Alunos?nome=${encodeURIComponent(s.nome)}&dataNascimento=${s.nasc}`,
            headers: admin,
          };
        },
      },
      {
        name: 'aluno-busca-escola',
        call: 'GET /api/Alunos/Buscar?nome=&escolaId= (fuzzy: part of a name, no accents, a typo in half)',
        kind: 'fuzzy',
        connections: 10,
        next: () => {
          const s = pick(named);
          return {
            path: `/api/Alunos/Buscar?nome=${encodeURIComponent(typed(s.nome))}&escolaId=${s.escola}`,
            headers: admin,
          };
        },
      },
      {
        name: 'aluno-busca-municipio',
        call: 'GET /api/Alunos/Buscar?nome=&municipio= (the same names, in the municipality: ~5,000 students)',
        kind: 'fuzzy',
        connections: 10,
        next: () => {
          const s = pick(named);
          return {
            path: `/api/Alunos/Buscar?nome=${encodeURIComponent(typed(s.nome))}&municipio=${s.municipio}`,
            headers: admin,
          };
        },
      },
      {
        name: 'escola-nome',
        call: 'GET /api/Escolas?municipio=&nome= (part of a school name)',
        kind: 'fuzzy',
        connections: 10,
        next: () => {
          const s = pick(schools);
          return {
            path: `/api/Escolas?municipio=${s.municipio}&nome=${encodeURIComponent(s.part)}`,
            headers: admin,
          };
        },
      },
      {
        name: 'turmas-escola',
        call: 'GET /api/Escolas/:id/turmas?serie=',
        kind: 'read',
        next: () => {
          const c = pick(classes);
          return { path: `/api/Escolas/${c.escola}/turmas?serie=${c.serie}`, headers: admin };
        },
      },
      {
        name: 'alunos-turma',
        call: 'GET /api/turmas/:id/alunos',
        kind: 'read',
        next: () => ({ path: `/api/turmas/${pick(classes).id}/alunos`, headers: admin }),
      },
      {
        name: 'turmas-professor',
        call: 'GET /api/Servidor/Professor?cpf=',
        kind: 'read',
        next: () => ({ path: `/api/Servidor/Professor?cpf=${pick(teachers).cpf}`, headers: admin }),
      },
      {
        name: 'acomp-escola',
        call: 'GET /api/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=&bimestre=&ano=',
        kind: 'read',
        next: () => ({
          path: `/api/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${pick(schools).id}&bimestre=1&ano=${year}`,
          headers: admin,
        }),
      },
      {
        name: 'acomp-respostas',
        call: 'GET /api/AcompanhamentoAprendizagem?acompId= (with the students and answers)',
        kind: 'read',
        next: () => ({
          path: `/api/AcompanhamentoAprendizagem?acompId=${pick(monitorings).id}`,
          headers: admin,
        }),
      },
      {
        name: 'parfi-plano',
        call: "GET /api/PlanoParfi?escolaInep=&anoPremio=&anoParfi= (a school's plan with its actions)",
        kind: 'read',
        next: () => {
          const p = pick(plans);
          return {
            path: `/api/PlanoParfi?escolaInep=${p.inep}&anoPremio=${p.anoPremio}&anoParfi=${p.anoParfi}`,
            headers: admin,
          };
        },
      },
      {
        name: 'enturmar',
        call: 'POST /api/Alunos/Enturmar (+ audit)',
        kind: 'write',
        next: () => {
          const p = enrolPairs[enrolNext++ % Math.max(1, enrolPairs.length)]!;
          return {
            method: 'POST',
            path: '/api/Alunos/Enturmar',
            body: { alunoId: p.aluno, turmaId: p.turma },
            headers: admin,
          };
        },
      },
      {
        name: 'resposta',
        call: 'POST /api/AcompanhamentoAprendizagemAluno/Respostas (+ audit)',
        kind: 'write',
        next: () => {
          const sk = pick(skills);
          const t = pick(answerTargets);
          return {
            method: 'POST',
            path: '/api/AcompanhamentoAprendizagemAluno/Respostas',
            body: {
              alunoId: pick(t.students),
              acompanhamentoId: t.monitoring,
              respostas: [{ habilidadeId: sk.habilidade, criterioId: pick(sk.criterios) }],
            },
            headers: t.headers,
          };
        },
      },
      ...[1, 2, 3, 4, 5, 6].map((id) => ({
        name: `painel-${id}`,
        call: `GET /api/Painel/${id}/Dados (state, regional, municipality in turn)`,
        kind: 'panel' as const,
        connections: 10,
        next: (() => {
          let n = 0;
          return () => {
            const scope = n++ % 3;
            const filter =
              scope === 0
                ? ''
                : scope === 1
                  ? `?regional=${pick(regionals)}`
                  : `?municipio=${pick(municipios)}`;
            return { path: `/api/Painel/${id}/Dados${filter}`, headers: admin };
          };
        })(),
      })),
    ];

    const results = new Map<string, autocannon.Result>();
    for (const s of scenarios) {
      if (args.only && s.kind !== 'ref' && !args.only.includes(s.name)) continue;
      if (
        args.only &&
        s.writeRef &&
        !scenarios.some((w) => w.kind === 'write' && args.only!.includes(w.name))
      )
        continue;
      const connections = s.connections ?? args.connections;
      process.stdout.write(`${s.name} (${connections} conexões, ${args.duration} s)...\n`);
      if (args.warmup > 0) {
        await settle(base);
        await measure(base, connections, args.warmup, s.next);
      }
      await settle(base);
      const before = cpuTimes(server.pid);
      const r = await measure(base, connections, args.duration, s.next);
      const after = cpuTimes(server.pid);
      results.set(s.name, r);
      const cpu =
        before && after
          ? {
              api: after.api - before.api,
              pg: after.pg - before.pg,
              apiWrites: after.apiWrites - before.apiWrites,
            }
          : null;
      rows.push(toRow(s.name, s.call, s.kind, connections, r, null, cpu));
    }

    // Login flood: logins at 10× the target rate beside the student-by-CPF read.
    if (!args.only || args.only.includes('flood')) {
      process.stdout.write(`flood (aluno-cpf com logins a 1150/s ao lado)...\n`);
      const cpfScenario = scenarios.find((s) => s.name === 'aluno-cpf')!;
      const loginScenario = scenarios.find((s) => s.name === 'login')!;
      await settle(base);
      const [read, flood] = await Promise.all([
        measure(base, args.connections, args.duration, cpfScenario.next),
        measure(base, 50, args.duration, loginScenario.next, { overallRate: 1150 }),
      ]);
      rows.push(
        toRow(
          'flood: aluno-cpf',
          'GET /api/Alunos?cpf= during a login flood',
          'read',
          args.connections,
          read,
          null,
        ),
      );
      rows.push(toRow('flood: login', 'POST /api/Auth at 1150/s offered', 'login', 50, flood, null));
    }

    const pk = results.get('pk');
    const normalCpfP99 = results.get('aluno-cpf')?.latency.p99;
    const refs: References = {
      pk: rows.find((r) => r.name === 'pk (reference)') ?? null,
      pkAudited: rows.find((r) => r.name === 'pk-audited (reference)') ?? null,
      writeFloor: rows.find((r) => r.name === 'write-floor-tx (reference)') ?? null,
    };
    for (const row of rows) {
      if (pk && row.name !== 'pk') row.ratio = row.reqPerSec / pk.requests.average;
      const { target, verdict } = judge(row, normalCpfP99, refs);
      row.target = target;
      row.verdict = verdict;
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    // The CPU profile (--cpu-prof) is written as the server exits.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await db.end();
  }
  report(rows, args, pgServer.summary);
}

/**
 * The server's memory settings, printed with the results (figures of a 128 MB `shared_buffers`, the
 * Debian default, and of a server sized as docs/operations.md says are not comparable), and the data
 * set read into its buffers first with pg_prewarm when the server has it: a freshly restarted server
 * would otherwise measure its first reads from the disk cache, not the steady state of a day's use.
 */
async function serverSettings(
  q: <T extends pg.QueryResultRow>(text: string, params?: unknown[]) => Promise<T[]>,
): Promise<{ summary: string }> {
  const [settings] = await q<{ sb: string; ecs: string; sbBytes: string }>(
    `select current_setting('shared_buffers') as sb, current_setting('effective_cache_size') as ecs,
            (select setting::bigint * 8192 from pg_settings where name = 'shared_buffers')::text as "sbBytes"`,
  );
  let summary = `shared_buffers ${settings!.sb}, effective_cache_size ${settings!.ecs}`;
  if (Number(settings!.sbBytes) < 1024 ** 3)
    process.stdout.write(
      `aviso: shared_buffers ${settings!.sb} é menor que o recomendado para o conjunto de 1 M (docs/operations.md)\n`,
    );
  try {
    await q('create extension if not exists pg_prewarm');
    const t0 = performance.now();
    // The tables and indexes of the data set, smallest first, as far as 90 % of the buffers hold
    // them; the audit logs are only appended to.
    const [warm] = await q<{ pages: string }>(
      `with r as (
         select c.oid, sum(pg_relation_size(c.oid)) over (order by pg_relation_size(c.oid), c.oid) as upto
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'i')
            and c.relname not like 'student_access_log%' and c.relname not like 'audit_log%')
       select coalesce(sum(pg_prewarm(r.oid)), 0)::text as pages from r
        where r.upto < 0.9 * (select setting::bigint * 8192 from pg_settings where name = 'shared_buffers')`,
    );
    summary += `, ${Math.round((Number(warm!.pages) * 8) / 1024)} MB prewarmed in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
  } catch {
    summary += ', not prewarmed (no pg_prewarm)';
  }
  return { summary };
}

function toRow(
  name: string,
  call: string,
  kind: string,
  connections: number,
  r: autocannon.Result,
  ratio: number | null,
  cpu: { api: number; pg: number; apiWrites: number } | null = null,
): Row {
  const requests = r.requests.total || 1;
  return {
    apiCpuMs: cpu ? cpu.api / requests : null,
    pgCpuMs: cpu ? cpu.pg / requests : null,
    apiWrites: cpu ? cpu.apiWrites / requests : null,
    name: kind === 'ref' ? `${name} (reference)` : name,
    call,
    connections,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ratio,
    target: kind,
    verdict: '',
  };
}

/** The reference rows of the same run the hot calls are judged against (issue 19: CPU, not req/s). */
interface References {
  /** The primary-key lookup through the whole stack. */
  pk: Row | null;
  /** The pk lookup with its student access audit row: the floor of a read of a student's data. */
  pkAudited: Row | null;
  /** The two-insert transaction: the floor of a durable write. */
  writeFloor: Row | null;
}

/** The hot reads that record the students they show in the access audit (decision 104). */
const AUDITED_READS = new Set(['aluno-cpf', 'aluno-nome', 'alunos-turma', 'acomp-respostas']);

/** API + PostgreSQL CPU per request (ms), or null when it was not measured. */
function cpuPerRequest(row: Row | null): number | null {
  if (!row || row.apiCpuMs === null || row.pgCpuMs === null) return null;
  return Math.max(0, row.apiCpuMs) + Math.max(0, row.pgCpuMs);
}

/**
 * A hot call against its reference of the same run: its CPU per request (API + PostgreSQL) at most
 * `cpuTimes` the reference's, and its p99 at most 3 × the reference's p99. Judged by CPU because the
 * req/s of the reference itself swings with the shared host (pk 2,564 req/s one day, 7,081 on another
 * machine) while CPU per request stays put (issue 19, item 1).
 */
function againstReference(
  row: Row,
  ref: Row | null,
  refName: string,
  cpuTimes: number,
): { target: string; verdict: string; met: boolean } {
  const mine = cpuPerRequest(row);
  const theirs = cpuPerRequest(ref);
  if (!ref || mine === null || theirs === null || theirs <= 0)
    return { target: `CPU ≤ ${cpuTimes} × ${refName}`, verdict: 'no reference', met: false };
  const cpuLimit = theirs * cpuTimes;
  const p99Limit = ref.p99 * 3;
  const met = mine <= cpuLimit && row.p99 <= p99Limit;
  return {
    target: `CPU ≤ ${cpuTimes} × ${refName} (${cpuLimit.toFixed(2)} ms), p99 ≤ 3 × (${p99Limit} ms)`,
    verdict: `${met ? 'meets' : 'MISSES'} (${(mine / theirs).toFixed(1)} × CPU, ${(row.p99 / Math.max(ref.p99, 1)).toFixed(1)} × p99)`,
    met,
  };
}

function judge(
  row: Row,
  normalReadP99: number | undefined,
  refs: References,
): { target: string; verdict: string } {
  const kind = row.target;
  const ok = (b: boolean) => (b ? 'meets' : 'MISSES');
  const bad = row.non2xx > 0 || row.errors > 0 ? ` (${row.non2xx} non-2xx, ${row.errors} errors)` : '';
  if (kind === 'ref') return { target: '-', verdict: bad ? `-${bad}` : '-' };
  if (kind === 'read' && row.name.startsWith('flood')) {
    const limit = (normalReadP99 ?? 0) * 2;
    return { target: `p99 ≤ 2 × normal (${limit} ms)`, verdict: ok(row.p99 <= limit) + bad };
  }
  if (kind === 'read') {
    const { target, verdict } = againstReference(row, refs.pk, 'pk', 2.5);
    const mine = cpuPerRequest(row);
    const floor = cpuPerRequest(refs.pkAudited);
    const audited =
      AUDITED_READS.has(row.name) && mine !== null && floor !== null && floor > 0
        ? `; ${(mine / floor).toFixed(1)} × pk-audited`
        : '';
    return { target, verdict: verdict + audited + bad };
  }
  if (kind === 'fuzzy') return { target: 'p99 ≤ 100 ms at 10 conn.', verdict: ok(row.p99 <= 100) + bad };
  if (kind === 'write') {
    const { target, verdict } = againstReference(row, refs.writeFloor, 'two-insert floor', 4);
    return { target, verdict: verdict + bad };
  }
  if (kind === 'login') {
    if (row.name.startsWith('flood')) return { target: '(load)', verdict: '-' };
    return { target: '≥ 115/s', verdict: ok(row.reqPerSec >= 115) + bad };
  }
  return { target: 'p99 ≤ 300 ms', verdict: ok(row.p99 <= 300) + bad };
}

function report(rows: Row[], args: Args, serverSummary: string): void {
  const fmt = (n: number, d = 0) => n.toFixed(d);
  const header =
    '| call | what | conn. | req/s | p50 ms | p99 ms | vs pk | API CPU ms/req | PG CPU ms/req | API writes/req | target | verdict |';
  const cpu = (v: number | null) => (v === null ? '-' : fmt(Math.max(0, v), 2));
  const lines = [
    header,
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.call} | ${r.connections} | ${fmt(r.reqPerSec)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${
          r.ratio === null ? '-' : `${fmt(r.ratio * 100)} %`
        } | ${cpu(r.apiCpuMs)} | ${cpu(r.pgCpuMs)} | ${r.apiWrites === null ? '-' : fmt(r.apiWrites, 1)} | ${r.target} | ${r.verdict} |`,
    ),
  ];
  const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 16);
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const context = `Run ${new Date().toISOString()}, ${args.duration} s per call after ${args.warmup} s of warm-up, server: ${args.server}, load average before: ${loadavg()}; PostgreSQL: ${serverSummary}`;
  writeFileSync(join(dir, `${stamp}.md`), `# Bench ${stamp}\n\n${context}\n\n${lines.join('\n')}\n`);
  writeFileSync(
    join(dir, `${stamp}.json`),
    `${JSON.stringify({ context, args: { ...args, databaseUrl: undefined }, rows }, null, 2)}\n`,
  );
  // The repository's formatting, so the committed results pass `prettier --check`.
  try {
    execFileSync(
      join(root, 'node_modules/.bin/prettier'),
      ['--write', join(dir, `${stamp}.md`), join(dir, `${stamp}.json`)],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    // formatting is a nicety
  }
  process.stdout.write(`\n${context}\n\n${lines.join('\n')}\n\nbench/results/${stamp}.md\n`);
}

function loadavg(): string {
  try {
    return execFileSync('cat', ['/proc/loadavg']).toString().split(' ').slice(0, 3).join(' ');
  } catch {
    return '?';
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
