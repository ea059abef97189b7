import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('regionais and Municipios', () => {
  it('lists the regionals', async () => {
    const res = await t.as(CPF.rita, 8)('/api/regionais');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { codigo: 1, sigla: '1ª CRE' },
      { codigo: 2, sigla: '2ª CRE' },
    ]);
  });

  it('lists all municipalities or those of one regional', async () => {
    const all = await t.as(CPF.ana, 1)('/api/Municipios');
    expect(all.json()).toEqual([
      { codigo: 201, nome: 'Nova Palmeira', regional: 2 },
      { codigo: 102, nome: 'Rio Claro do Sul', regional: 1 },
      { codigo: 101, nome: 'Santa Aurora', regional: 1 },
    ]);
    const one = await t.as(CPF.ana, 1)('/api/Municipios?codigoRegional=1');
    expect(
      one
        .json()
        .map((m: { codigo: number }) => m.codigo)
        .sort(),
    ).toEqual([101, 102]);
    const none = await t.as(CPF.ana, 1)('/api/Municipios?codigoRegional=77');
    expect(none.json()).toEqual([]);
  });

  it('needs a session and a held role', async () => {
    expect((await t.app.inject('/api/regionais')).statusCode).toBe(401);
    expect((await t.as(CPF.rita, 1)('/api/regionais')).statusCode).toBe(403);
    expect((await t.as(CPF.ulisses, 14)('/api/Municipios')).statusCode).toBe(200);
  });

  it('answers 400 for a malformed regional code', async () => {
    const res = await t.as(CPF.ana, 1)('/api/Municipios?codigoRegional=um');
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('Código inválido.');
  });
});
