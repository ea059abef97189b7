import { describe, expect, it } from 'vitest';
import {
  canDeleteImportedSchool,
  INEP_INVALID,
  INEP_REQUIRED,
  schoolInepSchema,
  SYNC_REASON,
  summarizeSync,
  syncSummaryText,
} from './school-import';

describe('schoolInepSchema (spec 03 §5.3)', () => {
  it('accepts exactly 8 digits (trimmed)', () => {
    expect(schoolInepSchema.parse('27099999')).toBe('27099999');
    expect(schoolInepSchema.parse(' 27099999 ')).toBe('27099999');
  });

  it('answers the spec messages', () => {
    const first = (v: unknown) => schoolInepSchema.safeParse(v).error?.issues[0]?.message;
    expect(first('')).toBe(INEP_REQUIRED);
    expect(first(undefined)).toBe(INEP_REQUIRED);
    for (const v of ['2709999', '270999990', '2709999a', '27.099.999']) expect(first(v)).toBe(INEP_INVALID);
  });
});

describe('canDeleteImportedSchool (spec 03 §6)', () => {
  it('only for a school the product has, with an id and no classes', () => {
    expect(canDeleteImportedSchool({ siam: true, id: 4, turma: 0 })).toBe(true);
    expect(canDeleteImportedSchool({ siam: true, id: 4, turma: 1 })).toBe(false);
    expect(canDeleteImportedSchool({ siam: true, id: null, turma: 0 })).toBe(false);
    expect(canDeleteImportedSchool({ siam: false, id: null, turma: 0 })).toBe(false);
  });
});

describe('SYNC_REASON', () => {
  it('names the class a student moved from', () => {
    expect(SYNC_REASON.studentMoved('1º ANO C')).toBe('Estudante remanejado da turma 1º ANO C.');
  });
});

describe('summarizeSync and syncSummaryText (decision 126)', () => {
  it('counts the changes by kind and says them in words', () => {
    const rows = [
      SYNC_REASON.classCreated,
      SYNC_REASON.studentCreated,
      SYNC_REASON.studentCreated,
      SYNC_REASON.studentMoved('1º ANO C'),
      SYNC_REASON.studentEnrolled,
      SYNC_REASON.studentLeft,
      SYNC_REASON.classDeactivated,
    ].map((mensagem) => ({ mensagem }));
    const s = summarizeSync(rows);
    expect(s).toEqual({
      turmasCriadas: 1,
      turmasAtualizadas: 0,
      turmasDesativadas: 1,
      estudantesCadastrados: 2,
      estudantesAtualizados: 0,
      estudantesEnturmados: 2,
      estudantesSairam: 1,
      total: 7,
    });
    expect(syncSummaryText(s)).toBe(
      '1 turma criada, 1 turma desativada, 2 estudantes cadastrados, 2 estudantes enturmados, 1 estudante saiu',
    );
    expect(syncSummaryText(summarizeSync([]))).toBe('Nenhuma mudança');
  });
});
