/** A read-only list of labelled values (a description list: dt/dd) laid out on a grid. */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface DetailListProps {
  items: readonly { label: string; value: ReactNode }[];
  /** The grid's columns (a CSS grid-template-columns, per breakpoint). */
  columns: Record<string, string>;
  /** Shown instead of an empty value (undefined: the value as it is, 0 included). */
  emptyValue?: string;
}

export function DetailList({ items, columns, emptyValue }: DetailListProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}>
      {items.map((item) => (
        <Box key={item.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {emptyValue === undefined ? item.value : item.value || emptyValue}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
