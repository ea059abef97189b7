/**
 * Issue 16 item 4, module borders: the folders of src/modules import each other without a cycle (type
 * imports count too), and the seed (src/db/seed) imports no module. Imports are read with a regex, so
 * this stays a plain file scan; eslint's `siam/module-borders` rule checks the other half (another
 * module only through its index.ts). Tests are left out: they are the test kit and may reach anywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const modulesDir = join(src, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Relative specifiers of every static import/export and dynamic import of a file. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) found.push(m[1]!);
  return found;
}

/** The module (first folder under src/modules) of a path, or null outside. */
function moduleOf(path: string): string | null {
  const rel = relative(modulesDir, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0] ?? null;
}

/** Module → the modules it imports, from the files themselves. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const spec of importsOf(file)) {
      const to = moduleOf(resolve(dirname(file), spec));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the path that closes it (a → b → a). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (node: string, path: string[]) => {
    state.set(node, 'open');
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), node, next].join(' → '));
      else if (!state.has(next)) walk(next, [...path, node]);
    }
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) walk(node, []);
  return found;
}

describe('module borders', () => {
  it('has no import cycle between the module folders', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a → b → c → a']);
  });

  it('keeps the seed free of modules', () => {
    const offenders = sourceFiles(join(src, 'db', 'seed')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => moduleOf(resolve(dirname(file), spec)) !== null)
        .map((spec) => `${relative(src, file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
