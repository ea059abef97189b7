import type { Turma } from '@siam/domain/contracts/classes';
import type { HistoricoServidor, School, SchoolDetail } from '@siam/domain/contracts/schools';
import type { Servidor } from '@siam/domain/contracts/staff';
/** Fixtures of the staff tests (demo-data.md shapes). */
import { classOfSchoolA, schoolAInDetail, staffStay } from '../../test/school-data';

export const schoolA: School = schoolAInDetail;

export function stay(
  id: number,
  nome: string,
  cpf: string,
  tipoFuncaoServidor: number,
  dataFim: string | null = null,
  turnoServidor: number | null = null,
): HistoricoServidor {
  return staffStay({ id, nome, cpf, tipoFuncaoServidor, dataInicio: '2025-02-01', dataFim, turnoServidor });
}

export function detail(history: HistoricoServidor[] = [], school: School = schoolA): SchoolDetail {
  return { ...school, historicoServidores: history };
}

export const config = {
  forgotPasswordUrl: 'https://example.org/senha',
  learnMoreUrl: 'https://example.org',
  dominiosInstitucionais: ['educacao.gov.br'],
};

/**
 * A person as GET /api/Servidor answers it. `id: null` is what the contract forbids: a test sends it to
 * check the screen's guard against a person without an id.
 */
export function servidor(overrides: Partial<Omit<Servidor, 'id'>> & { id?: number | null } = {}): Servidor {
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
  } as Servidor;
}

export function turma(overrides: Partial<Turma> = {}): Turma {
  return classOfSchoolA({ nomeProfessor: null, idProfessor: null, ...overrides });
}
