/**
 * GET /api/AcompanhamentoAtividadeTurma/Escolas (issue 17): the schools of a municipality or regional
 * with their activity monitoring counts for a term, in one statement, inside the caller's scope, as
 * the municipal, regional and state sign-off screens show it and export it.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolCounts, TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';
import { MSG } from '../../src/lib/errors';
import { municipio } from '../../src/db/schema/places';
import { escola } from '../../src/db/schema/schools';
import { demoSchoolIds } from '../testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { parseCsv } from './parse';

let t: TestApp;
let schools: { A: number; B: number; C: number };
const place: Record<'A' | 'B' | 'C', { municipio: number; regional: number }> = {
  A: { municipio: 0, regional: 0 },
  B: { municipio: 0, regional: 0 },
  C: { municipio: 0, regional: 0 },
};
const year = new Date().getFullYear();
const url = (q: Record<string, string | number>) =>
  `/api/AcompanhamentoAtividadeTurma/Escolas?${new URLSearchParams(
    Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString()}`;

beforeAll(async () => {
  t = await createTestApp();
  schools = await demoSchoolIds(t);
  const rows = await t.db
    .select({ id: escola.id, municipio: escola.municipio, regional: municipio.regional })
    .from(escola)
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .where(inArray(escola.id, [schools.A, schools.B, schools.C]));
  for (const key of ['A', 'B', 'C'] as const) {
    const r = rows.find((x) => x.id === schools[key])!;
    place[key] = { municipio: r.municipio, regional: r.regional };
  }
});
afterAll(() => t.close());

describe('GET /api/AcompanhamentoAtividadeTurma/Escolas', () => {
  it("counts each school's classes and monitorings as the school's own class list does", async () => {
    const res = await t.as(CPF.eva, 7)(url({ codigoRegional: place.A.regional, ano: year, bimestre: 4 }));
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json<SchoolCounts[]>();
    const a = counts.find((c) => c.escolaId === schools.A)!;
    expect(a.nomeEscola).toBe('Escola Estadual Santa Aurora');
    const list = (
      await t.as(
        CPF.ana,
        1,
      )(`/api/AcompanhamentoAtividadeTurma/Escola/Turmas?escolaId=${schools.A}&ano=${year}&bimestre=4`)
    ).json<TurmaAcompanhamento[]>();
    expect(a).toMatchObject({
      turmas: list.length,
      iniciados: list.filter((r) => r.acompanhamentoId !== null).length,
      finalizados: list.filter((r) => r.acompanhamentoId !== null && r.status).length,
      validados: list.filter((r) => r.acompanhamentoId !== null && r.validado === true).length,
    });
    expect(counts.every((c) => c.escolaId !== schools.C || place.C.regional === place.A.regional)).toBe(true);
    // By school name, pt-BR.
    const names = counts.map((c) => c.nomeEscola);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'pt-BR')));
  });

  it('keeps a municipal user to its municipality and a school role to its own schools', async () => {
    const own = await t.as(CPF.sergio, 11)(url({ municipio: place.A.municipio, ano: year, bimestre: 4 }));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<SchoolCounts[]>().map((c) => c.escolaId)).toContain(schools.A);
    if (place.C.municipio !== place.A.municipio) {
      const other = await t.as(CPF.sergio, 11)(url({ municipio: place.C.municipio, ano: year, bimestre: 4 }));
      expect([other.statusCode, other.body]).toEqual([403, MSG.forbidden]);
    }
    const regional = await t.as(
      CPF.sergio,
      11,
    )(url({ codigoRegional: place.A.regional, ano: year, bimestre: 4 }));
    expect(regional.statusCode).toBe(403);
    const carla = await t.as(CPF.carla, 16)(url({ municipio: place.A.municipio, ano: year, bimestre: 4 }));
    expect(carla.statusCode, carla.body).toBe(200);
    expect(carla.json<SchoolCounts[]>().every((c) => [schools.A, schools.B].includes(c.escolaId))).toBe(true);
  });

  it('exports the counts as CSV with integer columns', async () => {
    const res = await t.as(
      CPF.eva,
      7,
    )(url({ codigoRegional: place.A.regional, ano: year, bimestre: 4, formato: 'csv' }));
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'INEP',
      'Escola',
      'Município',
      'Turmas (Ed. Infantil)',
      'Iniciados',
      'Finalizados',
      'Validados',
    ]);
    const a = rows.find((r) => r[1] === 'Escola Estadual Santa Aurora')!;
    expect(a[3]).toMatch(/^\d+$/);
    expect(res.headers['content-disposition']).toMatch(
      /filename="acompanhamento-de-atividades-escolas-quarto-bimestre-de-\d{4}-/,
    );
  });

  it('refuses a role without the consultation (even asking for a PDF) and a call without a place', async () => {
    const teacher = await t.as(
      CPF.paulo,
      17,
    )(url({ municipio: place.A.municipio, ano: year, bimestre: 4, formato: 'pdf' }));
    expect([teacher.statusCode, teacher.body]).toEqual([403, MSG.forbidden]);
    const none = await t.as(CPF.eva, 7)(url({ ano: year, bimestre: 4 }));
    expect([none.statusCode, none.body]).toEqual([400, 'Informe o município ou a regional.']);
  });
});
