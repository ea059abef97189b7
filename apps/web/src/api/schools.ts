/**
 * Schools, classes and school staff (docs/api-contract-issue4.md): the shapes the school, class and
 * staff screens read, the calls they share and their query keys. Shared by the schools, classes and
 * staff features (features do not import each other).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { PublicConfig, School } from './types';

/** One stay of a person in a function of the school (`historicoServidores`, newest first). */
export interface HistoricoServidor {
  id: number;
  servidorFuncao: {
    servidor: { id: number; nome: string; cpf: string };
    /** STAFF_FUNCTION: 1 Diretor, 2 Coordenador, 3/4 Professor, 5 Cadastro Escola. */
    tipoFuncaoServidor: number;
  };
  /** 'YYYY-MM-DD' */
  dataInicio: string;
  /** 'YYYY-MM-DD'; null while the person holds the function. */
  dataFim: string | null;
  turnoServidor: number | null;
}

/** GET /api/Escolas/{id}: the school with its staff history. */
export interface SchoolDetail extends School {
  /** Codigo of the municipality. */
  municipio?: number | null;
  turno?: number | null;
  historicoServidores?: HistoricoServidor[];
}

/** A class (turma) of GET /api/Escolas/{id}/turmas. */
export interface Turma {
  id: number;
  codigoTurma: string | number;
  nomeTurma: string;
  serie: number;
  turno: number;
  nivelEnsino?: number | null;
  situacao: number;
  quantidadeAlunos: number;
  escolaId: number;
  nomeProfessor: string | null;
  cpfProfessor?: string | null;
  idProfessor?: number | null;
  anoTurma?: number | null;
  ano?: number | null;
  multisseriada?: boolean | null;
  anexo?: boolean | null;
  nomeAnexo?: string | null;
}

/** A current student of GET /api/turmas/{id}/alunos. */
export interface ClassStudent {
  id: number;
  nome: string;
  cpf: string | null;
  codigoInep: string | null;
  matricula: string | null;
  sexo: string | null;
  dataNascimento: string;
  /** The enrolment's id (the API always sends it; optional for the screens that do not read it). */
  anoTurmaAlunoId?: number;
  /** 'YYYY-MM-DD': since when the student is in the class. */
  dataInicio?: string | null;
}

/**
 * How a list of classes or class students is read: `situacao` of the classes (active by default),
 * `enabled`, and `clientRetry` to keep the query client's retry (once after a network or server
 * failure) instead of showing the error at once.
 */
export interface ClassQueryOptions {
  situacao?: ClassSituationFilter;
  enabled?: boolean;
  clientRetry?: boolean;
}

/** `situacao` of the class list: 1 active (the API's default), 0 inactive, 'todas' both. */
export type ClassSituationFilter = 0 | 1 | 'todas';

export const schoolKeys = {
  school: (id: number) => ['escola', id] as const,
  classes: (schoolId: number, serie: number | null, situacao: ClassSituationFilter) =>
    ['escola-turmas', schoolId, serie, situacao] as const,
  /** Also the enrolment screens' key of the same list, so one invalidation refreshes both. */
  classStudents: (turmaId: number) => ['turma-alunos', turmaId] as const,
};

export function getSchool(id: number, signal?: AbortSignal): Promise<SchoolDetail> {
  return api.get<SchoolDetail>(`/Escolas/${id}`, { signal });
}

/** The school with its staff history (GET /api/Escolas/{id}). */
export function useSchoolDetail(id: number | null | undefined) {
  return useQuery({
    queryKey: schoolKeys.school(id ?? 0),
    queryFn: ({ signal }) => getSchool(id as number, signal),
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
}

/** The classes of a school, of one série when `serie` is given (GET /api/Escolas/{id}/turmas). */
export function useSchoolClasses(
  schoolId: number | null | undefined,
  serie: number | null,
  { situacao = 1, enabled = true, clientRetry = false }: ClassQueryOptions = {},
) {
  return useQuery({
    queryKey: schoolKeys.classes(schoolId ?? 0, serie, situacao),
    queryFn: ({ signal }) =>
      api.get<Turma[]>(`/Escolas/${schoolId}/turmas`, {
        query: { serie: serie ?? undefined, situacao },
        signal,
      }),
    enabled: Boolean(schoolId) && enabled,
    staleTime: 0,
    ...(clientRetry ? {} : { retry: false }),
    select: (data) => data ?? [],
  });
}

/** The current students of a class (GET /api/turmas/{id}/alunos). */
export function useClassStudents(
  turmaId: number | null | undefined,
  { clientRetry = false }: Pick<ClassQueryOptions, 'clientRetry'> = {},
) {
  return useQuery({
    queryKey: schoolKeys.classStudents(turmaId ?? 0),
    queryFn: ({ signal }) => api.get<ClassStudent[]>(`/turmas/${turmaId}/alunos`, { signal }),
    enabled: Boolean(turmaId),
    staleTime: 0,
    ...(clientRetry ? {} : { retry: false }),
    select: (data) => data ?? [],
  });
}

/** GET /api/config (public): the institutional e-mail domains of the person forms. */
export interface StaffConfig extends PublicConfig {
  dominiosInstitucionais?: string[];
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => api.get<StaffConfig>('/config', { auth: false, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** PUT /api/Servidor/Professor/Desenturmar: removes the teacher from the class. */
export function unassignTeacher(professorId: number, turmaId: number): Promise<Turma> {
  return api.put<Turma>('/Servidor/Professor/Desenturmar', undefined, {
    query: { professorId, turmaId },
  });
}
