/**
 * GET /api/Alunos/Buscar (decision 111): fuzzy, accent- and case-blind name search in a school or a
 * municipality, inside the caller's scope; on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { arrayContains, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAME_SEARCH_LIMIT,
  NAME_SEARCH_MUNICIPALITY_INVALID,
  NAME_SEARCH_PAGE_INVALID,
  NAME_SEARCH_PLACE_REQUIRED,
  NAME_SEARCH_SCHOOL_INVALID,
  NAME_SEARCH_TOO_SHORT,
} from '@siam/domain/student-name-search';
import { SEARCH_NAME_LETTERS, SEARCH_NAME_MAX_50 } from '@siam/domain/students';
import { studentAccessLog } from '../../db/schema/audit';
import { aluno } from '../../db/schema/students';
import { cpfCheckDigits } from '@siam/domain/cpf';
import { MSG } from '../../lib/errors';
import { demoSchoolIds, newStudentForm } from '../../../test/testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import type { AlunoEncontrado } from '@siam/domain/contracts/students';

let t: TestApp;
const school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
const SANTA_AURORA = 101;
const RIO_CLARO = 102;

const admin = () => t.as(CPF.ana, 1);
const director = () => t.as(CPF.diego, 15);
const state = () => t.as(CPF.eva, 7);
const registrar = () => t.as(CPF.cecilia, 19); // Cadastro, school A

const url = (query: Record<string, string | number | undefined>) =>
  `/api/Alunos/Buscar?${new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()}`;

async function search(
  who: ReturnType<typeof admin>,
  query: Record<string, string | number>,
): Promise<AlunoEncontrado[]> {
  const res = await who(url(query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AlunoEncontrado[];
}

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(school, await demoSchoolIds(t));
  // A student with accents in the stored name, registered through the product's own path.
  const created = await admin()({
    method: 'POST',
    url: '/api/Alunos',
    payload: newStudentForm('82647103950', {
      nome: 'Heloísa Conceição Araújo',
      nomeMae: 'Lúcia Conceição Araújo',
      escolaId: school.A,
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  // Migration 0011's backfill and its trigger: the name-word vocabulary of the seed and this student.
  await expectVocabularyOfRows(true);
});
afterAll(() => t.close());

describe('GET /api/Alunos/Buscar: matching', () => {
  it('tolerates a typo: "Joana Maria Sousa" finds Joana Maria Souza first, with school and class', async () => {
    const [first] = await search(admin(), { nome: 'Joana Maria Sousa', escolaId: school.A });
    expect(first).toMatchObject({
      nome: 'Joana Maria Souza',
      dataNascimento: '2020-01-15',
      nomeMae: 'Maria Souza Lima',
      escola: { id: school.A, codigoInep: '27012345', nomeEscola: 'Escola Estadual Santa Aurora' },
      turmaAtual: { nomeTurma: '1º ANO A', serie: 4, turno: 1 },
    });
    expect(first!.similaridade).toBeGreaterThan(0.6);
    expect(first).not.toHaveProperty('cpf');
  });

  it("tells namesakes apart: the mother's name, and no class for a student in none (decision 127)", async () => {
    const [pedro] = await search(admin(), { nome: 'pedro henrique costa', municipio: SANTA_AURORA });
    expect(pedro).toMatchObject({
      nome: 'Pedro Henrique Costa',
      dataNascimento: '2021-02-20',
      nomeMae: 'Ana Costa Pereira',
      turmaAtual: null,
    });
    for (const a of await search(admin(), { nome: 'maria', municipio: SANTA_AURORA })) {
      expect(a.nomeMae.length).toBeGreaterThan(0);
      expect(Object.keys(a).sort()).toEqual(
        ['dataNascimento', 'escola', 'id', 'nome', 'nomeMae', 'similaridade', 'turmaAtual'].sort(),
      );
    }
  });

  it('finds by part of the name, and answers the best matches first', async () => {
    const found = await search(admin(), { nome: 'joana', escolaId: school.A });
    expect(found[0]?.nome).toBe('Joana Maria Souza');
    const scores = found.map((a) => a.similaridade);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(found.length).toBeLessThanOrEqual(NAME_SEARCH_LIMIT);
  });

  it('ignores accents and case on both sides', async () => {
    const plain = await search(admin(), { nome: 'HELOISA CONCEICAO', escolaId: school.A });
    expect(plain[0]?.nome).toBe('Heloísa Conceição Araújo');
    expect(plain[0]?.turmaAtual).toBeNull();
    const accented = await search(admin(), { nome: 'Jõána Máriá Sôuzá', escolaId: school.A });
    expect(accented[0]?.nome).toBe('Joana Maria Souza');
  });

  it('records every student of the answer in the personal-data audit (decision 104)', async () => {
    const found = await search(director(), { nome: 'Joana Maria', escolaId: school.A });
    const joana = found.find((a) => a.nome === 'Joana Maria Souza')!;
    const [row] = await t.db
      .select()
      .from(studentAccessLog)
      .where(arrayContains(studentAccessLog.alunoIds, [joana.id]))
      .orderBy(desc(studentAccessLog.id))
      .limit(1);
    expect(row).toMatchObject({
      usuarioCpf: CPF.diego,
      perfilId: 15,
      acao: 'listar',
      detalhe: `Busca aproximada por nome (escola ${school.A})`,
    });
  });

  it('answers [] when nothing looks like the name, or for a school that does not exist', async () => {
    expect(await search(admin(), { nome: 'Xwzkq Yvbnm', escolaId: school.A })).toEqual([]);
    expect(await search(admin(), { nome: 'Joana', escolaId: 99999999 })).toEqual([]);
  });

  it('filters out the students of another school', async () => {
    const inA = await search(admin(), { nome: 'Lucas Gabriel Ferreira', escolaId: school.A });
    expect(inA.map((a) => a.nome)).not.toContain('Lucas Gabriel Ferreira');
    const inB = await search(admin(), { nome: 'Lucas Gabriel Ferreira', escolaId: school.B });
    expect(inB[0]).toMatchObject({ nome: 'Lucas Gabriel Ferreira', escola: { id: school.B } });
    expect(inB.every((a) => a.escola.id === school.B)).toBe(true);
  });

  it('narrows by municipality', async () => {
    const santaAurora = await search(admin(), { nome: 'Joana Maria Souza', municipio: SANTA_AURORA });
    expect(santaAurora[0]?.nome).toBe('Joana Maria Souza');
    expect(santaAurora.every((a) => a.escola.nomeMunicipio === 'Santa Aurora')).toBe(true);
    const rioClaro = await search(admin(), { nome: 'Joana Maria Souza', municipio: RIO_CLARO });
    expect(rioClaro.map((a) => a.nome)).not.toContain('Joana Maria Souza');
    // Both: the school must be in the municipality.
    expect(
      await search(admin(), { nome: 'Joana Maria Souza', escolaId: school.A, municipio: RIO_CLARO }),
    ).toEqual([]);
  });

  it('leaves deleted students out', async () => {
    const [heloisa] = await search(admin(), { nome: 'Heloisa Conceicao Araujo', escolaId: school.A });
    const del = await admin()({ method: 'DELETE', url: `/api/Alunos?alunoId=${heloisa!.id}` });
    expect(del.statusCode, del.body).toBe(204);
    const after = await search(admin(), { nome: 'Heloisa Conceicao Araujo', escolaId: school.A });
    expect(after.map((a) => a.id)).not.toContain(heloisa!.id);
  });

  it("pages the same ranking: 'pagina' 2 goes on where 1 stopped, without repeating (decision 127)", async () => {
    // 25 namesakes in school A (more than one page).
    const firstNames =
      'Ana Bia Caio Davi Eva Elisa Fabio Gael Hugo Iara Joao Kaio Lara Luan Mara Nina Otavio Paula Rui Sara Tiago Ursula Vera Yuri Zeca';
    for (const [i, first] of firstNames.split(' ').entries()) {
      const base = `7731150${String(i).padStart(2, '0')}`;
      const res = await admin()({
        method: 'POST',
        url: '/api/Alunos',
        payload: newStudentForm(base + cpfCheckDigits(base), {
          nome: `${first} Quaresma Paginada`,
          escolaId: school.A,
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const pages: AlunoEncontrado[][] = [];
    for (const pagina of [1, 2, 3])
      pages.push(await search(admin(), { nome: 'quaresma paginada', municipio: SANTA_AURORA, pagina }));
    expect(pages.map((p) => p.length)).toEqual([NAME_SEARCH_LIMIT, 5, 0]);
    const ids = pages.flat().map((a) => a.id);
    expect(new Set(ids).size).toBe(25);
    expect(ids).toEqual(await everyStudentCompared('quaresma paginada', SANTA_AURORA, 3 * NAME_SEARCH_LIMIT));
    // Page 1 is the answer without 'pagina'; the school's search pages alike.
    const first = await search(admin(), { nome: 'quaresma paginada', municipio: SANTA_AURORA });
    expect(first.map((a) => a.id)).toEqual(pages[0]!.map((a) => a.id));
    const schoolPage2 = await search(director(), {
      nome: 'Quaresma Paginada',
      escolaId: school.A,
      pagina: 2,
    });
    expect(schoolPage2.map((a) => a.id)).toEqual(pages[1]!.map((a) => a.id));
  });
});

async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The vocabulary and the links (migration 0011) against what the students' rows say they must be. */
async function expectVocabularyOfRows(exactWords: boolean) {
  type Link = { palavra: string; escola_id: number; aluno_id: number };
  const order = (rows: Link[]) =>
    rows
      .map((r) => `${r.palavra}|${Number(r.escola_id)}|${Number(r.aluno_id)}`)
      .sort()
      .join('\n');
  const links = await rowsOf<Link>(sql`select p.palavra, ap.escola_id, ap.aluno_id
    from aluno_palavra ap join nome_palavra p on p.id = ap.palavra_id`);
  const raw = await rowsOf<Link>(sql`select distinct w as palavra, a.escola_id, a.id as aluno_id
    from aluno a, unnest(string_to_array(a.nome_normalizado, ' ')) as w
    where a.deleted_at is null and a.escola_id is not null`);
  expect(raw.length).toBeGreaterThan(0);
  expect(order(links)).toBe(order(raw));
  const words = (await rowsOf<{ palavra: string }>(sql`select palavra from nome_palavra`)).map(
    (r) => r.palavra,
  );
  expect(new Set(words).size).toBe(words.length);
  const used = new Set(raw.map((r) => r.palavra));
  // Words are never removed (migration 0011): after writes the vocabulary may keep unused ones.
  if (exactWords) expect(new Set(words)).toEqual(used);
  else expect(words).toEqual(expect.arrayContaining([...used]));
}

/** The answer's ids of the search without the vocabulary: every student of the municipality compared. */
async function everyStudentCompared(
  termo: string,
  municipio: number,
  limit = NAME_SEARCH_LIMIT,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(sql`select a.id from aluno a join escola e on e.id = a.escola_id
    where a.deleted_at is null and ${termo} <% a.nome_normalizado and e.municipio = ${municipio}
    order by word_similarity(${termo}, a.nome_normalizado) desc, similarity(${termo}, a.nome_normalizado) desc,
      a.nome, a.id
    limit ${limit}`);
  return rows.map((r) => Number(r.id));
}

describe('GET /api/Alunos/Buscar by municipality: the name-word vocabulary (migration 0011)', () => {
  const byMunicipality = (nome: string, municipio = SANTA_AURORA) => search(admin(), { nome, municipio });
  let id = 0;

  it('holds the words and links of the students (exactly after the seed: beforeAll)', async () => {
    await expectVocabularyOfRows(false);
  });

  it('can run migration 0011 again on a database that has it', async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0011_student_name_words.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }
    await expectVocabularyOfRows(false);
  });

  it('answers what comparing every student of the municipality answers, typos and accents included', async () => {
    for (const [nome, termo, municipio] of [
      ['Joana Maria Sousa', 'joana maria sousa', SANTA_AURORA],
      ['Jõána Souzá', 'joana souza', SANTA_AURORA],
      ['Joena Maria', 'joena maria', SANTA_AURORA],
      ['Maria Souze', 'maria souze', SANTA_AURORA],
      ['maria', 'maria', SANTA_AURORA],
      ['Lucas Ferriera', 'lucas ferriera', RIO_CLARO],
      ['Gabriel Ferriera', 'gabriel ferriera', RIO_CLARO],
      ['LÚCAS GABRIEL', 'lucas gabriel', RIO_CLARO],
      ['Gabriel Ferreira', 'gabriel ferreira', RIO_CLARO],
    ] as const) {
      const found = await byMunicipality(nome, municipio);
      expect(
        found.map((a) => a.id),
        nome,
      ).toEqual(await everyStudentCompared(termo, municipio));
    }
    expect((await byMunicipality('Maria Souze'))[0]?.nome).toBe('Joana Maria Souza');
    expect((await byMunicipality('Gabriel Ferriera', RIO_CLARO))[0]?.nome).toBe('Lucas Gabriel Ferreira');
  });

  it('finds a new student at once, with a typo and without accents', async () => {
    const created = await admin()({
      method: 'POST',
      url: '/api/Alunos',
      payload: {
        nome: 'Bartolomeu Quixabeira Nunes',
        nomeMae: 'Rosália Quixabeira Nunes',
        nomePai: '',
        cpf: '52998224725',
        sexo: 'M',
        cor: 1,
        transporte: 1,
        dataNascimento: '2018-03-02',
        codigoInep: '',
        pessoaComDeficiencia: false,
        escolaId: school.A,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    id = (created.json() as { id: number }).id;
    expect((await byMunicipality('Bartolomeu Quixabera'))[0]).toMatchObject({ id, escola: { id: school.A } });
    expect((await byMunicipality('bártolomeu'))[0]?.id).toBe(id);
    await expectVocabularyOfRows(false);
  });

  it('follows a renamed student: the old words no longer find them, the new ones do', async () => {
    const [record] = await t.db.select().from(aluno).where(eq(aluno.id, id));
    const res = await admin()({
      method: 'PUT',
      url: '/api/Alunos',
      payload: {
        id,
        nome: 'Bartolomeu Quintela Nunes',
        nomeMae: record!.nomeMae,
        nomePai: record!.nomePai ?? '',
        cpf: record!.cpf,
        sexo: record!.sexo,
        cor: record!.cor,
        transporte: record!.transporte,
        dataNascimento: record!.dataNascimento,
        codigoInep: record!.codigoInep ?? '',
        pessoaComDeficiencia: record!.pessoaComDeficiencia,
        descricaoDeficiencia: record!.descricaoDeficiencia ?? '',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await byMunicipality('Quixabeira')).map((a) => a.id)).not.toContain(id);
    expect((await byMunicipality('Bartolomeu Quintella'))[0]?.id).toBe(id);
    await expectVocabularyOfRows(false);
  });

  it('follows a student whose school of record moves to another municipality', async () => {
    await t.db.update(aluno).set({ escolaId: school.B }).where(eq(aluno.id, id));
    expect((await byMunicipality('Bartolomeu Quintela')).map((a) => a.id)).not.toContain(id);
    expect((await byMunicipality('Bartolomeu Quintela', RIO_CLARO))[0]).toMatchObject({
      id,
      escola: { id: school.B },
    });
    // An update that touches neither the name, the school nor the deletion leaves the links alone.
    await t.db.update(aluno).set({ transporte: 2 }).where(eq(aluno.id, id));
    await expectVocabularyOfRows(false);
  });

  it('leaves a deleted student out, and finds them again if the deletion is undone', async () => {
    const del = await admin()({ method: 'DELETE', url: `/api/Alunos?alunoId=${id}` });
    expect(del.statusCode, del.body).toBe(204);
    expect((await byMunicipality('Bartolomeu Quintela', RIO_CLARO)).map((a) => a.id)).not.toContain(id);
    await expectVocabularyOfRows(false);
    await t.db.update(aluno).set({ deletedAt: null }).where(eq(aluno.id, id));
    expect((await byMunicipality('Bartolomeu Quintela', RIO_CLARO))[0]?.id).toBe(id);
    await t.db.update(aluno).set({ deletedAt: new Date() }).where(eq(aluno.id, id));
    await expectVocabularyOfRows(false);
  });
});

describe('GET /api/Alunos/Buscar: scope', () => {
  it("a director searches their school, and only their school's students in their municipality", async () => {
    expect((await search(director(), { nome: 'Joana Maria Souza', escolaId: school.A }))[0]?.nome).toBe(
      'Joana Maria Souza',
    );
    const municipality = await search(director(), { nome: 'Joana', municipio: SANTA_AURORA });
    expect(municipality.length).toBeGreaterThan(0);
    expect(municipality.every((a) => a.escola.id === school.A)).toBe(true);
  });

  it('refuses a director another school or a municipality without their school: 403', async () => {
    for (const query of [
      { nome: 'Lucas Gabriel Ferreira', escolaId: school.B },
      { nome: 'Lucas Gabriel Ferreira', municipio: RIO_CLARO },
      { nome: 'Lucas Gabriel Ferreira', escolaId: 99999999 },
    ]) {
      const res = await director()(url(query));
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(MSG.forbidden);
    }
  });

  it("a school's registrar searching the municipality finds only the school's students", async () => {
    const found = await search(registrar(), { nome: 'maria', municipio: SANTA_AURORA });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => a.escola.id === school.A)).toBe(true);
    expect((await search(registrar(), { nome: 'maria sousa', municipio: SANTA_AURORA }))[0]).toMatchObject({
      nome: 'Joana Maria Souza',
      nomeMae: 'Maria Souza Lima',
    });
    for (const query of [
      { nome: 'Lucas Gabriel Ferreira', municipio: RIO_CLARO },
      { nome: 'Lucas Gabriel Ferreira', escolaId: school.B },
      { nome: 'Lucas Gabriel Ferreira', escolaId: school.B, pagina: 2 },
    ]) {
      const res = await registrar()(url(query));
      expect(res.statusCode, JSON.stringify(query)).toBe(403);
      expect(res.body).toBe(MSG.forbidden);
    }
  });

  it("never answers a director another school's student on any page", async () => {
    for (const pagina of [1, 2, 3]) {
      const found = await search(director(), { nome: 'maria', municipio: SANTA_AURORA, pagina });
      expect(found.every((a) => a.escola.id === school.A)).toBe(true);
    }
  });

  it('lets a state role search any school; refuses a role without the student consultation', async () => {
    expect((await search(state(), { nome: 'Lucas Ferreira', escolaId: school.B }))[0]?.nome).toBe(
      'Lucas Gabriel Ferreira',
    );
    const teacher = await t.as(CPF.paulo, 17)(url({ nome: 'Joana', escolaId: school.A }));
    expect(teacher.statusCode).toBe(403);
    expect(teacher.body).toBe(MSG.forbidden);
    const noToken = await t.app.inject({ method: 'GET', url: url({ nome: 'Joana', escolaId: school.A }) });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('GET /api/Alunos/Buscar: bad input is 400 in Portuguese, never 500', () => {
  it.each([
    [{ escolaId: 1 }, NAME_SEARCH_TOO_SHORT],
    [{ nome: 'jo', escolaId: 1 }, NAME_SEARCH_TOO_SHORT],
    [{ nome: '  a  b  ', escolaId: 1 }, NAME_SEARCH_TOO_SHORT],
    [{ nome: 'Jo4na', escolaId: 1 }, SEARCH_NAME_LETTERS],
    [{ nome: "Jo%' or 1=1 --", escolaId: 1 }, SEARCH_NAME_LETTERS],
    [{ nome: 'a'.repeat(51), escolaId: 1 }, SEARCH_NAME_MAX_50],
    [{ nome: 'Joana' }, NAME_SEARCH_PLACE_REQUIRED],
    [{ nome: 'Joana', escolaId: '', municipio: '' }, NAME_SEARCH_PLACE_REQUIRED],
    [{ nome: 'Joana', escolaId: 'abc' }, NAME_SEARCH_SCHOOL_INVALID],
    [{ nome: 'Joana', escolaId: '0' }, NAME_SEARCH_SCHOOL_INVALID],
    [{ nome: 'Joana', escolaId: '99999999999' }, NAME_SEARCH_SCHOOL_INVALID],
    [{ nome: 'Joana', municipio: '-101' }, NAME_SEARCH_MUNICIPALITY_INVALID],
    [{ nome: 'Joana', municipio: '2147483648' }, NAME_SEARCH_MUNICIPALITY_INVALID],
    [{ nome: 'Joana', escolaId: 1, pagina: '0' }, NAME_SEARCH_PAGE_INVALID],
    [{ nome: 'Joana', escolaId: 1, pagina: '6' }, NAME_SEARCH_PAGE_INVALID],
    [{ nome: 'Joana', escolaId: 1, pagina: 'dois' }, NAME_SEARCH_PAGE_INVALID],
    [{ nome: 'Joana', escolaId: 1, pagina: '-1' }, NAME_SEARCH_PAGE_INVALID],
  ])('%j → %s', async (query, message) => {
    const res = await admin()(url(query));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(message);
  });

  it('refuses a repeated parameter', async () => {
    const res = await admin()(`/api/Alunos/Buscar?nome=Joana&nome=Maria&escolaId=${school.A}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(NAME_SEARCH_TOO_SHORT);
  });
});
