/** The teacher-entry calls (docs/api-contract-issue5.md 'Activities', 'Learning') and their query keys. */
import { useQueries, useQuery } from '@tanstack/react-query';
import { fichaOfKind, type MonitoringKind } from '@siam/domain/monitoring';
import { normalizeCpf } from '@siam/domain/cpf';
import { ApiError, api } from '../../../api/client';
import type {
  Acompanhamento,
  ActivityAnswer,
  ActivityCreateBody,
  LearningCreateBody,
  SituacaoAcompanhamento,
  SituacaoAcompanhamentoAluno,
  StudentAnswersBody,
} from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';

/** A class of GET /api/Servidor/Professor?cpf= (the teacher's active classes of the current year). */
export interface TeacherClass {
  turmaId: number;
  codigoTurma: string;
  nomeTurma: string;
  escolaId: number;
  nomeEscola: string;
  municipio: string;
  cre: string;
  turno: number;
  serie: number;
  nivelEnsino: number;
  anoTurma: number;
}

export interface TeacherLookup {
  nome: string;
  cpf: string;
  turmas: TeacherClass[];
}

/** A current student of GET /api/turmas/{id}/alunos. */
export interface ClassStudent {
  id: number;
  nome: string;
  cpf: string | null;
  dataNascimento: string | null;
}

/** Only Língua Portuguesa is offered (spec 02 §3). */
export const COMPONENTE_LINGUA_PORTUGUESA = 1;

export const entryKeys = {
  all: ['acompanhamento-entrada'] as const,
  teacher: (cpf: string) => ['acompanhamento-entrada', 'professor', cpf] as const,
  monitoring: (kind: MonitoringKind, turmaId: number, ano: number, bimestre: number) =>
    ['acompanhamento-entrada', kind, turmaId, ano, bimestre] as const,
  skills: (acompanhamentoId: number, categoriaId: number) =>
    ['acompanhamento-entrada', 'habilidades', acompanhamentoId, categoriaId] as const,
  studentSkills: (acompanhamentoId: number, alunoId: number, estruturaId: number, categoriaId: number) =>
    [
      'acompanhamento-entrada',
      'habilidades-estudante',
      acompanhamentoId,
      alunoId,
      estruturaId,
      categoriaId,
    ] as const,
  students: (turmaId: number) => ['acompanhamento-entrada', 'alunos', turmaId] as const,
};

/** GET /api/Servidor/Professor?cpf=: the teacher's classes (null cpf: nothing asked yet). */
export function useTeacherClasses(cpf: string | null) {
  const digits = cpf ? normalizeCpf(cpf) : '';
  return useQuery({
    queryKey: entryKeys.teacher(digits),
    queryFn: ({ signal }) =>
      api.get<TeacherLookup>('/Servidor/Professor', { query: { cpf: digits }, signal }),
    enabled: digits.length === 11,
    staleTime: 60_000,
    retry: false,
  });
}

/** null for 404 ('Não existe acompanhamento iniciado para essa turma'): not started. */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface MonitoringOfClassQuery {
  turmaId: number;
  ano: number;
  bimestre: number;
  /** The teacher's CPF (the administrator's look-up). */
  responsavel?: string;
}

export function getMonitoringOfClass(
  kind: MonitoringKind,
  q: MonitoringOfClassQuery,
  signal?: AbortSignal,
): Promise<Acompanhamento | null> {
  if (kind === 'atividade') {
    return orNull(
      api.get<Acompanhamento>('/AcompanhamentoAtividadeTurma/Professor/Turma', {
        query: { TurmaId: q.turmaId, bimestre: q.bimestre, ano: q.ano, responsavel: q.responsavel },
        signal,
      }),
    );
  }
  return orNull(
    api.get<Acompanhamento>('/AcompanhamentoAprendizagem', {
      query: {
        turmaId: q.turmaId,
        bimestre: q.bimestre,
        ano: q.ano,
        componenteCurricular: COMPONENTE_LINGUA_PORTUGUESA,
      },
      signal,
    }),
  );
}

function monitoringQuery(kind: MonitoringKind, q: MonitoringOfClassQuery) {
  return {
    queryKey: entryKeys.monitoring(kind, q.turmaId, q.ano, q.bimestre),
    queryFn: ({ signal }: { signal: AbortSignal }) => getMonitoringOfClass(kind, q, signal),
    staleTime: 0,
    retry: false,
  };
}

/** The monitoring of each class for the year and term (null: not started). */
export function useMonitoringsOfClasses(kind: MonitoringKind, queries: MonitoringOfClassQuery[]) {
  return useQueries({ queries: queries.map((q) => monitoringQuery(kind, q)) });
}

/** The monitoring of one class for the year and term (null: not started). */
export function useMonitoringOfClass(kind: MonitoringKind, q: MonitoringOfClassQuery | null) {
  return useQuery({
    ...monitoringQuery(kind, q ?? { turmaId: 0, ano: 0, bimestre: 0 }),
    enabled: q !== null,
  });
}

/** GET /api/turmas/{id}/alunos: the class's current students (before a learning monitoring starts). */
export function useClassStudents(turmaId: number | null, enabled = true) {
  return useQuery({
    queryKey: entryKeys.students(turmaId ?? 0),
    queryFn: ({ signal }) => api.get<ClassStudent[]>(`/turmas/${turmaId}/alunos`, { signal }),
    enabled: turmaId !== null && enabled,
    staleTime: 0,
    retry: false,
    select: (data) => data ?? [],
  });
}

// ---------------------------------------------------------------- writes

/** POST /api/AcompanhamentoAtividadeTurma: the class's teacher starts the term's monitoring. */
export function startActivity(body: ActivityCreateBody) {
  return api.post<Acompanhamento>('/AcompanhamentoAtividadeTurma', body);
}

/** POST /api/AcompanhamentoAprendizagem with the ticked students and the chosen genres. */
export function startLearning(body: LearningCreateBody) {
  return api.post<Acompanhamento>('/AcompanhamentoAprendizagem', body);
}

/** PUT …/ with status true: finalises (100% needed; the server also checks the window). */
export function finishMonitoring(kind: MonitoringKind, acompanhamentoId: number) {
  const path = kind === 'atividade' ? '/AcompanhamentoAtividadeTurma' : '/AcompanhamentoAprendizagem';
  return api.put<Acompanhamento>(path, { acompanhamentoId, status: true });
}

/** PUT /api/AcompanhamentoAprendizagem/{id}/GenerosTextuais with the list of genre ids. */
export function setGenres(acompanhamentoId: number, ids: number[]) {
  return api.put<Acompanhamento>(`/AcompanhamentoAprendizagem/${acompanhamentoId}/GenerosTextuais`, ids);
}

/** GET /api/AcompanhamentoAtividadeTurma/Turma: the category's skills with the class's chosen level. */
export function useActivitySkills(acompanhamentoId: number, categoriaId: number | null) {
  return useQuery({
    queryKey: entryKeys.skills(acompanhamentoId, categoriaId ?? 0),
    queryFn: ({ signal }) =>
      api.get<Habilidade[]>('/AcompanhamentoAtividadeTurma/Turma', {
        query: { acompanhamentoId, categoriaId },
        signal,
      }),
    enabled: categoriaId !== null,
    staleTime: 0,
    retry: false,
    select: (data) => [...(data ?? [])].sort((a, b) => a.ordem - b.ordem),
  });
}

/** POST /api/AcompanhamentoAtividadeTurma/Resposta: one level per skill; answers the new percent. */
export function saveActivityAnswers(answers: ActivityAnswer[]) {
  return api.post<SituacaoAcompanhamento>('/AcompanhamentoAtividadeTurma/Resposta', answers);
}

export interface StudentSkillsQuery {
  acompanhamentoId: number;
  ano: number;
  bimestre: number;
  turmaId: number;
  alunoId: number;
  estruturaId: number;
  categoriaId: number;
}

/** POST /api/habilidadeficha/respondidas: one student's skills of a category with the chosen levels. */
export function useStudentSkills(q: StudentSkillsQuery | null) {
  return useQuery({
    queryKey: entryKeys.studentSkills(
      q?.acompanhamentoId ?? 0,
      q?.alunoId ?? 0,
      q?.estruturaId ?? 0,
      q?.categoriaId ?? 0,
    ),
    queryFn: () =>
      api.post<Habilidade[]>('/habilidadeficha/respondidas', {
        ano: q!.ano,
        bimestre: q!.bimestre,
        categoriaId: q!.categoriaId,
        estruturaId: q!.estruturaId,
        fichaId: fichaOfKind('aprendizagem'),
        turmaId: q!.turmaId,
        alunoId: q!.alunoId,
        componenteCurricular: COMPONENTE_LINGUA_PORTUGUESA,
      }),
    enabled: q !== null,
    staleTime: 0,
    retry: false,
    select: (data) => [...(data ?? [])].sort((a, b) => a.ordem - b.ordem),
  });
}

/** POST /api/AcompanhamentoAprendizagemAluno/Respostas: the student's levels; answers both percents. */
export function saveStudentAnswers(body: StudentAnswersBody) {
  return api.post<SituacaoAcompanhamentoAluno>('/AcompanhamentoAprendizagemAluno/Respostas', body);
}
