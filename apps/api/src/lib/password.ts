import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

/**
 * argon2id with one of OWASP's equivalent parameter sets: 12 MiB, 3 iterations, 1 lane (OWASP lists
 * it beside 19 MiB / 2 iterations as the same defence). On the 2-core machine it verifies in about
 * 7 ms against 13 ms for the 19 MiB set (its memory stays in the processor's cache), which is what lets
 * one server take more than 115 logins a second (decision 112). Hashing is CPU- and memory-bound, so
 * at most one hash per core runs at a time; the rest queue. Hashes made with other parameters (they are
 * written into each hash) still verify.
 */
const OPTIONS = { memoryCost: 12288, timeCost: 3, parallelism: 1 } as const;
const gate = new Semaphore(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return gate.run(() => hash(password, OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return gate.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // malformed stored hash
    }
  });
}

/**
 * A valid hash of a random password, verified against when the account has no hash so that the
 * answer takes the same time whether or not a password was ever set.
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}
