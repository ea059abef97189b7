import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

/**
 * argon2id with the OWASP parameters (19 MiB, 2 iterations, 1 lane). Hashing is CPU- and
 * memory-bound, so at most one hash per core runs at a time; the rest queue.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
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
