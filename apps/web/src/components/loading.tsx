import { Box, CircularProgress, Typography } from '@mui/material';

/** The waiting state of a screen or a block: a spinner and 'Aguarde...'. */
export function Loading({ label = 'Aguarde...', minHeight = 160 }: { label?: string; minHeight?: number }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, minHeight }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
