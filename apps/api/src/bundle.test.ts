/**
 * The production bundle: esbuild output runs from the repository root, finds its migrations, migrates
 * and seeds a fresh DATA_DIR, serves, refuses a second server on the same DATA_DIR, and frees the lock
 * when stopped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(apiDir, '..', '..');
const outDir = join(apiDir, 'dist', '.bundle-test');
const bundle = join(outDir, 'main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'siam-bundle-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): {
  child: ChildProcess;
  output: () => string;
  url: Promise<string>;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, [bundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: '',
    },
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /SIAM pronto em (http:\/\/localhost:\d+)/.exec(out);
      if (m?.[1]) {
        clearInterval(timer);
        resolve(m[1]);
      }
    }, 50);
    void exit.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited: ${out}`));
    });
  });
  url.catch(() => {});
  return { child, output: () => out, url, exit };
}

describe('the esbuild bundle', () => {
  it('builds, migrates and seeds a fresh DATA_DIR, serves, and holds the data-dir lock', async () => {
    const build = spawnSync(process.execPath, ['build.mjs', '--outfile', 'dist/.bundle-test/main.js'], {
      cwd: apiDir,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const first = start();
    const base = await first.url;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`${base}/api/Auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: '111.444.777-35', password: 'senha123' }),
    });
    expect(login.status).toBe(200);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);

    const second = start();
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(
      `Outro processo já está usando o diretório de dados ${dataDir}. Pare-o antes de iniciar outro.`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(join(dataDir, 'siam.lock'))).toBe(false);
  }, 60_000);
});
