/**
 * The shell of a form in a side panel or card: a `<form noValidate>` named for assistive technology,
 * its fields stacked, and the Cancelar / Salvar row (Salvar reads 'Aguarde...' while the save runs).
 * Validation, the mutation and its messages stay with each form.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button, Stack } from '@mui/material';

export interface FormActionsProps {
  /** A save is running: both buttons are off and Salvar reads 'Aguarde...'. */
  saving: boolean;
  /** Salvar is also off (e.g. data still loading), without the 'Aguarde...' text. */
  blocked?: boolean;
  onCancel: () => void;
}

/** Cancelar and Salvar (submit), right-aligned. */
export function FormActions({ saving, blocked = false, onCancel }: FormActionsProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
      <Button variant="outlined" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button variant="contained" type="submit" disabled={saving || blocked}>
        {saving ? 'Aguarde...' : 'Salvar'}
      </Button>
    </Stack>
  );
}

export interface SideFormProps extends FormActionsProps {
  /** The form's accessible name. */
  label: string;
  id?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function SideForm({ label, id, onSubmit, children, ...actions }: SideFormProps) {
  return (
    <Box component="form" id={id} noValidate aria-label={label} onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {children}
        <FormActions {...actions} />
      </Stack>
    </Box>
  );
}
