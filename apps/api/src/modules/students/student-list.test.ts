/**
 * GET /api/Alunos/Lista (decision 130): 'Lista de estudantes', paged and sorted by the server, the
 * scope checks of Alunos/Buscar, each page recorded as 'listar', the streamed export recorded as
 * 'exportar'; on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import ExcelJS from 'exceljs';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STUDENT_LIST_MSG,
  type StudentListItem,
  type StudentListPage,
} from '@siam/domain/contracts/student-list';
import { PAGING_MSG } from '@siam/domain/server-paging';
import { normalizeStudentName } from '@siam/domain/students';
import { studentAccessLog } from '../../db/schema/audit';
import { alunoTurma, aluno } from '../../db/schema/students';
import { turma } from '../../db/schema/classes';
import { MSG } from '../../lib/errors';
import { lastStudentAccess } from '../../../test/testing/access-log';
import { demoSchoolIds } from '../../../test/testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { studentListChunks } from './student-list.repository';
import { parseCsv } from '../../../test/exports/parse';

let t: TestApp;
let school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
const SANTA_AURORA = 101;
const NOVA_PALMEIRA = 201;

const cadastro = () => t.as(CPF.cecilia, 19);
const director = () => t.as(CPF.diego, 15);
const state = () => t.as(CPF.eva, 7);
const teacher = () => t.as(CPF.paulo, 17);
const regional = () => t.as(CPF.rita, 8);

/** Names sorted the pt-BR way (accents with their letter); inserted in another order. */
const SORTED = [
  'Alberto Paginado Souza',
  'Álvaro Paginado Souza',
  'Amanda Paginado Souza',
  'Ângela Paginado Souza',
  'Bruno Paginado Souza',
  'Élida Paginado Souza',
  'Ester Paginado Souza',
  'Úrsula Paginado Souza',
  'Vitor Paginado Souza',
];

const url = (query: Record<string, string | number | undefined>) =>
  `/api/Alunos/Lista?${new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()}`;

async function page(who: ReturnType<typeof cadastro>, query: Record<string, string | number | undefined>) {
  const res = await who(url(query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentListPage;
}

/** Every page of a list, one request each. */
async function allPages(query: Record<string, string | number | undefined>, size: number) {
  const first = await page(cadastro(), { ...query, pagina: 1, tamanhoPagina: size });
  const rows: StudentListItem[] = [...first.itens];
  for (let p = 2; p <= Math.ceil(first.total / size); p++) {
    rows.push(...(await page(cadastro(), { ...query, pagina: p, tamanhoPagina: size })).itens);
  }
  return { total: first.total, rows };
}

beforeAll(async () => {
  t = await createTestApp();
  school = await demoSchoolIds(t);
  // 30 more students in school A (two rounds of the names, birth dates apart), half in class 1004.
  const [c1004] = await t.db
    .select({ id: turma.id })
    .from(turma)
    .where(and(eq(turma.escolaId, school.A), eq(turma.codigoTurma, '1004')));
  const names = [...SORTED].reverse();
  const values = Array.from({ length: 30 }, (_, i) => {
    const nome =
      i < names.length
        ? names[i]!
        : `${names[i % names.length]!.split(' ')[0]} Extra ${String.fromCharCode(65 + i)} Lima`;
    return {
      nome,
      nomeNormalizado: normalizeStudentName(nome),
      sexo: 'F',
      dataNascimento: `2016-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      nomeMae: 'Mãe Paginada Souza',
      escolaId: school.A,
    };
  });
  const inserted = await t.db.insert(aluno).values(values).returning({ id: aluno.id });
  await t.db.insert(alunoTurma).values(
    inserted
      .filter((_, i) => i % 2 === 0)
      .map((s) => ({
        alunoId: s.id,
        turmaId: c1004!.id,
        ano: new Date().getFullYear(),
        dataInicio: '2026-02-01',
      })),
  );
});
afterAll(() => t.close());

describe('GET /api/Alunos/Lista: paging and sorting', () => {
  it('pages are complete and disjoint, and the total is every student of the school', async () => {
    const { total, rows } = await allPages({ escolaId: school.A }, 7);
    const inDb = await t.db
      .select({ id: aluno.id })
      .from(aluno)
      .where(and(eq(aluno.escolaId, school.A), isNull(aluno.deletedAt)));
    expect(total).toBe(inDb.length);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(inDb.map((r) => r.id)));
    // Ordered by the folded name, each page after the one before.
    const keys = rows.map((r) => normalizeStudentName(r.nome));
    expect(keys).toEqual([...keys].sort());
    // No CPF in this list.
    expect(Object.keys(rows[0]!)).not.toContain('cpf');
  });

  it("sorts names the pt-BR way ('Álvaro' with 'A'), ascending and descending, accent-blind filter", async () => {
    const asc = await page(cadastro(), { escolaId: school.A, nome: 'PAGINADO souza', tamanhoPagina: 100 });
    expect(asc.itens.map((r) => r.nome)).toEqual(SORTED);
    const desc = await page(cadastro(), {
      escolaId: school.A,
      nome: 'paginádo',
      ordenar: 'nome',
      ordem: 'desc',
      tamanhoPagina: 100,
    });
    expect(desc.itens.map((r) => r.nome)).toEqual([...SORTED].reverse());
  });

  it('sorts by birth date and by class, and filters by série and class', async () => {
    const byDate = (await allPages({ escolaId: school.A, ordenar: 'dataNascimento' }, 9)).rows;
    const dates = byDate.map((r) => r.dataNascimento);
    expect(dates).toEqual([...dates].sort());
    const byClass = await page(cadastro(), {
      escolaId: school.A,
      ordenar: 'turma',
      ordem: 'desc',
      tamanhoPagina: 100,
    });
    const classes = byClass.itens.map((r) => (r.turma ?? '').toLowerCase());
    expect(classes).toEqual([...classes].sort().reverse());
    const serie6 = await page(cadastro(), { escolaId: school.A, serie: 6, tamanhoPagina: 100 });
    expect(serie6.total).toBeGreaterThanOrEqual(15);
    expect(serie6.itens.every((r) => r.serie === 6 && r.turma === '3º ANO A')).toBe(true);
    const oneClass = await page(cadastro(), {
      escolaId: school.A,
      turmaId: serie6.itens[0]!.turmaId!,
      tamanhoPagina: 100,
    });
    expect(oneClass.total).toBe(serie6.total);
  });

  it('a page past the end is empty with the total', async () => {
    const p = await page(cadastro(), { escolaId: school.A, pagina: 99, tamanhoPagina: 100 });
    expect(p.itens).toEqual([]);
    expect(p.total).toBeGreaterThan(30);
  });

  it('the keyset chunks of the export read the same rows in the same order as the pages', async () => {
    for (const [ordenar, ordem] of [
      ['nome', 'asc'],
      ['dataNascimento', 'desc'],
      ['turma', 'asc'],
    ] as const) {
      const pages = (await allPages({ escolaId: school.A, ordenar, ordem }, 100)).rows;
      const place = { escolaId: school.A, municipio: null, regional: null, onlySchools: null };
      const chunked: StudentListItem[] = [];
      for await (const chunk of studentListChunks(t.db, place, {}, ordenar, ordem, 4)) chunked.push(...chunk);
      expect(chunked.map((r) => r.id)).toEqual(pages.map((r) => r.id));
    }
  });

  it('a state role lists a municipality and a regional', async () => {
    const city = await page(state(), { municipio: SANTA_AURORA, nome: 'joana maria', tamanhoPagina: 100 });
    expect(city.itens.map((r) => r.nome)).toContain('Joana Maria Souza');
    const region = await page(state(), { regional: 2, tamanhoPagina: 100 });
    expect(region.total).toBeGreaterThan(0);
    const regional1 = ['Escola Estadual Santa Aurora', 'Escola Municipal Rio Claro'];
    expect(region.itens.filter((r) => regional1.includes(r.escola))).toEqual([]);
  });

  it('a state role lists the whole state; a school role may not', async () => {
    const all = await page(state(), { todoEstado: 'true', tamanhoPagina: 100 });
    const region = await page(state(), { regional: 2, tamanhoPagina: 100 });
    expect(all.total).toBeGreaterThan(region.total);
    expect(all.itens.map((r) => r.escola)).toContain('Escola Estadual Santa Aurora');
    const refused = await cadastro()(url({ todoEstado: 'true' }));
    expect([refused.statusCode, refused.body]).toEqual([403, MSG.forbidden]);
    const bad = await state()(url({ todoEstado: 'sim' }));
    expect([bad.statusCode, bad.body]).toEqual([400, "Valor inválido para 'todoEstado': use 'true'."]);
  });
});

describe('GET /api/Alunos/Lista: scope, roles and input', () => {
  it('a school outside the scope or a municipality without the caller’s schools is 403', async () => {
    for (const res of [
      await cadastro()(url({ escolaId: school.B })),
      await director()(url({ escolaId: school.C })),
      await cadastro()(url({ municipio: NOVA_PALMEIRA })),
      await cadastro()(url({ regional: 1 })),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(MSG.forbidden);
    }
  });

  it('a school role naming its municipality lists only its own schools there', async () => {
    const p = await page(cadastro(), { municipio: SANTA_AURORA, tamanhoPagina: 100 });
    expect(p.itens.every((r) => r.escola === 'Escola Estadual Santa Aurora')).toBe(true);
  });

  it('a refused role gets 403, even asking for a file in an unknown format', async () => {
    for (const who of [teacher(), regional()]) {
      for (const q of [{ escolaId: school.A }, { escolaId: school.A, formato: 'pdf' }]) {
        const res = await who(url(q));
        expect(res.statusCode).toBe(403);
        expect(res.body).toBe(MSG.forbidden);
      }
    }
  });

  it('bad paging, sort, filters or no place → 400 with the Portuguese message', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ escolaId: school.A, pagina: 0 }, PAGING_MSG.page],
      [{ escolaId: school.A, pagina: 'x' }, PAGING_MSG.page],
      [{ escolaId: school.A, tamanhoPagina: 101 }, PAGING_MSG.size],
      [{ escolaId: school.A, tamanhoPagina: 0 }, PAGING_MSG.size],
      [{ escolaId: school.A, ordenar: 'cpf' }, PAGING_MSG.sort],
      [{ escolaId: school.A, ordem: 'up' }, PAGING_MSG.direction],
      [{ escolaId: school.A, serie: 12 }, STUDENT_LIST_MSG.serie],
      [{ escolaId: school.A, nome: 'Ana1' }, 'O nome deve conter apenas letras e espaços.'],
      [{ escolaId: 'x' }, STUDENT_LIST_MSG.school],
      [{ nome: 'Ana' }, STUDENT_LIST_MSG.place],
      [{ escolaId: school.A, formato: 'pdf' }, "Formato de exportação inválido: use 'csv' ou 'xlsx'."],
      [{ escolaId: school.A, formato: 'csv', ordenar: 'nomeMae' }, PAGING_MSG.sort],
    ];
    for (const [q, message] of cases) {
      const res = await cadastro()(url(q));
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.body, JSON.stringify(q)).toBe(message);
    }
  });
});

describe('GET /api/Alunos/Lista: audit and export', () => {
  it("records each page read as 'listar' with the page's students", async () => {
    const p = await page(director(), { escolaId: school.A, pagina: 2, tamanhoPagina: 5 });
    const row = await lastStudentAccess(t, 'listar', CPF.diego);
    expect(row?.detalhe).toBe(`Lista de estudantes (escola ${school.A})`);
    expect([...(row?.alunoIds ?? [])].sort()).toEqual(p.itens.map((s) => s.id).sort());
  });

  it('the CSV holds exactly the rows of the list in its order, recorded as exportar', async () => {
    const { rows } = await allPages({ escolaId: school.A, ordenar: 'nome', ordem: 'desc' }, 10);
    const res = await cadastro()(url({ escolaId: school.A, formato: 'csv', ordenar: 'nome', ordem: 'desc' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = parseCsv(res.body);
    expect(header).toEqual([
      'Nome',
      'Data de nascimento',
      'Nome da mãe',
      'Turma',
      'Série',
      'Código INEP',
      'Escola',
    ]);
    expect(lines.map((l) => l[0])).toEqual(rows.map((r) => r.nome));
    const [y, m, d] = rows[0]!.dataNascimento.split('-');
    expect(lines[0]![1]).toBe(`${d}/${m}/${y}`);
    const logged = await t.db
      .select({ ids: studentAccessLog.alunoIds, detalhe: studentAccessLog.detalhe })
      .from(studentAccessLog)
      .where(and(eq(studentAccessLog.acao, 'exportar'), eq(studentAccessLog.usuarioCpf, CPF.cecilia)));
    const ids = new Set(logged.flatMap((r) => r.ids));
    expect(rows.every((r) => ids.has(r.id))).toBe(true);
    expect(logged.at(-1)?.detalhe).toBe(`Lista de estudantes (escola ${school.A}) (arquivo CSV)`);
  });

  it('the XLSX of a filter holds its rows with dates as dates', async () => {
    const p = await page(cadastro(), { escolaId: school.A, serie: 6, tamanhoPagina: 100 });
    const res = await cadastro()(url({ escolaId: school.A, serie: 6, formato: 'xlsx' }));
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount - 1).toBe(p.total);
    expect(ws.getRow(2).getCell(1).value).toBe(p.itens[0]!.nome);
    expect(ws.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    const row = await lastStudentAccess(t, 'exportar', CPF.cecilia);
    expect(row?.alunoIds).toEqual(expect.arrayContaining(p.itens.map((s) => s.id)));
    const some = await t.db
      .select({ id: studentAccessLog.id })
      .from(studentAccessLog)
      .where(arrayContains(studentAccessLog.alunoIds, [p.itens[0]!.id]));
    expect(some.length).toBeGreaterThan(0);
  });
});
