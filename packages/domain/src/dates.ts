/**
 * Dates (spec 01 §5, §9). Dates travel as 'YYYY-MM-DD' strings; those are formatted from their parts so
 * the local timezone can never shift them by a day.
 */

/** First selectable year of the product (spec 01 §9, spec 02 §9, spec 03 §9). */
export const FIRST_YEAR = 2023;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no DST surprises).
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= last;
}

type Parts = { y: number; m: number; d: number };

function parts(value: string | Date | null | undefined): Parts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match && !value.includes('T')) {
      const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
      return isRealDate(y, m, d) ? { y, m, d } : null;
    }
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : fromDate(parsed);
  }
  return Number.isNaN(value.getTime()) ? null : fromDate(value);
}

function fromDate(d: Date): Parts {
  return { y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate() };
}

/** 'dd/mm/yyyy', or '' when there is no (valid) date. A 'YYYY-MM-DD' string is taken as written. */
export function formatDateBR(value: string | Date | null | undefined): string {
  const p = parts(value);
  return p ? `${pad(p.d)}/${pad(p.m)}/${pad(p.y, 4)}` : '';
}

/** 'yyyy/mm/dd', or '' when there is no (valid) date. */
export function formatDateYMD(value: string | Date | null | undefined): string {
  const p = parts(value);
  return p ? `${pad(p.y, 4)}/${pad(p.m)}/${pad(p.d)}` : '';
}

/** '15/01/2020' → '2020-01-15'; null for anything else, including impossible dates ('31/02/2020'). */
export function parseDateBR(s: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s.trim());
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(y, m, d) ? `${pad(y, 4)}-${pad(m)}-${pad(d)}` : null;
}

/**
 * The years a date the product receives may have (issue 15: `0000-01-01` reached the database and
 * answered 500). Every date field of every route goes through `isIsoDate`/`isoDateIssue`.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;
export const DATE_OUT_OF_RANGE = `Data inválida: informe uma data entre ${MIN_DATE_YEAR} e ${MAX_DATE_YEAR}.`;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' whose year is within MIN/MAX_DATE_YEAR. */
export function isIsoDate(s: string): boolean {
  return isoDateIssue(s, 'invalid') === null;
}

/**
 * The message a date field shows for `s`: `invalidMessage` when it is no real 'YYYY-MM-DD' date,
 * DATE_OUT_OF_RANGE when its year lies outside MIN/MAX_DATE_YEAR, null when it is accepted.
 */
export function isoDateIssue(s: unknown, invalidMessage: string): string | null {
  const match = typeof s === 'string' ? ISO_DAY.exec(s) : null;
  if (!match) return invalidMessage;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > 31) return invalidMessage;
  if (y < MIN_DATE_YEAR || y > MAX_DATE_YEAR) return DATE_OUT_OF_RANGE;
  return isRealDate(y, m, d) ? null : invalidMessage;
}

/** The local calendar day of `d` as 'YYYY-MM-DD'. */
export function toIsoDate(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's local date as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** True when the 'YYYY-MM-DD' date lies after today's local date (birth and visit dates refuse it). */
export function isFutureDate(isoDate: string, now: Date = new Date()): boolean {
  return isoDate > todayIso(now);
}

/** Years offered by the year selects: 2023 up to the current year, ascending. */
export function selectableYears(now: Date = new Date()): number[] {
  const last = Math.max(FIRST_YEAR, now.getFullYear());
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
}
