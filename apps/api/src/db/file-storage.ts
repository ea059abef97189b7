/**
 * Where uploaded file contents live. The default keeps them in the database (table
 * `arquivo_conteudo`), so every API instance sees them and a database backup holds them; another
 * implementation (an S3-compatible store) can replace it behind the same interface. Writes take the
 * caller's transaction so a file exists exactly when the row that points at it does.
 */
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { arquivoConteudo } from './schema/files';
import type { Db } from './types';

export interface StoredFile {
  contentType: string;
  size: number;
  /** The contents, read lazily in chunks. */
  stream: Readable;
}

export interface FileStorage {
  /** Stores the bytes and answers their key. */
  put(tx: Db, data: Buffer, contentType: string): Promise<string>;
  /** The file, or null when the key is unknown. */
  get(db: Db, key: string): Promise<StoredFile | null>;
  remove(tx: Db, key: string): Promise<void>;
}

/** Chunk size of the streamed reads (1 MiB). */
const CHUNK = 1024 * 1024;

const toId = (key: string): number | null => (/^\d{1,9}$/.test(key) ? Number(key) : null);

const asBuffer = (v: unknown): Buffer =>
  Buffer.isBuffer(v) ? v : v instanceof Uint8Array ? Buffer.from(v) : Buffer.alloc(0);

export function createDatabaseFileStorage(): FileStorage {
  return {
    async put(tx, data, contentType) {
      const [row] = await tx
        .insert(arquivoConteudo)
        .values({ contentType, tamanho: data.length, conteudo: data })
        .returning({ id: arquivoConteudo.id });
      if (!row) throw new Error('file storage: insert returned no row');
      return String(row.id);
    },

    async get(db, key) {
      const id = toId(key);
      if (id === null) return null;
      const [meta] = await db
        .select({ contentType: arquivoConteudo.contentType, size: arquivoConteudo.tamanho })
        .from(arquivoConteudo)
        .where(eq(arquivoConteudo.id, id));
      if (!meta) return null;
      async function* chunks(): AsyncGenerator<Buffer> {
        for (let offset = 0; offset < meta!.size; offset += CHUNK) {
          const [part] = await db
            .select({
              bytes: sql<Buffer>`substring(${arquivoConteudo.conteudo} from ${offset + 1} for ${CHUNK})`,
            })
            .from(arquivoConteudo)
            .where(eq(arquivoConteudo.id, id!));
          if (!part) return;
          yield asBuffer(part.bytes);
        }
      }
      return { contentType: meta.contentType, size: meta.size, stream: Readable.from(chunks()) };
    },

    async remove(tx, key) {
      const id = toId(key);
      if (id !== null) await tx.delete(arquivoConteudo).where(eq(arquivoConteudo.id, id));
    },
  };
}
