/**
 * GET /api/Usuario/Lista (decision 130): the users of manter-usuario the caller may change (decision
 * 120), paged and sorted by the server (pt-BR: 'Fábio' with 'F'), exported as a stream.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LIST_MSG, type UserListItem, type UserListPage } from '@siam/domain/contracts/user-list';
import { PAGING_MSG } from '@siam/domain/server-paging';
import { usuario } from '../../db/schema/auth';
import { MSG } from '../../lib/errors';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
const admin = () => t.as(CPF.ana, 1);
const regional = () => t.as(CPF.rita, 8);
const municipal = () => t.as(CPF.sergio, 11);
const teacher = () => t.as(CPF.paulo, 17);

const url = (query: Record<string, string | number | undefined>) =>
  `/api/Usuario/Lista?${new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()}`;

async function allPages(who: ReturnType<typeof admin>, query: Record<string, string | number>, size: number) {
  const rows: UserListItem[] = [];
  let total = 0;
  for (let p = 1; p === 1 || (p - 1) * size < total; p++) {
    const res = await who(url({ ...query, pagina: p, tamanhoPagina: size }));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as UserListPage;
    total = page.total;
    rows.push(...page.itens);
  }
  return { total, rows };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/Usuario/Lista', () => {
  it('the administrator pages through every user: complete, disjoint, pt-BR name order', async () => {
    const { total, rows } = await allPages(admin(), {}, 4);
    const [n] = await t.db.select({ n: count() }).from(usuario);
    expect(total).toBe(Number(n!.n));
    expect(new Set(rows.map((r) => r.cpf)).size).toBe(total);
    const names = rows.map((r) => r.nome);
    // 'Fábio' sorts with 'F' (before 'Fernando' and 'Flávia'), not after 'Z' as a byte order would.
    const at = (first: string) => names.findIndex((x) => x.startsWith(first));
    expect(at('Fábio')).toBeLessThan(at('Fernando'));
    expect(at('Fernando')).toBeLessThan(at('Flávia'));
    const desc = await allPages(admin(), { ordem: 'desc' }, 50);
    expect(desc.rows.map((r) => r.nome)).toEqual([...names].reverse());
  });

  it('sorts by CPF and filters by name (accent-blind), CPF start and profile', async () => {
    const byCpf = (await allPages(admin(), { ordenar: 'cpf' }, 100)).rows.map((r) => r.cpf);
    expect(byCpf).toEqual([...byCpf].sort());
    const fabio = (await allPages(admin(), { nome: 'FABIO formador' }, 10)).rows;
    expect(fabio.map((r) => r.cpf)).toEqual([CPF.fabio]);
    const cpf = (await allPages(admin(), { cpf: '281.469' }, 10)).rows;
    expect(cpf.map((r) => r.cpf)).toEqual([CPF.rita]);
    const regionals = (await allPages(admin(), { perfil: 8 }, 10)).rows;
    expect(regionals.map((r) => r.cpf)).toContain(CPF.rita);
    expect(regionals.filter((r) => !r.perfis.includes(8))).toEqual([]);
  });

  it('a regional or municipal caller lists exactly the users it may open (decision 120)', async () => {
    const everyone = (await allPages(admin(), {}, 100)).rows;
    for (const who of [regional(), municipal()]) {
      const listed = new Set((await allPages(who, {}, 100)).rows.map((r) => r.cpf));
      expect(listed.size).toBeGreaterThan(0);
      for (const u of everyone) {
        const res = await who(`/api/Usuario/${u.cpf}/Vinculo`);
        expect(res.statusCode === 200, `${u.nome}: ${res.statusCode}`).toBe(listed.has(u.cpf));
      }
    }
  });

  it('a refused role gets 403, even asking for a PDF', async () => {
    for (const q of [{}, { formato: 'pdf' }]) {
      const res = await teacher()(url(q));
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(MSG.forbidden);
    }
  });

  it('bad paging, sort or filters → 400 with the Portuguese message', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ pagina: -1 }, PAGING_MSG.page],
      [{ tamanhoPagina: 1000 }, PAGING_MSG.size],
      [{ ordenar: 'email' }, PAGING_MSG.sort],
      [{ ordem: 'asc,desc' }, PAGING_MSG.direction],
      [{ cpf: 'abc' }, USER_LIST_MSG.cpf],
      [{ perfil: 99 }, USER_LIST_MSG.perfil],
      [{ formato: 'csv', ordenar: 'perfis' }, PAGING_MSG.sort],
    ];
    for (const [q, message] of cases) {
      const res = await admin()(url(q));
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.body).toBe(message);
    }
  });

  it('the CSV export holds every row of the filter in the list order', async () => {
    const { rows } = await allPages(regional(), { ordem: 'desc' }, 3);
    const res = await regional()(url({ formato: 'csv', ordenar: 'nome', ordem: 'desc' }));
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(lines[0]).toEqual(['Nome', 'CPF', 'E-mail alternativo', 'Telefone de contato', 'Perfis']);
    expect(lines.slice(1).map((l) => l[0])).toEqual(rows.map((r) => r.nome));
    expect(lines[1]![1]).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  });
});
