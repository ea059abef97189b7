/**
 * Route pieces both monitoring kinds declare the same way: the features that read a school's class
 * list, the monitoring id field, the student-access rule of an answer that lists the monitoring's
 * students (decision 104), the caller's context, and the options of the two routes whose shape is
 * the kind's path only (the school's class list and finishing).
 */
import { z } from 'zod';
import type { ExportSheet } from '@siam/domain/export';
import { idField } from '../../../lib/params';
import { monitoringDetail, studentIds, type StudentAccessRule } from '../../audit';
import { callerOf, type Guards } from '../../auth';
import { monitoringClassesSheet } from '@siam/domain/exports/monitoring';
import type { MonitoringKind } from '@siam/domain/monitoring';
import {
  MONITORING_MSG,
  acompanhamentoSchema,
  schoolListQuery,
  turmaAcompanhamentoSchema,
} from '@siam/domain/contracts/monitoring';

export const LIST_FEATURES = ['monitoring.consult', 'monitoring.validate', 'monitoring.entry'] as const;
export const acompId = idField(MONITORING_MSG.notStarted);

/** The answer lists the monitoring's students (name, CPF, birth date): a read of them (decision 104). */
export function monitoringRead(kindLabel: string): StudentAccessRule {
  return { read: 'listar', detail: monitoringDetail(kindLabel), ids: studentIds.monitoring };
}

/** Who calls, from where (the services' context). */
export const ctxOf = (request: Parameters<typeof callerOf>[0]) => ({
  caller: callerOf(request),
  ip: request.ip,
});

/**
 * GET …/Escola/Turmas: the school's classes of the kind with their monitoring of a term; exportable
 * (`?formato=csv|xlsx`, decision 128) with the list's columns.
 */
export function schoolListRoute(guards: Guards, tags: string[], summary: string, kind: MonitoringKind) {
  return {
    schema: {
      tags,
      summary,
      querystring: schoolListQuery,
      response: { 200: z.array(turmaAcompanhamentoSchema) },
    },
    config: {
      export: {
        sheet: (request: { query: unknown }) => {
          const q = request.query as { ano: number; bimestre: number };
          return monitoringClassesSheet(kind, { ano: q.ano, bimestre: q.bimestre }) as ExportSheet<never>;
        },
      },
    },
    onRequest: guards.requireAnyFeature(LIST_FEATURES),
  };
}

/** PUT …: finishes the monitoring (`{acompanhamentoId, status: true}`). */
export function finishRoute(guards: Guards, tags: string[], summary: string, read: StudentAccessRule) {
  return {
    schema: {
      tags,
      summary,
      body: z.object({ acompanhamentoId: acompId, status: z.literal(true) }),
      response: { 200: acompanhamentoSchema },
    },
    config: { studentAccess: read },
    onRequest: guards.requireFeature('monitoring.entry'),
  };
}
