/**
 * Password hashing in the niced worker pool (decision 112 addendum): hashes verify, wrong passwords
 * and malformed hashes are refused, concurrent calls all answer, and the workers' threads run at a
 * lower priority than the server's (Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { hashPassword, runningHashes, setOtherWorkProbe, verifyPassword } from './password';

describe('password hashing pool', () => {
  it('hashes with argon2id 12 MiB / t=3 and verifies', async () => {
    const hash = await hashPassword('senha-correta');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(await verifyPassword(hash, 'senha-correta')).toBe(true);
    expect(await verifyPassword(hash, 'senha-errada')).toBe(false);
    expect(await verifyPassword('não é um hash', 'x')).toBe(false);
  });

  it('answers every one of many concurrent calls', async () => {
    const hash = await hashPassword('abc');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verifyPassword(hash, i % 2 === 0 ? 'abc' : 'abd')),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 0));
  });

  it.runIf(process.platform === 'linux')('runs the hashing threads at nice 10', async () => {
    await hashPassword('warm the pool');
    // /proc/self/task/<tid>/stat: field 19 is the nice value (after the command name in parentheses).
    const nices = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    expect(nices).toContain(10);
    expect(nices).toContain(0); // the server's own threads are untouched
  });

  it('runs one hash at a time while the server has other requests in flight', async () => {
    const hash = await hashPassword('abc');
    let others = true;
    setOtherWorkProbe(() => others);
    try {
      const busy = Promise.all([1, 2, 3, 4].map(() => verifyPassword(hash, 'abc')));
      expect(runningHashes()).toBe(1);
      await busy;
      others = false;
      const free = Promise.all([1, 2, 3, 4].map(() => verifyPassword(hash, 'abc')));
      expect(runningHashes()).toBe(Math.min(4, Math.max(1, availableParallelism())));
      expect(await free).toEqual([true, true, true, true]);
    } finally {
      setOtherWorkProbe(() => false);
    }
  });
});
