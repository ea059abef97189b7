import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, removeStale } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'siam-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('writes the pid and releases the lock', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'siam.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'siam.lock'))).toBe(false);
  });

  it('refuses a directory held by a living process, with the clear message', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'siam.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `Outro processo já está usando o diretório de dados ${dir}. Pare-o antes de iniciar outro.`,
    );
  });

  it('takes over the stale lock of a dead process, or a garbage one', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'siam.lock'), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'siam.lock'), 'utf8')).toBe(String(process.pid));
    release();
    writeFileSync(join(dir, 'siam.lock'), 'not a pid');
    lockDataDir(dir)();
  });

  it('leaves no temporary file behind', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['siam.lock']);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removing a stale lock puts back a fresh one that took its place meanwhile', () => {
    const dir = tempDir();
    const file = join(dir, 'siam.lock');
    writeFileSync(file, String(process.ppid)); // a living owner that replaced the stale lock
    removeStale(file, String(deadPid()));
    expect(readFileSync(file, 'utf8')).toBe(String(process.ppid));
    removeStale(file, String(process.ppid));
    expect(readdirSync(dir)).toEqual([]);
  });
});
