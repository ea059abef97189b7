/**
 * Several API processes on one machine (API_PROCESSES > 1; decision 135): this process becomes a
 * node:cluster primary. It prepares the database once (migrations, the demo seed of an empty
 * database, the generated JWT key), then forks the workers, which share the port (the primary accepts
 * the connections and hands them out in turn). A worker that dies is started again after a back-off
 * (1 s, doubling while the new one dies young, at most 30 s); SIGTERM or SIGINT stops every worker
 * (each finishes its requests) and then the primary. A worker that dies before the cluster was ever
 * ready (a port in use, an unreachable database) stops the start: restarting would only repeat it.
 */
import cluster, { type Worker } from 'node:cluster';

/** The worker's slot (1..N) in its environment. */
export const WORKER_ENV = 'SIAM_API_WORKER';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** A worker that lived this long is not crashing in a loop: its next restart waits FIRST_DELAY_MS. */
const STABLE_MS = 30_000;
/** The workers' own shutdown waits up to 10 s for their requests (main.ts); then they are killed. */
const STOP_TIMEOUT_MS = 15_000;

/** The wait before restarting a worker that lived `livedMs`, its previous wait being `previousMs`. */
export function restartDelay(previousMs: number | null, livedMs: number): number {
  if (previousMs === null || livedMs >= STABLE_MS) return FIRST_DELAY_MS;
  return Math.min(MAX_DELAY_MS, previousMs * 2);
}

export interface PrimaryOptions {
  processes: number;
  /** Runs once before any worker starts; answers the database's name for the ready line. */
  prepare(): Promise<string>;
  log(line: string): void;
  error(line: string): void;
}

interface Slot {
  index: number;
  startedAt: number;
  delay: number | null;
  timer: NodeJS.Timeout | null;
}

export async function runPrimary({ processes, prepare, log, error }: PrimaryOptions): Promise<void> {
  const database = await prepare();
  const slots: Slot[] = Array.from({ length: processes }, (_, i) => ({
    index: i + 1,
    startedAt: 0,
    delay: null,
    timer: null,
  }));
  const running = new Map<Worker, Slot>();
  const listened = new Set<number>();
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const start = (slot: Slot) => {
    slot.timer = null;
    slot.startedAt = Date.now();
    running.set(cluster.fork({ [WORKER_ENV]: String(slot.index) }), slot);
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const slot of slots) if (slot.timer) clearTimeout(slot.timer);
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of running.keys()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('listening', (worker, address) => {
    const slot = running.get(worker);
    if (!slot) return;
    if (ready) {
      log(`Processo ${slot.index} reiniciado (pid ${worker.process.pid}).`);
      return;
    }
    listened.add(slot.index);
    if (listened.size === processes) {
      ready = true;
      log(`SIAM pronto em http://localhost:${address.port} (${processes} processos; banco: ${database})`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = running.get(worker);
    if (!slot) return;
    running.delete(worker);
    if (stopping) {
      if (running.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `sinal ${signal}` : `código ${code}`;
    if (!ready) {
      error(`Processo ${slot.index} (pid ${worker.process.pid}) terminou antes de ficar pronto (${how}).`);
      stop(1);
      return;
    }
    slot.delay = restartDelay(slot.delay, Date.now() - slot.startedAt);
    error(
      `Processo ${slot.index} (pid ${worker.process.pid}) terminou (${how}); reiniciando em ${slot.delay} ms.`,
    );
    slot.timer = setTimeout(() => start(slot), slot.delay);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: encerrando os ${processes} processos.`);
      stop(0);
    });
  }
  for (const slot of slots) start(slot);
}
