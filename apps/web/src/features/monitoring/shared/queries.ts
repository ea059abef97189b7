/**
 * The monitoring calls (docs/api-contract-monitoring.md 'Activities', 'Learning') and their query keys:
 * the teachers' entry (`entryKeys`, under 'acompanhamento-entrada'), then the consultation and
 * validation (`consultKeys`).
 */
import { useQueries, useQuery, type QueryKey } from '@tanstack/react-query';
import { fichaOfKind, type MonitoringKind } from '@siam/domain/monitoring';
import { normalizeCpf } from '@siam/domain/cpf';
import { ApiError, api } from '../../../api/client';
import { NEEDS_NETWORK, WAITING_BEFORE_FINISH } from '../../../offline/messages';
import { isOnline, loadOutbox } from '../../../offline/outbox';
import type {
  Acompanhamento,
  ActivityCreateBody,
  LearningCreateBody,
  TurmaAcompanhamento,
} from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import type { TeacherLookup } from '@siam/domain/contracts/staff';
import type { ClassStudent } from '@siam/domain/contracts/students';

const BASE: Record<MonitoringKind, string> = {
  atividade: '/AcompanhamentoAtividadeTurma',
  aprendizagem: '/AcompanhamentoAprendizagem',
};

/** A skill list is read fresh, once, in the sheet's order. */
const SKILL_LIST = {
  staleTime: 0,
  retry: false,
  select: (data: Habilidade[] | undefined) => [...(data ?? [])].sort((a, b) => a.ordem - b.ordem),
} as const;

// ---------------------------------------------------------------- entry

// The teacher lookup (GET /api/Servidor/Professor?cpf=: the teacher's active classes of the current
// year) and the class's current students (GET /api/turmas/{id}/alunos) are the contracts' shapes.
export type { TeacherClass, TeacherLookup } from '@siam/domain/contracts/staff';
export type { ClassStudent } from '@siam/domain/contracts/students';

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

/** Starting, finishing and the genres need the network (decision 134): say so before trying. */
function requireNetwork(): void {
  if (!isOnline()) throw new ApiError(NEEDS_NETWORK, 0, true);
}

/** POST /api/AcompanhamentoAtividadeTurma: the class's teacher starts the term's monitoring. */
export async function startActivity(body: ActivityCreateBody) {
  requireNetwork();
  return api.post<Acompanhamento>('/AcompanhamentoAtividadeTurma', body);
}

/** POST /api/AcompanhamentoAprendizagem with the ticked students and the chosen genres. */
export async function startLearning(body: LearningCreateBody) {
  requireNetwork();
  return api.post<Acompanhamento>('/AcompanhamentoAprendizagem', body);
}

/**
 * PUT …/ with status true: finalises (100% needed; the server also checks the window). Not while
 * answers of this monitoring wait on the device: they would be refused after it.
 */
export async function finishMonitoring(kind: MonitoringKind, acompanhamentoId: number) {
  requireNetwork();
  const waiting = (await loadOutbox()).some(
    (a) => a.tipo === kind && a.acompanhamentoId === acompanhamentoId && a.estado === 'aguardando',
  );
  if (waiting) throw new ApiError(WAITING_BEFORE_FINISH, 0, true);
  return api.put<Acompanhamento>(BASE[kind], { acompanhamentoId, status: true });
}

/** PUT /api/AcompanhamentoAprendizagem/{id}/GenerosTextuais with the list of genre ids. */
export async function setGenres(acompanhamentoId: number, ids: number[]) {
  requireNetwork();
  return api.put<Acompanhamento>(`/AcompanhamentoAprendizagem/${acompanhamentoId}/GenerosTextuais`, ids);
}

/** GET /api/AcompanhamentoAtividadeTurma/Turma for the entry screen, in the entry's cache. */
export function useActivitySkills(acompanhamentoId: number, categoriaId: number | null) {
  return useMonitoringSkills(
    'atividade',
    acompanhamentoId,
    categoriaId,
    entryKeys.skills(acompanhamentoId, categoriaId ?? 0),
  );
}

// The answers (POST …/Resposta, POST /api/AcompanhamentoAprendizagemAluno/Respostas) go through the
// outbox (offline/outbox.ts, decision 134), which builds their bodies.

// ---------------------------------------------------------------- consultation and validation

export const consultKeys = {
  classes: (kind: MonitoringKind, escolaId: number, ano: number, bimestre: number) =>
    ['acompanhamento-turmas', kind, escolaId, ano, bimestre] as const,
  learning: (acompanhamentoId: number) => ['acompanhamento-aprendizagem', acompanhamentoId] as const,
  skills: (kind: MonitoringKind, acompanhamentoId: number, categoriaId: number) =>
    ['acompanhamento-habilidades', kind, acompanhamentoId, categoriaId] as const,
  studentSkills: (body: StudentSkillsQuery | null) => ['habilidades-estudante', body ?? {}] as const,
};

export function getMonitoringClasses(
  kind: MonitoringKind,
  escolaId: number,
  ano: number,
  bimestre: number,
  signal?: AbortSignal,
) {
  return api.get<TurmaAcompanhamento[]>(`${BASE[kind]}/Escola/Turmas`, {
    query: { escolaId, ano, bimestre },
    signal,
  });
}

/** The school's class list's export (decision 128): the list's own call with the same filters. */
export function classListExport(kind: MonitoringKind, escolaId: number, ano: number, bimestre: number) {
  return { path: `${BASE[kind]}/Escola/Turmas`, query: { escolaId, ano, bimestre } };
}

/** The validation's skills table export (a category's skills with their levels, decision 128). */
export function skillsExport(kind: MonitoringKind, acompanhamentoId: number, categoriaId: number) {
  return { path: `${BASE[kind]}/Turma`, query: { acompanhamentoId, categoriaId } };
}

/** A learning monitoring's results export (students × skills with levels, decision 128). */
export function learningResultsExport(acompanhamentoId: number) {
  return { path: BASE.aprendizagem, query: { acompId: acompanhamentoId } };
}

/** GET …/Escola/Turmas: the school's classes of the kind with their monitoring of that term. */
export function useMonitoringClasses(
  kind: MonitoringKind,
  escolaId: number | null,
  ano: number | null,
  bimestre: number | null,
) {
  return useQuery({
    queryKey: consultKeys.classes(kind, escolaId ?? 0, ano ?? 0, bimestre ?? 0),
    queryFn: ({ signal }) => getMonitoringClasses(kind, escolaId!, ano!, bimestre!, signal),
    enabled: Boolean(escolaId && ano && bimestre),
    staleTime: 0,
    retry: false,
    select: (data) => data ?? [],
  });
}

export function getLearningMonitoring(acompanhamentoId: number, signal?: AbortSignal) {
  return api.get<Acompanhamento>('/AcompanhamentoAprendizagem', {
    query: { acompId: acompanhamentoId },
    signal,
  });
}

/** GET /api/AcompanhamentoAprendizagem?acompId=: the learning monitoring with its students and genres. */
export function useLearningMonitoring(acompanhamentoId: number | null) {
  return useQuery({
    queryKey: consultKeys.learning(acompanhamentoId ?? 0),
    queryFn: ({ signal }) => getLearningMonitoring(acompanhamentoId!, signal),
    enabled: Boolean(acompanhamentoId),
    staleTime: 0,
    retry: false,
  });
}

/**
 * GET …/Turma?acompanhamentoId=&categoriaId=: the category's skills with the class's answers (in the
 * consultation's cache unless the screen gives its own key).
 */
export function useMonitoringSkills(
  kind: MonitoringKind,
  acompanhamentoId: number,
  categoriaId: number | null,
  queryKey: QueryKey = consultKeys.skills(kind, acompanhamentoId, categoriaId ?? 0),
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getMonitoringSkills(kind, acompanhamentoId, categoriaId, signal),
    enabled: categoriaId !== null,
    ...SKILL_LIST,
  });
}

/** GET …/Turma?acompanhamentoId=&categoriaId=. */
export function getMonitoringSkills(
  kind: MonitoringKind,
  acompanhamentoId: number,
  categoriaId: number | null,
  signal?: AbortSignal,
) {
  return api.get<Habilidade[]>(`${BASE[kind]}/Turma`, { query: { acompanhamentoId, categoriaId }, signal });
}

/** The student's skills of a category (POST /api/habilidadeficha/respondidas). */
export interface StudentSkillsQuery {
  ano: number;
  bimestre: number;
  categoriaId: number;
  estruturaId: number;
  turmaId: number;
  alunoId: number;
}

/**
 * POST /api/habilidadeficha/respondidas: one student's skills of a category with the chosen levels.
 * The key is the screen's: the entry's (`entryKeys.studentSkills`, refreshed after a save) or the
 * consultation's (`consultKeys.studentSkills`).
 */
export function getStudentSkills(q: StudentSkillsQuery) {
  return api.post<Habilidade[]>('/habilidadeficha/respondidas', {
    ano: q.ano,
    bimestre: q.bimestre,
    categoriaId: q.categoriaId,
    estruturaId: q.estruturaId,
    fichaId: fichaOfKind('aprendizagem'),
    turmaId: q.turmaId,
    alunoId: q.alunoId,
    componenteCurricular: COMPONENTE_LINGUA_PORTUGUESA,
  });
}

export function useStudentSkills(q: StudentSkillsQuery | null, queryKey: QueryKey) {
  return useQuery({
    queryKey,
    queryFn: () => getStudentSkills(q!),
    enabled: q !== null,
    ...SKILL_LIST,
  });
}

export interface ValidationBody {
  validacao: boolean;
  justificativa: string | null;
  responsavel: string;
}

/** POST the validation of a monitoring (activity: …/Validacao with nivel 1; learning: …/{id}/Validar). */
export function validateMonitoring(kind: MonitoringKind, acompanhamentoId: number, body: ValidationBody) {
  if (kind === 'atividade') {
    return api.post<unknown>('/AcompanhamentoAtividadeTurma/Validacao', {
      acompanhamentoAtividadeTurmaId: acompanhamentoId,
      ...body,
      nivel: 1,
    });
  }
  return api.post<unknown>(`/AcompanhamentoAprendizagem/${acompanhamentoId}/Validar`, {
    acompanhamentoAprendizagemId: acompanhamentoId,
    ...body,
  });
}

/** POST /api/AcompanhamentoAprendizagem/AjustarPorcentagem (administrator's Recalcular). */
export function recalculateLearning(acompanhamentoId: number) {
  return api.post<unknown>('/AcompanhamentoAprendizagem/AjustarPorcentagem', undefined, {
    query: { acompApredizagemId: acompanhamentoId },
  });
}

/** DELETE /api/AcompanhamentoAprendizagem (administrator's Excluir). */
export function deleteLearning(acompanhamentoId: number) {
  return api.delete<unknown>('/AcompanhamentoAprendizagem', { query: { acompanhamentoId } });
}

/** DELETE /api/AcompanhamentoAprendizagemAluno (administrator: one student's record). */
export function deleteStudentRecord(acompAlunoId: number) {
  return api.delete<unknown>('/AcompanhamentoAprendizagemAluno', { query: { acompAlunoId } });
}
