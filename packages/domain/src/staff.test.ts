import { describe, expect, it } from 'vitest';
import {
  ALT_EMAIL_INSTITUTIONAL,
  ALT_EMAIL_REQUIRED,
  DOUTORADO_INSTITUICAO_REQUIRED,
  EMAILS_EQUAL,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  ESPECIALIZACAO_AREA_REQUIRED,
  ESPECIALIZACAO_INSTITUTO_REQUIRED,
  MESTRADO_AREA_REQUIRED,
  PERSON_BIRTH_DATE_REQUIRED,
  PERSON_FULL_NAME,
  PERSON_NAME_CONSECUTIVE_SPACES,
  PERSON_NAME_MAX,
  PERSON_NAME_REQUIRED,
  PERSON_PHONE_INVALID,
  PERSON_SEXO_REQUIRED,
  PERSON_TEXT_MAX,
  PERSON_TURNO_REQUIRED,
  STAFF_FUNCTION,
  TEMPO_EDU_FUNDAMENTAL_REQUIRED,
  TEMPO_EDU_INFANTIL_REQUIRED,
  TEMPO_EXPERIENCIA_REQUIRED,
  isInstitutionalEmail,
  personFormSchema,
  personUpdateSchema,
  staffCpfSearchSchema,
  teacherFixedValues,
} from './staff';

const opts = { institutionalDomains: ['educacao.gov.br'] };

function firstMessage(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: unknown,
) {
  return schema.safeParse(v).error?.issues[0]?.message;
}

const person = {
  nome: 'Helena Diretora Campos',
  cpf: '826.471.039-50',
  email: 'helena.campos@educacao.gov.br',
  emailPessoal: 'helena@exemplo.com',
  dataNascimento: '1980-05-10',
  sexo: 'F',
  telefone: '(82) 99999-1234',
};

describe('STAFF_FUNCTION and teacherFixedValues', () => {
  it('numbers the functions as the spec', () => {
    expect(STAFF_FUNCTION).toEqual({
      Diretor: 1,
      Coordenador: 2,
      ProfessorEducacaoInfantil: 3,
      ProfessorEnsinoFundamental: 4,
      CadastroEscola: 5,
    });
  });
  it('gives Educação Infantil values for séries 1-3 and Fundamental for the rest', () => {
    for (const serie of [1, 2, 3]) {
      expect(teacherFixedValues(serie)).toEqual({
        tipoSituacaoServidor: 1,
        componentesCurriculares: [1],
        formacaoContinuada: false,
        tipoAreaAtuacao: 1,
        tipoFuncaoServidor: 3,
      });
    }
    for (const serie of [4, 5, 6, 7, 8, 9]) {
      expect(teacherFixedValues(serie)).toMatchObject({ tipoAreaAtuacao: 2, tipoFuncaoServidor: 4 });
    }
  });
});

describe('isInstitutionalEmail', () => {
  it('matches the domain and its subdomains, without case', () => {
    expect(isInstitutionalEmail('a@educacao.gov.br', ['educacao.gov.br'])).toBe(true);
    expect(isInstitutionalEmail('a@Escola.EDUCACAO.gov.br', ['@educacao.gov.br'])).toBe(true);
    expect(isInstitutionalEmail('a@naoeducacao.gov.br', ['educacao.gov.br'])).toBe(false);
    expect(isInstitutionalEmail('a@gmail.com', ['educacao.gov.br'])).toBe(false);
    expect(isInstitutionalEmail('sem-arroba', ['educacao.gov.br'])).toBe(false);
    expect(isInstitutionalEmail('a@educacao.gov.br', [])).toBe(false);
  });
});

describe('personFormSchema: common fields', () => {
  const schema = personFormSchema('cadastro', opts);
  it('normalises a valid person', () => {
    expect(schema.parse({ ...person, email: ' Helena.Campos@Educacao.gov.br ' })).toEqual({
      ...person,
      cpf: '82647103950',
      telefone: '82999991234',
      email: 'helena.campos@educacao.gov.br',
    });
  });
  it('checks the name', () => {
    expect(firstMessage(schema, { ...person, nome: '' })).toBe(PERSON_NAME_REQUIRED);
    expect(firstMessage(schema, { ...person, nome: 'Helena' })).toBe(PERSON_FULL_NAME);
    expect(firstMessage(schema, { ...person, nome: 'Helena  Campos' })).toBe(PERSON_NAME_CONSECUTIVE_SPACES);
    expect(firstMessage(schema, { ...person, nome: `Helena ${'x'.repeat(80)}` })).toBe(PERSON_NAME_MAX);
  });
  it('checks the e-mails', () => {
    expect(firstMessage(schema, { ...person, email: '' })).toBe(EMAIL_REQUIRED);
    expect(firstMessage(schema, { ...person, email: 'x@' })).toBe(EMAIL_INVALID);
    expect(firstMessage(schema, { ...person, emailPessoal: undefined })).toBe(ALT_EMAIL_REQUIRED);
    expect(firstMessage(schema, { ...person, emailPessoal: 'nada' })).toBe(EMAIL_INVALID);
    expect(firstMessage(schema, { ...person, emailPessoal: 'h@escola.educacao.gov.br' })).toBe(
      ALT_EMAIL_INSTITUTIONAL,
    );
    const same = { ...person, email: 'h@exemplo.com', emailPessoal: 'H@exemplo.com' };
    expect(firstMessage(schema, same)).toBe(EMAILS_EQUAL);
    // Other domains are institutional when configured so.
    expect(
      firstMessage(personFormSchema('cadastro', { institutionalDomains: ['exemplo.com'] }), person),
    ).toBe(ALT_EMAIL_INSTITUTIONAL);
  });
  it('checks CPF, birth date, sex and phone', () => {
    expect(firstMessage(schema, { ...person, cpf: '111.111.111-11' })).toBe('CPF inválido');
    expect(firstMessage(schema, { ...person, dataNascimento: '' })).toBe(PERSON_BIRTH_DATE_REQUIRED);
    expect(firstMessage(schema, { ...person, dataNascimento: '2020-02-31' })).toBe(
      PERSON_BIRTH_DATE_REQUIRED,
    );
    expect(firstMessage(schema, { ...person, sexo: 'X' })).toBe(PERSON_SEXO_REQUIRED);
    expect(firstMessage(schema, { ...person, sexo: '' })).toBe(PERSON_SEXO_REQUIRED);
    expect(firstMessage(schema, { ...person, telefone: '123' })).toBe(PERSON_PHONE_INVALID);
    expect(firstMessage(schema, { ...person, telefone: '829999912345' })).toBe(PERSON_PHONE_INVALID);
    expect(firstMessage(schema, { ...person, telefone: undefined })).toBe(PERSON_PHONE_INVALID);
    expect(schema.parse({ ...person, telefone: '8233334444' }).telefone).toBe('8233334444');
  });
});

describe('personFormSchema: coordinator', () => {
  const schema = personFormSchema('coordenador', opts);
  const coord = { ...person, turnoServidor: 1 };
  it('requires the shift', () => {
    expect(firstMessage(schema, person)).toBe(PERSON_TURNO_REQUIRED);
    expect(firstMessage(schema, { ...person, turnoServidor: 7 })).toBe(PERSON_TURNO_REQUIRED);
    expect(schema.parse({ ...coord, turnoServidor: '2' })).toMatchObject({
      turnoServidor: 2,
      mestrado: false,
    });
  });
  it('requires each flag’s dependent fields', () => {
    expect(firstMessage(schema, { ...coord, especializacao: true })).toBe(ESPECIALIZACAO_AREA_REQUIRED);
    expect(firstMessage(schema, { ...coord, especializacao: true, areaEspecializacao: 'Letras' })).toBe(
      ESPECIALIZACAO_INSTITUTO_REQUIRED,
    );
    expect(firstMessage(schema, { ...coord, mestrado: true })).toBe(MESTRADO_AREA_REQUIRED);
    expect(firstMessage(schema, { ...coord, doutorado: true, areaDoutorado: 'Educação' })).toBe(
      DOUTORADO_INSTITUICAO_REQUIRED,
    );
    expect(firstMessage(schema, { ...coord, acompanhaEduInfantil: true })).toBe(TEMPO_EDU_INFANTIL_REQUIRED);
    expect(firstMessage(schema, { ...coord, acompanhaEnsinoFund: true, tempoAcompEnsinoFund: ' ' })).toBe(
      TEMPO_EDU_FUNDAMENTAL_REQUIRED,
    );
    expect(firstMessage(schema, { ...coord, areaMestrado: 'x'.repeat(81) })).toBe(PERSON_TEXT_MAX);
    const full = schema.parse({
      ...coord,
      mestrado: true,
      areaMestrado: 'Educação',
      instituicaoMestrado: 'UFAL',
      acompanhaEduInfantil: true,
      tempoAcompEduInfantil: 3,
    });
    expect(full).toMatchObject({ areaMestrado: 'Educação', tempoAcompEduInfantil: '3', doutorado: false });
  });
});

describe('personFormSchema: teacher and director', () => {
  it('requires the experience time when a teacher flag is on', () => {
    const schema = personFormSchema('professor', opts);
    expect(firstMessage(schema, { ...person, experProfEduInfantil: true })).toBe(TEMPO_EXPERIENCIA_REQUIRED);
    expect(firstMessage(schema, { ...person, experProfAlfabetizacao: true })).toBe(
      TEMPO_EXPERIENCIA_REQUIRED,
    );
    expect(schema.parse(person)).toMatchObject({ experProfEduInfantil: false, tempoExperEduInfantil: null });
  });
  it('keeps the director’s formacaoGestao', () => {
    expect(personFormSchema('diretor', opts).parse({ ...person, formacaoGestao: true })).toMatchObject({
      formacaoGestao: true,
    });
  });
});

describe('personUpdateSchema and staffCpfSearchSchema', () => {
  it('takes any kind’s extras, optional, with the flag rules', () => {
    const schema = personUpdateSchema(opts);
    expect(schema.parse(person)).not.toHaveProperty('turnoServidor');
    expect(firstMessage(schema, { ...person, mestrado: true })).toBe(MESTRADO_AREA_REQUIRED);
    expect(schema.parse({ ...person, formacaoGestao: true, turnoServidor: 3 })).toMatchObject({
      formacaoGestao: true,
      turnoServidor: 3,
    });
  });
  it('uses the search text', () => {
    expect(firstMessage(staffCpfSearchSchema, { cpf: '123' })).toBe('CPF inválido!');
    expect(staffCpfSearchSchema.parse({ cpf: '826.471.039-50' })).toEqual({ cpf: '82647103950' });
  });
});
