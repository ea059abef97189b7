#!/usr/bin/env node
// `npm start`: serves the built product on PORT (default 3000) with DATA_DIR (default ./data).
// Builds first when no build exists; the server migrates and seeds the demo data on first start.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiBundle = join(root, 'apps/api/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');

if (!existsSync(apiBundle) || !existsSync(webIndex)) {
  console.log('Nenhuma versão compilada encontrada: compilando (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, [apiBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
