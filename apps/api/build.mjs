// Bundles the API into dist/main.js: our code and the @siam/* workspace packages (TypeScript
// sources) are bundled; every other npm package stays external and is loaded from node_modules.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
// `--outfile <path>` (relative to apps/api) builds elsewhere; the bundle must stay inside apps/api so
// that it finds the package root (migrations) and node_modules.
const outArg = process.argv.indexOf('--outfile');
const outfile = outArg > 0 && process.argv[outArg + 1] ? process.argv[outArg + 1] : 'dist/main.js';

/** @type {import('esbuild').Plugin} */
const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@siam/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(here, outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalNpm],
  banner: {
    js: "import { createRequire as __siamCreateRequire } from 'node:module'; const require = __siamCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`apps/api/${outfile}`);
