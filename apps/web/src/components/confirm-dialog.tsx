import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: buttons disabled, 'Aguarde...' on the confirm button. */
  loading?: boolean;
  /** Red confirm button (deletions). */
  destructive?: boolean;
  /** Only the confirm button (a notice that needs no choice). */
  hideCancel?: boolean;
}

/** A confirmation (MUI Dialog: modal, focus trapped, Esc cancels). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
  loading = false,
  destructive = false,
  hideCancel = false,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText id={`${id}-text`} component="div">
            {text}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {hideCancel ? null : (
          <Button onClick={onCancel} disabled={loading} variant="outlined">
            {cancelLabel}
          </Button>
        )}
        <Button
          onClick={onConfirm}
          disabled={loading}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          // A dialog opened by the user starts on its action (WAI-ARIA dialog pattern).
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
        >
          {loading ? 'Aguarde...' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
