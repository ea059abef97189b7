import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { NOT_STARTED_LABEL } from './rules';

/** The progress of a monitoring ('Não iniciado' when none was started). */
export function ProgressCell({
  started,
  percent,
  label,
}: {
  started: boolean;
  percent: number | null;
  label: string;
}) {
  if (!started) return <Chip size="small" variant="outlined" label={NOT_STARTED_LABEL} />;
  const value = Math.max(0, Math.min(100, percent ?? 0));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`Progresso de ${label}`}
        color={value >= 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {value}%
      </Typography>
    </Box>
  );
}
