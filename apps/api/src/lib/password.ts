import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * argon2id with one of OWASP's equivalent parameter sets: 12 MiB, 3 iterations, 1 lane (OWASP lists
 * it beside 19 MiB / 2 iterations as the same defence). On the 2-core machine it verifies in about
 * 7 ms against 13 ms for the 19 MiB set (its memory stays in the processor's cache), which is what lets
 * one server take more than 115 logins a second (decision 112). Hashes made with other parameters (they
 * are written into each hash) still verify.
 *
 * Hashing runs in a pool of worker threads, one per core, each lowered to nice 10 (decision 112
 * addendum): on an idle machine they take every core (logins as fast as before), but when the
 * server also has reads to answer, the scheduler gives those the cores first, so a flood of logins
 * slows the logins, not everyone's reads. The rest queue here (FIFO).
 */
const OPTIONS = { memoryCost: 12288, timeCost: 3, parallelism: 1 } as const;
const NICE = 10;
const IDLE_MS = 2000;

/** The worker: lowers its own thread's priority (Linux: setpriority on its thread id), then hashes. */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, workerData.nice);
} catch {}
const { hashSync, verifySync } = require(workerData.argon2);
parentPort.on('message', ({ id, op, a, b, options }) => {
  try {
    parentPort.postMessage({ id, value: op === 'hash' ? hashSync(a, options) : verifySync(a, b) });
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});`;

type Task = {
  op: 'hash' | 'verify';
  a: string;
  b?: string;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
};

class HashPool {
  #size: number;
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Task>();
  readonly #queue: Task[] = [];
  #started = 0;
  readonly #uses = new WeakMap<Worker, number>();
  #nextId = 0;

  constructor(size: number) {
    this.#size = size;
  }

  /** Threads it may run at once (a smaller figure takes effect as running hashes end). */
  set size(threads: number) {
    this.#size = Math.max(1, Math.floor(threads));
    this.#dispatch();
  }

  get running(): number {
    return this.#busy.size;
  }

  run(op: 'hash' | 'verify', a: string, b?: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ op, a, ...(b !== undefined ? { b } : {}), resolve, reject });
      this.#dispatch();
    });
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: { nice: NICE, argon2: createRequire(import.meta.url).resolve('@node-rs/argon2') },
    });
    worker.unref(); // an idle pool never keeps the process alive
    worker.on('message', (msg: { value?: unknown; error?: string }) => {
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      if (task) {
        if (msg.error !== undefined) task.reject(new Error(msg.error));
        else task.resolve(msg.value);
      }
      this.#idle.push(worker);
      this.#dispatch();
      this.#retireLater(worker);
    });
    worker.on('error', (err) => this.#lost(worker, err));
    worker.on('exit', (code) => this.#lost(worker, new Error(`hash worker exited (${code})`)));
    return worker;
  }

  /**
   * A worker left idle for IDLE_MS ends (a new one starts on demand, in ~30 ms): an idle server, or a
   * test run's process, holds no threads.
   */
  #retireLater(worker: Worker): void {
    const used = (this.#uses.get(worker) ?? 0) + 1;
    this.#uses.set(worker, used);
    setTimeout(() => {
      const at = this.#idle.indexOf(worker);
      if (at < 0 || this.#uses.get(worker) !== used) return; // busy again since
      this.#idle.splice(at, 1);
      this.#started -= 1;
      void worker.terminate();
    }, IDLE_MS).unref();
  }

  /** A worker died: its task fails, and a new worker takes its place when needed. */
  #lost(worker: Worker, err: Error): void {
    const task = this.#busy.get(worker);
    const wasKnown = this.#busy.delete(worker) || this.#idle.includes(worker);
    const at = this.#idle.indexOf(worker);
    if (at >= 0) this.#idle.splice(at, 1);
    if (!wasKnown) return;
    this.#started -= 1;
    task?.reject(err);
    this.#dispatch();
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      // Other requests being served: one hash at a time, the other cores are theirs.
      if (this.#busy.size >= (othersWaiting() ? 1 : this.#size)) return;
      let worker = this.#idle.pop();
      if (!worker && this.#started < this.#size) {
        this.#started += 1;
        worker = this.#spawn();
      }
      if (!worker) return;
      const task = this.#queue.shift()!;
      this.#busy.set(worker, task);
      worker.postMessage({ id: this.#nextId++, op: task.op, a: task.a, b: task.b, options: OPTIONS });
    }
  }
}

let othersWaiting: () => boolean = () => false;

/**
 * Tells the pool whether the server has other requests in flight (app.ts). While it has, at most one
 * hash runs at a time: argon2's 12 MiB per hash takes the cores' caches and memory bandwidth, which
 * nice cannot give back, so a login flood would still slow the reads (decision 112 addendum).
 */
export function setOtherWorkProbe(probe: () => boolean): void {
  othersWaiting = probe;
}

const pool = new HashPool(Math.max(1, availableParallelism()));

/**
 * Shares the machine's cores among the API processes on it (decision 135): each of the
 * `processes` workers of a cluster hashes on cores / processes threads (at least one), so N
 * processes never run N × cores hashes (and N × cores × 12 MiB) at once.
 */
export function shareHashThreads(processes: number): number {
  const threads = Math.max(1, Math.floor(availableParallelism() / Math.max(1, processes)));
  pool.size = threads;
  return threads;
}

/** Hashes running now (tests). */
export function runningHashes(): number {
  return pool.running;
}

export async function hashPassword(password: string): Promise<string> {
  return (await pool.run('hash', password)) as string;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return (await pool.run('verify', passwordHash, password)) === true;
  } catch {
    return false; // malformed stored hash
  }
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
