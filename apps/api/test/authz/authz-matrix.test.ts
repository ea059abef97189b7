/**
 * The authorization matrix (issue 8, docs/decisions/100, docs/authorization-matrix.md): every API
 * route × every role × every scope target through `app.inject`, on one test app. Fails on a leak
 * (a role without the feature, or data outside the caller's scope, that is not refused), on an
 * over-refusal (401/403 inside the scope), on any 5xx, on a route without a row and on a row without
 * a route. Refusals and scope checks run first, then the allowed calls, so writes never change what
 * a refusal sees. AUTHZ_FULL=1 runs every role on every target (the default skips combinations that
 * take the same code path as one already run). AUTHZ_OUT=/tmp/authz.txt writes the failures there, the
 * answers inside and outside the scope to `.answers`, the 2xx answers of filtered rows outside the scope to
 * `.filtered` and the time per route to `.t`;
 * AUTHZ_CONCURRENCY sets the requests in flight (default 8; PGlite runs them one at a time anyway).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, type RoleId } from '@siam/domain/roles';
import { MSG } from '../../src/lib/errors';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createFixture, type Fixture } from './fixture';
import { MATRIX, type MatrixRequest, type MatrixRow } from './matrix';
import { MIXED_ID_PROBES } from './mixed-ids';
import {
  expectedOutcome,
  mayRefuseInside,
  personTargetsFor,
  ROLES,
  targetsFor,
  type Outcome,
  type PersonTarget,
  type Target,
} from './model';
import { apiMethods, registeredRoutes, visitRoutes } from '../../src/lib/registered-routes';
import { AUTHZ_DOC_PATH, formattedAuthzTable } from './table';

let t: TestApp;
let fx: Fixture;
/** Routes whose list may be exported as a file (`config.export`, decision 128). */
const exportable = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  fx = await createFixture(t.db, t.tokens);
  await visitRoutes((route) => {
    if (route.config && 'export' in route.config && route.config.export)
      for (const m of apiMethods(route)) exportable.add(`${m} ${route.url}`);
  });
});
afterAll(async () => {
  await t?.close();
});

interface Case {
  row: MatrixRow;
  /** null: no token at all. */
  role: RoleId | null;
  target: Target;
  outcome: Outcome | 'unauthorized' | 'public' | 'refused';
  /**
   * Sent with an empty query and an empty body (`{}` for POST/PUT, none for GET/DELETE): the
   * refusal must come before the call's rules are checked (issue 15), so the body changes nothing.
   */
  empty?: boolean;
  /** The request names this person instead of the target school's (decision 120): always 403. */
  person?: PersonTarget;
  /** The same request asking for the list as a CSV file (decision 128): the same refusals, no leak. */
  asFile?: boolean;
}

function urlOf(req: MatrixRequest): string {
  if (!req.query) return req.url;
  const qs = new URLSearchParams(Object.entries(req.query).map(([k, v]): [string, string] => [k, String(v)]));
  return `${req.url}?${qs.toString()}`;
}

async function run(c: Case): Promise<string | null> {
  const user = fx.users[c.role ?? 1]!;
  const s = fx.schools[c.target];
  const built =
    c.person && c.row.person
      ? c.row.person.build({ fx, s, user, p: fx.people[c.person] })
      : c.row.build({ fx, s, user });
  const plain: MatrixRequest = c.empty
    ? {
        method: built.method,
        url: built.url.split('?')[0]!,
        ...(built.method === 'POST' || built.method === 'PUT' ? { body: {} } : {}),
      }
    : built;
  const req: MatrixRequest = c.asFile ? { ...plain, query: { ...plain.query, formato: 'csv' } } : plain;
  const headers: Record<string, string> = { ...req.headers };
  if (c.role !== null) {
    const token = c.row.freshToken ? (await t.tokens.sign(user.cpf, 0)).token : user.token;
    headers.authorization = `Bearer ${token}`;
    headers.perfil = String(c.role);
  }
  const res = await t.app.inject({
    method: req.method,
    url: urlOf(req),
    headers,
    ...(req.payload !== undefined
      ? { payload: req.payload }
      : req.body !== undefined
        ? { payload: req.body as object }
        : {}),
  });
  const status = res.statusCode;
  const body = res.body;
  const who =
    (c.role === null ? 'no token' : `${c.role} ${ROLE_NAMES[c.role]}`) +
    (c.empty ? ' (empty body)' : '') +
    (c.asFile ? ' (as a CSV file)' : '') +
    (c.person ? ` (person ${c.person})` : '');
  const fail = (expected: string) =>
    `${c.row.route} | ${who} | ${c.target}: expected ${expected}, got ${status} ${body.slice(0, 160)}`;
  if (status >= 500) return fail('no 5xx');
  if (process.env.AUTHZ_OUT && (c.outcome === 'inside' || c.outcome === 'outside'))
    insideSeen.push(`${c.row.route} | ${who} | ${c.target} | ${c.outcome}: ${status} ${body.slice(0, 120)}`);
  const markers = fx.schools[c.target].markers;
  const leaks = c.target !== 'own' && markers.some((m) => body.includes(m));
  switch (c.outcome) {
    case 'public':
      return status === 403 ? fail('a public answer') : null;
    case 'refused':
      return status >= 400 && status < 500 && !leaks ? null : fail('a 4xx without the other school');
    case 'unauthorized':
      return status === 401 ? null : fail('401');
    case 'forbidden':
      return status === 403 && body === MSG.forbidden ? null : fail(`403 '${MSG.forbidden}'`);
    case 'outside': {
      if ((status === 403 || status === 404) && !leaks) return null;
      const other = c.row.outsideRefusal;
      if (other && status === other.status && body === other.body) return null;
      if (c.row.outside === 'filtered' && status < 300 && !leaks) {
        if (process.env.AUTHZ_OUT)
          filteredSeen.push(`${c.row.route} | ${who} | ${c.target}: ${body.slice(0, 300)}`);
        return null;
      }
      return fail(c.row.outside === 'filtered' ? '403/404 or an answer without the other school' : '403/404');
    }
    case 'inside':
      if (status === 401) return fail('allowed (not 401)');
      if (status === 403 && !(c.role !== null && mayRefuseInside(c.row, c.role)))
        return fail('allowed (not 403)');
      return null;
  }
}

const timing = new Map<string, number>();
const filteredSeen: string[] = [];
const insideSeen: string[] = [];
/** Runs `cases` with a few requests in flight at a time; answers the failures. */
async function runAll(
  cases: Case[],
  concurrency = Number(process.env.AUTHZ_CONCURRENCY ?? 8),
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        try {
          const t0 = performance.now();
          const f = await run(c);
          timing.set(c.row.route, (timing.get(c.row.route) ?? 0) + performance.now() - t0);
          if (f) failures.push(f);
        } catch (err) {
          failures.push(`${c.row.route} | ${c.role} | ${c.target}: ${(err as Error).message}`);
        }
      }
    }),
  );
  return failures;
}

/** AUTHZ_OUT: the failures, the allowed answers, the filtered answers and the time per route. */
function writeDebug(failures: string[]): void {
  const out = process.env.AUTHZ_OUT;
  if (!out) return;
  writeFileSync(out, failures.sort().join('\n') + '\n');
  writeFileSync(`${out}.answers`, insideSeen.sort().join('\n') + '\n');
  writeFileSync(`${out}.filtered`, filteredSeen.sort().join('\n') + '\n');
  const times = [...timing].sort((a, b) => b[1] - a[1]).map(([r, ms]) => `${Math.round(ms)} ${r}`);
  writeFileSync(`${out}.t`, times.join('\n') + '\n');
}

function casesOf(full: boolean): { refusals: Case[]; allowed: Case[] } {
  const refusals: Case[] = [];
  const allowed: Case[] = [];
  for (const row of MATRIX) {
    if (row.access === 'public') {
      if (row.once) allowed.push({ row, role: null, target: 'own', outcome: 'public' });
      else for (const role of ROLES) allowed.push({ row, role, target: 'own', outcome: 'public' });
      continue;
    }
    refusals.push({ row, role: null, target: 'own', outcome: 'unauthorized' });
    refusals.push({ row, role: null, target: 'own', outcome: 'unauthorized', empty: true });
    for (const role of ROLES) {
      for (const target of targetsFor(row, role, full)) {
        const outcome = expectedOutcome(row, role, target);
        (outcome === 'inside' ? allowed : refusals).push({ row, role, target, outcome });
      }
      // A role the call refuses is refused whatever it sends (issue 15: no 400 that tells the rules).
      if (expectedOutcome(row, role, 'own') === 'forbidden')
        refusals.push({ row, role, target: 'own', outcome: 'forbidden', empty: true });
      // A write naming a person above the caller or outside its area: 403 (issue 15, decision 120).
      for (const person of personTargetsFor(row.access, role, row.person?.targets ?? []))
        refusals.push({ row, role, target: 'own', outcome: 'forbidden', person });
    }
  }
  for (const p of MIXED_ID_PROBES) {
    const row: MatrixRow = {
      route: `mixed ids: ${p.label}`,
      access: 'signed-in',
      scope: 'none',
      build: p.build,
    };
    refusals.push({ row, role: p.role, target: 'otherMunicipality', outcome: 'refused' });
  }
  // Every exportable list again as a file: an export answers no more than its list (decision 128).
  const asFiles = (cases: Case[]) =>
    cases.filter((c) => exportable.has(c.row.route)).map((c): Case => ({ ...c, asFile: true }));
  return { refusals: [...refusals, ...asFiles(refusals)], allowed: [...allowed, ...asFiles(allowed)] };
}

describe('authorization matrix', () => {
  it('has exactly one row per registered route', async () => {
    const routes = await registeredRoutes();
    const rows = MATRIX.map((r) => r.route);
    const duplicated = rows.filter((r, i) => rows.indexOf(r) !== i);
    expect(duplicated, 'routes with two rows').toEqual([]);
    expect(
      routes.filter((r) => !rows.includes(r)),
      'routes without a row in test/authz/matrix.ts (a new endpoint needs its rule)',
    ).toEqual([]);
    expect(
      rows.filter((r) => !routes.includes(r)),
      'rows of routes the API does not register',
    ).toEqual([]);
  });

  it('refuses every role without the feature and every target outside the scope, and serves the rest', async () => {
    const { refusals, allowed } = casesOf(process.env.AUTHZ_FULL === '1');
    // Reads before writes and deletions last, so the allowed reads still find their data.
    const rank = { GET: 0, POST: 1, PUT: 2, DELETE: 3 } as const;
    const byMethod = (c: Case) => rank[c.row.route.split(' ')[0] as keyof typeof rank] ?? 1;
    allowed.sort((a, b) => byMethod(a) - byMethod(b));
    const failures = [...(await runAll(refusals)), ...(await runAll(allowed))];
    writeDebug(failures);
    expect(failures).toEqual([]);
  }, 180_000);

  it('docs/authorization-matrix.md is the table of the matrix (npm run authz:table -w @siam/api)', async () => {
    expect(readFileSync(AUTHZ_DOC_PATH, 'utf8')).toBe(await formattedAuthzTable());
  });
});
