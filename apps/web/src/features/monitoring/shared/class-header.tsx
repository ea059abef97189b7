import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

export interface HeaderField {
  label: string;
  value: ReactNode;
}

/**
 * The facts of the class (and student) above an entry or validation sheet, as a description list
 * (`columns` on a large screen: by default one per field, up to five).
 */
export function ClassHeader({
  fields,
  label = 'Dados da turma',
  columns = Math.min(fields.length, 5),
}: {
  fields: HeaderField[];
  label?: string;
  columns?: number;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            lg: `repeat(${columns}, 1fr)`,
          },
        }}
      >
        {fields.map((f) => (
          <Box key={f.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
