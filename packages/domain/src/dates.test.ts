import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_YEAR,
  formatDateBR,
  formatDateYMD,
  isFutureDate,
  isIsoDate,
  isoDateIssue,
  DATE_OUT_OF_RANGE,
  parseDateBR,
  selectableYears,
  toIsoDate,
  todayIso,
} from './dates';
import * as dates from './dates';
import { periodFormSchema } from './monitoring';
import { personFormSchema } from './staff';
import { studentFormSchema, studentQuerySchema } from './students';

// The domain compiles without Node types; the test reaches Node's environment through globalThis.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const originalTz = env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete env.TZ;
  else env.TZ = originalTz;
});

describe('dates', () => {
  it('formats dd/mm/yyyy and yyyy/mm/dd, empty when there is no date', () => {
    expect(formatDateBR('2020-01-15')).toBe('15/01/2020');
    expect(formatDateYMD('2020-01-15')).toBe('2020/01/15');
    expect(formatDateBR(new Date(2023, 11, 6))).toBe('06/12/2023');
    expect(formatDateYMD(new Date(2023, 11, 6))).toBe('2023/12/06');
    for (const none of [null, undefined, '', 'não é data', '2020-02-30', new Date(Number.NaN)]) {
      expect(formatDateBR(none)).toBe('');
      expect(formatDateYMD(none)).toBe('');
    }
  });

  it('never shifts an ISO date by the timezone', () => {
    for (const tz of [
      'America/Sao_Paulo',
      'America/Noronha',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'UTC',
    ]) {
      env.TZ = tz;
      expect(formatDateBR('2020-01-01')).toBe('01/01/2020');
      expect(formatDateBR('2023-12-31')).toBe('31/12/2023');
      expect(formatDateYMD('2024-02-29')).toBe('2024/02/29');
    }
  });

  it('formats an ISO instant in local time', () => {
    env.TZ = 'America/Sao_Paulo';
    expect(formatDateBR('2024-01-15T02:00:00Z')).toBe('14/01/2024');
    expect(formatDateBR('2024-01-15T12:00:00-03:00')).toBe('15/01/2024');
  });

  it('parses dd/mm/yyyy and refuses impossible dates', () => {
    expect(parseDateBR('15/01/2020')).toBe('2020-01-15');
    expect(parseDateBR(' 29/02/2024 ')).toBe('2024-02-29');
    expect(parseDateBR('29/02/2023')).toBeNull();
    expect(parseDateBR('31/04/2023')).toBeNull();
    expect(parseDateBR('00/01/2023')).toBeNull();
    expect(parseDateBR('01/13/2023')).toBeNull();
    expect(parseDateBR('1/1/2023')).toBeNull();
    expect(parseDateBR('2023-01-01')).toBeNull();
    expect(parseDateBR('')).toBeNull();
  });

  it('checks ISO dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
    expect(isIsoDate('2023-01-01T00:00:00Z')).toBe(false);
  });

  it('refuses years outside 1900..2100 with their own message (issue 15: 0000-01-01 answered 500)', () => {
    for (const d of ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])
      expect(isIsoDate(d), d).toBe(false);
    for (const d of ['1900-01-01', '2100-12-31', '2000-02-29']) expect(isIsoDate(d), d).toBe(true);
    expect(isoDateIssue('0000-01-01', 'obrigatória')).toBe(DATE_OUT_OF_RANGE);
    expect(isoDateIssue('2101-01-01', 'obrigatória')).toBe(DATE_OUT_OF_RANGE);
    expect(isoDateIssue('2023-02-29', 'obrigatória')).toBe('obrigatória');
    expect(isoDateIssue('', 'obrigatória')).toBe('obrigatória');
    expect(isoDateIssue(null, 'obrigatória')).toBe('obrigatória');
    expect(isoDateIssue('2024-05-01', 'obrigatória')).toBeNull();
    expect(DATE_OUT_OF_RANGE).toBe('Data inválida: informe uma data entre 1900 e 2100.');
  });

  it('applies the range to every date schema of the domain', () => {
    const birth = (d: string) =>
      studentQuerySchema.safeParse({ nome: 'Joana Maria Souza', dataNascimento: d }).error?.issues[0]
        ?.message;
    expect(birth('0000-01-01')).toBe(DATE_OUT_OF_RANGE);
    expect(birth('2020-01-15')).toBeUndefined();
    const staffBirth = personFormSchema('cadastro', { institutionalDomains: [] })
      .safeParse({ dataNascimento: '0000-01-01' })
      .error?.issues.find((i) => i.path[0] === 'dataNascimento');
    expect(staffBirth?.message).toBe(DATE_OUT_OF_RANGE);
    const student = studentFormSchema
      .safeParse({ dataNascimento: '1800-05-05' })
      .error?.issues.find((i) => i.path[0] === 'dataNascimento');
    expect(student?.message).toBe(DATE_OUT_OF_RANGE);
    const period = periodFormSchema
      .safeParse({ acompanhamentoDataInicio: '0000-01-01' })
      .error?.issues.find((i) => i.path[0] === 'acompanhamentoDataInicio');
    expect(period?.message).toBe(DATE_OUT_OF_RANGE);
  });

  it('computes local ISO days and future dates', () => {
    const now = new Date(2026, 4, 10, 23, 30);
    expect(toIsoDate(now)).toBe('2026-05-10');
    expect(todayIso(now)).toBe('2026-05-10');
    expect(isFutureDate('2026-05-10', now)).toBe(false);
    expect(isFutureDate('2026-05-11', now)).toBe(true);
    expect(isFutureDate('2019-01-01', now)).toBe(false);
  });

  it('offers the years from 2023 to the current year', () => {
    expect(FIRST_YEAR).toBe(2023);
    expect(selectableYears(new Date(2023, 0, 1))).toEqual([2023]);
    expect(selectableYears(new Date(2026, 6, 1))).toEqual([2023, 2024, 2025, 2026]);
    expect(selectableYears(new Date(2020, 6, 1))).toEqual([2023]);
    expect(selectableYears()).toContain(new Date().getFullYear());
  });

  it('does not define the bimestres (they live in enums.ts)', () => {
    expect('BIMESTRES' in dates).toBe(false);
  });

  it('formatDateBR and parseDateBR round-trip every real date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (d) => {
          const iso = toIsoDate(d);
          expect(isIsoDate(iso)).toBe(true);
          expect(parseDateBR(formatDateBR(iso))).toBe(iso);
          expect(formatDateBR(d)).toBe(formatDateBR(iso));
          expect(formatDateYMD(iso)).toBe(iso.replaceAll('-', '/'));
        },
      ),
    );
  });
});
