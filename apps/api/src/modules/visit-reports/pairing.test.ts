import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { anoPremio } from '../../db/schema/award';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
let award2025: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select({ id: anoPremio.id }).from(anoPremio).where(eq(anoPremio.ano, 2025));
  award2025 = row!.id;
});
afterAll(() => t.close());

const url = (award: number | string, inep: string) => `/api/Escolas/Pareamento/${award}/${inep}`;

describe('GET /api/Escolas/Pareamento/{anoPremioId}/{schoolInep}', () => {
  it('answers the pairing of the visiting school A and of the visited school B', async () => {
    const diego = await t.as(CPF.diego, 15)(url(award2025, '27012345'));
    expect(diego.statusCode).toBe(200);
    const body = diego.json() as {
      id: number;
      anoPremioId: number;
      escolaPremiada: { codigoInep: string; nomeEscola: string };
      escolaFomentada: { codigoInep: string };
    };
    expect(body.anoPremioId).toBe(award2025);
    expect(body.escolaPremiada).toMatchObject({
      codigoInep: '27012345',
      nomeEscola: 'Escola Estadual Santa Aurora',
    });
    expect(body.escolaFomentada.codigoInep).toBe('27012346');
    const admin = await t.as(CPF.ana, 1)(url(award2025, '27012346'));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual(body);
  });

  it("says 'Pareamento de escolas não encontrado para este relatório.' without a pairing", async () => {
    const schoolC = await t.as(CPF.ana, 1)(url(award2025, '27099999'));
    expect(schoolC.statusCode).toBe(404);
    expect(schoolC.body).toBe('Pareamento de escolas não encontrado para este relatório.');
    const otherYear = await t.as(CPF.diego, 15)(url(award2025 + 1000, '27012345'));
    expect(otherYear.statusCode).toBe(404);
    expect(otherYear.body).toBe('Pareamento de escolas não encontrado para este relatório.');
  });

  it('keeps a school to its own pairing and refuses roles without visit reports', async () => {
    // Diego directs school A only: school B's pairing is outside his scope.
    expect((await t.as(CPF.diego, 15)(url(award2025, '27012346'))).statusCode).toBe(403);
    const paulo = await t.as(CPF.paulo, 17)(url(award2025, '27012345'));
    expect(paulo.statusCode).toBe(403);
    expect(paulo.body).toBe('Funcionalidade não permitida');
    expect((await t.app.inject(url(award2025, '27012345'))).statusCode).toBe(401);
  });

  it('answers 400 with a message for a bad year or INEP, 404 for an unknown school', async () => {
    const badYear = await t.as(CPF.ana, 1)(url('abc', '27012345'));
    expect(badYear.statusCode).toBe(400);
    expect(badYear.body).toBe('Ano Prêmio inválido.');
    const badInep = await t.as(CPF.ana, 1)(url(award2025, '2701'));
    expect(badInep.statusCode).toBe(400);
    expect(badInep.body).toBe('Codigo INEP inválido.');
    const unknown = await t.as(CPF.ana, 1)(url(award2025, '27000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Nenhuma escola encontrada');
  });
});
