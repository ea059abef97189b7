import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_FUTURE,
  BIRTH_DATE_REQUIRED,
  COR_REQUIRED,
  DISABILITY_REQUIRED,
  FULL_NAME_REQUIRED,
  NAME_CONSECUTIVE_SPACES,
  NIVEL_ENSINO_REQUIRED,
  SEARCH_FILTER_REQUIRED,
  SEARCH_FULL_NAME,
  SEARCH_INEP_INVALID,
  SEARCH_NO_FILTER,
  SEARCH_VALUE_REQUIRED,
  SERIE_REQUIRED,
  SEXO_INVALID,
  SEXO_REQUIRED,
  SIGE_NOTICE,
  STUDENT_INEP_INVALID,
  STUDENT_MOTHER_REQUIRED,
  STUDENT_NAME_REQUIRED,
  STUDENT_OWNERSHIP_NOTICE,
  TRANSPORTE_REQUIRED,
  municipalityFilterSchema,
  normalizeStudentName,
  studentEnrolmentSchema,
  studentFormSchema,
  studentQuerySchema,
  studentSearchSchema,
} from './students';

const valid = {
  nome: ' Joana Maria Souza ',
  nomeMae: 'Maria Souza Lima',
  nomePai: '',
  cpf: '359.068.214-06',
  sexo: 'F',
  cor: 3,
  transporte: '2',
  dataNascimento: '2020-01-15',
  codigoInep: '',
  pessoaComDeficiencia: false,
  descricaoDeficiencia: 'algo',
};

function messages(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of r.error!.issues) (out[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return out;
}

describe('notices', () => {
  it('are the spec texts', () => {
    expect(STUDENT_OWNERSHIP_NOTICE).toBe(
      'Esta ação está disponível apenas para a edição de estudantes pertencentes à mesma escola.',
    );
    expect(SIGE_NOTICE).toBe('Esta escola foi cadastrada pelo SIGE e não pode ser alterada no SIAM.');
  });
});

describe('studentFormSchema', () => {
  it('normalises a valid student', () => {
    const v = studentFormSchema.parse(valid);
    expect(v).toMatchObject({
      nome: 'Joana Maria Souza',
      nomePai: null,
      cpf: '35906821406',
      sexo: 'F',
      cor: 3,
      transporte: 2,
      codigoInep: null,
      descricaoDeficiencia: null,
      nivelEnsino: null,
      serie: null,
      participaAee: false,
      contraturno: false,
      dificuldadePedagogica: false,
      estudanteAlfabetizado: false,
    });
  });

  it('gives the spec messages for names', () => {
    expect(messages(studentFormSchema, { ...valid, nome: '' }).nome).toEqual([STUDENT_NAME_REQUIRED]);
    expect(messages(studentFormSchema, { ...valid, nome: undefined }).nome).toEqual([STUDENT_NAME_REQUIRED]);
    expect(messages(studentFormSchema, { ...valid, nome: 'Joana' }).nome).toEqual([FULL_NAME_REQUIRED]);
    expect(messages(studentFormSchema, { ...valid, nome: 'Joana  Souza' }).nome).toEqual([
      NAME_CONSECUTIVE_SPACES,
    ]);
    expect(messages(studentFormSchema, { ...valid, nome: 'Ana ' + 'x'.repeat(80) }).nome).toHaveLength(1);
    expect(messages(studentFormSchema, { ...valid, nomeMae: '  ' }).nomeMae).toEqual([
      STUDENT_MOTHER_REQUIRED,
    ]);
    expect(messages(studentFormSchema, { ...valid, nomeMae: 'Maria' }).nomeMae).toEqual([FULL_NAME_REQUIRED]);
    expect(messages(studentFormSchema, { ...valid, nomePai: 'x'.repeat(81) }).nomePai).toHaveLength(1);
    expect(studentFormSchema.parse({ ...valid, nomePai: null }).nomePai).toBeNull();
  });

  it('checks CPF, sexo, cor, transporte', () => {
    expect(messages(studentFormSchema, { ...valid, cpf: '111.111.111-11' }).cpf).toEqual(['CPF inválido']);
    expect(messages(studentFormSchema, { ...valid, cpf: '' }).cpf).toEqual(['CPF inválido']);
    expect(messages(studentFormSchema, { ...valid, sexo: '' }).sexo).toEqual([SEXO_REQUIRED]);
    expect(messages(studentFormSchema, { ...valid, sexo: 'X' }).sexo).toEqual([SEXO_INVALID]);
    expect(messages(studentFormSchema, { ...valid, cor: '' }).cor).toEqual([COR_REQUIRED]);
    expect(messages(studentFormSchema, { ...valid, cor: 9 }).cor).toEqual([COR_REQUIRED]);
    expect(studentFormSchema.parse({ ...valid, cor: '0' }).cor).toBe(0);
    expect(messages(studentFormSchema, { ...valid, transporte: null }).transporte).toEqual([
      TRANSPORTE_REQUIRED,
    ]);
  });

  it('checks the birth date', () => {
    expect(messages(studentFormSchema, { ...valid, dataNascimento: '' }).dataNascimento).toEqual([
      BIRTH_DATE_REQUIRED,
    ]);
    expect(messages(studentFormSchema, { ...valid, dataNascimento: '2020-02-31' }).dataNascimento).toEqual([
      BIRTH_DATE_REQUIRED,
    ]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(messages(studentFormSchema, { ...valid, dataNascimento: tomorrow }).dataNascimento).toEqual([
      BIRTH_DATE_FUTURE,
    ]);
  });

  it('checks the INEP code: optional, exactly 12 digits', () => {
    expect(studentFormSchema.parse({ ...valid, codigoInep: '123456789012' }).codigoInep).toBe('123456789012');
    expect(messages(studentFormSchema, { ...valid, codigoInep: '12345' }).codigoInep).toEqual([
      STUDENT_INEP_INVALID,
    ]);
    expect(messages(studentFormSchema, { ...valid, codigoInep: '12345678901a' }).codigoInep).toEqual([
      STUDENT_INEP_INVALID,
    ]);
  });

  it('requires the disability description only when pessoaComDeficiencia, and clears it otherwise', () => {
    expect(
      messages(studentFormSchema, { ...valid, pessoaComDeficiencia: true, descricaoDeficiencia: ' ' }),
    ).toEqual({
      descricaoDeficiencia: [DISABILITY_REQUIRED],
    });
    // shown together with other field errors
    expect(
      messages(studentFormSchema, {
        ...valid,
        nome: '',
        pessoaComDeficiencia: true,
        descricaoDeficiencia: null,
      }),
    ).toEqual({ nome: [STUDENT_NAME_REQUIRED], descricaoDeficiencia: [DISABILITY_REQUIRED] });
    expect(
      messages(studentFormSchema, {
        ...valid,
        pessoaComDeficiencia: true,
        descricaoDeficiencia: 'x'.repeat(81),
      }).descricaoDeficiencia,
    ).toHaveLength(1);
    expect(
      studentFormSchema.parse({ ...valid, pessoaComDeficiencia: true, descricaoDeficiencia: ' TEA ' })
        .descricaoDeficiencia,
    ).toBe('TEA');
  });

  it('level and série are required when enrolling and must match', () => {
    expect(messages(studentEnrolmentSchema, {})).toEqual({
      nivelEnsino: [NIVEL_ENSINO_REQUIRED],
      serie: [SERIE_REQUIRED],
    });
    expect(studentEnrolmentSchema.parse({ nivelEnsino: '2', serie: 4 })).toEqual({
      nivelEnsino: 2,
      serie: 4,
    });
    expect(messages(studentEnrolmentSchema, { nivelEnsino: 1, serie: 4 }).serie).toEqual([SERIE_REQUIRED]);
  });
});

describe('studentSearchSchema', () => {
  it('asks for a filter and a value', () => {
    expect(messages(studentSearchSchema, { tipo: '', valor: '' })).toEqual({ tipo: [SEARCH_NO_FILTER] });
    expect(messages(studentSearchSchema, { tipo: '', valor: 'x' })).toEqual({
      tipo: [SEARCH_FILTER_REQUIRED],
    });
    expect(messages(studentSearchSchema, { tipo: 'cpf', valor: '' })).toEqual({
      valor: [SEARCH_VALUE_REQUIRED],
    });
  });

  it('validates each filter', () => {
    expect(studentSearchSchema.safeParse({ tipo: 'cpf', valor: '359.068.214-06' }).success).toBe(true);
    expect(messages(studentSearchSchema, { tipo: 'cpf', valor: '359.068.214-07' })).toEqual({
      valor: ['CPF inválido'],
    });
    expect(studentSearchSchema.safeParse({ tipo: 'inep', valor: '123456789012' }).success).toBe(true);
    expect(messages(studentSearchSchema, { tipo: 'inep', valor: '1234' })).toEqual({
      valor: [SEARCH_INEP_INVALID],
    });
    expect(
      studentSearchSchema.safeParse({
        tipo: 'nome',
        valor: 'Joana Maria Souza',
        dataNascimento: '2020-01-15',
      }).success,
    ).toBe(true);
    expect(
      messages(studentSearchSchema, { tipo: 'nome', valor: 'Joana', dataNascimento: '2020-01-15' }),
    ).toEqual({
      valor: [SEARCH_FULL_NAME],
    });
    expect(
      messages(studentSearchSchema, { tipo: 'nome', valor: 'Joana Souza', dataNascimento: null }),
    ).toEqual({
      dataNascimento: [BIRTH_DATE_REQUIRED],
    });
    expect(
      messages(studentSearchSchema, { tipo: 'nome', valor: 'Joana S0uza', dataNascimento: '2020-01-15' })
        .valor,
    ).toHaveLength(1);
  });

  it('municipality filter: letters, at least 2', () => {
    expect(municipalityFilterSchema.safeParse('Santa Aurora').success).toBe(true);
    expect(municipalityFilterSchema.safeParse('S').success).toBe(false);
    expect(municipalityFilterSchema.safeParse('S4').success).toBe(false);
  });
});

describe('studentQuerySchema (GET /api/Alunos)', () => {
  it('normalises each filter', () => {
    expect(studentQuerySchema.parse({ cpf: '359.068.214-06' })).toEqual({
      tipo: 'cpf',
      valor: '35906821406',
      dataNascimento: null,
    });
    expect(studentQuerySchema.parse({ nome: ' Joana Souza ', dataNascimento: '2020-01-15' })).toEqual({
      tipo: 'nome',
      valor: 'Joana Souza',
      dataNascimento: '2020-01-15',
    });
    expect(studentQuerySchema.parse({ codigoInep: '123456789012' }).tipo).toBe('inep');
  });

  it('refuses with the spec messages', () => {
    const first = (q: unknown) => studentQuerySchema.safeParse(q).error?.issues[0]?.message;
    expect(first({})).toBe(SEARCH_NO_FILTER);
    expect(first({ cpf: '123' })).toBe('CPF inválido');
    expect(first({ codigoInep: '12' })).toBe(SEARCH_INEP_INVALID);
    expect(first({ nome: 'Joana', dataNascimento: '2020-01-15' })).toBe(SEARCH_FULL_NAME);
    expect(first({ nome: 'Joana Souza' })).toBe(BIRTH_DATE_REQUIRED);
    expect(first({ nome: 'Joana Souza', dataNascimento: '2020-13-01' })).toBe(BIRTH_DATE_REQUIRED);
  });
});

describe('normalizeStudentName', () => {
  it('removes accents, case and extra spaces', () => {
    expect(normalizeStudentName('  JOÃO  da  Conceição ')).toBe('joao da conceicao');
    expect(normalizeStudentName('Cecília')).toBe(normalizeStudentName('CECILIA'));
  });
});
