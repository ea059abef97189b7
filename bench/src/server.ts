/**
 * The API process a benchmark measures (`npm run bench`, `npm run bench:export`): a free port, the
 * built bundle (or the sources through tsx, in one process so its CPU and memory are the API's) on the
 * bench database, ready when /api/health answers.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface ServerOptions {
  /** null: the embedded database in DATA_DIR (give it in `env`), as the browser suite runs it. */
  databaseUrl: string | null;
  /** 'dist': build and run the bundle (as in production); 'tsx': the sources. */
  server: 'dist' | 'tsx';
  /** Node's --cpu-prof into this folder (the bundle only). */
  cpuProf?: string | null;
  /** More environment for the API (the bench's routes and limits). */
  env?: Record<string, string>;
  /** false: run the bundle already built (`dist/bench-main.js`) without building it again. */
  build?: boolean;
}

/** Starts the API on `port` and waits until it answers /api/health (120 s at most). */
export async function startServer(options: ServerOptions, port: number): Promise<ChildProcess> {
  let command: string[];
  if (options.server === 'dist') {
    if (options.build !== false) buildBenchBundle();
    command = [
      'node',
      ...(options.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProf] : []),
      join(root, 'apps/api/dist/bench-main.js'),
    ];
  } else {
    command = ['node', '--import', 'tsx', join(root, 'apps/api/src/main.ts')];
  }
  return spawnAndWait(command, options, port);
}

/** Builds the API bundle (the production path) into apps/api/dist/bench-main.js. */
export function buildBenchBundle(): void {
  execFileSync('node', ['build.mjs', '--outfile', 'dist/bench-main.js'], {
    cwd: join(root, 'apps/api'),
    stdio: 'inherit',
  });
}

async function spawnAndWait(command: string[], options: ServerOptions, port: number): Promise<ChildProcess> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-'.padEnd(48, 'b'),
      WEB_DIST: join(root, 'bench', 'no-web'),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${child.exitCode})`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('o servidor não ficou pronto em 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
}
