/**
 * Makes the on-disk PGlite durable against an operating-system crash or power loss (decision 102).
 * PGlite starts PostgreSQL with `-F` (fsync off), its emulated `fdatasync` reaches no disk, and the
 * Node file system of its Emscripten runtime (NODEFS) has no `fsync`. A killed process loses nothing
 * (every page is written with a synchronous `fs.writeSync`), but the kernel may not have written the
 * last commits to disk when the machine stops. So: fsync on, `wal_sync_method=fsync` (one fsync of
 * the WAL per commit) and an `fsync` for NODEFS that calls `fs.fsyncSync`. About 3 ms per commit.
 */
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** PGlite's start parameters without `-F`, with the WAL synced by fsync. */
export const DURABLE_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

interface NodeFsStream {
  nfd?: number;
  node?: { mode: number };
}
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
}

let syncs = 0;

/** How many fsyncs the durable PGlite has done in this process (a test reads it). */
export function pgliteSyncCount(): number {
  return syncs;
}

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
/** Emscripten's EIO: PostgreSQL then stops rather than carry on after a failed fsync. */
const EIO = 29;

/**
 * Gives the client's NODEFS an `fsync` (PGlite's own is a no-op). A directory that cannot be synced
 * (some systems refuse it) is skipped; a failing file sync is reported to PostgreSQL as EIO.
 */
export function enableNodeFsync(client: PGlite): void {
  const nodefs = (client.Module as unknown as { NODEFS?: EmscriptenNodeFs }).NODEFS;
  if (!nodefs) throw new Error('PGlite: NODEFS not found; cannot make the data directory durable');
  nodefs.stream_ops.fsync = (stream) => {
    if (stream.nfd === undefined) return 0;
    try {
      fsyncSync(stream.nfd);
      syncs++;
      return 0;
    } catch {
      return stream.node && (stream.node.mode & S_IFMT) === S_IFDIR ? 0 : EIO;
    }
  };
}
