/**
 * Counts per level 1 to 4 of a monitoring (spec 02 §2.7, §2.11): a bar chart (@mui/x-charts) with the
 * same numbers written out beside it, so the figures are readable without the picture (and by screen
 * readers, for which the drawing itself is hidden).
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { NivelQuantidade } from '@siam/domain/contracts/sheets';

/**
 * One colour per level, from the lowest (1) to the highest (4). Each carries white text (the level
 * chips) at 4.5:1 or more (WCAG AA); level 2 is a deep amber, as the bright orange was 2.7:1.
 */
export const LEVEL_COLORS = ['#d32f2f', '#b45309', '#1976d2', '#2e7d32'] as const;

/** The box of one level (a criterion): its colour on the left, the chosen one outlined and shaded. */
export function levelBoxSx(nivel: number, chosen: boolean) {
  return {
    borderRadius: 1,
    border: 1,
    borderColor: chosen ? LEVEL_COLORS[nivel - 1] : 'divider',
    borderLeftWidth: 6,
    borderLeftColor: LEVEL_COLORS[nivel - 1],
    bgcolor: chosen ? 'action.selected' : undefined,
  };
}

export interface LevelChartProps {
  /** Counts per level; missing levels count 0. */
  totals: readonly NivelQuantidade[];
  title?: string;
  /** What is counted ('habilidades', 'respostas'...), for the summary. */
  unit?: string;
  height?: number;
}

export function levelCounts(totals: readonly NivelQuantidade[]): number[] {
  return [1, 2, 3, 4].map((n) => totals.filter((t) => t.nivel === n).reduce((s, t) => s + t.quantidade, 0));
}

export function LevelChart({
  totals,
  title = 'Quantidade por nível',
  unit = 'respostas',
  height = 220,
}: LevelChartProps) {
  const counts = levelCounts(totals);
  const total = counts.reduce((a, b) => a + b, 0);
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, p: 2 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }} aria-hidden>
          {total === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              Nenhuma resposta registrada.
            </Typography>
          ) : (
            <BarChart
              height={height}
              hideLegend
              skipAnimation
              // The drawing is hidden from assistive technology (the figures are written beside it), so
              // it must hold no tab stop either (axe: aria-hidden-focus).
              disableKeyboardNavigation
              xAxis={[
                {
                  scaleType: 'band',
                  data: ['Nível 1', 'Nível 2', 'Nível 3', 'Nível 4'],
                  colorMap: { type: 'ordinal', colors: [...LEVEL_COLORS] },
                },
              ]}
              yAxis={[{ tickMinStep: 1 }]}
              series={[{ data: counts, label: unit }]}
              margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
            />
          )}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 160 }}>
          {counts.map((count, i) => (
            <Box component="li" key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: LEVEL_COLORS[i], flex: 'none' }}
              />
              <Typography variant="body2">
                Nível {i + 1}: <strong>{count}</strong>
              </Typography>
            </Box>
          ))}
          <Box component="li" sx={{ pt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              Total: {total} {unit}
            </Typography>
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}
