/**
 * The demo schools and the class 1002 of school A as the screen tests use them (demo-data.md
 * shapes): school A (Santa Aurora, 1ª CRE), school B (Rio Claro do Sul, same CRE) and school C
 * (Nova Palmeira, 2ª CRE, registered through the SIGE).
 */
import type { Turma } from '@siam/domain/contracts/classes';
import type { HistoricoServidor, School } from '@siam/domain/contracts/schools';
import type { Aluno, ClassStudent, EscolaAluno, TurmaAluno } from '@siam/domain/contracts/students';
import { testTurma } from './classes';
import { testSchool } from './schools';

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

export const schoolB: School = testSchool({
  ...schoolA,
  codMunicipio: 102,
  municipio: 102,
  id: 2,
  escolaId: 2,
  codigoInep: '27012346',
  nomeEscola: 'Escola Municipal Rio Claro',
  codigoMunicipio: 102,
  nomeMunicipio: 'Rio Claro do Sul',
});

export const schoolC: School = testSchool({
  ...schoolA,
  codMunicipio: 201,
  municipio: 201,
  codCre: 2,
  cre: '2ª CRE',
  id: 3,
  escolaId: 3,
  codigoInep: '27099999',
  nomeEscola: 'Escola Estadual Integrada Palmeira',
  codigoMunicipio: 201,
  codigoRegional: 2,
  nomeMunicipio: 'Nova Palmeira',
  siglaRegional: '2ª CRE',
  sige: true,
});

/** School A with its network (rede 2, Estadual) and location (1, Urbana), as the school screens read it. */
export const schoolAInDetail: School = { ...schoolA, rede: 2, localizacao: 1 };

/** School A as a student's school (`escola` of GET /api/Alunos). */
export const schoolAOfStudent: EscolaAluno = {
  id: 1,
  codigoInep: '27012345',
  nomeEscola: 'Escola Estadual Santa Aurora',
  nomeMunicipio: 'Santa Aurora',
  sige: false,
};

/** Class 1002 (1º ANO A) of school A as GET /api/Escolas/{id}/turmas lists it. */
export function classOfSchoolA(overrides: Partial<Turma> = {}): Turma {
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

/** A student's current stay in class 1002 of school A (`turmaAtual` of a student). */
export function stayInClassOfSchoolA(
  stay: Pick<TurmaAluno, 'anoTurmaAlunoId' | 'id' | 'nomeProfessor' | 'dataInicio'>,
): TurmaAluno {
  return {
    anoTurmaAlunoId: stay.anoTurmaAlunoId,
    id: stay.id,
    codigoTurma: '1002',
    nomeTurma: '1º ANO A',
    serie: 4,
    turno: 1,
    nivelEnsino: 2,
    anoTurma: 2026,
    escolaId: 1,
    nomeEscola: 'Escola Estadual Santa Aurora',
    codigoInepEscola: '27012345',
    nomeProfessor: stay.nomeProfessor,
    dataInicio: stay.dataInicio,
  };
}

/** Joana Maria Souza (id 1) as a student of class 1002 (a class's student list). */
export function joanaInClass(overrides: Partial<ClassStudent> = {}): ClassStudent {
  return {
    id: 1,
    nome: 'Joana Maria Souza',
    cpf: '35906821406',
    codigoInep: null,
    matricula: null,
    sexo: 'F',
    dataNascimento: '2020-01-15',
    anoTurmaAlunoId: 100,
    dataInicio: '2026-02-01',
    ...overrides,
  };
}

/** One stay of a staff member in a school (`historicoServidores` of a school's detail); servidor id = id × 10. */
export function staffStay(stay: {
  id: number;
  nome: string;
  cpf: string;
  tipoFuncaoServidor: number;
  dataInicio: string;
  dataFim: string | null;
  turnoServidor: number | null;
}): HistoricoServidor {
  const { id, nome, cpf, tipoFuncaoServidor, dataInicio, dataFim, turnoServidor } = stay;
  return {
    id,
    turmaId: null,
    servidorFuncao: { servidor: { id: id * 10, nome, cpf }, tipoFuncaoServidor },
    dataInicio,
    dataFim,
    turnoServidor,
  };
}

/**
 * A student of school A, without a father's name, INEP code, disability, pedagogical difficulty or
 * monitoring (`Aluno` of GET /api/Alunos/{id}); `student` gives the rest.
 */
export function studentOfSchoolA(
  student: Omit<
    Aluno,
    | 'nomePai'
    | 'codigoInep'
    | 'estudanteAprovado'
    | 'estudanteReenturmado'
    | 'participaAee'
    | 'pessoaComDeficiencia'
    | 'descricaoDeficiencia'
    | 'dificuldadePedagogica'
    | 'temAcompanhamento'
    | 'situacao'
    | 'escola'
  > &
    Partial<Aluno>,
): Aluno {
  return {
    nomePai: null,
    codigoInep: null,
    estudanteAprovado: null,
    estudanteReenturmado: false,
    participaAee: false,
    pessoaComDeficiencia: false,
    descricaoDeficiencia: null,
    dificuldadePedagogica: false,
    temAcompanhamento: false,
    situacao: 1,
    escola: { ...schoolAOfStudent },
    ...student,
  };
}
