import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERIOD_MONITORING_END_REQUIRED,
  PERIOD_MONITORING_ORDER,
  PERIOD_MONITORING_START_REQUIRED,
  PERIOD_SHEET_REQUIRED,
  PERIOD_TERM_REQUIRED,
  PERIOD_VALIDATION_END_REQUIRED,
  PERIOD_VALIDATION_ORDER,
  PERIOD_VALIDATION_START_REQUIRED,
  PERIOD_YEAR_REQUIRED,
  REASON_MAX,
  activityValidationBodySchema,
  filterRows,
  fichaOfKind,
  isInside,
  isRespostaId,
  isSerieOfKind,
  learningProgressPercent,
  learningValidationBodySchema,
  monitoringToday,
  monitoringWindow,
  periodCreateSchema,
  periodFormSchema,
  progressPercent,
  validationIssue,
  validationSchema,
  validationWindow,
} from './monitoring';
import { MONITORING_MSG, activityAnswersBodySchema, studentAnswersBodySchema } from './contracts/monitoring';

function firstMessage(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: unknown,
) {
  return schema.safeParse(v).error?.issues[0]?.message;
}

const period = {
  ano: 2026,
  bimestre: 4,
  acompanhamentoDataInicio: '2026-10-01',
  acompanhamentoDataFim: '2026-11-30',
  validacaoDataInicio: '2026-11-01',
  validacaoDataFim: '2026-12-15',
};

describe('periodFormSchema', () => {
  it('accepts a valid period and takes selects given as strings', () => {
    expect(periodFormSchema.parse({ ...period, ano: '2026', bimestre: '4' })).toEqual(period);
  });

  it.each([
    ['ano', undefined, PERIOD_YEAR_REQUIRED],
    ['ano', '', PERIOD_YEAR_REQUIRED],
    ['ano', 2019, PERIOD_YEAR_REQUIRED],
    ['bimestre', null, PERIOD_TERM_REQUIRED],
    ['bimestre', 5, PERIOD_TERM_REQUIRED],
    ['bimestre', 0, PERIOD_TERM_REQUIRED],
    ['acompanhamentoDataInicio', '', PERIOD_MONITORING_START_REQUIRED],
    ['acompanhamentoDataInicio', '2026-02-31', PERIOD_MONITORING_START_REQUIRED],
    ['acompanhamentoDataFim', null, PERIOD_MONITORING_END_REQUIRED],
    ['validacaoDataInicio', undefined, PERIOD_VALIDATION_START_REQUIRED],
    ['validacaoDataFim', 'amanhã', PERIOD_VALIDATION_END_REQUIRED],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(periodFormSchema, { ...period, [field]: value })).toBe(message);
  });

  it('uses a single space in the two texts the spec double-spaces', () => {
    expect(PERIOD_MONITORING_END_REQUIRED).toBe('A data fim do acompanhamento é obrigatória.');
    expect(PERIOD_VALIDATION_START_REQUIRED).toBe('A data de início da validação é obrigatória');
  });

  it('requires each end strictly after its start', () => {
    expect(firstMessage(periodFormSchema, { ...period, acompanhamentoDataFim: '2026-10-01' })).toBe(
      PERIOD_MONITORING_ORDER,
    );
    expect(firstMessage(periodFormSchema, { ...period, acompanhamentoDataFim: '2026-09-30' })).toBe(
      PERIOD_MONITORING_ORDER,
    );
    expect(firstMessage(periodFormSchema, { ...period, validacaoDataFim: '2026-10-31' })).toBe(
      PERIOD_VALIDATION_ORDER,
    );
  });

  it('accepts an ISO instant by its day', () => {
    const parsed = periodFormSchema.parse({ ...period, validacaoDataFim: '2026-12-15T03:00:00.000Z' });
    expect(parsed.validacaoDataFim).toBe('2026-12-15');
  });

  it('the API body also needs the sheet 1 or 2', () => {
    expect(periodCreateSchema.parse({ ...period, fichaAcompanhamentoId: '2' }).fichaAcompanhamentoId).toBe(2);
    expect(firstMessage(periodCreateSchema, { ...period, fichaAcompanhamentoId: 3 })).toBe(
      PERIOD_SHEET_REQUIRED,
    );
    expect(firstMessage(periodCreateSchema, period)).toBe(PERIOD_SHEET_REQUIRED);
  });
});

describe('windows', () => {
  const w = { inicio: '2026-10-01', fim: '2026-10-31' };
  it('includes both ends', () => {
    expect(isInside(w, '2026-10-01')).toBe(true);
    expect(isInside(w, '2026-10-31')).toBe(true);
    expect(isInside(w, '2026-10-15')).toBe(true);
    expect(isInside(w, '2026-09-30')).toBe(false);
    expect(isInside(w, '2026-11-01')).toBe(false);
    expect(isInside(null, '2026-10-15')).toBe(false);
  });
  it('reads both windows of a period', () => {
    expect(monitoringWindow(period)).toEqual({ inicio: '2026-10-01', fim: '2026-11-30' });
    expect(validationWindow(period)).toEqual({ inicio: '2026-11-01', fim: '2026-12-15' });
    expect(monitoringWindow(null)).toBeNull();
  });
  it("takes today's date in America/Maceio (UTC−3)", () => {
    expect(monitoringToday(new Date('2026-03-01T02:59:00Z'))).toBe('2026-02-28');
    expect(monitoringToday(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });
});

describe('progressPercent', () => {
  it('floors and stays within 0-100', () => {
    expect(progressPercent(0, 10)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });
  it('is 100 only when everything is answered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (total, a) => {
        const answered = Math.min(a, total);
        const p = progressPercent(answered, total);
        return p >= 0 && p <= 100 && (p === 100) === (answered === total);
      }),
    );
  });
});

describe('learningProgressPercent', () => {
  it('counts pairs of students to evaluate and skills; nothing to evaluate is complete', () => {
    expect(learningProgressPercent(12, 2, 12)).toBe(50);
    expect(learningProgressPercent(24, 2, 12)).toBe(100);
    expect(learningProgressPercent(0, 0, 12)).toBe(100);
  });
});

describe('kinds', () => {
  it('activities for Educação Infantil, learning for Ensino Fundamental', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((s) => isSerieOfKind('atividade', s))).toEqual([1, 2, 3]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((s) => isSerieOfKind('aprendizagem', s))).toEqual([
      4, 5, 6, 7, 8, 9,
    ]);
    expect(fichaOfKind('aprendizagem')).toBe(1);
    expect(fichaOfKind('atividade')).toBe(2);
  });
});

describe('validation', () => {
  it('requires a reason when not valid, with each kind its text', () => {
    expect(validationIssue('atividade', { validacao: false, justificativa: ' ' })).toBe(
      'Necessário preencher motivo da não validação',
    );
    expect(validationIssue('aprendizagem', { validacao: false })).toBe(
      'É necessário fornecer o motivo da não validação.',
    );
    expect(validationIssue('aprendizagem', { validacao: false, justificativa: 'x'.repeat(200) })).toBeNull();
    expect(validationIssue('aprendizagem', { validacao: false, justificativa: 'x'.repeat(201) })).toBe(
      REASON_MAX,
    );
    expect(validationIssue('atividade', { validacao: false, justificativa: 'x'.repeat(500) })).toBeNull();
    expect(validationIssue('atividade', { validacao: true })).toBeNull();
  });
  it('clears the reason when valid', () => {
    expect(validationSchema('aprendizagem').parse({ validacao: true, justificativa: 'antes' })).toEqual({
      validacao: true,
      justificativa: null,
    });
    expect(
      validationSchema('atividade').parse({ validacao: false, justificativa: ' faltam habilidades ' }),
    ).toEqual({ validacao: false, justificativa: 'faltam habilidades' });
    expect(firstMessage(validationSchema('atividade'), { validacao: false })).toBe(
      'Necessário preencher motivo da não validação',
    );
  });
  it('the API bodies carry the ids', () => {
    expect(
      activityValidationBodySchema.parse({
        acompanhamentoAtividadeTurmaId: 3,
        validacao: true,
        justificativa: 'x',
        responsavel: '12345678909',
        nivel: 1,
      }),
    ).toMatchObject({ acompanhamentoAtividadeTurmaId: 3, justificativa: null });
    expect(firstMessage(learningValidationBodySchema, { validacao: false, justificativa: '' })).toBe(
      'É necessário fornecer o motivo da não validação.',
    );
  });
});

describe('filterRows', () => {
  const rows = [
    { nomeTurma: '1º ANO A', nomeProfessor: 'Paulo Professor Santos', situacao: 100 },
    { nomeTurma: 'INF V A', nomeProfessor: null, situacao: 0, extra: { cpf: '52998224725' } },
  ];
  it('matches any value, case-insensitively', () => {
    expect(filterRows(rows, 'paulo')).toEqual([rows[0]]);
    expect(filterRows(rows, 'inf v')).toEqual([rows[1]]);
    expect(filterRows(rows, '100')).toEqual([rows[0]]);
    expect(filterRows(rows, '529982')).toEqual([rows[1]]);
    expect(filterRows(rows, ' ')).toEqual(rows);
    expect(filterRows(rows, 'nada')).toEqual([]);
  });
});

/** A `crypto.randomUUID()` (version 4). */
const UUID = '3f2b8c1e-9d4a-4f6b-b2c7-5e8a1d0f9c3b';

describe('respostaId (decision 133)', () => {
  it('is a UUID as crypto.randomUUID() makes it, in either case', () => {
    fc.assert(fc.property(fc.uuid(), (id) => isRespostaId(id) && isRespostaId(id.toUpperCase())));
    expect(isRespostaId(UUID)).toBe(true);
    for (const bad of ['', 'x', 1, null, undefined, '00000000-0000-0000-0000-000000000000', `${UUID} `]) {
      expect(isRespostaId(bad), String(bad)).toBe(false);
    }
  });

  const activity = (respostaId?: unknown) => ({
    ...(respostaId === undefined ? {} : { respostaId }),
    criterioId: 1,
    acompanhamentoAtividadeTurmaId: 1,
    fichaId: 2,
    estruturaId: 1,
    categoriaId: 1,
    habilidadeId: 1,
  });

  it('is optional, kept in lower case; a bad or repeated one is refused with its message', () => {
    const id = UUID;
    expect(activityAnswersBodySchema.parse([activity(), activity(id.toUpperCase())])[1]!.respostaId).toBe(id);
    expect(firstMessage(activityAnswersBodySchema, [activity('x')])).toBe(MONITORING_MSG.respostaIdInvalido);
    expect(firstMessage(activityAnswersBodySchema, [activity(id), activity(id.toUpperCase())])).toBe(
      MONITORING_MSG.respostaIdRepetido,
    );
    const student = (respostaId: string) => ({ respostaId, criterioId: 1, habilidadeId: 1 });
    expect(
      firstMessage(studentAnswersBodySchema, {
        alunoId: 1,
        acompanhamentoId: 1,
        respostas: [student(id), student(id)],
      }),
    ).toBe(MONITORING_MSG.respostaIdRepetido);
    expect(
      studentAnswersBodySchema.safeParse({ alunoId: 1, acompanhamentoId: 1, respostas: [student(id)] })
        .success,
    ).toBe(true);
  });
});
