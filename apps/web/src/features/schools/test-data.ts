import type { Turma } from '@siam/domain/contracts/classes';
import type { HistoricoServidor, School, SchoolDetail } from '@siam/domain/contracts/schools';
import type { ClassStudent } from '@siam/domain/contracts/students';
import { testSchool } from '../../test/schools';
import { testTurma } from '../../test/classes';
/** Fixtures of the school consultation tests (demo-data.md shapes). */

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
  rede: 2,
  localizacao: 1,
});

export const schoolB: School = {
  ...schoolA,
  id: 2,
  escolaId: 2,
  codigoInep: '27012346',
  nomeEscola: 'Escola Municipal Rio Claro',
  codigoMunicipio: 102,
  nomeMunicipio: 'Rio Claro do Sul',
  rede: 3,
  localizacao: 2,
};

export function stay(
  id: number,
  nome: string,
  tipoFuncaoServidor: number,
  dataInicio: string,
  dataFim: string | null = null,
  turnoServidor: number | null = null,
): HistoricoServidor {
  return {
    id,
    turmaId: null,
    servidorFuncao: { servidor: { id: id * 10, nome, cpf: '98765432100' }, tipoFuncaoServidor },
    dataInicio,
    dataFim,
    turnoServidor,
  };
}

export function detail(school: School, history: HistoricoServidor[] = []): SchoolDetail {
  return { ...school, historicoServidores: history };
}

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

export const joana: ClassStudent = {
  id: 1,
  nome: 'Joana Maria Souza',
  cpf: '35906821406',
  codigoInep: '123456789012',
  matricula: 'M-001',
  sexo: 'F',
  dataNascimento: '2020-01-15',
  anoTurmaAlunoId: 100,
  dataInicio: '2026-02-01',
};
