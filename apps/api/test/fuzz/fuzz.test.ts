/**
 * Fuzzing every API route (issue 8, docs/decisions/101): fast-check plans derived from each route's
 * zod schemas, applied to the route's valid request from the authorization matrix, sent through
 * `app.inject` as the administrator or a school director (and with broken headers). Every answer:
 * no 5xx, a plain-text body for 4xx, and a JSON body that parses with the route's declared response
 * schema for its status.
 *
 * FUZZ_RUNS cases per route (default 12: the short mode of `npm test`; `npm run test:fuzz -w
 * @siam/api` runs 500). FUZZ_SEED (default 20261123) fixes every route's seed; FUZZ_ROUTE='GET
 * /api/Alunos' runs one route; FUZZ_PATH replays fast-check's shrunk counterexample (see the
 * failure message).
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@siam/domain/roles';
import { createFixture, type Fixture } from '../authz/fixture';
import { MATRIX, type MatrixRow } from '../authz/matrix';
import { createTestApp, type TestApp } from '../testing/test-app';
import { applyPlan, planArb, type Plan } from './cases';
import { CORPUS } from './corpus';
import { routeSchemas, type RouteSchemas } from './route-schemas';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ONLY = process.env.FUZZ_ROUTE;
const REPLAY_PATH = process.env.FUZZ_PATH;
/** A file that gets one line per route as it ends (runs, requests, seconds, result): long runs. */
const PROGRESS = process.env.FUZZ_PROGRESS;

const SCHEMAS = await routeSchemas();

/** Reads, then writes, deletions last (a deletion must not take a later route's data away). */
const RANK: Record<string, number> = { GET: 0, POST: 1, PUT: 2, DELETE: 3 };
const ROWS: MatrixRow[] = MATRIX.filter((r) => !ONLY || r.route === ONLY).sort(
  (a, b) => (RANK[a.route.split(' ')[0]!] ?? 1) - (RANK[b.route.split(' ')[0]!] ?? 1),
);

/** A stable seed per route: replaying one route alone meets the same cases. */
function seedOf(route: string): number {
  let h = BASE_SEED | 0;
  for (const ch of route) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

let t: TestApp;
let fx: Fixture;
let requests = 0;
/** Answers by status class (a run that only ever met 400s would fuzz nothing past validation). */
const byClass = new Map<string, number>();
const started = performance.now();

beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t.db, t.tokens);
});
afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const classes = [...byClass]
    .sort()
    .map(([c, n]) => `${c}: ${n}`)
    .join(', ');
  console.log(
    `fuzz: ${requests} requests over ${ROWS.length} routes (${RUNS} per route) in ${seconds} s (${classes})`,
  );
  await t?.close();
});

const PLAIN = /^text\/plain/;
const JSON_TYPE = /^application\/json/;

async function authorizationOf(
  plan: Plan,
  cpf: string,
  row: MatrixRow,
  token: string,
): Promise<string | null> {
  switch (plan.auth) {
    case undefined:
      return `Bearer ${row.freshToken ? (await t.tokens.sign(cpf, 0)).token : token}`;
    case 'none':
      return null;
    case 'bare':
      return 'Bearer';
    case 'basic':
      return 'Basic YWRtaW46YWRtaW4=';
    case 'garbage':
      return 'Bearer abc.def.ghi';
    case 'tampered':
      return `Bearer ${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    case 'expired': {
      const now = Math.floor(Date.now() / 1000);
      return `Bearer ${await t.tokens.signRaw({ sub: cpf, ver: 0, iat: now - 7200, exp: now - 3600 })}`;
    }
    case 'alg-none': {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      return `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: cpf, ver: 0, iat: now, exp: now + 600 })}.`;
    }
  }
}

/** Sends one plan; answers a description of what is wrong with the answer, or null. */
async function send(row: MatrixRow, schemas: RouteSchemas | undefined, plan: Plan): Promise<string | null> {
  const user = fx.users[plan.caller === 'admin' ? Role.Administrador : Role.DiretorEscola]!;
  const base = row.build({ fx, s: fx.schools.own, user });
  const req = applyPlan(schemas, base, plan);
  const headers = { ...req.headers };
  const authorization = await authorizationOf(plan, user.cpf, row, user.token);
  if (authorization !== null) headers.authorization = authorization;
  if (plan.perfil === undefined) headers.perfil = String(user.role);
  else if (plan.perfil !== null) headers.perfil = plan.perfil;
  requests++;
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
  const status = res.statusCode;
  const cls =
    status === 400 || status === 401 || status === 403 || status === 404
      ? String(status)
      : `${String(status)[0]}xx`;
  byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
  const type = String(res.headers['content-type'] ?? '');
  const what = () => `${req.method} ${req.url.slice(0, 300)} → ${status} ${type} ${res.body.slice(0, 300)}`;
  if (status >= 500) return `5xx: ${what()}`;
  if (/\n\s+at /.test(res.body)) return `a stack trace: ${what()}`;
  if (status >= 400 && res.body !== '' && !PLAIN.test(type)) return `a 4xx that is not plain text: ${what()}`;
  const schema = schemas?.response[status];
  if (schema && JSON_TYPE.test(type)) {
    let json: unknown;
    try {
      json = JSON.parse(res.body);
    } catch {
      return `a JSON answer that does not parse: ${what()}`;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      return `an answer outside its response schema (${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}): ${what()}`;
  }
  return null;
}

describe('fuzzing every route', () => {
  it('has the schemas of every matrix row', () => {
    expect(MATRIX.filter((r) => !SCHEMAS.has(r.route)).map((r) => r.route)).toEqual([]);
  });

  it.each(ROWS.map((r) => [r.route, r] as const))(
    '%s',
    async (route, row) => {
      const schemas = SCHEMAS.get(route);
      const seed = seedOf(route);
      const before = requests;
      const t0 = performance.now();
      const examples = CORPUS.filter((c) => c.route === route).map((c): [Plan] => [c.plan]);
      const result = await fc.check(
        fc.asyncProperty(planArb(schemas), async (plan) => {
          const problem = await send(row, schemas, plan);
          if (problem) throw new Error(problem);
        }),
        {
          numRuns: RUNS,
          seed,
          examples,
          ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
          // No shrinking: each step would be a request on a database earlier steps changed; the
          // first failing plan and its path replay as they are.
          endOnFailure: true,
        },
      );
      if (PROGRESS) {
        const secs = ((performance.now() - t0) / 1000).toFixed(1);
        appendFileSync(
          PROGRESS,
          `${route}\t${result.numRuns} runs\t${requests - before} requests\t${secs} s\t${result.failed ? 'FAILED' : 'ok'}\n`,
        );
      }
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(
          `${error}\nplan: ${JSON.stringify(result.counterexample?.[0]).slice(0, 600)}\n` +
            `replay: FUZZ_SEED=${BASE_SEED} FUZZ_ROUTE='${route}' FUZZ_PATH='${result.counterexamplePath}' ` +
            `FUZZ_RUNS=${RUNS} npx vitest run --project api test/fuzz (fast-check seed ${result.seed})`,
        );
      }
    },
    600_000,
  );
});
