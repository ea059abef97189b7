/**
 * A small zod 4 → fast-check converter for the types the routes use (docs/decisions/101): no
 * maintained library derives arbitraries from zod 4 (zod-fast-check stops at zod 3). `validOf`
 * answers values the schema's shape accepts (refinements such as the CPF check digits are not
 * solved: such values just answer 400); `boundaryOf` the edges of its checks; `JUNK` anything of
 * the wrong type, huge, injection-looking or unicode junk.
 */
import fc from 'fast-check';
import type { z } from 'zod';

interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  format?: string;
  pattern?: RegExp;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema a request value meets: through optional/nullable/default and preprocess pipes. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return unwrap(d.innerType!);
    case 'pipe':
      return unwrap(defOf(d.in!).type === 'transform' ? d.out! : d.in!);
    default:
      return schema;
  }
}

/** The keys of an object schema (after unwrapping), else none. */
export function shapeKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const d = defOf(unwrap(schema));
  return d.type === 'object' ? Object.keys(d.shape ?? {}) : [];
}

/** The schema of `key` in an object schema. */
export function fieldSchema(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  if (!schema) return undefined;
  const d = defOf(unwrap(schema));
  return d.type === 'object' ? d.shape?.[key] : undefined;
}

interface Limits {
  min?: number;
  max?: number;
  int?: boolean;
  patterns: RegExp[];
  format?: string;
}

function limitsOf(d: Def): Limits {
  const l: Limits = { patterns: [] };
  if (d.format && d.format !== 'regex') l.format = d.format;
  if (d.pattern) l.patterns.push(d.pattern);
  for (const c of d.checks ?? []) {
    const cd = c._zod.def;
    switch (cd.check) {
      case 'min_length':
        l.min = cd.minimum as number;
        break;
      case 'max_length':
        l.max = cd.maximum as number;
        break;
      case 'length_equals':
        l.min = l.max = cd.length as number;
        break;
      case 'greater_than':
        l.min = (cd.value as number) + (cd.inclusive ? 0 : 1);
        break;
      case 'less_than':
        l.max = (cd.value as number) - (cd.inclusive ? 0 : 1);
        break;
      case 'number_format':
        if (String(cd.format).includes('int')) l.int = true;
        break;
      case 'string_format':
        if (cd.pattern instanceof RegExp) l.patterns.push(cd.pattern);
        if (cd.format !== 'regex') l.format = cd.format as string;
        break;
    }
  }
  return l;
}

const EMAILS = ['ana.silva@educacao.al.gov.br', 'x@y.co', 'pessoa+tag@exemplo.com'];

/** Values the schema's structure accepts. */
export function validOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  switch (d.type) {
    case 'string': {
      const l = limitsOf(d);
      if (l.format === 'email') return fc.constantFrom(...EMAILS);
      if (l.format === 'uuid' || l.format === 'guid') return fc.uuid();
      if (l.format === 'datetime') return fc.date({ noInvalidDate: true }).map((x) => x.toISOString());
      if (l.format === 'date')
        return fc.date({ noInvalidDate: true }).map((x) => x.toISOString().slice(0, 10));
      if (l.patterns.length > 0) {
        // stringMatching takes no flags: a case-insensitive pattern generates its written case.
        const arb = fc.stringMatching(new RegExp(l.patterns[0]!.source));
        const ok = (s: string) =>
          l.patterns.every((p) => p.test(s)) && s.length >= (l.min ?? 0) && s.length <= (l.max ?? Infinity);
        return arb.filter(ok);
      }
      const min = l.min ?? 0;
      return fc.string({
        minLength: min,
        maxLength: Math.min(l.max ?? min + 40, min + 40),
        unit: 'grapheme',
      });
    }
    case 'number': {
      const l = limitsOf(d);
      const min = Math.max(l.min ?? -1e6, -Number.MAX_SAFE_INTEGER);
      const max = Math.min(l.max ?? 1e6, Number.MAX_SAFE_INTEGER);
      return l.int
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(d.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries ?? { x: 'x' }));
    case 'optional':
      return fc.option(validOf(d.innerType!, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validOf(d.innerType!, depth), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(validOf(d.innerType!, depth), { nil: undefined, freq: 4 });
    case 'readonly':
    case 'catch':
      return validOf(d.innerType!, depth);
    case 'pipe':
      return validOf(defOf(d.in!).type === 'transform' ? d.out! : d.in!, depth);
    case 'union':
      return fc.oneof(...(d.options ?? []).map((o) => validOf(o, depth)));
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const l = limitsOf(d);
      const min = l.min ?? 0;
      return fc.array(validOf(d.element!, depth + 1), {
        minLength: min,
        maxLength: Math.min(l.max ?? min + 4, min + 4),
      });
    }
    case 'object': {
      const shape = d.shape ?? {};
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(shape)) fields[k] = validOf(v, depth + 1);
      return fc.record(fields).map((o) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
        return out;
      });
    }
    default:
      // unknown, any, record, tuple, date, lazy...: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const big = (n: number) => 'a'.repeat(Math.max(0, n));

/** The edges of the schema's checks: empty, min-1, min, max, max+1, 0, -1, huge, NaN-like, bad dates. */
export function boundaryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const inner = unwrap(schema);
  const d = defOf(inner);
  const l = d.type === 'string' || d.type === 'number' || d.type === 'array' ? limitsOf(d) : { patterns: [] };
  const values: unknown[] = [];
  if (d.type === 'string') {
    values.push('', ' ', '\t\n', big(1));
    if (l.min !== undefined) values.push(big(l.min - 1), big(l.min));
    if (l.max !== undefined) values.push(big(l.max), big(l.max + 1), '9'.repeat(l.max + 1));
    values.push(...DATES, ...NUMBER_LIKE);
  } else if (d.type === 'number') {
    values.push(0, -1, 1, 1.5, -0.0001, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e21, 1e308);
    if (l.min !== undefined) values.push(l.min - 1, l.min);
    if (l.max !== undefined) values.push(l.max, l.max + 1);
    values.push(...NUMBER_LIKE);
  } else if (d.type === 'array') {
    values.push(
      [],
      [null],
      Array.from({ length: 1000 }, () => 1),
    );
    if (l.max !== undefined) values.push(Array.from({ length: l.max + 1 }, () => 1));
  } else if (d.type === 'boolean') {
    values.push('true', 'false', 0, 1, 'sim', null);
  } else if (d.type === 'enum' || d.type === 'literal') {
    const vals = d.type === 'enum' ? Object.values(d.entries ?? {}) : (d.values ?? []);
    for (const v of vals)
      values.push(typeof v === 'number' ? String(v) : typeof v === 'string' ? v.toUpperCase() : v);
    values.push(-1, 0, 99, '');
  } else {
    values.push('', 0, -1, ...DATES);
  }
  return fc.constantFrom(...values);
}

/** NaN-like and odd number spellings. */
export const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '1_000',
  ' 1 ',
  '01',
  '-0',
  '1.0',
  '1,5',
  '٣',
  '１',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
];

/** Impossible, edge and ill-formed dates. */
export const DATES = [
  '2023-02-30',
  '2024-02-29',
  '2023-02-29',
  '0000-00-00',
  // Real calendar days out of 1900..2100: 0000-01-01 reached PostgreSQL and answered 500 (issue 15).
  '0000-01-01',
  '0001-01-01',
  '2101-01-01',
  '9999-12-31',
  '2026-13-01',
  '1899-12-31',
  '2026-11-23T25:61:00Z',
  '23/11/2026',
  '2026-1-1',
  '+275760-09-13',
];

/** Strings that look like SQL, HTML, template, JSON or path injection. */
export const INJECTION = [
  "' or 1=1 --",
  "'; drop table aluno; --",
  '" or ""="',
  '1; select pg_sleep(0)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  'a\u0000b',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '\\',
  '%',
  '_',
  '%%',
  '*',
  "O'Brien",
];

/** Unicode junk: lone surrogates, RTL and zero-width marks, combining characters, emoji, NUL. */
export const UNICODE = [
  '\ud800',
  'a\udc00b',
  '\u202eevil\u202c',
  '\u200f\u200e',
  '\u200b\ufeff',
  'e\u0301\u0301\u0301\u0301',
  'Z̴̡̛̤̞͍̈́̓a̸̛̗̝l̶̨̼̊g̵o̵',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\u0000',
  '\uffff\ufffe',
  'ＡＢＣ',
  'ß',
  'İ',
  '\r\n\r\n',
];

export const HUGE = 'x'.repeat(100 * 1024);

/** Values of any wrong kind, huge, injection-looking or unicode junk. */
export const JUNK: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1e21,
    -1.5,
    '',
    [],
    {},
    [1, 2],
    { $gt: '' },
    { id: 1 },
    [[[[[[[[[[]]]]]]]]]],
    HUGE,
    `${HUGE}é`,
    '9'.repeat(100 * 1024),
  ),
  fc.constantFrom(...INJECTION, ...UNICODE, ...NUMBER_LIKE, ...DATES),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);
