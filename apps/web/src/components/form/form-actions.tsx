/** The end of a form: Cancelar and Salvar (which says 'Aguarde...' while saving), and the discard question. */
import type { ReactNode } from 'react';
import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import { ConfirmDialog } from '../confirm-dialog';

export function FormActions({
  saving,
  onCancel,
  submitDisabled = false,
  submitSx,
  sx,
}: {
  saving: boolean;
  /** Cancelar (usually opens the discard question); disabled while saving. */
  onCancel: () => void;
  /** Salvar is also disabled when this is true. */
  submitDisabled?: boolean;
  submitSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ ...(sx as object), justifyContent: 'flex-end' }}>
      <Button variant="outlined" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="submit" variant="contained" disabled={saving || submitDisabled} sx={submitSx}>
        {saving ? 'Aguarde...' : 'Salvar'}
      </Button>
    </Stack>
  );
}

/** 'Sim, descartar' or 'Continuar editando' before unsaved changes are dropped. */
export function DiscardDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      confirmLabel="Sim, descartar"
      cancelLabel="Continuar editando"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
