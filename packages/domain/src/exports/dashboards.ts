/**
 * The exported figures tables of the Painel SIAM (decision 128): a panel's table (`tabelas`) or the
 * figures table under a chart (`graficos`), as the screen shows them: the same column titles, numbers
 * as numbers (money in reais, percentages as the number shown before '%').
 */
import type { Grafico, PainelDados, Tabela } from '../contracts/dashboards';
import { exportSheet, type ExportColumn, type ExportKind, type ExportSheet } from '../export';

export type FigureRow = readonly (string | number | null)[];

export const PAINEL_TABELA_NAO_ENCONTRADA = 'Tabela do painel não encontrada.';

/** The kind of a number of a chart's figures. */
function kindOf(formato: Grafico['formato']): ExportKind {
  return formato === 'moeda' ? 'money' : 'decimal';
}

/** A sync instant column ('Última sincronização'…) is shown as a date: exported as a date and time. */
const isSyncColumn = (title: string) => /sincroniza/i.test(title);

/** A panel table: its columns, each typed by its values (numbers, a sync instant, texts). */
function tableSheet(painel: string, t: Tabela): { sheet: ExportSheet<FigureRow>; rows: FigureRow[] } {
  const columns: ExportColumn<FigureRow>[] = t.colunas.map((header, i) => {
    const values = t.linhas.map((l) => l[i] ?? null).filter((v) => v !== null);
    const numeric = values.length > 0 && values.every((v) => typeof v === 'number');
    const kind: ExportKind = numeric
      ? values.every((v) => Number.isInteger(v))
        ? 'integer'
        : 'decimal'
      : isSyncColumn(header)
        ? 'datetime'
        : 'text';
    return { id: `c${i}`, header, kind, value: (row) => row[i] ?? null };
  });
  return { sheet: exportSheet(`${painel} — ${t.titulo}`, columns), rows: t.linhas };
}

/** A chart's figures: one row per category, one column per series. */
function chartSheet(painel: string, g: Grafico): { sheet: ExportSheet<FigureRow>; rows: FigureRow[] } {
  const columns: ExportColumn<FigureRow>[] = [
    { id: 'c0', header: g.eixo, value: (row) => row[0] ?? null },
    ...g.series.map((s, i) => ({
      id: `c${i + 1}`,
      header: s.rotulo,
      kind: kindOf(g.formato),
      value: (row: FigureRow) => row[i + 1] ?? null,
    })),
  ];
  const rows = g.categorias.map((c, r) => [c, ...g.series.map((s) => s.valores[r] ?? 0)]);
  return { sheet: exportSheet(`${painel} — ${g.titulo}`, columns), rows };
}

/**
 * The table `id` of a panel's answer (a table's or a chart's id) as a sheet and its rows; null when the
 * panel has no table of that id.
 */
export function panelFiguresExport(
  dados: PainelDados,
  id: string,
): { sheet: ExportSheet<FigureRow>; rows: FigureRow[] } | null {
  const tabela = dados.tabelas.find((t) => t.id === id);
  if (tabela) return tableSheet(dados.nome, tabela);
  const grafico = dados.graficos.find((g) => g.id === id);
  if (grafico) return chartSheet(dados.nome, grafico);
  return null;
}
