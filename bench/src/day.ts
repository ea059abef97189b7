/**
 * `npm run bench:day -- [--api-processes 1|2] [--step-seconds 60] [--warmup-seconds 20]
 *   [--max-users 3200] [--steps 50,100,200,...] [--calibrate-seconds 4] [--no-build] [--database-url URL]`
 *
 * A term-end day, simulated (issue 19 item 2; decision 136): virtual users with think time, taken
 * from what the screens call — teachers entering monitoring answers one by one, coordinators
 * validating, the registration team searching, registering and enrolling students, regional staff on
 * the dashboards, PARFI approvers working their queue (day-users.ts) — drive the built API on the data
 * set of `npm run bench:data`. The number of users grows in steps (50, 100, 200, ... each measured
 * for --step-seconds after --warmup-seconds) until a kind of call's p95 passes 500 ms or a call fails.
 *
 * CPU per kind of call: the steps measure the CPU of the API processes and of PostgreSQL (/proc, as
 * `npm run bench`); after the ramp each kind's kept requests are sent again on their own (8 at a time,
 * --calibrate-seconds each) to measure its CPU per request, and a step's CPU is shared out as calls ×
 * CPU per call; what the calibration cannot send twice (validation, approval, starting a monitoring)
 * is the rest of the step's measured CPU.
 *
 * With --api-processes 2, two API processes on two ports, the users spread over them in turn.
 * Writes to the data set (answers, students, validations, approvals); the next run puts the
 * validations and approvals back (day-setup.ts).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_DATABASE_URL } from './data';
import { Recorder, uuid, type KeptRequest, type KindStats } from './day-client';
import { CpuMeter } from './day-cpu';
import { prepareDay, type DayData, type Q } from './day-setup';
import {
  approver,
  coordinator,
  cpfCounter,
  regionalStaff,
  runUser,
  secretary,
  split,
  teacher,
  type UserKind,
  type World,
} from './day-users';
import { Session } from './day-client';
import { buildBenchBundle, freePort, root, startServer } from './server';

interface Args {
  apiProcesses: number;
  stepSeconds: number;
  warmupSeconds: number;
  steps: number[];
  calibrateSeconds: number;
  build: boolean;
  databaseUrl: string;
  p95LimitMs: number;
}

function parse(): Args {
  const { values } = parseArgs({
    options: {
      'api-processes': { type: 'string', default: '1' },
      'step-seconds': { type: 'string', default: '60' },
      'warmup-seconds': { type: 'string', default: '20' },
      'max-users': { type: 'string', default: '3200' },
      steps: { type: 'string' },
      'calibrate-seconds': { type: 'string', default: '4' },
      'no-build': { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'p95-limit': { type: 'string', default: '500' },
    },
  });
  const apiProcesses = Number(values['api-processes']);
  if (![1, 2].includes(apiProcesses)) throw new Error('--api-processes: 1 ou 2');
  const maxUsers = Number(values['max-users']);
  const steps = values.steps
    ? values.steps.split(',').map(Number)
    : [50, 100, 200, 400, 800, 1600, 3200, 6400].filter((n) => n <= maxUsers);
  if (steps.length === 0 || steps.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('--steps / --max-users: inteiros positivos');
  return {
    apiProcesses,
    stepSeconds: Number(values['step-seconds']),
    warmupSeconds: Number(values['warmup-seconds']),
    steps,
    calibrateSeconds: Number(values['calibrate-seconds']),
    build: !values['no-build'],
    databaseUrl: values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL,
    p95LimitMs: Number(values['p95-limit']),
  };
}

/** The bench database's name: its backends' CPU is PostgreSQL's (day-cpu.ts). */
let dbName: string | null = null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** p-th percentile (nearest rank) of unsorted values. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The kinds of call whose count over the step makes the 'answers per minute'. */
const ANSWER_KINDS = ['resposta-aprendizagem', 'resposta-atividade'];
/** A kind needs this many calls in a step before its p95 can stop the ramp. */
const MIN_SAMPLES_FOR_P95 = 20;

interface KindRow {
  kind: string;
  calls: number;
  perMinute: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  errorSamples: string[];
}

interface StepResult {
  users: number;
  byKind: Record<UserKind, number>;
  seconds: number;
  calls: number;
  callsPerSecond: number;
  answersPerMinute: number;
  errors: number;
  /** CPU over the step, ms, and as a share of one core. */
  cpu: {
    apiMs: number;
    pgMs: number;
    generatorMs: number;
    apiCores: number;
    pgCores: number;
    generatorCores: number;
  } | null;
  /** The load generator's event-loop delay p99 (ms): how late it may have been to send or time. */
  generatorLagP99Ms: number;
  worst: { kind: string; p95: number } | null;
  held: boolean;
  why: string | null;
  kinds: KindRow[];
}

function summarise(stats: Map<string, KindStats>, seconds: number): KindRow[] {
  return [...stats.entries()]
    .map(([kind, s]) => ({
      kind,
      calls: s.latencies.length,
      perMinute: (s.latencies.length / seconds) * 60,
      p50: percentile(s.latencies, 50),
      p95: percentile(s.latencies, 95),
      p99: percentile(s.latencies, 99),
      errors: s.errors,
      errorSamples: s.samples,
    }))
    .sort((a, b) => b.calls - a.calls);
}

/** The bench's API processes (the limits a load from one address would trip, as run.ts). */
async function startServers(
  args: Args,
  databaseUrl: string,
): Promise<{ bases: string[]; servers: ChildProcess[] }> {
  if (args.build) buildBenchBundle();
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  for (let i = 0; i < args.apiProcesses; i++) {
    const port = await freePort();
    servers.push(
      await startServer(
        {
          databaseUrl,
          server: 'dist',
          build: false,
          env: {
            // Every login of the bench comes from one address.
            AUTH_ADDRESS_FAILURE_BURST: '10000000',
            AUTH_ADDRESS_FAILURES_PER_MINUTE: '60000',
            // Decision 121's 30 lookups a minute per user is for people; the bench's are people too,
            // but the calibration sends a user's lookups again many times a second.
            STUDENT_LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000',
          },
        },
        port,
      ),
    );
    bases.push(`http://127.0.0.1:${port}`);
  }
  return { bases, servers };
}

async function prewarm(q: Q): Promise<string> {
  const [settings] = await q<{ sb: string }>(`select current_setting('shared_buffers') as sb`);
  let summary = `shared_buffers ${settings!.sb}`;
  try {
    await q('create extension if not exists pg_prewarm');
    const [warm] = await q<{ pages: string }>(
      `with r as (
         select c.oid, sum(pg_relation_size(c.oid)) over (order by pg_relation_size(c.oid), c.oid) as upto
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'i')
            and c.relname not like 'student_access_log%' and c.relname not like 'audit_log%')
       select coalesce(sum(pg_prewarm(r.oid)), 0)::text as pages from r
        where r.upto < 0.9 * (select setting::bigint * 8192 from pg_settings where name = 'shared_buffers')`,
    );
    summary += `, ${Math.round((Number(warm!.pages) * 8) / 1024)} MB prewarmed`;
  } catch {
    summary += ', not prewarmed';
  }
  return summary;
}

async function main(): Promise<void> {
  const args = parse();
  const db = new pg.Client({ connectionString: args.databaseUrl });
  await db.connect();
  const q: Q = async (text, params = []) => (await db.query(text, params)).rows;
  const maxUsers = Math.max(...args.steps);
  const most = split(maxUsers);
  process.stdout.write(`preparando ${maxUsers} contas e o estado do dia...\n`);
  const data: DayData = await prepareDay(q, {
    teachers: most.professor,
    coordinators: most.coordenador,
    secretaries: most.secretaria,
    regionals: most.regional,
    approvers: most.aprovador,
  });
  for (const n of data.notes) process.stdout.write(`  ${n}\n`);
  const pgSummary = await prewarm(q);
  process.stdout.write(`PostgreSQL: ${pgSummary}\n`);
  const commit = gitCommit();
  const loadBefore = loadavg();

  const { bases, servers } = await startServers(args, args.databaseUrl);
  const pids = servers.map((s) => s.pid!).filter(Boolean);
  dbName = decodeURIComponent(new URL(args.databaseUrl).pathname.slice(1));
  process.stdout.write(`${bases.length} processo(s) da API: ${bases.join(', ')}\n`);

  const recorder = new Recorder();
  const stopper = new AbortController();
  // Every sleeping user listens to the stop signal.
  setMaxListeners(0, stopper.signal);
  const world: World = {
    data,
    recorder,
    stop: stopper.signal,
    claimed: new Set(),
    nextCpf: cpfCounter(data.nextCpfBase),
  };
  const running: Promise<void>[] = [];
  const started: Record<UserKind, number> = {
    professor: 0,
    coordenador: 0,
    secretaria: 0,
    regional: 0,
    aprovador: 0,
  };
  let userNo = 0;
  const startUser = (kind: UserKind) => {
    const i = started[kind]++;
    const base = bases[userNo++ % bases.length]!;
    let body: () => Promise<void>;
    switch (kind) {
      case 'professor':
        body = teacher(world, new Session(base, 17, recorder), data.teachers[i]!);
        break;
      case 'coordenador':
        body = coordinator(world, new Session(base, 16, recorder), data.coordinators[i]!);
        break;
      case 'secretaria':
        body = secretary(world, new Session(base, 19, recorder), data.secretaries[i]!);
        break;
      case 'regional':
        body = regionalStaff(world, new Session(base, 8, recorder), data.regionals[i]!);
        break;
      case 'aprovador': {
        const a = data.approvers[i]!;
        body = approver(world, new Session(base, a.perfil, recorder), a);
        break;
      }
    }
    running.push(runUser(world, body));
  };

  // The idle CPU of the API processes and PostgreSQL (timers, the WAL writer, autovacuum...), per
  // second: part of every step's measure that no call causes.
  await sleep(2000);
  const idleMeter = new CpuMeter(pids, dbName);
  await sleep(10_000);
  const idleDelta = idleMeter.stop();
  const idle = idleDelta
    ? { apiMsPerS: (idleDelta.api / idleDelta.ms) * 1000, pgMsPerS: (idleDelta.pg / idleDelta.ms) * 1000 }
    : null;
  process.stdout.write(
    `em repouso: API ${idle ? idle.apiMsPerS.toFixed(1) : '?'} ms/s, PostgreSQL ${idle ? idle.pgMsPerS.toFixed(1) : '?'} ms/s de CPU\n`,
  );

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const steps: StepResult[] = [];
  const t0 = Date.now();
  try {
    for (const users of args.steps) {
      const target = split(users);
      const toStart: UserKind[] = [];
      for (const k of Object.keys(target) as UserKind[])
        for (let n = started[k]; n < target[k]; n++) toStart.push(k);
      // Spread over the first half of the warm-up (logins are the costliest call).
      toStart.sort(() => Math.random() - 0.5);
      const spread = (args.warmupSeconds * 1000) / 2;
      process.stdout.write(
        `\n${users} usuários (${toStart.length} novos), aquecimento ${args.warmupSeconds} s...\n`,
      );
      const startAt = Date.now();
      for (let j = 0; j < toStart.length; j++) {
        const due = startAt + (spread * j) / toStart.length;
        const wait = due - Date.now();
        if (wait > 0) await sleep(wait);
        startUser(toStart[j]!);
      }
      const rest = startAt + args.warmupSeconds * 1000 - Date.now();
      if (rest > 0) await sleep(rest);

      recorder.take();
      lag.reset();
      const meter = new CpuMeter(pids, dbName);
      await sleep(args.stepSeconds * 1000);
      const d = meter.stop();
      const stats = recorder.take();
      const seconds = d ? d.ms / 1000 : args.stepSeconds;
      const kinds = summarise(stats, seconds);
      const calls = kinds.reduce((s, k) => s + k.calls, 0);
      const errors = kinds.reduce((s, k) => s + k.errors, 0);
      const answers = kinds
        .filter((k) => ANSWER_KINDS.includes(k.kind))
        .reduce((s, k) => s + k.calls - k.errors, 0);
      const judged = kinds.filter((k) => k.calls >= MIN_SAMPLES_FOR_P95);
      const worst = judged.length ? judged.reduce((w, k) => (k.p95 > w.p95 ? k : w)) : null;
      const slow = judged.filter((k) => k.p95 > args.p95LimitMs);
      const why =
        errors > 0
          ? `${errors} erro(s): ${kinds.flatMap((k) => k.errorSamples)[0] ?? ''}`
          : slow.length
            ? `p95 > ${args.p95LimitMs} ms: ${slow.map((k) => `${k.kind} ${Math.round(k.p95)} ms`).join(', ')}`
            : null;
      const step: StepResult = {
        users,
        byKind: { ...target },
        seconds,
        calls,
        callsPerSecond: calls / seconds,
        answersPerMinute: (answers / seconds) * 60,
        errors,
        cpu: d
          ? {
              apiMs: d.api,
              pgMs: d.pg,
              generatorMs: d.generator,
              apiCores: d.api / d.ms,
              pgCores: d.pg / d.ms,
              generatorCores: d.generator / d.ms,
            }
          : null,
        generatorLagP99Ms: lag.percentile(99) / 1e6,
        worst: worst ? { kind: worst.kind, p95: worst.p95 } : null,
        held: why === null,
        why,
        kinds,
      };
      steps.push(step);
      process.stdout.write(
        `${users} usuários: ${step.callsPerSecond.toFixed(1)} chamadas/s, ${step.answersPerMinute.toFixed(0)} respostas/min, ` +
          `pior p95 ${worst ? `${worst.kind} ${Math.round(worst.p95)} ms` : '-'}, erros ${errors}, ` +
          `CPU API ${step.cpu ? (step.cpu.apiCores * 100).toFixed(0) : '?'} % PG ${step.cpu ? (step.cpu.pgCores * 100).toFixed(0) : '?'} % ` +
          `gerador ${step.cpu ? (step.cpu.generatorCores * 100).toFixed(0) : '?'} % (de um núcleo) → ${step.held ? 'aguentou' : `parou: ${why}`}\n`,
      );
      if (!step.held) break;
    }
  } finally {
    stopper.abort();
    await Promise.race([Promise.all(running), sleep(40_000)]);
    lag.disable();
  }

  process.stdout.write('\ncalibração: CPU por chamada de cada tipo, sozinho...\n');
  await sleep(2000);
  const calibration = await calibrate(recorder, pids, args.calibrateSeconds, world, idle);
  for (const s of servers) s.kill('SIGTERM');
  await Promise.race([Promise.all(servers.map((s) => new Promise((r) => s.once('exit', r)))), sleep(15_000)]);
  await db.end();
  report(args, data, steps, calibration, idle, {
    commit,
    loadBefore,
    pgSummary,
    minutes: (Date.now() - t0) / 60000,
  });
}

interface Calibrated {
  kind: string;
  requests: number;
  failed: number;
  apiMs: number;
  pgMs: number;
}

/**
 * Each kind's kept requests sent again on their own, 8 at a time for `seconds`: the CPU per request
 * of the API processes and PostgreSQL. A user's token is sent again only after 2.5 s (the server's
 * session cache keeps a verified token 2 s; people's calls are seconds apart, so theirs mostly miss). Answers get a fresh respostaId (else they would be repeats);
 * a registration a fresh CPF, and its students are then enrolled in the class the user chose
 * ('enturmar'). Kinds that cannot be sent twice are not here.
 */
async function calibrate(
  recorder: Recorder,
  pids: number[],
  seconds: number,
  world: World,
  idle: Idle,
): Promise<Calibrated[]> {
  const out: Calibrated[] = [];
  const enrolments: KeptRequest[] = [];
  const kinds = [...recorder.kept.keys()].sort((a, b) =>
    a === 'aluno-cadastrar' ? 1 : b === 'aluno-cadastrar' ? -1 : a.localeCompare(b),
  );
  const runKind = async (kind: string, list: KeptRequest[], once: boolean) => {
    let ok = 0;
    let failed = 0;
    let next = 0;
    const deadline = performance.now() + seconds * 1000;
    const meter = new CpuMeter(pids, dbName);
    const lastUse = new Map<string, number>();
    const fresh = (r: KeptRequest) => {
      const token = r.headers.authorization;
      return !token || performance.now() - (lastUse.get(token) ?? -1e9) > 2500;
    };
    const worker = async () => {
      while (performance.now() < deadline && (!once || next < list.length)) {
        let r = list[once ? next++ : Math.floor(Math.random() * list.length)]!;
        // A person's calls come seconds apart, so the server's session cache (2 s per token) mostly
        // misses for them: a token is sent again only after 2.5 s here too.
        if (!once) {
          for (let tries = 0; tries < 30 && !fresh(r); tries++)
            r = list[Math.floor(Math.random() * list.length)]!;
          if (!fresh(r)) {
            await sleep(50);
            continue;
          }
          const token = r.headers.authorization;
          if (token) lastUse.set(token, performance.now());
        }
        let body = r.body;
        if (kind === 'resposta-aprendizagem') {
          const b = r.body as { respostas: { respostaId: string }[] };
          body = { ...b, respostas: b.respostas.map((x) => ({ ...x, respostaId: uuid() })) };
        } else if (kind === 'resposta-atividade') {
          body = (r.body as { respostaId: string }[]).map((x) => ({ ...x, respostaId: uuid() }));
        } else if (kind === 'aluno-cadastrar') {
          body = { ...(r.body as object), cpf: world.nextCpf() };
        }
        try {
          const res = await fetch(`${r.base}${r.path}`, {
            method: r.method,
            headers: r.headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          const text = await res.text();
          if (res.ok) {
            ok++;
            if (kind === 'aluno-cadastrar' && r.meta?.turmaId) {
              enrolments.push({
                base: r.base,
                method: 'POST',
                path: '/api/Alunos/Enturmar',
                headers: r.headers,
                body: { turmaId: r.meta.turmaId, alunoId: (JSON.parse(text) as { id: number }).id },
              });
            }
          } else failed++;
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const d = meter.stop();
    // Less the idle CPU over the same time (PostgreSQL's background work is not the calls').
    const api = d ? Math.max(0, d.api - ((idle?.apiMsPerS ?? 0) * d.ms) / 1000) : 0;
    const pgMs = d ? Math.max(0, d.pg - ((idle?.pgMsPerS ?? 0) * d.ms) / 1000) : 0;
    if (d && ok > 0) out.push({ kind, requests: ok, failed, apiMs: api / ok, pgMs: pgMs / ok });
    process.stdout.write(
      `  ${kind}: ${ok} pedidos${failed ? ` (${failed} recusados)` : ''}, API ${d && ok ? (api / ok).toFixed(2) : '?'} ms, PG ${d && ok ? (pgMs / ok).toFixed(2) : '?'} ms por pedido\n`,
    );
    await sleep(500);
  };
  for (const kind of kinds) await runKind(kind, recorder.kept.get(kind)!, false);
  if (enrolments.length) await runKind('enturmar', enrolments, true);
  return out;
}

interface Share {
  kind: string;
  calls: number;
  apiMsPerCall: number | null;
  pgMsPerCall: number | null;
  apiMs: number;
  pgMs: number;
  /** Of the step's measured API + PostgreSQL CPU. */
  share: number;
}

type Idle = { apiMsPerS: number; pgMsPerS: number } | null;

/**
 * A step's CPU shared out: calls × calibrated CPU per call, the idle CPU over the step's seconds; the
 * rest is the uncalibrated kinds' (and whatever the model misses).
 */
function shares(step: StepResult, calibration: Calibrated[], idle: Idle): Share[] {
  if (!step.cpu) return [];
  const total = step.cpu.apiMs + step.cpu.pgMs;
  const byKind = new Map(calibration.map((c) => [c.kind, c]));
  const rows: Share[] = [];
  const rest: string[] = [];
  let restCalls = 0;
  for (const k of step.kinds) {
    const c = byKind.get(k.kind);
    if (!c) {
      rest.push(k.kind);
      restCalls += k.calls;
      continue;
    }
    rows.push({
      kind: k.kind,
      calls: k.calls,
      apiMsPerCall: c.apiMs,
      pgMsPerCall: c.pgMs,
      apiMs: k.calls * c.apiMs,
      pgMs: k.calls * c.pgMs,
      share: (k.calls * (c.apiMs + c.pgMs)) / total,
    });
  }
  rows.sort((a, b) => b.share - a.share);
  if (idle) {
    const apiMs = idle.apiMsPerS * step.seconds;
    const pgMs = idle.pgMsPerS * step.seconds;
    rows.push({
      kind: 'idle (measured before the ramp)',
      calls: 0,
      apiMsPerCall: null,
      pgMsPerCall: null,
      apiMs,
      pgMs,
      share: (apiMs + pgMs) / total,
    });
  }
  const modelledApi = rows.reduce((s, r) => s + r.apiMs, 0);
  const modelledPg = rows.reduce((s, r) => s + r.pgMs, 0);
  rows.push({
    kind: `rest (${rest.join(', ') || 'none'})`,
    calls: restCalls,
    apiMsPerCall: null,
    pgMsPerCall: null,
    apiMs: step.cpu.apiMs - modelledApi,
    pgMs: step.cpu.pgMs - modelledPg,
    share: (total - modelledApi - modelledPg) / total,
  });
  return rows;
}

function report(
  args: Args,
  data: DayData,
  steps: StepResult[],
  calibration: Calibrated[],
  idle: Idle,
  context: { commit: string; loadBefore: string; pgSummary: string; minutes: number },
): void {
  const held = steps.filter((s) => s.held);
  const last = held[held.length - 1] ?? null;
  const failed = steps.find((s) => !s.held) ?? null;
  const basis = last ?? steps[0]!;
  const cpuShares = shares(basis, calibration, idle);
  const f = (n: number, d = 0) => n.toFixed(d);
  const lines: string[] = [];
  lines.push(
    `bench:day ${new Date().toISOString()}, commit ${context.commit}, ${args.apiProcesses} processo(s) da API, ` +
      `passos de ${args.stepSeconds} s após ${args.warmupSeconds} s de aquecimento, carga antes: ${context.loadBefore}; ${context.pgSummary}`,
  );
  lines.push('');
  lines.push(
    `**Sustentado: ${last ? `${last.users} usuários simultâneos` : 'nenhum passo'}** (${last ? `${f(last.answersPerMinute)} respostas/min` : '-'})` +
      (failed
        ? `; ${failed.users} usuários: ${failed.why}`
        : `; nenhum passo falhou até ${steps[steps.length - 1]!.users}`),
  );
  lines.push('');
  lines.push(
    '| users | calls/s | answers/min | worst p95 | errors | API CPU | PG CPU | generator CPU | generator lag p99 | held |',
  );
  lines.push('|--:|--:|--:|---|--:|--:|--:|--:|--:|---|');
  for (const s of steps)
    lines.push(
      `| ${s.users} | ${f(s.callsPerSecond, 1)} | ${f(s.answersPerMinute)} | ${s.worst ? `${s.worst.kind} ${f(s.worst.p95)} ms` : '-'} | ${s.errors} | ` +
        `${s.cpu ? `${f(s.cpu.apiCores * 100)} %` : '-'} | ${s.cpu ? `${f(s.cpu.pgCores * 100)} %` : '-'} | ${s.cpu ? `${f(s.cpu.generatorCores * 100)} %` : '-'} | ` +
        `${f(s.generatorLagP99Ms)} ms | ${s.held ? 'yes' : `no: ${s.why}`} |`,
    );
  lines.push('');
  lines.push(`Calls of the ${basis.users}-user step${last ? ' (the last that held)' : ''}:`);
  lines.push('');
  lines.push(
    '| call | calls | per min | p50 ms | p95 ms | p99 ms | errors | API ms/call | PG ms/call | CPU share |',
  );
  lines.push('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  const shareOf = new Map(cpuShares.map((s) => [s.kind, s]));
  for (const k of basis.kinds) {
    const s = shareOf.get(k.kind);
    lines.push(
      `| ${k.kind} | ${k.calls} | ${f(k.perMinute)} | ${f(k.p50)} | ${f(k.p95)} | ${f(k.p99)} | ${k.errors} | ` +
        `${s?.apiMsPerCall != null ? f(s.apiMsPerCall, 2) : '-'} | ${s?.pgMsPerCall != null ? f(s.pgMsPerCall, 2) : '-'} | ${s ? `${f(s.share * 100, 1)} %` : '(rest)'} |`,
    );
  }
  for (const r of cpuShares.filter((x) => x.apiMsPerCall === null))
    lines.push(`| ${r.kind} | ${r.calls || ''} | | | | | | | | ${f(r.share * 100, 1)} % |`);
  lines.push('');
  lines.push(
    `Measured CPU of the step: API ${basis.cpu ? f(basis.cpu.apiMs) : '?'} ms, PostgreSQL ${basis.cpu ? f(basis.cpu.pgMs) : '?'} ms; ` +
      `idle ${idle ? `${f(idle.apiMsPerS, 1)} + ${f(idle.pgMsPerS, 1)} ms/s` : '?'}.`,
  );
  const text = lines.join('\n');
  process.stdout.write(`\n${text}\n`);

  const stamp = new Date().toISOString().replace(/:/g, '-').slice(0, 16);
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `day-${stamp}-${args.apiProcesses}p.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        context: { ...context, at: new Date().toISOString() },
        args: { ...args, databaseUrl: undefined },
        accounts: {
          teachers: data.teachers.length,
          coordinators: data.coordinators.length,
          secretaries: data.secretaries.length,
          regionals: data.regionals.length,
          approvers: data.approvers.length,
        },
        setup: data.notes,
        sustainedUsers: last?.users ?? null,
        answersPerMinute: last?.answersPerMinute ?? null,
        stoppedAt: failed ? { users: failed.users, why: failed.why } : null,
        steps,
        idle,
        calibration,
        cpuShares,
        table: text,
      },
      null,
      2,
    )}\n`,
  );
  try {
    execFileSync(join(root, 'node_modules/.bin/prettier'), ['--write', file], { stdio: 'ignore' });
  } catch {
    // formatting is a nicety
  }
  process.stdout.write(`\n${file.slice(root.length + 1)}\n`);
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return '?';
  }
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
