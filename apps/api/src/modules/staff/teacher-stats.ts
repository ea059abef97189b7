/**
 * Teacher statistics of the teacher dashboard (see docs/decisions/012-api-teacher-statistics.md):
 * over the current year's monitoring periods whose fill-in window has begun, every active class of
 * the teacher with the sheet's level (ficha 1 learning → Ensino Fundamental, ficha 2 activities →
 * Educação Infantil) counts once per period, by the state of its monitoring of that type and bimestre.
 */
export interface TeacherStats {
  naoIniciados: number;
  emAndamento: number;
  completos: number;
  validados: number;
}

/** The education level (1 Infantil, 2 Fundamental) a sheet is filled in for. */
export const NIVEL_DA_FICHA: Record<number, number> = { 1: 2, 2: 1 };

export function computeTeacherStats(
  periods: { fichaId: number; bimestre: number }[],
  classes: { id: number; nivelEnsino: number }[],
  monitorings: {
    turmaId: number;
    tipo: number;
    bimestre: number;
    status: boolean;
    validado: boolean | null;
  }[],
): TeacherStats {
  const stats: TeacherStats = { naoIniciados: 0, emAndamento: 0, completos: 0, validados: 0 };
  for (const p of periods) {
    for (const c of classes.filter((x) => x.nivelEnsino === NIVEL_DA_FICHA[p.fichaId])) {
      // Monitoring tipo equals the sheet id (1 learning, 2 activities).
      const m = monitorings.find(
        (x) => x.turmaId === c.id && x.tipo === p.fichaId && x.bimestre === p.bimestre,
      );
      if (!m) stats.naoIniciados++;
      else if (m.validado === true) stats.validados++;
      else if (m.status) stats.completos++;
      else stats.emAndamento++;
    }
  }
  return stats;
}
