import { customType, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';

/** PostgreSQL bytea as a Buffer on both drivers (PGlite answers Uint8Array, pg a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Contents of uploaded files (the default file storage): in the database, so every API instance sees
 * them and a database backup holds them. Read back in chunks (`substring`) and streamed.
 */
export const arquivoConteudo = pgTable('arquivo_conteudo', {
  id: serialId(),
  contentType: varchar('content_type', { length: 60 }).notNull(),
  tamanho: integer('tamanho').notNull(),
  conteudo: bytea('conteudo').notNull(),
  createdAt: createdAt(),
});
