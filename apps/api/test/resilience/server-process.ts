/**
 * The real server as a child process, for the crash and lock tests (decision 102): `node --import tsx
 * src/main.ts`, so it runs in `npm test` before any build. The port is chosen by the system (PORT=0)
 * and read from the ready line of the log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const READY = /SIAM pronto em http:\/\/localhost:(\d+)/;

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** A server that exited before it was ready (a refused start). */
export class ServerExitError extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`server exited (${code}) before it was ready:\n${output}`);
  }
}

/** The child's environment: this one without any database or port setting, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of ['DATABASE_URL', 'TEST_DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'JWT_SECRET']) {
    delete base[key];
  }
  return { ...base, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
}

function launch(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout!.setEncoding('utf8').on('data', (d: string) => (text += d));
  proc.stderr!.setEncoding('utf8').on('data', (d: string) => (text += d));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, output: () => text, exited };
}

/** Starts the server and waits until it listens; rejects with its output if it exits first. */
export async function startServer(env: Record<string, string>, timeoutMs = 100_000): Promise<ServerProcess> {
  const { proc, output, exited } = launch({ LOG_LEVEL: 'info', ...env });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server not ready after ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const check = () => {
      const m = READY.exec(output());
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    proc.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new ServerExitError(code, output()));
    });
  });
  return { proc, url: `http://127.0.0.1:${port}`, output, exited };
}

/** Kills the process with `signal` (if still running) and waits for its exit. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (server.proc.exitCode === null && server.proc.signalCode === null) server.proc.kill(signal);
  return server.exited;
}
