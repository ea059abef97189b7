/** The outbox strip on every screen (decision 134): the count, the offline notice, the review dialog. */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSession, mockFetch, renderWithProviders, signIn, text } from '../test/helpers';
import { OFFLINE_NOTICE } from './messages';
import { enqueue, flush, type NewAnswer } from './outbox';
import { OutboxStatus } from './outbox-status';

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

const answer = (habilidadeId: number, alunoId = 1): NewAnswer => ({
  tipo: 'aprendizagem',
  acompanhamentoId: 30,
  alunoId,
  habilidadeId,
  criterioId: habilidadeId * 10 + 2,
  estruturaId: 5,
  categoriaId: 7,
  nivel: 2,
  perfil: 17,
  turma: '1º ANO A',
  aluno: alunoId === 1 ? 'Joana Maria Souza' : 'Pedro Henrique Costa',
  habilidade: `Habilidade ${habilidadeId}: Lê palavras`,
});

describe('OutboxStatus', () => {
  it('shows nothing online with an empty outbox', () => {
    setOnline(true);
    renderWithProviders(<OutboxStatus />);
    expect(screen.queryByTestId('outbox-status')).toBeNull();
  });

  it('offline: the count of waiting answers, the notice and the list', async () => {
    signIn(makeSession({ activeConfig: { role: 17, region: null, city: null, school: null } }));
    setOnline(false);
    renderWithProviders(<OutboxStatus />);
    await act(() => enqueue([answer(1), answer(2)]));
    const strip = await screen.findByTestId('outbox-status');
    expect(strip).toHaveTextContent('2 respostas aguardando envio');
    expect(strip).toHaveTextContent(OFFLINE_NOTICE);
    expect(within(strip).getByRole('button', { name: 'Enviar agora' })).toBeDisabled();
    await userEvent.click(within(strip).getByRole('button', { name: 'Ver respostas' }));
    const dialog = screen.getByRole('dialog', { name: 'Respostas guardadas neste aparelho' });
    expect(within(dialog).getAllByText('1º ANO A · Joana Maria Souza')).toHaveLength(2);
  });

  it("a refused answer shows the server's message and can be discarded", async () => {
    signIn(makeSession({ activeConfig: { role: 17, region: null, city: null, school: null } }));
    setOnline(true);
    mockFetch(() => text('O acompanhamento já foi finalizado.', 409));
    renderWithProviders(<OutboxStatus />);
    await act(async () => {
      await enqueue([answer(1, 2)]);
      await flush();
    });
    const strip = await screen.findByTestId('outbox-status');
    expect(strip).toHaveTextContent('1 resposta recusada');
    await userEvent.click(within(strip).getByRole('button', { name: 'Ver respostas' }));
    const dialog = screen.getByRole('dialog', { name: 'Respostas guardadas neste aparelho' });
    expect(within(dialog).getByText('O acompanhamento já foi finalizado.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar recusadas' }));
    // Nothing left on the device: the strip and its dialog are gone.
    await waitFor(() => expect(screen.queryByTestId('outbox-status')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
