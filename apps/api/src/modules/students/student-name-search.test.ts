/**
 * GET /api/Alunos/Buscar (decision 111): fuzzy, accent- and case-blind name search in a school or a
 * municipality, inside the caller's scope; on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAME_SEARCH_LIMIT,
  NAME_SEARCH_MUNICIPALITY_INVALID,
  NAME_SEARCH_PLACE_REQUIRED,
  NAME_SEARCH_SCHOOL_INVALID,
  NAME_SEARCH_TOO_SHORT,
} from '@siam/domain/student-name-search';
import { SEARCH_NAME_LETTERS, SEARCH_NAME_MAX_50 } from '@siam/domain/students';
import { studentAccessLog } from '../../db/schema/audit';
import { MSG } from '../../lib/errors';
import { createTestApp, CPF, type TestApp } from '../../testing/test-app';
import type { AlunoEncontrado } from './student-name-search.schemas';

let t: TestApp;
const school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
const SANTA_AURORA = 101;
const RIO_CLARO = 102;

const admin = () => t.as(CPF.ana, 1);
const director = () => t.as(CPF.diego, 15);
const state = () => t.as(CPF.eva, 7);

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
  for (const [key, inep] of [
    ['A', '27012345'],
    ['B', '27012346'],
    ['C', '27099999'],
  ] as const) {
    const [s] = (await admin()(`/api/Escolas?IdInep=${inep}`)).json() as { id: number }[];
    school[key] = s!.id;
  }
  // A student with accents in the stored name, registered through the product's own path.
  const created = await admin()({
    method: 'POST',
    url: '/api/Alunos',
    payload: {
      nome: 'Heloísa Conceição Araújo',
      nomeMae: 'Lúcia Conceição Araújo',
      nomePai: '',
      cpf: '82647103950',
      sexo: 'F',
      cor: 3,
      transporte: 1,
      dataNascimento: '2019-06-10',
      codigoInep: '',
      pessoaComDeficiencia: false,
      escolaId: school.A,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => t.close());

describe('GET /api/Alunos/Buscar: matching', () => {
  it('tolerates a typo: "Joana Maria Sousa" finds Joana Maria Souza first, with school and class', async () => {
    const [first] = await search(admin(), { nome: 'Joana Maria Sousa', escolaId: school.A });
    expect(first).toMatchObject({
      nome: 'Joana Maria Souza',
      dataNascimento: '2020-01-15',
      escola: { id: school.A, codigoInep: '27012345', nomeEscola: 'Escola Estadual Santa Aurora' },
      turmaAtual: { nomeTurma: '1º ANO A', serie: 4, turno: 1 },
    });
    expect(first!.similaridade).toBeGreaterThan(0.6);
    expect(first).not.toHaveProperty('cpf');
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
      .where(eq(studentAccessLog.alunoId, joana.id))
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
