/**
 * Issue 16: the web app keeps no hand-written copy of a wire type. Every type a contract exports
 * (packages/domain/src/contracts/*.ts, read as text so a contract added later is covered at once) is
 * the screens' type; no web file may declare a type or an interface of the same name.
 */
import { describe, expect, it } from 'vitest';

const contracts = import.meta.glob<string>('../../../../packages/domain/src/contracts/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const webFiles = import.meta.glob<string>(['../**/*.{ts,tsx}', '!**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Names of the types a contract exports: `export type X`, `export interface X`, `export type { X }`. */
export function exportedTypeNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:declare\s+)?(?:type|interface)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.add(m[1]!);
  }
  for (const m of source.matchAll(/^export\s+(type\s+)?\{([^}]*)\}/gm)) {
    for (const spec of m[2]!.split(',')) {
      const part = spec.trim();
      if (!part) continue;
      const isType = Boolean(m[1]) || part.startsWith('type ');
      if (!isType) continue;
      const name = part
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      names.add(name);
    }
  }
  return [...names];
}

/** Names of the types and interfaces a file declares (exported or not): `type X =`, `interface X`. */
export function declaredTypeNames(source: string): string[] {
  const aliases = source.matchAll(
    /^\s*(?:export\s+)?(?:declare\s+)?type\s+([A-Za-z_$][\w$]*)\s*(?:<[^=]*>)?\s*=/gm,
  );
  const interfaces = source.matchAll(/^\s*(?:export\s+)?(?:declare\s+)?interface\s+([A-Za-z_$][\w$]*)\b/gm);
  return [...aliases, ...interfaces].map((m) => m[1]!);
}

describe('wire types come from the contracts', () => {
  const wireNames = new Map<string, string>();
  for (const [path, source] of Object.entries(contracts)) {
    const area = path.split('/').pop()!.replace(/\.ts$/, '');
    for (const name of exportedTypeNames(source)) wireNames.set(name, area);
  }

  it('reads the contracts', () => {
    expect(Object.keys(contracts).length).toBeGreaterThan(0);
    expect(wireNames.get('Aluno')).toBe('students');
  });

  it('no web file declares a type with a wire type name', () => {
    const copies: string[] = [];
    for (const [path, source] of Object.entries(webFiles)) {
      for (const name of declaredTypeNames(source)) {
        const area = wireNames.get(name);
        if (area)
          copies.push(`${path.replace(/^\.\.\//, 'src/')}: ${name} (use @siam/domain/contracts/${area})`);
      }
    }
    expect(copies).toEqual([]);
  });
});
