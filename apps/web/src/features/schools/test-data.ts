import type { HistoricoServidor, School, SchoolDetail } from '@siam/domain/contracts/schools';
import type { ClassStudent } from '@siam/domain/contracts/students';
/** Fixtures of the school consultation tests (demo-data.md shapes). */
import { classOfSchoolA, schoolB as demoSchoolB, schoolAInDetail, staffStay } from '../../test/school-data';

export const schoolA: School = schoolAInDetail;

export const schoolB: School = { ...demoSchoolB, rede: 3, localizacao: 2 };

export function stay(
  id: number,
  nome: string,
  tipoFuncaoServidor: number,
  dataInicio: string,
  dataFim: string | null = null,
  turnoServidor: number | null = null,
): HistoricoServidor {
  return staffStay({ id, nome, cpf: '98765432100', tipoFuncaoServidor, dataInicio, dataFim, turnoServidor });
}

export function detail(school: School, history: HistoricoServidor[] = []): SchoolDetail {
  return { ...school, historicoServidores: history };
}

export const turma = classOfSchoolA;

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
