/**
 * The offline store's life with the session (decision 134), started by the signed-in layout:
 * the store is claimed for the user (emptied when it held another user's data), the entry screens'
 * kept data is read back into the query cache, the outbox is loaded and sent; then the cache is kept
 * on the device after each read, and the outbox is sent again when the network returns, every 30
 * seconds while answers wait, and after each sent batch the entry screens' data is refreshed.
 */
import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { claimStore, clearStore } from './db';
import { flush, onSent, reload, resetOutboxView, useOutbox } from './outbox';
import { keepEntryCache, restoreEntryCache } from './query-cache';

const RESEND_EVERY_MS = 30_000;
/** The layout waits at most this long for the device's store before showing the page anyway. */
const RESTORE_WAIT_MS = 2_000;

async function start(cpf: string, client: QueryClient): Promise<void> {
  if (await claimStore(cpf)) resetOutboxView();
  await restoreEntryCache(client);
  await reload(false);
}

/** Answers true once the device's data is in the query cache (or after RESTORE_WAIT_MS). */
export function useOfflineSession(cpf: string | null): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  const outbox = useOutbox();
  const hasWaiting = outbox.waiting > 0;

  useEffect(() => {
    if (!cpf) return;
    let stopped = false;
    let stopKeeping = () => {};
    const timeout = setTimeout(() => setReady(true), RESTORE_WAIT_MS);
    start(cpf, client)
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timeout);
        if (stopped) return;
        stopKeeping = keepEntryCache(client);
        setReady(true);
        void flush();
      });
    const online = () => void flush();
    window.addEventListener('online', online);
    // The lists' percents are stale after a delivery: read again when next shown (the open sheet
    // applies its own result, features/monitoring/shared/entry-answers.ts).
    const offSent = onSent((sent) => {
      if (sent.length > 0) {
        void client.invalidateQueries({ queryKey: ['acompanhamento-entrada'], refetchType: 'none' });
        // Início's 'O que aguarda você' and the teacher's counters follow the delivered answers.
        void client.invalidateQueries({ queryKey: ['pendencias'] });
        void client.invalidateQueries({ queryKey: ['teacher-statistics'] });
      }
    });
    return () => {
      stopped = true;
      clearTimeout(timeout);
      stopKeeping();
      offSent();
      window.removeEventListener('online', online);
    };
  }, [cpf, client]);

  useEffect(() => {
    if (!hasWaiting) return;
    const timer = setInterval(() => void flush(), RESEND_EVERY_MS);
    return () => clearInterval(timer);
  }, [hasWaiting]);

  return ready;
}

/** 'Sair': the device keeps nothing of the user. */
export async function forgetDevice(): Promise<void> {
  resetOutboxView();
  await clearStore().catch(() => undefined);
}
