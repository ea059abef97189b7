/**
 * One of the objective → goal → action option panels of the action form (spec 03 §2.2): a titled,
 * scrollable list where one option is chosen. Without options it shows `emptyHint`, and a click there
 * calls `onBlockedClick` (the 'Selecione um objetivo' / 'Selecione uma meta' order messages).
 */
import { useId, type KeyboardEvent } from 'react';
import {
  Box,
  FormHelperText,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';

export interface Option {
  id: number;
  primary: string;
  secondary?: string;
}

export interface OptionPanelProps {
  title: string;
  options: readonly Option[];
  value: number | null;
  onChange: (id: number) => void;
  /** Read-only (edit screen, fixed mandatory objective). */
  disabled?: boolean;
  emptyHint: string;
  onBlockedClick?: () => void;
  error?: string;
}

export function OptionPanel({
  title,
  options,
  value,
  onChange,
  disabled,
  emptyHint,
  onBlockedClick,
  error,
}: OptionPanelProps) {
  const id = useId();
  const chosen = options.findIndex((o) => o.id === value);
  const tabStop = chosen >= 0 ? chosen : 0;
  const moveWithArrows = (e: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
    const keys = { Home: 'first', End: 'last' }[e.key];
    if (step === undefined && keys === undefined) return;
    const radios = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not(.Mui-disabled)')];
    if (radios.length === 0) return;
    e.preventDefault();
    const at = radios.indexOf(document.activeElement as HTMLElement);
    const next =
      keys === 'first'
        ? 0
        : keys === 'last'
          ? radios.length - 1
          : (Math.max(at, 0) + (step ?? 0) + radios.length) % radios.length;
    radios[next]?.focus();
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 260,
        borderColor: error ? 'error.main' : undefined,
      }}
    >
      <Typography
        id={`${id}-title`}
        variant="subtitle1"
        component="h2"
        sx={{ px: 2, py: 1.25, fontWeight: 700, borderBottom: 1, borderColor: 'divider' }}
      >
        {title}
      </Typography>
      {options.length === 0 ? (
        <Box
          role="button"
          tabIndex={0}
          onClick={onBlockedClick}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onBlockedClick?.();
            }
          }}
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 2,
            cursor: 'pointer',
          }}
          aria-label={`${title}: ${emptyHint}`}
        >
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {emptyHint}
          </Typography>
        </Box>
      ) : (
        <List
          role="radiogroup"
          aria-labelledby={`${id}-title`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onKeyDown={moveWithArrows}
          dense
          sx={{ flex: 1, overflowY: 'auto', maxHeight: 320 }}
        >
          {options.map((o, i) => {
            const checked = o.id === value;
            return (
              <ListItemButton
                key={o.id}
                role="radio"
                aria-checked={checked}
                selected={checked}
                disabled={disabled && !checked}
                // One Tab stop per group (the chosen option, else the first); the arrows move between
                // the options and Space or Enter chooses (issue 20).
                tabIndex={i === tabStop ? 0 : -1}
                onClick={() => {
                  if (!disabled) onChange(o.id);
                }}
                sx={{ alignItems: 'flex-start' }}
              >
                {/* The option itself is the radio: the mark is a drawing, not a second (nested) control. */}
                <ListItemIcon sx={{ minWidth: 36, pt: 0.5, color: checked ? 'primary.main' : undefined }}>
                  {checked ? (
                    <RadioButtonCheckedIcon fontSize="small" aria-hidden />
                  ) : (
                    <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
                  )}
                </ListItemIcon>
                <ListItemText primary={o.primary} secondary={o.secondary} />
              </ListItemButton>
            );
          })}
        </List>
      )}
      {error ? (
        <FormHelperText id={`${id}-error`} error sx={{ px: 2, pb: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Paper>
  );
}
