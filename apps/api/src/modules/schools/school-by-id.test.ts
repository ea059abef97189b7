import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSchoolIds } from '../../../test/testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
const school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(school, await demoSchoolIds(t));
});
afterAll(() => t.close());

describe('GET /api/Escolas/{id}', () => {
  it('answers the school in the caller’s scope', async () => {
    const res = await t.as(CPF.carla, 16)(`/api/Escolas/${school.B}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: school.B,
      escolaId: school.B,
      codigoInep: '27012346',
      nomeEscola: 'Escola Municipal Rio Claro',
      nomeMunicipio: 'Rio Claro do Sul',
      codigoRegional: 1,
      sige: false,
      rede: 3,
      localizacao: 2,
    });
    expect((await t.as(CPF.eva, 7)(`/api/Escolas/${school.C}`)).json()).toMatchObject({ sige: true });
    expect((await t.as(CPF.cecilia, 19)(`/api/Escolas/${school.A}`)).statusCode).toBe(200);
  });

  it('refuses schools outside the scope and roles without a school screen', async () => {
    expect((await t.as(CPF.carla, 16)(`/api/Escolas/${school.C}`)).statusCode).toBe(403);
    expect((await t.as(CPF.sergio, 11)(`/api/Escolas/${school.B}`)).statusCode).toBe(403);
    expect((await t.as(CPF.rita, 8)(`/api/Escolas/${school.C}`)).statusCode).toBe(403);
    expect((await t.as(CPF.ulisses, 14)(`/api/Escolas/${school.A}`)).statusCode).toBe(403);
    expect((await t.as(CPF.paulo, 17)(`/api/Escolas/${school.A}`)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown school and 400 for a bad id', async () => {
    const missing = await t.as(CPF.ana, 1)('/api/Escolas/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Nenhuma escola encontrada');
    expect((await t.as(CPF.ana, 1)('/api/Escolas/abc')).statusCode).toBe(400);
    expect((await t.as(CPF.ana, 1)('/api/Escolas/-1')).statusCode).toBe(400);
  });
});
