/** Fixtures of the staff tests (demo-data.md shapes). */
import type { HistoricoServidor, SchoolDetail, Turma } from '../../api/schools';
import type { School } from '../../api/types';
import { classOfSchoolA, schoolAInDetail } from '../../test/school-data';
import type { Servidor } from './types';

export const schoolA: School = schoolAInDetail;

export function stay(
  id: number,
  nome: string,
  cpf: string,
  tipoFuncaoServidor: number,
  dataFim: string | null = null,
  turnoServidor: number | null = null,
): HistoricoServidor {
  return {
    id,
    servidorFuncao: { servidor: { id: id * 10, nome, cpf }, tipoFuncaoServidor },
    dataInicio: '2025-02-01',
    dataFim,
    turnoServidor,
  };
}

export function detail(history: HistoricoServidor[] = [], school: School = schoolA): SchoolDetail {
  return { ...school, historicoServidores: history };
}

export const config = {
  forgotPasswordUrl: 'https://example.org/senha',
  learnMoreUrl: 'https://example.org',
  dominiosInstitucionais: ['educacao.gov.br'],
};

export function servidor(overrides: Partial<Servidor> = {}): Servidor {
  return {
    id: 55,
    nome: 'Marina Gestora Prado',
    cpf: '82647103950',
    email: 'marina.prado@educacao.gov.br',
    emailPessoal: 'marina@example.org',
    dataNascimento: '1985-04-12',
    sexo: 'F',
    telefone: '82999887766',
    ...overrides,
  };
}

export function turma(overrides: Partial<Turma> = {}): Turma {
  return classOfSchoolA({ nomeProfessor: null, idProfessor: null, ...overrides });
}
