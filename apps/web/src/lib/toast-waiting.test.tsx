/**
 * A toast asked for before the provider is mounted (its module loads with the signed-in layout,
 * decision 131) waits, and shows when the provider's host mounts. Its own file: notistack's enqueue
 * function stays set once any provider has mounted.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Snackbars from '../app/snackbars';
import { toast } from './toast';

describe('toast before the provider', () => {
  it('waits for the provider, then shows', async () => {
    expect(() => toast.error('Sessão encerrada.')).not.toThrow();
    act(() => {
      render(<Snackbars />);
    });
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
  });
});
