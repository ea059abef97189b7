/**
 * The display controls (eMAG 4.1 and 4.3; decision 137) as a row of buttons, for the login screen:
 * 'Alto contraste' (pressed or not), 'A+', 'A-' and 'Tamanho normal'. MUI's Button only, which the
 * login already loads (issue 18's budget); the signed-in app bar offers the same in a menu
 * (app/accessibility-menu.tsx).
 */
import { Box, Button } from '@mui/material';
import { a11yPrefs, NORMAL_TEXT_SCALE, TEXT_SCALES, useA11yPrefs } from '../lib/a11y-prefs';

export function AccessibilityBar() {
  const { highContrast, textScale } = useA11yPrefs();
  const small = { minWidth: 0, minHeight: 36, px: 1.25, py: 0.25, fontSize: '0.9rem' };
  return (
    <Box
      role="group"
      aria-label="Acessibilidade"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
    >
      <Button
        size="small"
        variant={highContrast ? 'contained' : 'outlined'}
        aria-pressed={highContrast}
        onClick={a11yPrefs.toggleHighContrast}
        sx={small}
      >
        Alto contraste
      </Button>
      <Button
        size="small"
        variant="outlined"
        aria-label="A+ Aumentar o texto"
        disabled={textScale === TEXT_SCALES[TEXT_SCALES.length - 1]}
        onClick={a11yPrefs.biggerText}
        sx={small}
      >
        A+
      </Button>
      <Button
        size="small"
        variant="outlined"
        aria-label="A- Diminuir o texto"
        disabled={textScale === TEXT_SCALES[0]}
        onClick={a11yPrefs.smallerText}
        sx={small}
      >
        A-
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={textScale === NORMAL_TEXT_SCALE}
        onClick={a11yPrefs.normalText}
        sx={small}
      >
        Tamanho normal
      </Button>
    </Box>
  );
}
