import { describe, expect, it } from 'vitest';
import {
  NOT_FINISHED,
  OUTSIDE_VALIDATION,
  OWN_CLASS,
  filterRows,
  mayValidateMonitoring,
} from '@siam/domain/monitoring';
import {
  defaultBimestre,
  isOwnClass,
  rowText,
  validadoLabel,
  validationControls,
  validationWindowText,
} from './rules';
import { TODAY, periods, row } from './test-data';

const base = {
  kind: 'atividade' as const,
  validator: true,
  ownClass: false,
  finished: true,
  validado: null,
  insideWindow: true,
};

describe('validationControls', () => {
  it('lets a coordinator decide a finished, undecided monitoring inside the window', () => {
    expect(validationControls(base)).toEqual({
      showForm: true,
      showSave: true,
      disabled: false,
      warnings: [],
      info: null,
    });
  });

  it('warns and disables outside the validation window (not while the period loads)', () => {
    expect(validationControls({ ...base, insideWindow: false })).toMatchObject({
      disabled: true,
      warnings: [OUTSIDE_VALIDATION],
    });
    expect(validationControls({ ...base, insideWindow: null })).toMatchObject({
      disabled: true,
      warnings: [],
    });
  });

  it('refuses the own class', () => {
    expect(validationControls({ ...base, ownClass: true })).toMatchObject({
      disabled: true,
      warnings: [OWN_CLASS],
    });
  });

  it('disables everything once validated or rejected', () => {
    expect(validationControls({ ...base, validado: true }).disabled).toBe(true);
    expect(validationControls({ ...base, validado: false, insideWindow: false })).toMatchObject({
      disabled: true,
      warnings: [],
    });
  });

  it('activity: Salvar only when finished; learning: shown but disabled', () => {
    expect(validationControls({ ...base, finished: false })).toMatchObject({
      showSave: false,
      disabled: true,
      info: NOT_FINISHED,
    });
    expect(validationControls({ ...base, kind: 'aprendizagem', finished: false })).toMatchObject({
      showSave: true,
      disabled: true,
    });
  });

  it('other roles (administrator included) see no decision controls', () => {
    expect(validationControls({ ...base, validator: false })).toMatchObject({
      showForm: false,
      showSave: false,
      disabled: true,
      warnings: [],
    });
  });
});

describe('list rows', () => {
  it('says Não iniciado, Aguardando, Sim and Não', () => {
    expect(rowText(row({ acompanhamentoId: null, status: false, situacao: 0 }))).toMatchObject({
      finalizado: '—',
      validado: '—',
      progresso: 'Não iniciado',
    });
    expect(validadoLabel(row())).toBe('Aguardando');
    expect(validadoLabel(row({ validado: true }))).toBe('Sim');
    expect(validadoLabel(row({ validado: false }))).toBe('Não');
    expect(validadoLabel(row({ status: false }))).toBe('—');
    expect(rowText(row({ nomeProfessor: null })).professor).toBe('Sem professor');
  });

  it('the filter matches the shown texts case-insensitively', () => {
    const rows = [row(), row({ turmaId: 2, nomeTurma: 'INF V A', acompanhamentoId: null })].map((r) => ({
      ...rowText(r),
      r,
    }));
    expect(filterRows(rows, 'não INICIADO').map((x) => x.r.turmaId)).toEqual([2]);
    expect(filterRows(rows, 'aguardando').map((x) => x.r.turmaId)).toEqual([14]);
    expect(filterRows(rows, 'telma')).toHaveLength(2);
  });

  it('own class compares the CPF digits; only the coordinator validates', () => {
    expect(isOwnClass(row({ cpfProfessor: '529.982.247-25' }), '52998224725')).toBe(true);
    expect(isOwnClass(row({ cpfProfessor: null }), '52998224725')).toBe(false);
    expect(mayValidateMonitoring(16)).toBe(true);
    expect(mayValidateMonitoring(1)).toBe(false);
  });
});

describe('defaultBimestre', () => {
  it('prefers the term being validated, else the last started one, else the first', () => {
    expect(defaultBimestre(periods(1), TODAY)).toBe(4);
    expect(defaultBimestre(periods(1).slice(0, 1), TODAY)).toBe(1);
    expect(defaultBimestre([], TODAY)).toBe(1);
  });
});

describe('validationWindowText', () => {
  it('says when the validation was, will be, or that there is no period', () => {
    const [closed, open] = periods(1);
    expect(validationWindowText(closed!, 1, 2026, TODAY)).toMatch(
      /^A validação do primeiro bimestre de 2026 foi de \d\d\/\d\d\/\d{4} a /,
    );
    expect(validationWindowText({ ...open!, validacaoDataInicio: '2999-01-01' }, 4, 2026, TODAY)).toMatch(
      /começa em 01\/01\/2999/,
    );
    expect(validationWindowText(null, 2, 2026, TODAY)).toBe(
      'Não há período de validação cadastrado para o segundo bimestre de 2026.',
    );
  });
});
