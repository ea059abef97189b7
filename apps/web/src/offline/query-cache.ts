/**
 * The entry screens' data kept on the device (decision 134): the teacher's classes, the monitoring of
 * each class with its students, the sheet's structures, categories and skills with the levels given
 * so far, the periods and the genres. After each successful read of one of these, the cache is written
 * to IndexedDB (at most once a second); when the signed-in layout starts it is read back, so a class
 * opened once online opens again offline.
 *
 * Students' CPFs are never written: a student is told apart on the entry screen by name and birth
 * date. Data older than 30 days is not restored.
 */
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { offlineDb } from './db';

/** The query-key roots kept offline (the teacher's entry screens). */
export const OFFLINE_ROOTS: ReadonlySet<string> = new Set([
  'acompanhamento-entrada',
  'estrutura-ficha',
  'categoria-ficha',
  'periodo',
  'genero-textual',
]);

const KEY = 'entrada';
export const OFFLINE_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

export function isOfflineQuery(query: Pick<Query, 'queryKey'> & { state: { status: string } }): boolean {
  const root = query.queryKey[0];
  return query.state.status === 'success' && typeof root === 'string' && OFFLINE_ROOTS.has(root);
}

/** JSON without students' CPFs: a `cpf` beside a `dataNascimento` (a student) becomes null. */
export function serializeWithoutStudentCpf(state: DehydratedState): string {
  return JSON.stringify(state, function (this: Record<string, unknown>, key, value: unknown) {
    if (key === 'cpf' && this && typeof this === 'object' && 'dataNascimento' in this) return null;
    return value;
  });
}

export async function saveEntryCache(client: QueryClient): Promise<void> {
  const db = await offlineDb();
  if (!db) return;
  const state = dehydrate(client, { shouldDehydrateQuery: isOfflineQuery });
  await db.put('consultas', { savedAt: Date.now(), data: serializeWithoutStudentCpf(state) }, KEY);
}

/** Puts the kept data back in the query cache (newer data already there wins). */
export async function restoreEntryCache(client: QueryClient, now = Date.now()): Promise<void> {
  const db = await offlineDb();
  if (!db) return;
  const kept = await db.get('consultas', KEY);
  if (!kept) return;
  if (now - kept.savedAt > OFFLINE_MAX_AGE_MS) {
    await db.delete('consultas', KEY);
    return;
  }
  try {
    hydrate(client, JSON.parse(kept.data) as DehydratedState);
  } catch {
    await db.delete('consultas', KEY);
  }
}

/** Writes the cache after each successful entry read (throttled); answers the unsubscribe. */
export function keepEntryCache(client: QueryClient, delayMs = 1_000): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isOfflineQuery(event.query)) return;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void saveEntryCache(client);
    }, delayMs);
  });
  return () => {
    if (timer) clearTimeout(timer);
    unsubscribe();
  };
}
