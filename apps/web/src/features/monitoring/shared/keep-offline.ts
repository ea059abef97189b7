/**
 * A sheet opened online is kept whole for offline use (decision 134): every structure's categories and
 * every category's skills with the levels given so far (the class's, or the student's) are read once,
 * in the background, into the entry cache that `offline/query-cache.ts` writes to the device. Only for
 * the class's teacher while the monitoring can still be changed.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fichaOfKind, type MonitoringKind } from '@siam/domain/monitoring';
import type { Categoria } from '@siam/domain/contracts/sheets';
import { categoriesQuery } from '../../../api/monitoring';
import type { SheetSelection } from '../../../components/sheet-pickers';
import { isOnline } from '../../../offline/outbox';
import { entryKeys, getMonitoringSkills, getStudentSkills, type StudentSkillsQuery } from './queries';

/** Kept fresh enough: a sheet re-opened within this time is not read again in the background. */
const KEEP_FRESH_MS = 5 * 60_000;

export function useKeepSheetOffline(
  kind: MonitoringKind,
  sheet: SheetSelection,
  acompanhamentoId: number,
  student: Omit<StudentSkillsQuery, 'estruturaId' | 'categoriaId'> | null,
  readOnly: boolean,
): void {
  const queryClient = useQueryClient();
  const structureIds = sheet.structures.map((s) => s.id).join(',');
  const alunoId = student?.alunoId ?? null;
  useEffect(() => {
    if (readOnly || !isOnline() || structureIds === '') return;
    const fichaId = fichaOfKind(kind);
    let stopped = false;
    void (async () => {
      for (const estruturaId of structureIds.split(',').map(Number)) {
        if (stopped) return;
        const categories = await queryClient
          .fetchQuery({ ...categoriesQuery(fichaId, estruturaId), staleTime: KEEP_FRESH_MS })
          .catch(() => [] as Categoria[]);
        for (const c of categories ?? []) {
          if (stopped) return;
          if (kind === 'atividade') {
            await queryClient
              .prefetchQuery({
                queryKey: entryKeys.skills(acompanhamentoId, c.id),
                queryFn: ({ signal }) => getMonitoringSkills(kind, acompanhamentoId, c.id, signal),
                staleTime: KEEP_FRESH_MS,
              })
              .catch(() => undefined);
          } else if (student) {
            await queryClient
              .prefetchQuery({
                queryKey: entryKeys.studentSkills(acompanhamentoId, student.alunoId, estruturaId, c.id),
                queryFn: () => getStudentSkills({ ...student, estruturaId, categoriaId: c.id }),
                staleTime: KEEP_FRESH_MS,
              })
              .catch(() => undefined);
          }
        }
      }
    })();
    return () => {
      stopped = true;
    };
    // The student's query fields are fixed for one sheet (the page is keyed by monitoring and student).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, acompanhamentoId, alunoId, structureIds, readOnly, queryClient]);
}
