/**
 * A calm, government look: deep blue primary, readable 15-16 px type, generous spacing, rounded cards
 * with a hairline border instead of heavy shadows. Error red keeps strong contrast on white. The date
 * pickers' Portuguese texts are given by app/signed-in's LocalizationProvider, not here: the theme is
 * on the login screen's first load, the pickers are not (issue 18).
 *
 * `highContrastTheme` is the 'Alto contraste' variant (issue 20, eMAG 4.1, WCAG 1.4.6; decision 137):
 * black surfaces, white text, yellow for what acts (links, buttons, headings, the selected entry),
 * every pair at least 7:1; every control drawn with a border, and a thick yellow focus ring.
 */
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import deepmerge from '@mui/utils/deepmerge';
import { ptBR as corePtBR } from '@mui/material/locale';

const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  'Arial',
  'sans-serif',
].join(',');

/** The keyboard focus ring's colour (primary.main: 11.6:1 on white, 10.6:1 on background.default). */
export const FOCUS_RING = '#0b3a6e';
/** Every keyboard-focused element (`body` raises the specificity above ButtonBase's `outline: 0`). */
const FOCUS_SELECTOR = 'body :focus-visible, body .Mui-focusVisible';

const baseOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#0b3a6e', light: '#3c64a0', dark: '#062649', contrastText: '#ffffff' },
    secondary: { main: '#00796b', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    success: { main: '#2e7d32' },
    info: { main: '#0277bd' },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#4a5566' },
    divider: '#dde3ec',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    fontSize: 15,
    htmlFontSize: 16,
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '0.95rem' },
    body1: { fontSize: '1rem', lineHeight: 1.55 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.5 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        // --- Focus indicator (issue 20, decision 138; keyboard-flows.spec.ts checks it) -----------
        // MUI marks keyboard focus on buttons, radios, checkboxes, switches and menu items only with
        // a ripple (Mui-focusVisible, ~1.5:1): every focused control gets a 3 px outline in the
        // primary colour instead (≥ 3:1 on the white and light grey backgrounds, WCAG 2.4.7/2.4.13).
        // `body` raises the specificity above ButtonBase's own `outline: 0`. Text inputs, selects
        // and date sections keep MUI's focused field border (2 px, primary), not a second ring.
        [FOCUS_SELECTOR]: { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        // Rows, menu options and menu links sit in scrolling boxes that would clip an outer ring.
        'body tr:focus-visible, body .MuiMenuItem-root.Mui-focusVisible, body .MuiListItemButton-root.Mui-focusVisible':
          { outlineOffset: -3 },
        'body .MuiInputBase-input:focus-visible, body .MuiSelect-select:focus-visible, body .MuiPickersSectionList-root :focus-visible, body .MuiPickersSectionList-root:focus-visible':
          { outline: 'none' },
        // A focused control is scrolled clear of the fixed header (HEADER_HEIGHT, 86 px) and of the
        // sticky save bars at the bottom (about 72 px): it must not be hidden (WCAG 2.4.11).
        html: { scrollPaddingTop: 86 + 16, scrollPaddingBottom: 96 },
        // --- end of the focus indicator block -------------------------------------------------
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, paddingInline: 18, minHeight: 40 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme: t }) => ({ border: `1px solid ${t.palette.divider}`, borderRadius: 14 }),
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiCardContent: { styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // A disabled field's helper text still tells what to do ('Escolha primeiro o nível de ensino.'):
    // MUI greys it to text.disabled (2.7:1 on white), below WCAG AA; it keeps the secondary text colour.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme: t }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: t.palette.text.secondary } }),
      },
    },
    // An unselected toggle button is drawn in action.active (4.47:1 on the page background): the
    // secondary text colour keeps the option readable while the selected one stays marked.
    MuiToggleButton: {
      styleOverrides: { root: ({ theme: t }) => ({ color: t.palette.text.secondary }) },
    },
    MuiTableCell: {
      styleOverrides: {
        head: ({ theme: t }) => ({
          fontWeight: 700,
          backgroundColor: '#eaf0f8',
          color: t.palette.primary.dark,
        }),
      },
    },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiDrawer: { styleOverrides: { paper: { borderRadius: 0 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 14 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
  },
};

export const theme = createTheme(baseOptions, corePtBR);

/** High contrast: black, white and yellow. Contrast on black: white 21:1, yellow 19.6:1, the rest ≥ 9:1. */
const HC = { bg: '#000000', text: '#ffffff', accent: '#ffff00', error: '#ff9e9e', success: '#7dff9b' };
const hcFocus = { outline: `3px solid ${HC.accent}`, outlineOffset: 2 };

// The options are merged before createTheme, so that the palette's derived colours (light, dark,
// action, grey) are computed from the high-contrast ones; merged after, they would stay the base's.
export const highContrastTheme = createTheme(
  deepmerge<ThemeOptions>(baseOptions, {
    palette: {
      mode: 'dark',
      primary: { main: HC.accent, light: HC.accent, dark: HC.accent, contrastText: HC.bg },
      secondary: { main: HC.text, contrastText: HC.bg },
      error: { main: HC.error, contrastText: HC.bg },
      warning: { main: HC.accent, contrastText: HC.bg },
      success: { main: HC.success, contrastText: HC.bg },
      info: { main: HC.text, contrastText: HC.bg },
      background: { default: HC.bg, paper: HC.bg },
      text: { primary: HC.text, secondary: HC.text, disabled: '#c8c8c8' },
      divider: HC.text,
      action: { active: HC.text, selected: 'rgba(255, 255, 0, 0.25)', hover: 'rgba(255, 255, 255, 0.16)' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          [FOCUS_SELECTOR]: hcFocus,
          a: { color: HC.accent },
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': hcFocus } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 8, paddingInline: 18, minHeight: 40, border: '2px solid currentColor' },
          contained: { border: `2px solid ${HC.accent}` },
        },
      },
      MuiIconButton: { styleOverrides: { root: { border: '1px solid currentColor' } } },
      MuiToggleButton: { styleOverrides: { root: { color: HC.text, borderColor: HC.text } } },
      MuiOutlinedInput: {
        styleOverrides: {
          notchedOutline: { borderColor: HC.text, borderWidth: 2 },
          root: {
            '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: HC.accent, borderWidth: 3 },
          },
        },
      },
      MuiLink: { styleOverrides: { root: { color: HC.accent, textDecorationColor: HC.accent } } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' }, rounded: { borderRadius: 14 } } },
      MuiAppBar: {
        styleOverrides: { root: { backgroundColor: HC.bg, borderBottom: `1px solid ${HC.text}` } },
      },
      MuiDrawer: { styleOverrides: { paper: { borderRadius: 0, borderRight: `1px solid ${HC.text}` } } },
      MuiTableCell: {
        styleOverrides: {
          root: { borderColor: HC.text },
          head: { fontWeight: 700, backgroundColor: HC.bg, color: HC.accent },
        },
      },
      MuiChip: { styleOverrides: { root: { border: `1px solid ${HC.text}` } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 10, border: `1px solid currentColor` } } },
      MuiTooltip: {
        defaultProps: { arrow: true },
        styleOverrides: {
          tooltip: { backgroundColor: HC.bg, color: HC.text, border: `1px solid ${HC.text}` },
        },
      },
    },
  }),
  corePtBR,
);

export const MENU_WIDTH = 250;
export const HEADER_HEIGHT = 86;
