/**
 * The app bar's 'Acessibilidade' button (eMAG 4.1 and 4.3; decision 137): a menu with 'Alto
 * contraste' (a checkbox item), 'A+', 'A-' and 'Tamanho normal', kept per browser (lib/a11y-prefs).
 * The menu stays open after a size change, so the text can be raised several steps in a row.
 */
import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { a11yPrefs, NORMAL_TEXT_SCALE, TEXT_SCALES, useA11yPrefs } from '../lib/a11y-prefs';

export function AccessibilityMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { highContrast, textScale } = useA11yPrefs();
  const open = Boolean(anchor);
  return (
    <>
      <Tooltip title="Acessibilidade">
        <IconButton
          aria-label="Acessibilidade"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'menu-acessibilidade' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          color="primary"
          size="large"
        >
          <AccessibilityNewIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id="menu-acessibilidade"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem role="menuitemcheckbox" aria-checked={highContrast} onClick={a11yPrefs.toggleHighContrast}>
          <ListItemIcon>
            {highContrast ? <CheckBoxIcon fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>Alto contraste</ListItemText>
        </MenuItem>
        <MenuItem onClick={a11yPrefs.biggerText} disabled={textScale === TEXT_SCALES[TEXT_SCALES.length - 1]}>
          <ListItemText>A+ Aumentar o texto</ListItemText>
        </MenuItem>
        <MenuItem onClick={a11yPrefs.smallerText} disabled={textScale === TEXT_SCALES[0]}>
          <ListItemText>A- Diminuir o texto</ListItemText>
        </MenuItem>
        <MenuItem onClick={a11yPrefs.normalText} disabled={textScale === NORMAL_TEXT_SCALE}>
          <ListItemText>Tamanho normal ({textScale.toLocaleString('pt-BR')} %)</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
