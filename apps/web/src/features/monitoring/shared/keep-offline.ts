/**
 * The sheets opened online are kept whole for offline use (decision 134): every structure's categories
 * and every category's skills with the levels given so far (the class's, or each student's) are read
 * once, in the background and one at a time, into the entry cache that `offline/query-cache.ts`
 * writes to the device. Only for the class's teacher while the monitoring can still be changed.
 * - the activity sheet and one student's sheet: when the sheet opens (`useKeepSheetOffline`);
 * - a learning monitoring's students: when the class's monitoring is shown (`useKeepClassOffline`).
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fichaOfKind, type MonitoringKind } from '@siam/domain/monitoring';
import type { Acompanhamento } from '@siam/domain/contracts/monitoring';
import type { Categoria, Estrutura } from '@siam/domain/contracts/sheets';
import { api } from '../../../api/client';
import { categoriesQuery, monitoringKeys } from '../../../api/monitoring';
import { isOnline } from '../../../offline/outbox';
import { entryKeys, getMonitoringSkills, getStudentSkills, type StudentSkillsQuery } from './queries';

/** A sheet read within this time is not read again in the background. */
const KEEP_FRESH_MS = 5 * 60_000;

type StudentOfSheet = Omit<StudentSkillsQuery, 'estruturaId' | 'categoriaId'>;

/** Reads the sheet's categories and skills (for the class, or for each student) into the cache. */
async function keepSheets(
  client: QueryClient,
  kind: MonitoringKind,
  acompanhamentoId: number,
  students: readonly StudentOfSheet[],
  stopped: () => boolean,
): Promise<void> {
  const fichaId = fichaOfKind(kind);
  const structures = await client
    .fetchQuery({
      queryKey: monitoringKeys.structures(fichaId),
      queryFn: ({ signal }) => api.get<Estrutura[]>('/EstruturaFicha', { query: { fichaId }, signal }),
      staleTime: KEEP_FRESH_MS,
    })
    .catch(() => [] as Estrutura[]);
  for (const { id: estruturaId } of structures ?? []) {
    if (stopped() || !isOnline()) return;
    const categories = await client
      .fetchQuery({ ...categoriesQuery(fichaId, estruturaId), staleTime: KEEP_FRESH_MS })
      .catch(() => [] as Categoria[]);
    for (const { id: categoriaId } of categories ?? []) {
      if (kind === 'atividade') {
        if (stopped() || !isOnline()) return;
        await client
          .prefetchQuery({
            queryKey: entryKeys.skills(acompanhamentoId, categoriaId),
            queryFn: ({ signal }) => getMonitoringSkills(kind, acompanhamentoId, categoriaId, signal),
            staleTime: KEEP_FRESH_MS,
          })
          .catch(() => undefined);
        continue;
      }
      for (const student of students) {
        if (stopped() || !isOnline()) return;
        await client
          .prefetchQuery({
            queryKey: entryKeys.studentSkills(acompanhamentoId, student.alunoId, estruturaId, categoriaId),
            queryFn: () => getStudentSkills({ ...student, estruturaId, categoriaId }),
            staleTime: KEEP_FRESH_MS,
          })
          .catch(() => undefined);
      }
    }
  }
}

function useKeep(
  enabled: boolean,
  kind: MonitoringKind,
  acompanhamentoId: number,
  students: readonly StudentOfSheet[],
  studentsKey: string,
): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || !isOnline()) return;
    let stop = false;
    void keepSheets(client, kind, acompanhamentoId, students, () => stop);
    return () => {
      stop = true;
    };
    // `studentsKey` stands for `students` (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, kind, acompanhamentoId, studentsKey, client]);
}

/** The open sheet: the class's activities, or one student's learning. */
export function useKeepSheetOffline(
  kind: MonitoringKind,
  acompanhamentoId: number,
  student: StudentOfSheet | null,
  readOnly: boolean,
): void {
  useKeep(!readOnly, kind, acompanhamentoId, student ? [student] : [], String(student?.alunoId ?? ''));
}

/** A learning monitoring shown in its class: every student who is evaluated (not alfabetizado). */
export function useKeepClassOffline(
  monitoring: Acompanhamento,
  turmaId: number,
  ano: number,
  bimestre: number,
  canWrite: boolean,
): void {
  const students = (monitoring.alunoAcompanhamento ?? [])
    .filter((a) => !a.alfabetizado)
    .map((a) => ({ ano, bimestre, turmaId, alunoId: a.alunoId }));
  useKeep(
    canWrite,
    'aprendizagem',
    monitoring.acompanhamentoId,
    students,
    students.map((s) => s.alunoId).join(','),
  );
}
