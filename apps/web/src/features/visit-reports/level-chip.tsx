/**
 * The state of an indicator (spec 03 §4.4): 'Avaliar' until a criterion is chosen, then 'Nível {n}' in
 * a green that darkens from level 1 to level 4.
 */
import { Chip } from '@mui/material';

/** Levels 1 to 4, light to dark green, with a text colour at 4.5:1 or more on each (WCAG AA). */
export const LEVEL_COLORS: Record<number, { bg: string; fg: string }> = {
  1: { bg: '#dcedc8', fg: '#1b3a17' },
  2: { bg: '#9ccc65', fg: '#1b3a17' },
  3: { bg: '#2e7d32', fg: '#ffffff' },
  4: { bg: '#1b5e20', fg: '#ffffff' },
};

export function levelLabel(nivel: number | null | undefined): string {
  return nivel ? `Nível ${nivel}` : 'Avaliar';
}

export function LevelChip({ nivel }: { nivel: number | null | undefined }) {
  const color = nivel ? LEVEL_COLORS[nivel] : undefined;
  return (
    <Chip
      size="small"
      label={levelLabel(nivel)}
      variant={color ? 'filled' : 'outlined'}
      color={color ? undefined : 'warning'}
      sx={{
        fontWeight: 600,
        minWidth: 72,
        ...(color ? { bgcolor: color.bg, color: color.fg } : {}),
      }}
    />
  );
}
