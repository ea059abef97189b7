/**
 * Issue 15: the CPF and CNPJ of every route read by the one rule of packages/domain (exactly masked or
 * bare, ASCII only, after trimming; CNPJ letters upper-cased ASCII only). The probe's exact inputs.
 */
import { cnpjCheckDigits } from '@siam/domain/cnpj';
import { PARFI_MSG } from '@siam/domain/parfi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../test/fixtures/files-fixtures';
import { createTestApp, CPF, DEMO_PASSWORD, type TestApp } from '../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.as(CPF.ana, 1);
const diretor = () => t.as(CPF.diego, 15);
const PROBES = ['52998224725-0000', '7x6.2y7.3z8-43627-000', '529.982.247-25.0', '５２９９８２２４７２５'];

describe('CPF inputs', () => {
  it('login with a CPF followed by more digits is refused (the probe signed in with 190837264870000)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      payload: { user: '190837264870000', password: DEMO_PASSWORD },
    });
    expect([res.statusCode, res.body]).toEqual([401, 'Usuário ou senha inválidos.']);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      payload: { user: ' 190.837.264-87 ', password: DEMO_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
  });

  it.each([
    ['GET /api/Alunos?cpf=', (cpf: string) => admin()(`/api/Alunos?cpf=${encodeURIComponent(cpf)}`)],
    [
      'GET /api/Usuario/{cpf}/Vinculo',
      (cpf: string) => admin()(`/api/Usuario/${encodeURIComponent(cpf)}/Vinculo`),
    ],
    [
      'GET /api/ParticipanteVisita/Usuario/{cpf}',
      (cpf: string) => admin()(`/api/ParticipanteVisita/Usuario/${encodeURIComponent(cpf)}`),
    ],
  ])('%s refuses the probe inputs with 400 and reads the masked form', async (_, call) => {
    for (const cpf of PROBES) {
      const res = await call(cpf);
      expect([cpf, res.statusCode]).toEqual([cpf, 400]);
      expect(res.body).toMatch(/^CPF inválido!?$/);
    }
    const masked = await call('529.982.247-25');
    expect(masked.statusCode).not.toBe(400);
  });
});

describe('CNPJ inputs (PARFI document)', () => {
  const A = '27012345';
  let planoAcaoId = 0;
  beforeAll(async () => {
    const plan = (await diretor()(`/api/PlanoParfi?escolaInep=${A}&anoPremio=2025&anoParfi=2025`)).json() as {
      planoAcao: { id: number; objetivoId: number }[];
    };
    planoAcaoId = plan.planoAcao.find((a) => a.objetivoId === 3)!.id;
  });
  const upload = (cnpj: string) => {
    const { payload, headers } = multipart({
      fields: {
        PlanoAcaoId: String(planoAcaoId),
        DocumentoId: '1',
        Cnpj: cnpj,
        ValorOrcamento: '2.800,00',
        DataExecucao: '2025-04-10',
      },
      file: { name: 'orcamento.pdf', data: PDF },
    });
    return diretor()({
      method: 'POST',
      url: `/api/ArquivoAnexado?codigoInep=${A}&ano=2025`,
      payload,
      headers,
    });
  };

  it('no Unicode folding: ß is not SS, ﬁ is not FI; nothing more than the masked or bare form', async () => {
    const ss = 'SS0000000001';
    const fi = 'FI1234567890';
    for (const cnpj of [
      'ß0000000001' + cnpjCheckDigits(ss),
      'ﬁ1234567890' + cnpjCheckDigits(fi),
      '11.222.333/0001-81!',
      '11222333000181-0000',
    ]) {
      const res = await upload(cnpj);
      expect([cnpj, res.statusCode, res.body]).toEqual([cnpj, 400, PARFI_MSG.cpfOrCnpjInvalid]);
    }
    const lower = await upload(` ${'fi1234567890' + cnpjCheckDigits(fi)} `);
    expect(lower.statusCode).toBe(201);
    expect((lower.json() as { arquivo: { cnpj: string } }).arquivo.cnpj).toBe(fi + cnpjCheckDigits(fi));
  });
});
