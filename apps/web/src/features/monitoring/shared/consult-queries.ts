/** The consultation and validation calls (docs/api-contract-issue5.md) and their query keys. */
import { useQuery } from '@tanstack/react-query';
import { fichaOfKind, type MonitoringKind } from '@siam/domain/monitoring';
import { api } from '../../../api/client';
import type { Acompanhamento, TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';

const BASE: Record<MonitoringKind, string> = {
  atividade: '/AcompanhamentoAtividadeTurma',
  aprendizagem: '/AcompanhamentoAprendizagem',
};

export const consultKeys = {
  classes: (kind: MonitoringKind, escolaId: number, ano: number, bimestre: number) =>
    ['acompanhamento-turmas', kind, escolaId, ano, bimestre] as const,
  learning: (acompanhamentoId: number) => ['acompanhamento-aprendizagem', acompanhamentoId] as const,
  skills: (kind: MonitoringKind, acompanhamentoId: number, categoriaId: number) =>
    ['acompanhamento-habilidades', kind, acompanhamentoId, categoriaId] as const,
  studentSkills: (body: StudentSkillsQuery) => ['habilidades-estudante', body] as const,
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

/** GET …/Turma?acompanhamentoId=&categoriaId=: the category's skills with the class's answers. */
export function useMonitoringSkills(
  kind: MonitoringKind,
  acompanhamentoId: number,
  categoriaId: number | null,
) {
  return useQuery({
    queryKey: consultKeys.skills(kind, acompanhamentoId, categoriaId ?? 0),
    queryFn: ({ signal }) =>
      api.get<Habilidade[]>(`${BASE[kind]}/Turma`, { query: { acompanhamentoId, categoriaId }, signal }),
    enabled: categoriaId !== null,
    staleTime: 0,
    retry: false,
    select: (data) => [...(data ?? [])].sort((a, b) => a.ordem - b.ordem),
  });
}

export interface StudentSkillsQuery {
  ano: number;
  bimestre: number;
  categoriaId: number;
  estruturaId: number;
  turmaId: number;
  alunoId: number;
}

/** POST /api/habilidadeficha/respondidas: one student's skills of a category with the chosen levels. */
export function useStudentSkills(q: StudentSkillsQuery | null) {
  return useQuery({
    queryKey: consultKeys.studentSkills(q ?? ({} as StudentSkillsQuery)),
    queryFn: () =>
      api.post<Habilidade[]>('/habilidadeficha/respondidas', {
        ...q,
        fichaId: fichaOfKind('aprendizagem'),
        componenteCurricular: 1,
      }),
    enabled: q !== null,
    staleTime: 0,
    retry: false,
    select: (data) => [...(data ?? [])].sort((a, b) => a.ordem - b.ordem),
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
