/**
 * The spec's call shapes (issue 15, test/spec-calls.ts): every call of ../shared/spec/api-calls.txt,
 * sent exactly as the spec writes it — each parameter in the spec's place (path, query string or
 * body), no query parameter and no listed-body field the spec does not name — as an allowed role on
 * the authorization matrix's fixture, reaches its handler (its schema accepted the request) and
 * answers neither 401/403 nor 5xx. A 4xx of a business rule is fine (the fixture's data need not
 * satisfy every rule); a 400 of the schema is not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, type RoleId } from '@siam/domain/roles';
import { createFixture, type Fixture } from './authz/fixture';
import { MATRIX, type MatrixRequest } from './authz/matrix';
import { expectedOutcome, mayRefuseInside, ROLES } from './authz/model';
import {
  pathParams,
  SPEC_CALLS,
  SPEC_CALLS_END,
  SPEC_CALLS_START,
  specCallsTable,
  type SpecCall,
} from './spec-calls';
import { CPF, createTestApp, DEMO_PASSWORD, type TestApp } from './testing/test-app';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const API_CALLS = `${process.env.SPEC_DIR ?? `${REPO}../shared/spec`}/api-calls.txt`;
const API_DOC = `${REPO}docs/api.md`;

let t: TestApp;
let fx: Fixture;
/** `METHOD /api/path` of every handler that ran (its request passed the route's schema). */
const reached = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({
    onRoute(route: RouteOptions) {
      const handler = route.handler;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      route.handler = function (this: unknown, request, reply) {
        for (const m of methods) reached.add(`${m} ${route.url}`);
        return handler.call(this as never, request, reply);
      };
    },
  });
  fx = await createFixture(t.db, t.tokens);
});
afterAll(async () => {
  await t?.close();
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The matrix's valid request, with every parameter moved to the spec's place and nothing else. */
function specShaped(spec: SpecCall, req: MatrixRequest): MatrixRequest {
  const query: Record<string, string | number> = {};
  const from = { ...req.query };
  let body = req.body;
  if (isObject(body)) {
    const rest: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body)) {
      if (spec.query?.includes(k) && (typeof v === 'string' || typeof v === 'number')) from[k] = v;
      else rest[k] = v;
    }
    body = rest;
  }
  for (const [k, v] of Object.entries(from)) {
    if (spec.query?.includes(k)) query[k] = v;
    else if (spec.body?.includes(k)) body = { ...(isObject(body) ? body : {}), [k]: v };
  }
  if (spec.body) {
    const listed = spec.body;
    body = Object.fromEntries(Object.entries(isObject(body) ? body : {}).filter(([k]) => listed.includes(k)));
  } else if (!spec.bodyNote) {
    body = undefined; // the spec's call has no body
  }
  return {
    method: req.method,
    url: req.url,
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
    ...(req.headers ? { headers: req.headers } : {}),
  };
}

/** The first role the matrix allows on the call inside its scope without a documented refusal. */
function allowedRole(route: string): RoleId | null {
  const row = MATRIX.find((r) => r.route === route)!;
  if (row.access === 'public') return null;
  const role = ROLES.find((r) => expectedOutcome(row, r, 'own') === 'inside' && !mayRefuseInside(row, r));
  if (role === undefined) throw new Error(`${route}: no allowed role`);
  return role;
}

function requestOf(spec: SpecCall, role: RoleId | null): MatrixRequest {
  if (spec.call === 'POST /api/Auth')
    return { method: 'POST', url: '/api/Auth', body: { user: CPF.ana, password: DEMO_PASSWORD } };
  const row = MATRIX.find((r) => r.route === spec.call)!;
  const ctx = { fx, s: fx.schools.own, user: fx.users[role ?? 1]! };
  return specShaped(spec, (spec.build ?? row.build)(ctx));
}

function urlOf(req: MatrixRequest): string {
  if (!req.query) return req.url;
  const qs = new URLSearchParams(Object.entries(req.query).map(([k, v]): [string, string] => [k, String(v)]));
  return `${req.url}?${qs.toString()}`;
}

describe('the spec’s calls (api-calls.txt)', () => {
  it('lists every call of the spec exactly once, each with a matrix row', () => {
    const calls = SPEC_CALLS.map((c) => c.call);
    expect(
      calls.filter((c, i) => calls.indexOf(c) !== i),
      'calls listed twice',
    ).toEqual([]);
    expect(
      calls.filter((c) => !MATRIX.some((r) => r.route === c)),
      'calls without a route (test/authz/matrix.ts lists every route)',
    ).toEqual([]);
    // The spec lives beside the repository (../shared/spec); where it is, the list is exactly its calls.
    if (existsSync(API_CALLS)) {
      const lines = readFileSync(API_CALLS, 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      expect([...calls].sort()).toEqual([...lines].sort());
    }
  });

  it('sends every call as the spec writes it and reaches its handler, as an allowed role', async () => {
    const rank = { GET: 0, POST: 1, PUT: 2, DELETE: 3 } as const;
    const method = (c: SpecCall) => rank[c.call.split(' ')[0] as keyof typeof rank];
    // Reads before writes and deletions last, so the reads still find their data.
    const ordered = [...SPEC_CALLS].sort((a, b) => method(a) - method(b));
    const failures: string[] = [];
    for (const spec of ordered) {
      const role = allowedRole(spec.call);
      const req = requestOf(spec, role);
      const user = fx.users[role ?? 1]!;
      // Exactly the spec's shape: path parameters filled, no other query parameter, no unlisted field.
      const extraQuery = Object.keys(req.query ?? {}).filter((k) => !spec.query?.includes(k));
      const extraBody =
        spec.body && isObject(req.body) ? Object.keys(req.body).filter((k) => !spec.body!.includes(k)) : [];
      if (extraQuery.length + extraBody.length > 0) failures.push(`${spec.call}: not the spec's shape`);
      const pattern = spec.call.split(' ')[1]!;
      if (req.url.includes('/:') || req.url.split('/').length !== pattern.split('/').length)
        failures.push(
          `${spec.call}: path parameters ${pathParams(spec.call).join(', ')} not filled (${req.url})`,
        );
      reached.delete(spec.call);
      const res = await t.app.inject({
        method: req.method,
        url: urlOf(req),
        headers: {
          ...req.headers,
          ...(role === null ? {} : { authorization: `Bearer ${user.token}`, perfil: String(role) }),
        },
        ...(req.payload !== undefined
          ? { payload: req.payload }
          : req.body !== undefined
            ? { payload: req.body as object }
            : {}),
      });
      const who = role === null ? 'no token' : `${role} ${ROLE_NAMES[role]}`;
      const sent = `${req.method} ${urlOf(req)}${req.body !== undefined ? ` ${JSON.stringify(req.body).slice(0, 120)}` : ''}`;
      if (!reached.has(spec.call))
        failures.push(
          `${spec.call} (${who}): the handler was not reached: ${res.statusCode} ${res.body} — ${sent}`,
        );
      else if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
        failures.push(`${spec.call} (${who}): ${res.statusCode} ${res.body.slice(0, 160)} — ${sent}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('docs/api.md holds the table of the list (test/spec-calls.ts)', () => {
    const doc = readFileSync(API_DOC, 'utf8');
    const start = doc.indexOf(SPEC_CALLS_START);
    const end = doc.indexOf(SPEC_CALLS_END);
    expect(start, 'the spec-calls markers in docs/api.md').toBeGreaterThan(-1);
    expect(doc.slice(start + SPEC_CALLS_START.length, end).trim()).toBe(specCallsTable());
  });
});
