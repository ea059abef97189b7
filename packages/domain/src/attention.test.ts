import { describe, expect, it } from 'vitest';
import {
  ATTENTION_KINDS,
  approvalRoute,
  attentionKindsFor,
  currentPeriods,
  daysLeft,
  deadlineState,
  deadlineText,
  signOffLevel,
  type TermPeriod,
} from './attention';
import { can } from './permissions';
import { ALL_ROLE_IDS, Role } from './roles';

describe('daysLeft', () => {
  it('counts calendar days to the deadline: 0 on the last day, negative after it', () => {
    expect(daysLeft('2026-11-26', '2026-11-26')).toBe(0);
    expect(daysLeft('2026-11-26', '2026-11-27')).toBe(1);
    expect(daysLeft('2026-11-26', '2026-12-26')).toBe(30);
    expect(daysLeft('2026-11-26', '2026-11-20')).toBe(-6);
  });
  it('crosses month, year and leap days, and daylight-saving changes elsewhere do not matter', () => {
    expect(daysLeft('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysLeft('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysLeft('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysLeft('2026-03-01', '2026-11-01')).toBe(245);
  });
});

describe('deadlineText and deadlineState', () => {
  it('words the deadline as the panel shows it', () => {
    expect(deadlineText('2026-12-15', 3)).toBe('Prazo: 15/12/2026 — faltam 3 dias');
    expect(deadlineText('2026-12-15', 1)).toBe('Prazo: 15/12/2026 — falta 1 dia');
    expect(deadlineText('2026-12-15', 0)).toBe('Prazo: 15/12/2026 — encerra hoje');
    expect(deadlineText('2026-12-15', -1)).toBe('Prazo: 15/12/2026 — encerrado há 1 dia');
    expect(deadlineText('2026-12-15', -4)).toBe('Prazo: 15/12/2026 — encerrado há 4 dias');
    expect([deadlineState(5), deadlineState(0), deadlineState(-1)]).toEqual(['aberto', 'hoje', 'vencido']);
  });
});

const period = (
  fichaAcompanhamentoId: number,
  bimestre: number,
  entry: [string, string],
  validation: [string, string],
): TermPeriod => ({
  ano: 2026,
  bimestre,
  fichaAcompanhamentoId,
  acompanhamentoDataInicio: entry[0],
  acompanhamentoDataFim: entry[1],
  validacaoDataInicio: validation[0],
  validacaoDataFim: validation[1],
});

describe('currentPeriods', () => {
  const b3 = period(1, 3, ['2026-08-01', '2026-09-30'], ['2026-10-01', '2026-10-31']);
  const b4 = period(1, 4, ['2026-11-01', '2026-12-10'], ['2026-11-20', '2026-12-20']);
  const act4 = period(2, 4, ['2026-11-01', '2026-12-05'], ['2026-12-06', '2026-12-20']);

  it('keeps the periods whose window holds today (both ends included)', () => {
    expect(currentPeriods([b3, b4, act4], '2026-11-26', 'entry')).toEqual([b4, act4]);
    expect(currentPeriods([b3, b4, act4], '2026-11-26', 'validation')).toEqual([b4]);
    expect(currentPeriods([b3, b4, act4], '2026-12-10', 'entry')).toEqual([b4]);
    expect(currentPeriods([b3, b4, act4], '2026-10-01', 'validation')).toEqual([b3]);
    expect(currentPeriods([b3, b4, act4], '2027-01-10', 'entry')).toEqual([]);
  });

  it('keeps both of two overlapping periods of one sheet, the nearest deadline first', () => {
    const late = period(1, 3, ['2026-08-01', '2026-11-30'], ['2026-12-01', '2026-12-31']);
    expect(currentPeriods([act4, b4, late], '2026-11-26', 'entry')).toEqual([late, b4, act4]);
  });
});

describe('attentionKindsFor: which kinds each role is shown, by its features', () => {
  it('gives each kind to the roles whose features open the screen that handles it', () => {
    expect(attentionKindsFor(Role.ProfessorEscola)).toEqual(['acompanhamento.preencher']);
    expect(attentionKindsFor(Role.CoordenadorEscola)).toEqual(['acompanhamento.validar']);
    expect(attentionKindsFor(Role.DiretorEscola)).toEqual(['parfi.refazer', 'acompanhamento.devolvido']);
    expect(attentionKindsFor(Role.ArticuladorMunicipal)).toEqual([
      'acompanhamento.assinatura',
      'parfi.deferir',
    ]);
    expect(attentionKindsFor(Role.ArticuladorRegional)).toEqual([
      'acompanhamento.assinatura',
      'parfi.deferir',
    ]);
    expect(attentionKindsFor(Role.EquipeArticulacaoEstadual)).toEqual([
      'acompanhamento.assinatura',
      'parfi.deferir',
    ]);
    expect(attentionKindsFor(Role.CoordenadorRegional)).toEqual(['acompanhamento.assinatura']);
    expect(attentionKindsFor(Role.PresidenteUnidadeExecutora)).toEqual([]);
    // The administrator: every feature, but it validates no monitoring and works on no single school.
    expect(attentionKindsFor(Role.Administrador)).toEqual(['acompanhamento.preencher', 'parfi.deferir']);
  });

  it('never shows a kind to a role without the feature of its screen', () => {
    const screenFeature = {
      'acompanhamento.preencher': 'monitoring.entry',
      'acompanhamento.validar': 'monitoring.validate',
      'acompanhamento.assinatura': 'monitoring.consult',
      'parfi.deferir': 'parfi.decide',
      'parfi.refazer': 'parfi.execute',
      'acompanhamento.devolvido': 'teacher.assign',
    } as const;
    expect(Object.keys(screenFeature)).toEqual([...ATTENTION_KINDS]);
    for (const role of ALL_ROLE_IDS) {
      for (const kind of attentionKindsFor(role)) expect(can(role, screenFeature[kind])).toBe(true);
    }
  });

  it('names the sign-off screen of the level and the approval screen of the approver', () => {
    expect(signOffLevel(Role.SecretarioMunicipal)).toBe('municipal');
    expect(signOffLevel(Role.ProfessorFormadorRegional)).toBe('regional');
    expect(signOffLevel(Role.Superintendencia)).toBe('estadual');
    expect(signOffLevel(Role.CoordenadorEscola)).toBeNull();
    expect(signOffLevel(Role.Administrador)).toBeNull();
    expect(approvalRoute(Role.ArticuladorMunicipal)).toBe('/premio/deferimento-parfi');
    expect(approvalRoute(Role.EquipeArticulacaoEstadual)).toBe('/premio/buscar-execucao-parfi');
  });
});
