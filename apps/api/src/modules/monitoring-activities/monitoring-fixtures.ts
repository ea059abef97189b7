/** Shared set-up of the monitoring test files: demo schools, classes and helpers over `TestApp`. */
import { and, eq } from 'drizzle-orm';
import { monitoringToday } from '@siam/domain/monitoring';
import { turma } from '../../db/schema/classes';
import { escola } from '../../db/schema/schools';
import type { TestApp } from '../../testing/test-app';

export const YEAR = new Date().getFullYear();

export interface Demo {
  school: Record<'A' | 'B' | 'C', number>;
  cls: Record<string, number>;
}

/** Ids of the demo schools A/B/C and of their current-year classes by codigoTurma. */
export async function loadDemo(t: TestApp): Promise<Demo> {
  const school = { A: 0, B: 0, C: 0 };
  const cls: Record<string, number> = {};
  for (const [key, inep] of [
    ['A', '27012345'],
    ['B', '27012346'],
    ['C', '27099999'],
  ] as const) {
    const [s] = await t.db.select({ id: escola.id }).from(escola).where(eq(escola.codigoInep, inep));
    school[key] = s!.id;
    const rows = await t.db
      .select({ id: turma.id, codigo: turma.codigoTurma })
      .from(turma)
      .where(and(eq(turma.escolaId, s!.id), eq(turma.anoTurma, YEAR)));
    for (const r of rows) cls[r.codigo] = r.id;
  }
  return { school, cls };
}

/** 'YYYY-MM-DD' `days` from today (America/Maceio). */
export function day(days: number): string {
  const [y, m, d] = monitoringToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Moves the windows of (YEAR, bimestre, ficha) by PUT /api/periodo as the administrator. */
export async function setPeriod(
  t: TestApp,
  adminCpf: string,
  bimestre: number,
  fichaId: number,
  dates: { acomp: [number, number]; valid: [number, number] },
): Promise<void> {
  const admin = t.as(adminCpf, 1);
  const [p] = (await admin(`/api/Periodo?ano=${YEAR}&bimestre=${bimestre}&fichaId=${fichaId}`)).json() as {
    id: number;
  }[];
  const res = await admin({
    method: 'PUT',
    url: '/api/periodo',
    payload: {
      id: p!.id,
      ano: YEAR,
      bimestre,
      fichaAcompanhamentoId: fichaId,
      acompanhamentoDataInicio: day(dates.acomp[0]),
      acompanhamentoDataFim: day(dates.acomp[1]),
      validacaoDataInicio: day(dates.valid[0]),
      validacaoDataFim: day(dates.valid[1]),
    },
  });
  if (res.statusCode !== 200) throw new Error(`setPeriod: ${res.statusCode} ${res.body}`);
}
