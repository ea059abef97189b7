/**
 * `npm run bench:profile -- FILE.cpuprofile [--top 30] [--from S] [--to S]`: sums up a V8 CPU profile of the server
 * (`npm run bench -- --only NAME --cpu-prof DIR`). Prints the share of the sampled time by area (an npm
 * package, the product's own code, node's internals, the garbage collector, idle) and the functions
 * with the most self time, so that a change to the hot path can be aimed and then checked. It first
 * prints the share of each second the server was busy: a bench run's calls show as busy stretches
 * (the reference routes first); `--from`/`--to` (seconds since the start) keep one of them.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, from: { type: 'string' }, to: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  process.stderr.write('uso: npm run bench:profile -- ARQUIVO.cpuprofile [--top 30]\n');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfTime = new Map<number, number>();
const from = Number(values.from ?? 0) * 1e6;
const to = values.to === undefined ? Infinity : Number(values.to) * 1e6;
const busy: { busy: number; all: number }[] = [];
let clock = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  clock += delta;
  const second = (busy[Math.floor(clock / 1e6)] ??= { busy: 0, all: 0 });
  second.all += delta;
  if (byId.get(id)!.callFrame.functionName !== '(idle)') second.busy += delta;
  if (clock >= from && clock < to) selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
});
process.stdout.write(
  `busy per second: ${busy.map((s, i) => `${i}:${s ? Math.round((100 * s.busy) / s.all) : 0}`).join(' ')}\n`,
);

/** Where a frame's code lives: a package of node_modules, the bundle (the product), node, or V8. */
function area(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  return 'product';
}

const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
const areas = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, t] of selfTime) {
  const frame = byId.get(id)!.callFrame;
  const a = area(frame.url, frame.functionName);
  areas.set(a, (areas.get(a) ?? 0) + t);
  const where = frame.url ? `${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : '';
  const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
  functions.set(key, (functions.get(key) ?? 0) + t);
}

const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const top = Number(values.top);
process.stdout.write(`${(total / 1e6).toFixed(1)} s sampled\n\nby area\n`);
for (const [a, t] of [...areas].sort((x, y) => y[1] - x[1]).slice(0, 20))
  process.stdout.write(`${pct(t)}  ${a}\n`);
process.stdout.write(`\nby function (self time)\n`);
for (const [f, t] of [...functions].sort((x, y) => y[1] - x[1]).slice(0, top))
  process.stdout.write(`${pct(t)}  ${f}\n`);
