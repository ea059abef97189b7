import type { HistoricoServidor } from '@siam/domain/contracts/schools';
/**
 * The by-year timeline of school staff (spec 02 §2.4), built from the school's `historicoServidores`:
 * each stay is listed under every year it covers (from the start year to the end year, or to the
 * current year while it is open), newest year first; within a year by function, then name.
 */

export interface TimelineYear {
  year: number;
  entries: HistoricoServidor[];
}

function yearOf(date: string | null | undefined): number | null {
  const match = date ? /^(\d{4})/.exec(date) : null;
  return match ? Number(match[1]) : null;
}

export function staffTimeline(
  history: readonly HistoricoServidor[] | null | undefined,
  now: Date = new Date(),
): TimelineYear[] {
  const currentYear = now.getFullYear();
  const byYear = new Map<number, HistoricoServidor[]>();
  for (const entry of history ?? []) {
    const start = yearOf(entry.dataInicio);
    if (start === null) continue;
    const end = Math.max(start, yearOf(entry.dataFim) ?? currentYear);
    for (let year = start; year <= end; year += 1) {
      const list = byYear.get(year) ?? [];
      list.push(entry);
      byYear.set(year, list);
    }
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, entries]) => ({
      year,
      entries: [...entries].sort(
        (a, b) =>
          a.servidorFuncao.tipoFuncaoServidor - b.servidorFuncao.tipoFuncaoServidor ||
          a.servidorFuncao.servidor.nome.localeCompare(b.servidorFuncao.servidor.nome, 'pt-BR') ||
          a.dataInicio.localeCompare(b.dataInicio),
      ),
    }));
}
