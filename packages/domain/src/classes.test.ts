import { describe, expect, it } from 'vitest';
import {
  CLASS_ANNEX_NAME_MAX,
  CLASS_ANNEX_NAME_REQUIRED,
  CLASS_CODE_MAX,
  CLASS_CODE_REQUIRED,
  CLASS_LEVEL_REQUIRED,
  CLASS_NAME_MAX,
  CLASS_NAME_REQUIRED,
  CLASS_SERIE_REQUIRED,
  CLASS_TURNO_REQUIRED,
  ESCOLA_NAO_SELECIONADA,
  canDeactivateClass,
  classFormSchema,
  classRegisterSchema,
  classSituationSchema,
  isClassEditable,
  isMultigrade,
  seriesOfLevel,
} from './classes';

function firstMessage(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: unknown,
) {
  return schema.safeParse(v).error?.issues[0]?.message;
}

const valid = {
  codigoTurma: '1005',
  nomeTurma: '4º ANO A',
  nivelEnsino: 2,
  serie: 7,
  turno: 1,
  anexo: false,
  nomeAnexo: '',
};

describe('seriesOfLevel and isMultigrade', () => {
  it('offers the séries of each level', () => {
    expect(seriesOfLevel(1).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(seriesOfLevel(2).map((s) => s.id)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(seriesOfLevel(null)).toEqual([]);
    expect(seriesOfLevel(3)).toEqual([]);
  });
  it('marks séries 3 and 9 as multigrade', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isMultigrade)).toEqual([3, 9]);
    expect(isMultigrade(null)).toBe(false);
  });
});

describe('classFormSchema', () => {
  it('accepts a valid class and sets multisseriada from the série', () => {
    expect(classFormSchema.parse(valid)).toEqual({ ...valid, nomeAnexo: null, multisseriada: false });
    expect(classFormSchema.parse({ ...valid, serie: '9', nivelEnsino: '2', turno: '3' })).toMatchObject({
      serie: 9,
      multisseriada: true,
      turno: 3,
    });
    expect(classFormSchema.parse({ ...valid, codigoTurma: 77 }).codigoTurma).toBe('77');
  });

  it('requires a numeric code of at most 10 characters', () => {
    for (const codigoTurma of ['', 'A12', '12 3', undefined, null, '1.5']) {
      expect(firstMessage(classFormSchema, { ...valid, codigoTurma }), String(codigoTurma)).toBe(
        CLASS_CODE_REQUIRED,
      );
    }
    expect(firstMessage(classFormSchema, { ...valid, codigoTurma: '12345678901' })).toBe(CLASS_CODE_MAX);
    expect(classFormSchema.safeParse({ ...valid, codigoTurma: '1234567890' }).success).toBe(true);
  });

  it('requires a name of at most 15 characters', () => {
    expect(firstMessage(classFormSchema, { ...valid, nomeTurma: '  ' })).toBe(CLASS_NAME_REQUIRED);
    expect(firstMessage(classFormSchema, { ...valid, nomeTurma: undefined })).toBe(CLASS_NAME_REQUIRED);
    expect(firstMessage(classFormSchema, { ...valid, nomeTurma: 'x'.repeat(16) })).toBe(CLASS_NAME_MAX);
    expect(classFormSchema.parse({ ...valid, nomeTurma: ` ${'x'.repeat(15)} ` }).nomeTurma).toHaveLength(15);
  });

  it('requires level, série of that level and shift', () => {
    expect(firstMessage(classFormSchema, { ...valid, nivelEnsino: '' })).toBe(CLASS_LEVEL_REQUIRED);
    expect(firstMessage(classFormSchema, { ...valid, nivelEnsino: 3 })).toBe(CLASS_LEVEL_REQUIRED);
    expect(firstMessage(classFormSchema, { ...valid, serie: null })).toBe(CLASS_SERIE_REQUIRED);
    expect(firstMessage(classFormSchema, { ...valid, nivelEnsino: 1, serie: 4 })).toBe(CLASS_SERIE_REQUIRED);
    expect(firstMessage(classFormSchema, { ...valid, turno: 5 })).toBe(CLASS_TURNO_REQUIRED);
    expect(firstMessage(classFormSchema, { ...valid, turno: undefined })).toBe(CLASS_TURNO_REQUIRED);
  });

  it('requires the annex name (≤ 80) when the annex is ticked, and drops it otherwise', () => {
    expect(firstMessage(classFormSchema, { ...valid, anexo: true, nomeAnexo: ' ' })).toBe(
      CLASS_ANNEX_NAME_REQUIRED,
    );
    expect(firstMessage(classFormSchema, { ...valid, anexo: true })).toBe(CLASS_ANNEX_NAME_REQUIRED);
    expect(firstMessage(classFormSchema, { ...valid, anexo: true, nomeAnexo: 'x'.repeat(81) })).toBe(
      CLASS_ANNEX_NAME_MAX,
    );
    expect(classFormSchema.parse({ ...valid, anexo: true, nomeAnexo: ' Sala 2 ' }).nomeAnexo).toBe('Sala 2');
    expect(classFormSchema.parse({ ...valid, anexo: false, nomeAnexo: 'Sala 2' }).nomeAnexo).toBeNull();
  });
});

describe('classRegisterSchema', () => {
  it('needs the school first', () => {
    expect(firstMessage(classRegisterSchema, valid)).toBe(ESCOLA_NAO_SELECIONADA);
    expect(firstMessage(classRegisterSchema, { ...valid, escolaId: 'x' })).toBe(ESCOLA_NAO_SELECIONADA);
    expect(classRegisterSchema.parse({ ...valid, escolaId: 3 })).toMatchObject({ escolaId: 3, serie: 7 });
  });
});

describe('class situation rules', () => {
  const now = new Date(2026, 10, 23);
  it('edits only current-year classes of non-sige schools', () => {
    expect(isClassEditable({ anoTurma: 2026 }, { sige: false }, now)).toBe(true);
    expect(isClassEditable({ anoTurma: 2025 }, { sige: false }, now)).toBe(false);
    expect(isClassEditable({ anoTurma: 2026 }, { sige: true }, now)).toBe(false);
  });
  it('deactivates only without students and teacher', () => {
    expect(canDeactivateClass({ quantidadeAlunos: 0, idProfessor: null })).toBe(true);
    expect(canDeactivateClass({ quantidadeAlunos: 1, idProfessor: null })).toBe(false);
    expect(canDeactivateClass({ quantidadeAlunos: 0, idProfessor: 4 })).toBe(false);
  });
  it('accepts situacao 0 or 1', () => {
    expect(classSituationSchema.parse({ situacao: '0' })).toEqual({ situacao: 0 });
    expect(classSituationSchema.safeParse({ situacao: 2 }).success).toBe(false);
    expect(classSituationSchema.safeParse({}).success).toBe(false);
  });
});
