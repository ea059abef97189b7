/**
 * 'Nova versão disponível' with 'Atualizar' (decision 132): a snackbar at the bottom of the screen,
 * shown when a new version of the app is installed and waiting. Its own React root, so it needs
 * nothing of the app's providers; dismissing it keeps the current version until the next visit.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { theme } from './theme';

export function UpdateNotice({ onUpdate }: { onUpdate: () => Promise<void> | void }) {
  const [open, setOpen] = useState(true);
  const [updating, setUpdating] = useState(false);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="Nova versão disponível"
      action={
        <>
          <Button
            color="inherit"
            size="small"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              void onUpdate();
            }}
          >
            Atualizar
          </Button>
          <IconButton color="inherit" size="small" aria-label="Fechar" onClick={() => setOpen(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}

let shown = false;

/** Shows the notice once per page. */
export function showUpdateNotice(onUpdate: () => Promise<void> | void): void {
  if (shown) return;
  shown = true;
  const host = document.createElement('div');
  host.id = 'pwa-update-notice';
  document.body.appendChild(host);
  createRoot(host).render(
    <ThemeProvider theme={theme}>
      <UpdateNotice onUpdate={onUpdate} />
    </ThemeProvider>,
  );
}
