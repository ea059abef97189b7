/** The parts of a form's layout: a titled group of fields (a fieldset) and the grid of its fields. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A titled group of fields: a fieldset whose legend is the title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2, color: 'primary.dark', p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The fields' grid: one column on phones, two from `sm`, `columns` from `lg`. */
export function FormGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: 2.5,
      }}
    >
      {children}
    </Box>
  );
}
