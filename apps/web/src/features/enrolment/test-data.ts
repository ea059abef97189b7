/** Fixtures of the enrolment tests (demo-data.md shapes). */
import { referenceYear } from '@siam/domain/age-grade';
import type { Turma } from '@siam/domain/contracts/classes';
import type { School } from '@siam/domain/contracts/schools';
import type { Aluno, ClassStudent } from '@siam/domain/contracts/students';
import { testSchool } from '../../test/schools';
import { testTurma } from '../../test/classes';

export const schoolA: School = testSchool({
  id: 1,
  escolaId: 1,
  codigoInep: '27012345',
  nomeEscola: 'Escola Estadual Santa Aurora',
  codigoMunicipio: 101,
  codigoRegional: 1,
  nomeMunicipio: 'Santa Aurora',
  siglaRegional: '1ª CRE',
  sige: false,
});

export function turma(overrides: Partial<Turma> = {}): Turma {
  return testTurma({
    id: 12,
    codigoTurma: '1002',
    nomeTurma: '1º ANO A',
    serie: 4,
    turno: 1,
    situacao: 1,
    quantidadeAlunos: 3,
    escolaId: 1,
    nomeProfessor: 'Paulo Professor Santos',
    ...overrides,
  });
}

export const classStudent: ClassStudent = {
  id: 1,
  nome: 'Joana Maria Souza',
  cpf: '35906821406',
  codigoInep: null,
  matricula: null,
  sexo: 'F',
  dataNascimento: '2020-01-15',
  anoTurmaAlunoId: 100,
  dataInicio: '2026-02-01',
};

/** A birth date that makes the student `age` for the age-for-grade rule today. */
export function bornAged(age: number): string {
  return `${referenceYear() - age}-01-10`;
}

export function aluno(overrides: Partial<Aluno> = {}): Aluno {
  return {
    id: 2,
    nome: 'Pedro Henrique Costa',
    cpf: '10742583635',
    sexo: 'M',
    cor: 1,
    dataNascimento: bornAged(6),
    nomeMae: 'Ana Costa Pereira',
    nomePai: null,
    codigoInep: null,
    matricula: null,
    transporte: 1,
    nivelEnsino: null,
    serie: null,
    estudanteAprovado: null,
    estudanteReenturmado: false,
    estudanteAlfabetizado: null,
    participaAee: false,
    contraturno: false,
    pessoaComDeficiencia: false,
    descricaoDeficiencia: null,
    dificuldadePedagogica: false,
    temAcompanhamento: false,
    situacao: 1,
    escola: {
      id: 1,
      codigoInep: '27012345',
      nomeEscola: 'Escola Estadual Santa Aurora',
      nomeMunicipio: 'Santa Aurora',
      sige: false,
    },
    turmaAtual: null,
    historico: [],
    turmasAnteriores: [],
    ...overrides,
  };
}
