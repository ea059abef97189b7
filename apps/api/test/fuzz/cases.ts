/**
 * The fuzz cases of one route (docs/decisions/101). A case is a plan, pure data that fast-check
 * generates and shrinks: who calls, and what to change in the route's valid request from the
 * authorization matrix (set a field to a valid, boundary or junk value, delete it, add an extra one,
 * replace the whole body, break the headers). `applyPlan` turns the plan into the request.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import type { MatrixRequest } from '../authz/matrix';
import type { RouteSchemas } from './route-schemas';
import { boundaryOf, fieldSchema, HUGE, JUNK, shapeKeys, validOf } from './zod-arbitrary';

export type Part = 'params' | 'query' | 'body';

export type Edit =
  { part: Part; key: string; op: 'delete' } | { part: Part; key: string; op: 'set'; value: unknown };

export type AuthBreak = 'none' | 'bare' | 'basic' | 'garbage' | 'tampered' | 'expired' | 'alg-none';

export interface Plan {
  caller: 'admin' | 'school';
  kind: 'valid' | 'mutate' | 'body' | 'headers' | 'raw';
  edits: Edit[];
  /** Replaces the whole body: a JSON value, or a raw text with its content type. */
  body?: { json: unknown } | { raw: string; contentType: string };
  auth?: AuthBreak;
  /** A broken `Perfil` header (null: none). */
  perfil?: string | null;
  /** Appended to the query string as is (malformed escapes, odd shapes). */
  rawQuery?: string;
}

/** Keys worth a field edit on each part: the schema's, plus extras that no schema names. */
const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'id', 'prototype', 'toString'];

function valueArb(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return JUNK;
  return fc.oneof(
    { weight: 3, arbitrary: validOf(schema) },
    { weight: 3, arbitrary: boundaryOf(schema) },
    { weight: 3, arbitrary: JUNK },
  );
}

function editsArb(part: Part, schema: z.ZodType | undefined): fc.Arbitrary<Edit>[] {
  const out: fc.Arbitrary<Edit>[] = [];
  const keys = shapeKeys(schema);
  for (const key of keys) {
    const s = fieldSchema(schema, key);
    out.push(
      fc.oneof(
        { weight: 1, arbitrary: fc.constant<Edit>({ part, key, op: 'delete' }) },
        { weight: 4, arbitrary: valueArb(s).map((value): Edit => ({ part, key, op: 'set', value })) },
      ),
    );
  }
  if (part !== 'params') {
    out.push(
      fc
        .record({ key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), value: JUNK })
        .map(({ key, value }): Edit => ({ part, key, op: 'set', value })),
    );
  }
  if (part === 'body' && schema && keys.length === 0) {
    // A body that is not an object (a list...): the whole of it.
    out.push(valueArb(schema).map((value): Edit => ({ part, key: '', op: 'set', value })));
  }
  return out;
}

/** The valid edits: every field of a random subset of the schema's keys gets a valid value. */
function validEditsArb(part: Part, schema: z.ZodType | undefined): fc.Arbitrary<Edit[]> {
  const keys = shapeKeys(schema);
  if (keys.length === 0) return fc.constant([]);
  return fc
    .subarray(keys)
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((key) =>
          validOf(fieldSchema(schema, key)!).map((value): Edit => ({ part, key, op: 'set', value })),
        ),
      ),
    );
}

const RAW_BODIES: { raw: string; contentType: string }[] = [
  { raw: '{"a":', contentType: 'application/json' },
  { raw: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { raw: '[]', contentType: 'application/json' },
  { raw: 'null', contentType: 'application/json' },
  { raw: '"texto"', contentType: 'application/json' },
  { raw: '\u0000', contentType: 'application/json' },
  { raw: '{"a":1}', contentType: 'text/plain' },
  { raw: '<a>1</a>', contentType: 'application/xml' },
  { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { raw: '--x\r\n\r\n', contentType: 'multipart/form-data' },
  { raw: '{"a":1}', contentType: 'application/json; charset=utf-16' },
  { raw: `{"a":"${HUGE}"}`, contentType: 'application/json' },
  { raw: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' },
];

const RAW_QUERIES = ['%zz=1', 'a=%E0%A4%A', '%00=%00', 'a[b]=1&a[c]=2', '=&&=', 'x=' + '%41'.repeat(3000)];

const BROKEN_PERFIS = ['', 'abc', '999', '-1', '1.5', ' 1 ', '01', '2', '1,15', 'null', '0x1', '1e0'];

/** The plans of a route: valid requests, field mutations, whole-body junk, broken headers. */
export function planArb(schemas: RouteSchemas | undefined): fc.Arbitrary<Plan> {
  const caller = fc.constantFrom<Plan['caller']>('admin', 'admin', 'school');
  const fieldEdits = [
    ...editsArb('params', schemas?.params),
    ...editsArb('query', schemas?.querystring),
    ...editsArb('body', schemas?.body),
  ];
  const valid = fc
    .record({
      caller,
      p: validEditsArb('params', schemas?.params),
      q: validEditsArb('query', schemas?.querystring),
      b: validEditsArb('body', schemas?.body),
    })
    .map(({ caller, p, q, b }): Plan => ({ caller, kind: 'valid', edits: [...p, ...q, ...b] }));
  const mutate = fc
    .record({ caller, edits: fc.array(fc.oneof(...fieldEdits), { minLength: 1, maxLength: 3 }) })
    .map(({ caller, edits }): Plan => ({ caller, kind: 'mutate', edits }));
  const body = fc
    .record({
      caller,
      body: fc.oneof(
        JUNK.map((json) => ({ json })),
        fc.constantFrom(...RAW_BODIES),
      ),
    })
    .map(({ caller, body }): Plan => ({ caller, kind: 'body', edits: [], body }));
  const headers = fc
    .record({
      caller,
      auth: fc.option(
        fc.constantFrom<AuthBreak>('none', 'bare', 'basic', 'garbage', 'tampered', 'expired', 'alg-none'),
        {
          nil: undefined,
        },
      ),
      perfil: fc.option(fc.constantFrom(...BROKEN_PERFIS), { nil: null }),
    })
    .map(({ caller, auth, perfil }): Plan => ({
      caller,
      kind: 'headers',
      edits: [],
      ...(auth ? { auth } : {}),
      perfil,
    }));
  const raw = fc
    .record({ caller, rawQuery: fc.constantFrom(...RAW_QUERIES) })
    .map(({ caller, rawQuery }): Plan => ({ caller, kind: 'raw', edits: [], rawQuery }));
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 6, arbitrary: mutate },
    { weight: 2, arbitrary: body },
    { weight: 1, arbitrary: headers },
    { weight: 1, arbitrary: raw },
  );
}

/** encodeURIComponent that also sends lone surrogates (as the bytes of an ill-formed UTF-8 sequence). */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    let out = '';
    for (const ch of value) {
      const code = ch.codePointAt(0)!;
      out += code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(ch);
    }
    return out;
  }
}

/** A query or path value as a string (lists repeat the key: see `queryString`). */
function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function applyEdits(target: Record<string, unknown>, edits: Edit[], part: Part): Record<string, unknown> {
  const out = { ...target };
  for (const e of edits) {
    if (e.part !== part || e.key === '') continue;
    if (e.op === 'delete') delete out[e.key];
    else
      Object.defineProperty(out, e.key, {
        value: e.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

/** The path of `pattern` (`/api/Alunos/:id`) with the params of `base` edited. */
function pathOf(pattern: string, baseUrl: string, edits: Edit[]): string {
  const pSeg = pattern.split('/');
  const uSeg = baseUrl.split('/');
  if (pSeg.length !== uSeg.length) return baseUrl;
  const params: Record<string, unknown> = {};
  pSeg.forEach((s, i) => {
    if (s.startsWith(':')) params[s.slice(1)] = decodeURIComponent(uSeg[i]!);
  });
  const edited = applyEdits(params, edits, 'params');
  return pSeg
    .map((s, i) => {
      if (!s.startsWith(':')) return uSeg[i];
      const v = edited[s.slice(1)];
      return v === undefined ? '' : encode(asText(v));
    })
    .join('/');
}

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    const values = Array.isArray(v) ? (v.length === 0 ? [''] : v) : [v];
    for (const one of values) parts.push(`${encode(k)}=${encode(asText(one))}`);
  }
  return parts.join('&');
}

/** The request of `plan` from the route's valid request `base`, without the caller's headers. */
export function applyPlan(schemas: RouteSchemas | undefined, base: MatrixRequest, plan: Plan): FuzzRequest {
  const path = schemas ? pathOf(schemas.url, base.url, plan.edits) : base.url;
  const query = applyEdits({ ...base.query }, plan.edits, 'query');
  let qs = queryString(query);
  if (plan.rawQuery) qs = qs ? `${qs}&${plan.rawQuery}` : plan.rawQuery;
  const headers: Record<string, string> = { ...base.headers };
  let payload: string | undefined;
  if (plan.body) {
    if ('raw' in plan.body) {
      payload = plan.body.raw;
      headers['content-type'] = plan.body.contentType;
    } else if (base.payload !== undefined) {
      payload = asText(plan.body.json);
    } else {
      payload = JSON.stringify(plan.body.json) ?? 'null';
      headers['content-type'] = 'application/json';
    }
  } else if (base.payload !== undefined) {
    payload = typeof base.payload === 'string' ? base.payload : base.payload.toString('latin1');
  } else {
    const whole = plan.edits.find((e) => e.part === 'body' && e.key === '');
    let body: unknown = base.body;
    if (whole) body = whole.op === 'set' ? whole.value : undefined;
    else if (plan.edits.some((e) => e.part === 'body')) {
      const obj = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
      body = applyEdits(obj as Record<string, unknown>, plan.edits, 'body');
    }
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
  }
  return {
    method: base.method,
    url: qs ? `${path}?${qs}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}
