import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERIOD_EXISTS,
  PERIOD_MONITORING_ORDER,
  PERIOD_TERM_REQUIRED,
  PERIOD_VALIDATION_START_REQUIRED,
  PERIOD_YEAR_REQUIRED,
} from '@siam/domain/monitoring';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { YEAR, day } from '../../../test/fixtures/monitoring-fixtures';
import type { Periodo } from '@siam/domain/contracts/periods';

let t: TestApp;
const admin = () => t.as(CPF.ana, 1);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => ({
  ano: YEAR,
  bimestre: 2,
  fichaAcompanhamentoId: 1,
  acompanhamentoDataInicio: day(10),
  acompanhamentoDataFim: day(20),
  validacaoDataInicio: day(21),
  validacaoDataFim: day(30),
  ...extra,
});

describe('GET /api/Periodo', () => {
  it("answers the year's periods ordered by bimestre, with the demo windows", async () => {
    const res = await admin()(`/api/Periodo?ano=${YEAR}&fichaId=1`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Periodo[];
    expect(list.map((p) => p.bimestre)).toEqual([1, 4]);
    const b4 = list[1]!;
    expect(b4.acompanhamentoDataInicio <= day(0) && b4.acompanhamentoDataFim >= day(0)).toBe(true);
    expect(b4.validacaoDataInicio <= day(0) && b4.validacaoDataFim >= day(0)).toBe(true);
    expect(list[0]!.acompanhamentoDataFim < day(0) && list[0]!.validacaoDataFim < day(0)).toBe(true);
    const both = (await admin()(`/api/Periodo?ano=${YEAR}&bimestre=4`)).json() as Periodo[];
    expect(both.map((p) => p.fichaAcompanhamentoId)).toEqual([1, 2]);
  });

  it('is open to every monitoring role, refused to the others, 400 on bad input', async () => {
    expect((await t.as(CPF.paulo, 17)(`/api/Periodo?ano=${YEAR}`)).statusCode).toBe(200);
    expect((await t.as(CPF.carla, 16)(`/api/Periodo?ano=${YEAR}`)).statusCode).toBe(200);
    expect((await t.as(CPF.rita, 8)(`/api/Periodo?ano=${YEAR}`)).statusCode).toBe(200);
    const refused = await t.as(CPF.cecilia, 19)(`/api/Periodo?ano=${YEAR}`);
    expect([refused.statusCode, refused.body]).toEqual([403, 'Funcionalidade não permitida']);
    const bad = await admin()('/api/Periodo?ano=abc');
    expect([bad.statusCode, bad.body]).toEqual([400, PERIOD_YEAR_REQUIRED]);
    expect((await admin()(`/api/Periodo?ano=${YEAR}&bimestre=7`)).body).toBe(PERIOD_TERM_REQUIRED);
  });
});

describe('POST /api/Periodo and PUT /api/periodo', () => {
  it('creates a period, refuses a second one for the same bimestre and updates it', async () => {
    const created = await admin()({ method: 'POST', url: '/api/Periodo', payload: body() });
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json() as Periodo;
    expect(p).toMatchObject({ ano: YEAR, bimestre: 2, fichaAcompanhamentoId: 1 });
    const again = await admin()({ method: 'POST', url: '/api/Periodo', payload: body() });
    expect([again.statusCode, again.body]).toEqual([409, PERIOD_EXISTS]);
    const upd = await admin()({
      method: 'PUT',
      url: '/api/Periodo',
      payload: { ...body({ validacaoDataFim: day(40) }), id: p.id },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((upd.json() as Periodo).validacaoDataFim).toBe(day(40));
    const clash = await admin()({
      method: 'PUT',
      url: '/api/periodo',
      payload: { ...body({ bimestre: 4 }), id: p.id },
    });
    expect([clash.statusCode, clash.body]).toEqual([409, PERIOD_EXISTS]);
    const missing = await admin()({ method: 'PUT', url: '/api/periodo', payload: { ...body(), id: 999999 } });
    expect(missing.statusCode).toBe(404);
  });

  it('answers the form messages with 400', async () => {
    const post = (payload: unknown) =>
      admin()({ method: 'POST', url: '/api/Periodo', payload: payload as object });
    expect((await post(body({ acompanhamentoDataFim: day(10) }))).body).toBe(PERIOD_MONITORING_ORDER);
    expect((await post(body({ validacaoDataInicio: '' }))).body).toBe(PERIOD_VALIDATION_START_REQUIRED);
    expect((await post(body({ bimestre: null }))).body).toBe(PERIOD_TERM_REQUIRED);
    const junk = await post([1]);
    expect(junk.statusCode).toBe(400);
  });

  it('only the administrator writes periods', async () => {
    for (const [cpf, role] of [
      [CPF.carla, 16],
      [CPF.paulo, 17],
      [CPF.eva, 7],
    ] as const) {
      const res = await t.as(
        cpf,
        role,
      )({ method: 'POST', url: '/api/Periodo', payload: body({ bimestre: 3 }) });
      expect(res.statusCode).toBe(403);
    }
  });
});
