import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** Thrown when another living process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(`Outro processo já está usando o diretório de dados ${dir}. Pare-o antes de iniciar outro.`);
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates `file` holding `content`, failing with EEXIST when it exists. The content is written to a
 * private file first and hard-linked into place, so the lock never exists empty: a second process
 * reading it at that moment would take an empty lock for a stale one (decision 102).
 */
function createWithContent(file: string, content: string): void {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(temp, 'wx', 0o644);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw err;
    // A file system without hard links: create the lock in place (O_EXCL), written just after.
    const direct = openSync(file, 'wx', 0o644);
    try {
      writeSync(direct, content);
    } finally {
      closeSync(direct);
    }
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Removes the stale lock that held `stale` (as read): it is renamed aside first, so that a lock
 * another process has just created in its place is put back instead of deleted.
 */
export function removeStale(file: string, stale: string): void {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else removed it first
  }
  let content: string | null = null;
  try {
    content = readFileSync(aside, 'utf8');
  } catch {
    // unreadable: treat it as the stale one
  }
  if (content !== null && content !== stale) {
    try {
      linkSync(aside, file); // a fresh lock: put it back
    } catch {
      // another one is already in place
    }
  }
  unlinkSync(aside);
}

/**
 * Takes an exclusive lock on `dir` (PGlite has no lock between processes: two servers on one data
 * directory silently lose rows). The lock is a file holding the owner's pid, created atomically
 * and never empty (hard link); a lock left by a dead process is taken over. Returns the release
 * function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'siam.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      createWithContent(file, String(process.pid));
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let content: string;
      try {
        content = readFileSync(file, 'utf8');
      } catch {
        continue; // vanished between the attempt and the read: try again
      }
      const owner = Number.parseInt(content.trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dir);
      }
      removeStale(file, content); // dead pid, garbage, or our own pid from a previous life
    }
  }
  throw new DataDirLockedError(dir);
}
