/**
 * The 'Filtros' panel above a list: its filters on one row from `md` (stacked below), spread apart
 * (e.g. the selects on the left, the screen's action on the right).
 */
import type { ReactNode } from 'react';
import { Paper, Stack } from '@mui/material';

export function FiltersPanel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: 2.5 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        {children}
      </Stack>
    </Paper>
  );
}
