/**
 * The device's store for offline monitoring entry (issue 18, decision 134): one IndexedDB database,
 * `siam-offline`, with the answers waiting to be sent (`outbox`, in the order given), the entry
 * screens' last answers from the server (`consultas`, the persisted query cache) and `meta` (whose
 * store it is: a hash of the signed-in user's CPF, never the CPF itself).
 *
 * The store belongs to one user: `claimStore` empties it when another user signs in on the browser,
 * and `clearStore` empties it on 'Sair'. Without IndexedDB (old browser, private mode that refuses it)
 * every function is a no-op and the screens work online only.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxAnswer } from './outbox-model';

export const DB_NAME = 'siam-offline';

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxAnswer; indexes: { seq: number } };
  consultas: { key: string; value: { savedAt: number; data: string } };
  meta: { key: string; value: string };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb | null> | null = null;

/** The database, opened once; null where IndexedDB is unavailable. */
export function offlineDb(): Promise<OfflineDb | null> {
  if (!opening) {
    opening =
      typeof indexedDB === 'undefined'
        ? Promise.resolve(null)
        : openDB<OfflineSchema>(DB_NAME, 1, {
            upgrade(db) {
              const outbox = db.createObjectStore('outbox', { keyPath: 'respostaId' });
              outbox.createIndex('seq', 'seq');
              db.createObjectStore('consultas');
              db.createObjectStore('meta');
            },
          }).catch(() => null);
  }
  return opening;
}

/** Test hook: forget the open database (fake-indexeddb is replaced between tests). */
export function resetOfflineDbForTests(): void {
  opening = null;
}

/** Hex SHA-256 of the user's CPF digits (FNV-1a where SubtleCrypto is missing: an owner tag, not a secret). */
export async function ownerTag(cpf: string): Promise<string> {
  const text = `siam:${cpf.replace(/\D/g, '')}`;
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `fnv-${hash.toString(16)}`;
}

async function emptyAll(db: OfflineDb): Promise<void> {
  const tx = db.transaction(['outbox', 'consultas', 'meta'], 'readwrite');
  await Promise.all([
    tx.objectStore('outbox').clear(),
    tx.objectStore('consultas').clear(),
    tx.objectStore('meta').clear(),
    tx.done,
  ]);
}

/**
 * Makes the store the signed-in user's: when it holds another user's data, it is emptied first.
 * Answers true when the store was another user's (and is now empty).
 */
export async function claimStore(cpf: string): Promise<boolean> {
  const db = await offlineDb();
  if (!db) return false;
  const tag = await ownerTag(cpf);
  const current = await db.get('meta', 'dono');
  if (current === tag) return false;
  await emptyAll(db);
  await db.put('meta', tag, 'dono');
  return current !== undefined;
}

/** Empties the store ('Sair'). */
export async function clearStore(): Promise<void> {
  const db = await offlineDb();
  if (db) await emptyAll(db);
}
