/**
 * Students (docs/api-contract-users-students.md): the `Aluno` shape every student call answers and the calls
 * of the student screens. Shared by the student search component and the student, enrolment and
 * movement features (features do not import each other).
 */
import { api } from './client';

/** The student's current class (`turmaAtual`). */
export interface TurmaAluno {
  anoTurmaAlunoId: number;
  id: number;
  codigoTurma: string | number;
  nomeTurma: string;
  serie: number;
  turno: number;
  nivelEnsino: number;
  anoTurma: number;
  escolaId: number;
  nomeEscola: string;
  codigoInepEscola: string;
  nomeProfessor: string | null;
  /** 'YYYY-MM-DD' */
  dataInicio: string;
}

/** One stay in a class (`historico`, `turmasAnteriores`); Enturmação Indevida is left out by the API. */
export interface HistoricoItem {
  anoTurmaAlunoId: number;
  ano: number;
  turma: {
    id: number;
    codigoTurma: string | number;
    nomeTurma: string;
    serie: number;
    turno: number;
    escolaId: number;
    nomeEscola: string;
    codigoInepEscola: string;
    nomeProfessor: string | null;
  };
  motivo: number;
  /** 'YYYY-MM-DD' */
  dataInicio: string;
  /** 'YYYY-MM-DD', null while the stay is open. */
  dataFim: string | null;
}

/** The student's school: the current class's school, else the school of record. */
export interface EscolaAluno {
  id: number;
  codigoInep: string;
  nomeEscola: string;
  nomeMunicipio: string;
  sige: boolean;
}

export interface Aluno {
  id: number;
  nome: string;
  cpf: string;
  sexo: string | null;
  cor: number | null;
  /** 'YYYY-MM-DD' */
  dataNascimento: string;
  nomeMae: string;
  nomePai: string | null;
  codigoInep: string | null;
  matricula: string | null;
  transporte: number | null;
  nivelEnsino: number | null;
  serie: number | null;
  estudanteAprovado: boolean | null;
  estudanteReenturmado: boolean | null;
  estudanteAlfabetizado: boolean | null;
  participaAee: boolean | null;
  contraturno: boolean | null;
  pessoaComDeficiencia: boolean | null;
  descricaoDeficiencia: string | null;
  dificuldadePedagogica: boolean | null;
  temAcompanhamento: boolean | null;
  situacao: number | null;
  escola: EscolaAluno | null;
  turmaAtual: TurmaAluno | null;
  historico: HistoricoItem[];
  turmasAnteriores: HistoricoItem[];
}

/**
 * A student out of the caller's area as GET /api/Alunos answers it (issue 15): only what enrolling
 * needs. Shown for enrolment only; consulting the whole record and editing need the area.
 */
export interface AlunoResumo {
  restrito: true;
  id: number;
  nome: string;
  /** 'YYYY-MM-DD' */
  dataNascimento: string;
  nomeMae: string;
  escola: EscolaAluno | null;
  turmaAtual: Pick<TurmaAluno, 'id' | 'nomeTurma' | 'serie' | 'turno' | 'escolaId'> | null;
}

/** An item of GET /api/Alunos: the whole record inside the caller's area, else the reduced one. */
export type AlunoConsulta = Aluno | AlunoResumo;

/** True for the reduced record of a student out of the caller's area. */
export function isRestricted(a: AlunoConsulta): a is AlunoResumo {
  return 'restrito' in a && a.restrito === true;
}

/** The query of GET /api/Alunos: one filter at a time. */
export type StudentQuery =
  { cpf: string } | { nome: string; dataNascimento: string } | { codigoInep: string };

export const STUDENT_LOOKUP_ERROR =
  'Atualmente não é possível acessar as informações do estudante. Por favor, tente novamente mais tarde.';

/** GET /api/Alunos?cpf= | ?nome=&dataNascimento= | ?codigoInep= (a list, [] when none). */
export async function fetchStudents(query: StudentQuery, signal?: AbortSignal): Promise<AlunoConsulta[]> {
  const found = await api.get<AlunoConsulta[] | null>('/Alunos', { query, signal });
  return Array.isArray(found) ? found : [];
}

/** POST /api/Alunos: the form's values plus the active school. */
export function createStudent(body: Record<string, unknown>): Promise<Aluno> {
  return api.post<Aluno>('/Alunos', body);
}

/** PUT /api/Alunos: `{id, ...values, novoCpf?}`. */
export function updateStudent(body: Record<string, unknown>): Promise<Aluno> {
  return api.put<Aluno>('/Alunos', body);
}

/** DELETE /api/Alunos?alunoId= (Administrador only; soft delete). */
export function deleteStudent(alunoId: number): Promise<void> {
  return api.delete<void>('/Alunos', { query: { alunoId } });
}
