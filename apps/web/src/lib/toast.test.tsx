/**
 * Success toasts are never dropped as duplicates (two actions in a row may confirm with the same
 * text); errors keep the provider's duplicate guard (a repeated failure shows once).
 */
import { act, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';

describe('toast', () => {
  it('shows a second identical success, and one of two identical errors', async () => {
    render(<SnackbarProvider preventDuplicate maxSnack={5} />);
    act(() => {
      toast.success('Professor cadastrado com sucesso!');
      toast.success('Professor cadastrado com sucesso!');
      toast.error('Falhou.');
      toast.error('Falhou.');
    });
    expect(await screen.findAllByText('Professor cadastrado com sucesso!')).toHaveLength(2);
    expect(screen.getAllByText('Falhou.')).toHaveLength(1);
  });
});
