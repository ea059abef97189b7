/**
 * `npm run bench:web -- [--runs 5] [--no-build] [--no-docs]`
 *
 * The web app's first load on a slow mobile network (issue 18 item 1, decision 132): builds the web
 * app and the API bundle (as `npm run bench`), starts the API on a fresh embedded database serving
 * apps/web/dist, and drives Chromium (the browser suite's, /usr/bin/chromium) with the network
 * emulated through the DevTools protocol (Network.emulateNetworkConditions: 1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms latency; the CPU not throttled). Each run, in a fresh browser context:
 *   - first visit: '/login' loads until the form is usable ('Entrar' enabled, the 'Usuário' field
 *     takes the focus), from the navigation's start (the page's performance.now());
 *   - return visit: once the service worker is installed (its precache complete), the same context
 *     reloads '/login' until usable.
 * Prints the medians of `--runs` (5) and each run, and writes the section '## Web first load
 * (bench:web)' of docs/performance.md (replaced if there) with the date, the commit and the login's
 * compressed JavaScript (gzip -9 of the entry script and the login route's chunk with everything they
 * import statically: the measure of e2e/tests/login-bundle.spec.ts), and bench/results/web-<date>.json.
 * A '### ' part written under the table (what the figures say) is kept when the section is replaced.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort, root, startServer } from './server';

const NETWORK = { latency: 150, downKbps: 1600, upKbps: 750 };
const TARGETS = { firstMs: 3000, returnMs: 1000 };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SECTION = '## Web first load (bench:web)';
const dist = join(root, 'apps', 'web', 'dist');

interface Visit {
  /** From the navigation's start to the usable form. */
  usableMs: number;
  /** The HTML's last byte. */
  htmlMs: number;
  /** The login route's chunk asked (it is known only once the entry script runs: the waterfall's second step). */
  loginRequestMs: number;
  /** The last script's last byte. */
  scriptsMs: number;
  /** Bytes received on the wire (compressed), and how many of them were JavaScript. */
  bytes: number;
  jsBytes: number;
  requests: number;
  /** Answers the service worker gave. */
  fromWorker: number;
}

interface Run {
  first: Visit;
  return: Visit;
}

/** The login's JavaScript compressed (gzip -9): the entry and the login route, with their static imports. */
function loginJs(): { bytes: number; files: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const login = readdirSync(join(dist, 'assets')).filter((f) => /^login-page-.*\.js$/.test(f));
  if (!entry || login.length !== 1)
    throw new Error('apps/web/dist: o script de entrada ou o da tela de login não foi encontrado');
  const seen = new Set<string>();
  const queue = [entry, ...login];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(dist, 'assets', file), 'utf8');
    for (const m of text.matchAll(/(?:^|[;\s}])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(m[1]!);
    }
  }
  let bytes = 0;
  for (const f of seen) bytes += gzipSync(readFileSync(join(dist, 'assets', f)), { level: 9 }).length;
  return { bytes, files: seen.size };
}

/** Emulates the slow network on the page's target, and counts what it receives. */
async function emulate(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latency,
    downloadThroughput: (NETWORK.downKbps * 1000) / 8,
    uploadThroughput: (NETWORK.upKbps * 1000) / 8,
  });
  const types = new Map<string, string>();
  const counts = { bytes: 0, jsBytes: 0, requests: 0, fromWorker: 0 };
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    if (e.response.fromServiceWorker) counts.fromWorker += 1;
  });
  cdp.on('Network.loadingFinished', (e) => {
    counts.requests += 1;
    counts.bytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') counts.jsBytes += e.encodedDataLength;
  });
  return {
    reset() {
      Object.assign(counts, { bytes: 0, jsBytes: 0, requests: 0, fromWorker: 0 });
    },
    counts,
  };
}

/** Waits until the login form is usable; returns the timings since the navigation's start. */
async function untilUsable(
  page: Page,
): Promise<Pick<Visit, 'usableMs' | 'htmlMs' | 'loginRequestMs' | 'scriptsMs'>> {
  const handle = await page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLInputElement>('input[name="user"]');
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Entrar');
      if (!input || input.disabled || !button || button.disabled) return null;
      if (document.activeElement !== input) input.focus();
      if (document.activeElement !== input) return null;
      return performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const usableMs = (await handle.jsonValue()) as number;
  const { htmlMs, loginRequestMs, scriptsMs } = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (r) => r.initiatorType === 'script' || r.initiatorType === 'link' || r.name.endsWith('.js'),
    );
    return {
      htmlMs: nav?.responseEnd ?? 0,
      loginRequestMs: scripts.find((r) => /\/login-page-[^/]*\.js$/.test(r.name))?.startTime ?? 0,
      scriptsMs: Math.max(0, ...scripts.filter((r) => r.name.endsWith('.js')).map((r) => r.responseEnd)),
    };
  });
  return { usableMs, htmlMs, loginRequestMs, scriptsMs };
}

async function oneRun(baseUrl: string, browser: Browser): Promise<Run> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 800 },
    locale: 'pt-BR',
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const net = await emulate(context, page);
    await page.goto('/login', { waitUntil: 'commit' });
    const first = { ...(await untilUsable(page)), ...net.counts };
    // The worker registers after the page's load; its precache (every built file) then completes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    net.reset();
    await page.reload({ waitUntil: 'commit' });
    const again = { ...(await untilUsable(page)), ...net.counts };
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('a segunda visita não foi servida pelo service worker');
    return { first, return: again };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const kb = (n: number) => `${Math.round(n / 1024)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;

function report(runs: Run[], js: { bytes: number; files: number }, commit: string, when: string): string {
  const row = (name: string, pick: (r: Run) => Visit, target: number) => {
    const visits = runs.map(pick);
    const m = (f: (v: Visit) => number) => median(visits.map(f));
    const usable = m((v) => v.usableMs);
    return `| ${name} | **${ms(usable)}** | ${ms(m((v) => v.htmlMs))} | ${ms(m((v) => v.loginRequestMs))} | ${ms(m((v) => v.scriptsMs))} | ${kb(m((v) => v.bytes))} | ${kb(m((v) => v.jsBytes))} | ${m((v) => v.requests)} | ${m((v) => v.fromWorker)} | ≤ ${ms(target)} | ${usable <= target ? 'met' : 'missed'} |`;
  };
  const each = (pick: (r: Run) => Visit) => runs.map((r) => Math.round(pick(r).usableMs)).join(', ');
  return [
    SECTION,
    `Measured ${when}, commit ${commit}, \`npm run bench:web\` (bench/src/web.ts; decision 132). Chromium`,
    `(/usr/bin/chromium, the browser suite's) with Network.emulateNetworkConditions: ${NETWORK.downKbps / 1000} Mbit/s down,`,
    `${NETWORK.upKbps} kbit/s up, ${NETWORK.latency} ms latency, CPU not throttled; the API bundle on a fresh embedded`,
    `database serving apps/web/dist on 127.0.0.1 (HTTP/1.1, compressed by the API). Time from the navigation's start`,
    `until the login form is usable ('Entrar' enabled, 'Usuário' takes the focus); median of ${runs.length} fresh contexts.`,
    `The return visit reloads in the same context once the service worker's precache is complete.`,
    `The login's JavaScript: **${kb(js.bytes)}** compressed (gzip -9, ${js.files} files: the entry and the login route`,
    `with their static imports, as e2e/tests/login-bundle.spec.ts measures it).`,
    '',
    '| visit | usable | HTML received | login route asked | last script received | bytes on the wire | of which JS | requests | from the worker | target | verdict |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    row('first (fresh context)', (r) => r.first, TARGETS.firstMs),
    row('return (worker installed)', (r) => r.return, TARGETS.returnMs),
    '',
    `Each run (usable, ms): first ${each((r) => r.first)}; return ${each((r) => r.return)}.`,
  ].join('\n');
}

/** Replaces the section in docs/performance.md, or adds it before 'What changed what'. */
function writeDocs(section: string, analysis: string): void {
  const path = join(root, 'docs', 'performance.md');
  const text = readFileSync(path, 'utf8');
  const body = `${[section, analysis].filter(Boolean).join('\n\n')}\n`;
  const start = text.indexOf(`${SECTION}\n`);
  let next: string;
  if (start >= 0) {
    const end = text.indexOf('\n## ', start + SECTION.length);
    next = text.slice(0, start) + body + (end >= 0 ? text.slice(end) : '');
  } else {
    const at = text.indexOf('\n## What changed what');
    next = at >= 0 ? `${text.slice(0, at)}\n${body}${text.slice(at)}` : `${text.trimEnd()}\n\n${body}`;
  }
  writeFileSync(path, next);
}

/** What the figures say, kept in the section (written by hand after a run; the script keeps it). */
function keptAnalysis(): string {
  const text = readFileSync(join(root, 'docs', 'performance.md'), 'utf8');
  const start = text.indexOf(`${SECTION}\n`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + SECTION.length);
  const section = text.slice(start, end >= 0 ? end : undefined);
  const at = section.indexOf('\n### ');
  return at >= 0 ? section.slice(at + 1).trimEnd() : '';
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'no-build': { type: 'boolean', default: false },
      'no-docs': { type: 'boolean', default: false },
    },
  });
  const runsWanted = Number(values.runs);
  if (!Number.isInteger(runsWanted) || runsWanted < 1)
    throw new Error('--runs: um número inteiro a partir de 1');
  if (!values['no-build'])
    execFileSync('npm', ['run', 'build', '-w', '@siam/web'], { cwd: root, stdio: 'inherit' });
  const js = loginJs();

  const dataDir = mkdtempSync(join(tmpdir(), 'siam-bench-web-'));
  const port = await freePort();
  const server = await startServer(
    {
      databaseUrl: null,
      server: 'dist',
      env: { DATA_DIR: dataDir, WEB_DIST: dist, AUTH_ADDRESS_FAILURE_BURST: '1000' },
    },
    port,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const runs: Run[] = [];
  try {
    for (let i = 0; i < runsWanted; i++) {
      const run = await oneRun(`http://127.0.0.1:${port}`, browser);
      runs.push(run);
      console.log(
        `run ${i + 1}: first ${ms(run.first.usableMs)} (${kb(run.first.bytes)}), return ${ms(run.return.usableMs)} (${kb(run.return.bytes)}, ${run.return.fromWorker} from the worker)`,
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }

  let commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  if (dirty) commit += ' (with uncommitted changes)';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const section = report(runs, js, commit, when);
  console.log(`\n${section}\n`);

  const results = join(root, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
  writeFileSync(
    join(results, `web-${stamp}.json`),
    `${JSON.stringify({ when, commit, network: NETWORK, loginJsGzip: js.bytes, runs }, null, 2)}\n`,
  );
  if (!values['no-docs']) {
    writeDocs(section, keptAnalysis());
    console.log('docs/performance.md: seção atualizada.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
