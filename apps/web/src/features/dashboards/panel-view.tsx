/**
 * One live panel (decision 090): the indicators, each chart (@mui/x-charts) with its figures written
 * out in a table under it (readable without the picture, and by screen readers, for which the drawing
 * is hidden), and the panel's tables. Numbers are formatted pt-BR by the domain's `formatFigura`.
 * Every figures table sorts by a header click (pt-BR collation, numbers by value) and exports as CSV or
 * XLSX through the panel's own call with the same filters (`?tabela=`, decision 128).
 */
import {
  Alert,
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { formatFigura, PAINEL_SEM_DADOS, STATUS_FICHA } from '@siam/domain/dashboards';
import type { Grafico, PainelDados, PainelFiltros, Tabela } from '@siam/domain/contracts/dashboards';
import { sortRows, type SortDirection } from '@siam/domain/export';
import { ExportButton } from '../../components/export-button';
import { formatDateBR } from '@siam/domain/dates';
import { LEVEL_COLORS } from '../../components/level-chart';

/** Not started, in progress, finished, validated (3:1 or more against white, as WCAG asks of graphics). */
const STATUS_COLORS = ['#757575', LEVEL_COLORS[1], '#1976d2', '#2e7d32'];
const PALETTE = [
  '#1565c0',
  '#ef6c00',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#5d4037',
  '#ad1457',
  '#558b2f',
  '#283593',
];

/** The colour of a series or slice by its label (status and level series keep their meaning). */
export function corDe(rotulo: string, i: number): string {
  const status = STATUS_FICHA.indexOf(rotulo as (typeof STATUS_FICHA)[number]);
  if (status >= 0) return STATUS_COLORS[status]!;
  const nivel = /^Nível ([1-4])$/.exec(rotulo);
  if (nivel) return LEVEL_COLORS[Number(nivel[1]) - 1]!;
  if (rotulo === 'SIGE') return PALETTE[1]!;
  if (rotulo === 'ALFAMAIS') return PALETTE[0]!;
  return PALETTE[i % PALETTE.length]!;
}

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis tick: compact ('25 mil', 'R$ 1,2 mi') so it fits beside the chart. */
function tick(v: number, formato: Grafico['formato']): string {
  if (formato === 'moeda') return `R$ ${compact.format(v)}`;
  if (formato === 'percentual') return `${compact.format(v)}%`;
  return compact.format(v);
}

export function graficoVazio(g: Grafico): boolean {
  return g.categorias.length === 0 || g.series.every((s) => s.valores.every((v) => v === 0));
}

function Indicadores({ dados }: { dados: PainelDados }) {
  return (
    <Box
      component="ul"
      aria-label="Indicadores"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
      }}
    >
      {dados.indicadores.map((i) => (
        <Paper key={i.rotulo} component="li" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {i.rotulo}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            {formatFigura(i.valor, i.formato)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

type Cell = string | number | null;
type FigureSort = { id: string; direction: SortDirection } | null;

/** The export of one figures table: the panel's call, its filters and the table's id. */
export interface FiguresExport {
  painelId: number;
  filtros: PainelFiltros;
}

/** A figures table's sort (column `c<i>`, as the export's columns) and its rows in that order. */
function useFigureSort(rows: readonly (readonly Cell[])[]) {
  const [sort, setSort] = useState<FigureSort>(null);
  const ordered = useMemo(() => {
    if (!sort) return rows.map((row, index) => ({ row, index }));
    const i = Number(sort.id.slice(1));
    const numeric = rows.some((r) => typeof r[i] === 'number');
    return sortRows(
      rows.map((row, index) => ({ row, index })),
      (x) => x.row[i] ?? null,
      sort.direction,
      numeric ? 'decimal' : 'text',
    );
  }, [rows, sort]);
  const change = (id: string) =>
    setSort((s) =>
      s?.id !== id ? { id, direction: 'asc' } : s.direction === 'asc' ? { id, direction: 'desc' } : null,
    );
  return { sort, ordered, change };
}

function SortHeader({
  id,
  label,
  sort,
  onSort,
  align,
}: {
  id: string;
  label: string;
  sort: FigureSort;
  onSort: (id: string) => void;
  align?: 'right';
}) {
  const active = sort?.id === id;
  return (
    <TableCell
      component="th"
      scope="col"
      align={align}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'asc'}
        onClick={() => onSort(id)}
        title={`Ordenar por ${label}`}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** 'Exportar' of a figures table (hidden in print). */
function FiguresExportButton({
  exporting,
  tabela,
  titulo,
  sort,
}: {
  exporting: FiguresExport | undefined;
  tabela: string;
  titulo: string;
  sort: FigureSort;
}) {
  if (!exporting) return null;
  return (
    <Box className="no-print" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <ExportButton
        path={`/Painel/${exporting.painelId}/Dados`}
        query={{ ...exporting.filtros, tabela }}
        sort={sort}
        label={titulo}
      />
    </Box>
  );
}

/** The figures of a chart as a table: one row per category, one column per series. */
export function FigurasTabela({ grafico, exporting }: { grafico: Grafico; exporting?: FiguresExport }) {
  const rows = useMemo<Cell[][]>(
    () => grafico.categorias.map((c, i) => [c, ...grafico.series.map((s) => s.valores[i] ?? 0)]),
    [grafico],
  );
  const { sort, ordered, change } = useFigureSort(rows);
  return (
    <Box sx={{ mt: 1.5 }}>
      <FiguresExportButton exporting={exporting} tabela={grafico.id} titulo={grafico.titulo} sort={sort} />
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label={`Números: ${grafico.titulo}`}>
          <TableHead>
            <TableRow>
              <SortHeader id="c0" label={grafico.eixo} sort={sort} onSort={change} />
              {grafico.series.map((s, i) => (
                <SortHeader
                  key={s.rotulo}
                  id={`c${i + 1}`}
                  label={s.rotulo}
                  sort={sort}
                  onSort={change}
                  align="right"
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ordered.map(({ row, index }) => (
              <TableRow key={`${String(row[0])}-${index}`}>
                <TableCell component="th" scope="row">
                  {row[0]}
                </TableCell>
                {grafico.series.map((s, i) => (
                  <TableCell key={s.rotulo} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFigura(Number(row[i + 1] ?? 0), grafico.formato)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function Desenho({ grafico }: { grafico: Grafico }) {
  const fmt = (v: number | null) => (v === null ? '' : formatFigura(v, grafico.formato));
  if (grafico.tipo === 'pizza') {
    const serie = grafico.series[0];
    return (
      <PieChart
        height={260}
        skipAnimation
        // Hidden from assistive technology (the figures table follows): no tab stop (aria-hidden-focus).
        disableKeyboardNavigation
        localeText={ptBRLocaleText}
        series={[
          {
            data: grafico.categorias.map((c, i) => ({
              id: i,
              label: c,
              value: serie?.valores[i] ?? 0,
              color: corDe(c, i),
            })),
            valueFormatter: (item) => formatFigura(item.value, grafico.formato),
            innerRadius: 50,
            paddingAngle: 1,
            cornerRadius: 3,
          },
        ]}
      />
    );
  }
  // Many or long categories (schools, municipalities) read better as horizontal bars.
  const horizontal = grafico.categorias.length > 8 || grafico.categorias.some((c) => c.length > 24);
  const band = { scaleType: 'band' as const, data: grafico.categorias };
  const value = {
    valueFormatter: (v: number | null, ctx: { location: string }) =>
      ctx.location === 'tick' ? tick(v ?? 0, grafico.formato) : fmt(v),
  };
  const barras = grafico.tipo === 'barras' ? Math.min(grafico.series.length, 2) : 1;
  const height = horizontal ? Math.max(220, 80 + grafico.categorias.length * 30 * barras) : 300;
  return (
    <BarChart
      height={height}
      skipAnimation
      // Hidden from assistive technology (the figures table follows): no tab stop (aria-hidden-focus).
      disableKeyboardNavigation
      localeText={ptBRLocaleText}
      layout={horizontal ? 'horizontal' : 'vertical'}
      grid={horizontal ? { vertical: true } : { horizontal: true }}
      xAxis={[horizontal ? value : band]}
      yAxis={[horizontal ? { ...band, width: 220 } : { ...value, width: 80 }]}
      series={grafico.series.map((s, i) => ({
        data: s.valores,
        label: s.rotulo,
        color: corDe(s.rotulo, i),
        valueFormatter: fmt,
        ...(grafico.tipo === 'barrasEmpilhadas' ? { stack: 'total' } : {}),
      }))}
    />
  );
}

export function GraficoCard({ grafico, exporting }: { grafico: Grafico; exporting?: FiguresExport }) {
  const vazio = graficoVazio(grafico);
  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, p: 2, minWidth: 0 }}
      aria-labelledby={`g-${grafico.id}`}
    >
      <Typography
        id={`g-${grafico.id}`}
        component="figcaption"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {grafico.titulo}
      </Typography>
      {vazio ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {PAINEL_SEM_DADOS}
        </Typography>
      ) : (
        <>
          <Box aria-hidden>
            <Desenho grafico={grafico} />
          </Box>
          <FigurasTabela grafico={grafico} exporting={exporting} />
        </>
      )}
    </Paper>
  );
}

function celula(v: string | number | null, coluna: string): string {
  if (v === null) return '—';
  if (typeof v === 'number') return formatFigura(v, 'numero');
  if (/sincroniza/i.test(coluna) && /^\d{4}-\d{2}-\d{2}T/.test(v)) return formatDateBR(new Date(v));
  return v;
}

function TabelaCard({ tabela, exporting }: { tabela: Tabela; exporting?: FiguresExport }) {
  const { sort, ordered, change } = useFigureSort(tabela.linhas);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`t-${tabela.id}`} sx={{ p: 2 }}>
      <Typography id={`t-${tabela.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {tabela.titulo}
      </Typography>
      {tabela.linhas.length === 0 ? (
        <Typography color="text.secondary">{PAINEL_SEM_DADOS}</Typography>
      ) : (
        <>
          <FiguresExportButton exporting={exporting} tabela={tabela.id} titulo={tabela.titulo} sort={sort} />
          <TableContainer sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-labelledby={`t-${tabela.id}`}>
              <TableHead>
                <TableRow>
                  {tabela.colunas.map((c, i) => (
                    <SortHeader
                      key={c}
                      id={`c${i}`}
                      label={c}
                      sort={sort}
                      onSort={change}
                      align={i === 0 ? undefined : 'right'}
                    />
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {ordered.map(({ row: linha, index }) => (
                  <TableRow key={index}>
                    {linha.map((v, i) => (
                      <TableCell
                        key={i}
                        align={i === 0 ? 'left' : 'right'}
                        sx={typeof v === 'number' ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {celula(v, tabela.colunas[i] ?? '')}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {tabela.observacao ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {tabela.observacao}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** `filtros`: the filters the panel was read with (its tables' exports use them). */
export function PanelView({ dados, filtros }: { dados: PainelDados; filtros?: PainelFiltros }) {
  const exporting: FiguresExport | undefined = filtros ? { painelId: dados.id, filtros } : undefined;
  const semDados =
    dados.indicadores.every((i) => i.valor === 0) &&
    dados.graficos.every(graficoVazio) &&
    dados.tabelas.every((t) => t.linhas.length === 0);
  return (
    <Stack spacing={2.5} component="section" aria-label={dados.nome}>
      <Typography color="text.secondary">{dados.descricao}</Typography>
      {semDados ? (
        <Alert severity="info">{PAINEL_SEM_DADOS}</Alert>
      ) : (
        <>
          <Indicadores dados={dados} />
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 560px), 1fr))',
            }}
          >
            {dados.graficos.map((g) => (
              <GraficoCard key={g.id} grafico={g} exporting={exporting} />
            ))}
          </Box>
          {dados.tabelas.map((t) => (
            <TabelaCard key={t.id} tabela={t} exporting={exporting} />
          ))}
        </>
      )}
    </Stack>
  );
}
