/** The state of a monitoring as a chip and its progress bar (spec 02 §4 'Monitoring'). */
import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import type { Acompanhamento } from '@siam/domain/contracts/monitoring';

export function statusText(m: Acompanhamento | null | undefined): string {
  if (!m) return 'Não iniciado';
  if (m.validado === true) return 'Validado';
  if (m.validado === false) return 'Não validado';
  if (m.status) return 'Finalizado';
  return 'Em andamento';
}

export function StatusChip({ monitoring }: { monitoring: Acompanhamento | null | undefined }) {
  const text = statusText(monitoring);
  const color =
    text === 'Validado'
      ? 'success'
      : text === 'Não validado'
        ? 'error'
        : text === 'Finalizado'
          ? 'primary'
          : text === 'Em andamento'
            ? 'warning'
            : 'default';
  return (
    <Chip size="small" label={text} color={color} variant={text === 'Não iniciado' ? 'outlined' : 'filled'} />
  );
}

export function ProgressBar({ percent, label }: { percent: number | null | undefined; label: string }) {
  const value = Math.max(0, Math.min(100, Math.floor(percent ?? 0)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        color={value >= 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 42, textAlign: 'right', fontWeight: 600 }}>
        {value}%
      </Typography>
    </Box>
  );
}
