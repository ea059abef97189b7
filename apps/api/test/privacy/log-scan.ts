/**
 * The privacy check of the logs: no CPF (11 digits, masked or not) and no bearer token or JWT in any
 * log line. The API test harness writes every test app's log lines into one folder per run
 * (`test-log.ts`); the global setup's teardown scans that folder and fails the run on a finding.
 *
 * Independent of the redaction it checks (`lib/redact.ts`): the patterns are written again here, on
 * the raw JSON lines, so a bug in the redactor cannot hide itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type FindingKind = 'cpf' | 'jwt' | 'bearer';

export interface Finding {
  kind: FindingKind;
  /** Where the secret starts in the line. */
  index: number;
  length: number;
}

export interface FileFinding extends Finding {
  file: string;
  /** 1-based. */
  lineNumber: number;
  /** The line with every finding replaced by `<CPF>` / `<JWT>` / `<BEARER>` (safe to print). */
  redactedLine: string;
}

/** Separators of a masked CPF, also URL-encoded (a query string logged as sent). */
const DOT = String.raw`(?:\.|%2E)`;
const DASH = String.raw`(?:-|%2D)`;
/**
 * Not inside a longer run of digits (a 13-digit epoch, a 14-digit CNPJ) and not the fraction of a
 * decimal number (`"responseTime":1.23456789012`).
 */
const BEFORE = String.raw`(?<!\d)(?<!\d\.)`;
const AFTER = String.raw`(?!\d)`;
const PATTERNS: [FindingKind, RegExp][] = [
  // 000.000.000-00, 000.000.00000, 000000000-00 (masked, also half-masked), and 00000000000.
  [
    'cpf',
    new RegExp(
      `${BEFORE}(?:\\d{3}${DOT}\\d{3}${DOT}\\d{3}${DASH}?\\d{2}|\\d{9}${DASH}\\d{2}|\\d{11})${AFTER}`,
      'gi',
    ),
  ],
  // A JWT: base64url of '{"' twice (header and payload), with or without a signature.
  ['jwt', /eyJ[\w-]{4,}\.eyJ[\w-]{4,}(?:\.[\w-]*)?/g],
  // A bearer credential that is not the redactor's placeholder.
  ['bearer', /\bbearer(?:\s|%20|\+)+(?!\[)[\w.~+/=-]{16,}/gi],
];

/** Every CPF or token in one line (overlaps removed, in order). */
export function scanLine(line: string): Finding[] {
  const found: Finding[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const m of line.matchAll(pattern)) found.push({ kind, index: m.index, length: m[0].length });
  }
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const out: Finding[] = [];
  let end = -1;
  for (const f of found) {
    if (f.index < end) continue;
    out.push(f);
    end = f.index + f.length;
  }
  return out;
}

const MAX_PRINTED_LINE = 400;

/** The line with its findings replaced by placeholders, shortened for a report. */
export function redactFindings(line: string, findings: Finding[]): string {
  let out = '';
  let at = 0;
  for (const f of findings) {
    out += `${line.slice(at, f.index)}<${f.kind.toUpperCase()}>`;
    at = f.index + f.length;
  }
  out += line.slice(at);
  return out.length > MAX_PRINTED_LINE ? `${out.slice(0, MAX_PRINTED_LINE)}…` : out;
}

export interface ScanResult {
  files: number;
  lines: number;
  bytes: number;
  findings: FileFinding[];
}

/** Scans every `*.log` file of a folder, line by line. */
export function scanLogDir(dir: string): ScanResult {
  const result: ScanResult = { files: 0, lines: 0, bytes: 0, findings: [] };
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.log')) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    result.files++;
    result.bytes += Buffer.byteLength(text);
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      if (line === '') return;
      result.lines++;
      const findings = scanLine(line);
      if (findings.length === 0) return;
      const redactedLine = redactFindings(line, findings);
      for (const f of findings) result.findings.push({ ...f, file: name, lineNumber: i + 1, redactedLine });
    });
  }
  return result;
}

/** The report of a scan: one line per offending log line (redacted), at most `limit` of them. */
export function formatFindings(dir: string, result: ScanResult, limit = 20): string {
  const byLine = new Map<string, FileFinding[]>();
  for (const f of result.findings) {
    const key = `${f.file}:${f.lineNumber}`;
    byLine.set(key, [...(byLine.get(key) ?? []), f]);
  }
  const rows = [...byLine.entries()].slice(0, limit).map(([where, fs]) => {
    const kinds = [...new Set(fs.map((f) => f.kind))].join(', ');
    return `  ${where} [${kinds}] ${fs[0]!.redactedLine}`;
  });
  const more = byLine.size > limit ? [`  ... and ${byLine.size - limit} more lines`] : [];
  return [
    `Log privacy scan: ${byLine.size} of ${result.lines} log lines hold a CPF or a token (logs kept in ${dir}):`,
    ...rows,
    ...more,
  ].join('\n');
}
