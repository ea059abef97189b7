/**
 * The outbox (decision 134): the answers waiting to be sent, kept in IndexedDB so that nothing typed is
 * lost when the tab closes or the phone restarts, and the sender that sends them in the order given
 * when the network and a valid session are there (automatically, and on 'Enviar agora').
 *
 * - Each answer carries its client-generated `respostaId`; the server applies an id once (decision
 *   133), so a call retried after a lost answer never counts twice.
 * - A refusal (the monitoring was finished, validated, the window closed, the student left the class,
 *   the teacher no longer teaches it) keeps the answers with the server's message for review.
 * - No network or a server error: the answers wait; the sender tries again (5 s, doubling to 2 min).
 * - A 401 ends the session (the API client clears it): the answers wait until the same user signs in.
 * - One tab sends at a time (Web Locks); the other tabs follow the store through a BroadcastChannel.
 */
import { useSyncExternalStore } from 'react';
import { fichaOfKind } from '@siam/domain/monitoring';
import { ApiError, apiRequest } from '../api/client';
import { getSession, isSessionValid } from '../lib/session';
import { offlineDb } from './db';
import { batches, failureKind, requestOf, superseded, type OutboxAnswer } from './outbox-model';

export interface OutboxSnapshot {
  /** Every answer in the store (waiting and refused), in the order given. */
  answers: OutboxAnswer[];
  waiting: number;
  refused: number;
  /** A send is running. */
  sending: boolean;
  /** Why the last send stopped (no network, server unavailable), until the next success. */
  problem: string | null;
}

const EMPTY: OutboxSnapshot = { answers: [], waiting: 0, refused: 0, sending: false, problem: null };
let snapshot: OutboxSnapshot = EMPTY;
const listeners = new Set<() => void>();
/** What is told after each batch the sender finishes (the screens refresh their data). */
const sentListeners = new Set<(sent: OutboxAnswer[], situacao: unknown) => void>();

function publish(next: Partial<OutboxSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const l of [...listeners]) l();
}

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('siam-outbox');
channel?.addEventListener('message', () => void reload(false));

/** Every answer in the store, in the order given. */
export async function loadOutbox(): Promise<OutboxAnswer[]> {
  const db = await offlineDb();
  return db ? db.getAllFromIndex('outbox', 'seq') : [];
}

/** Reads the store again (after a change here or in another tab). */
export async function reload(tellOthers = true): Promise<void> {
  const answers = await loadOutbox();
  publish({
    answers,
    waiting: answers.filter((a) => a.estado === 'aguardando').length,
    refused: answers.filter((a) => a.estado === 'recusada').length,
  });
  if (tellOthers) channel?.postMessage('changed');
}

let counter = 0;
/** A sequence that keeps the order given across reloads (time first, then a counter). */
function nextSeq(): number {
  counter = (counter + 1) % 1000;
  return Date.now() * 1000 + counter;
}

export function newRespostaId(): string {
  return crypto.randomUUID();
}

export type NewAnswer = Omit<OutboxAnswer, 'respostaId' | 'seq' | 'criadaEm' | 'estado' | 'mensagem'>;

/** New answers with their id, their place in the order and the time given, waiting. */
function stamped(items: readonly NewAnswer[]): OutboxAnswer[] {
  const now = new Date().toISOString();
  return items.map((item) => ({
    ...item,
    respostaId: newRespostaId(),
    seq: nextSeq(),
    criadaEm: now,
    estado: 'aguardando',
  }));
}

/**
 * Puts answers in the outbox, in the order given; an earlier waiting answer of the same skill is
 * replaced. Answers false when there is no store (the caller then sends directly).
 */
export async function enqueue(items: readonly NewAnswer[]): Promise<OutboxAnswer[] | null> {
  const db = await offlineDb();
  if (!db || items.length === 0) return db ? [] : null;
  const answers = stamped(items);
  const tx = db.transaction('outbox', 'readwrite');
  const existing = await tx.store.getAll();
  for (const id of superseded(existing, answers)) await tx.store.delete(id);
  for (const a of answers) await tx.store.put(a);
  await tx.done;
  await reload();
  return answers;
}

/**
 * Without a device store (no IndexedDB): the answers are sent directly, in order, as one call per
 * target; a failure throws the call's ApiError (the screen shows it, the choices stay on screen).
 */
export async function sendDirectly(items: readonly NewAnswer[]): Promise<void> {
  const answers = stamped(items);
  for (const batch of batches(answers)) {
    const { path, body } = requestOf(batch, fichaOfKind('atividade'));
    const result = await apiRequest<unknown>(path, { method: 'POST', body, perfil: batch[0]!.perfil });
    for (const l of [...sentListeners]) l(batch, result);
  }
}

/** Removes answers (a refused answer reviewed and discarded). */
export async function discard(ids: readonly string[]): Promise<void> {
  const db = await offlineDb();
  if (!db) return;
  const tx = db.transaction('outbox', 'readwrite');
  for (const id of ids) await tx.store.delete(id);
  await tx.done;
  await reload();
}

/** Puts refused answers back in the queue (after the cause was mended, e.g. the window reopened). */
export async function retryRefused(ids: readonly string[]): Promise<void> {
  const db = await offlineDb();
  if (!db) return;
  const tx = db.transaction('outbox', 'readwrite');
  for (const id of ids) {
    const a = await tx.store.get(id);
    if (a && a.estado === 'recusada')
      await tx.store.put({ ...a, estado: 'aguardando', mensagem: undefined, seq: nextSeq() });
  }
  await tx.done;
  await reload();
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export const OFFLINE_PROBLEM = 'Sem conexão com a internet.';
export const SERVER_PROBLEM = 'O servidor não respondeu. Nova tentativa em instantes.';

let retryDelay = 5_000;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleRetry(): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flush();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, 120_000);
}

/** Runs `fn` while holding the outbox lock of this origin (one sending tab); skips when another holds it. */
async function withLock(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  await locks.request('siam-outbox', { ifAvailable: true }, async (lock) => {
    if (lock) await fn();
  });
}

let running: Promise<void> | null = null;

/**
 * Sends the waiting answers in the order given, one call per batch. Resolves when the queue is empty
 * or the sender stopped (no network, no session, server unavailable).
 */
export function flush(): Promise<void> {
  if (!running) {
    running = withLock(sendAll).finally(() => {
      running = null;
      publish({ sending: false });
    });
  }
  return running;
}

async function sendAll(): Promise<void> {
  const db = await offlineDb();
  if (!db) return;
  for (;;) {
    if (!isOnline()) {
      publish({ problem: OFFLINE_PROBLEM });
      return;
    }
    const session = getSession();
    if (!session || !isSessionValid(session)) return;
    const [batch] = batches(await db.getAllFromIndex('outbox', 'seq'));
    if (!batch) {
      publish({ problem: null });
      return;
    }
    publish({ sending: true });
    const { path, body } = requestOf(batch, fichaOfKind('atividade'));
    try {
      const result = await apiRequest<unknown>(path, { method: 'POST', body, perfil: batch[0]!.perfil });
      const tx = db.transaction('outbox', 'readwrite');
      for (const a of batch) await tx.store.delete(a.respostaId);
      await tx.done;
      retryDelay = 5_000;
      publish({ problem: null });
      await reload();
      for (const l of [...sentListeners]) l(batch, result);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const kind = failureKind(status);
      if (kind === 'refused') {
        const mensagem = error instanceof ApiError ? error.message : String(error);
        const tx = db.transaction('outbox', 'readwrite');
        for (const a of batch) await tx.store.put({ ...a, estado: 'recusada', mensagem });
        await tx.done;
        await reload();
        for (const l of [...sentListeners]) l([], null);
        continue;
      }
      if (kind === 'retry') {
        publish({ problem: isOnline() ? SERVER_PROBLEM : OFFLINE_PROBLEM });
        scheduleRetry();
      }
      return;
    }
  }
}

/** Called after each sent batch (and after a refusal, with no answers). */
export function onSent(listener: (sent: OutboxAnswer[], result: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The outbox as React sees it (re-renders on every change, in this tab or another). */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}

/** Forgets the in-memory view (after the store was emptied: Sair, another user). */
export function resetOutboxView(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  retryDelay = 5_000;
  publish(EMPTY);
}

// ---------------------------------------------------------------- online state

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine as React state. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
