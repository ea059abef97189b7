/**
 * Issue 15 item 5, first probe finding: a Coordenador Regional changed the Administrador's account
 * (POST /api/Usuario for Ana with a new phone and an added link answered 200 and ended her sessions),
 * and GET /api/Usuario/{cpf}/Vinculo answered for anyone. A caller changes, and looks up the links of,
 * only users whose links all lie inside its area and whose roles are not above its own (decision 120).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../lib/errors';
import { usuario } from '../../db/schema/auth';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import type { User } from '@siam/domain/contracts/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ARTUR = '05862371940';
const SERGIO = '84736291087';
const EVA = '71460238001';

/** Requests as a demo user, with a token signed here (the login's own rules are tested elsewhere). */
function as(cpf: string, perfil: number) {
  return async (opts: string | { method: 'GET' | 'POST'; url: string; payload?: object }) => {
    const { token } = await t.tokens.sign(cpf, 0);
    const base = typeof opts === 'string' ? { method: 'GET' as const, url: opts } : opts;
    return t.app.inject({ ...base, headers: { authorization: `Bearer ${token}`, perfil: String(perfil) } });
  };
}
const admin = () => as(CPF.ana, 1);
const vinculo = async (cpf: string) => (await admin()(`/api/Usuario/${cpf}/Vinculo`)).json() as User;
const save = (cpf: string, perfil: number, payload: unknown) =>
  as(cpf, perfil)({ method: 'POST', url: '/api/Usuario', payload: payload as object });
/** The user as the screen posts it back: its links as GET .../Vinculo answered them. */
const asPosted = (u: User, extra: Record<string, unknown> = {}) => ({
  cpf: u.cpf,
  nome: u.nome,
  emailPessoal: u.emailPessoal,
  telefonePessoal: u.telefonePessoal,
  perfisVinculo: u.perfisVinculo.map((l) => ({
    idRegional: l.idRegional,
    idMunicipio: l.idMunicipio,
    idPerfilSistema: l.idPerfilSistema,
  })),
  ...extra,
});
const phoneOf = async (cpf: string) =>
  (await t.db.select({ telefone: usuario.telefone }).from(usuario).where(eq(usuario.cpf, cpf)))[0]?.telefone;

describe('POST /api/Usuario: who may change whom', () => {
  it('refuses the Coordenador Regional changing the Administrador (the probe request), and keeps her sessions', async () => {
    const { token: anaToken } = await t.tokens.sign(CPF.ana, 0);
    const ana = await vinculo(CPF.ana);
    const before = await phoneOf(CPF.ana);
    const res = await save(
      CPF.rita,
      8,
      asPosted(ana, {
        telefonePessoal: '82911112222',
        perfisVinculo: [
          ...asPosted(ana).perfisVinculo,
          { idRegional: 1, idMunicipio: null, idPerfilSistema: [9] },
        ],
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(MSG.forbidden);
    expect(await phoneOf(CPF.ana)).toBe(before);
    expect((await vinculo(CPF.ana)).perfisVinculo).toEqual(ana.perfisVinculo);
    // Her session still works (a refused save ends nobody's sessions).
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/Usuario/PerfilSistema',
      headers: { authorization: `Bearer ${anaToken}`, perfil: '1' },
    });
    expect(still.statusCode).toBe(200);
  });

  it('refuses a state role changing the Administrador (above) even with her links unchanged', async () => {
    const ana = await vinculo(CPF.ana);
    const res = await save(EVA, 7, asPosted(ana, { telefonePessoal: '82933334444' }));
    expect(res.statusCode).toBe(403);
  });

  it('refuses a user with a link outside the caller area (Carla: schools A and B; Sérgio: Santa Aurora)', async () => {
    const carla = await vinculo(CPF.carla);
    const before = await phoneOf(CPF.carla);
    const res = await save(SERGIO, 11, asPosted(carla, { telefonePessoal: '82955556666' }));
    expect(res.statusCode).toBe(403);
    expect(await phoneOf(CPF.carla)).toBe(before);
  });

  it('still lets the caller change a user inside its area and not above it', async () => {
    const artur = await vinculo(ARTUR);
    const res = await save(CPF.rita, 8, asPosted(artur, { telefonePessoal: '82977778888' }));
    expect(res.statusCode).toBe(200);
    expect(await phoneOf(ARTUR)).toBe('82977778888');
    const carla = await vinculo(CPF.carla);
    expect((await save(CPF.rita, 8, asPosted(carla))).statusCode).toBe(200);
  });
});

describe('GET /api/Usuario/{cpf}/Vinculo: only users the caller may change', () => {
  it('refuses the links of a user above the caller or outside its area', async () => {
    for (const [cpf, perfil, target] of [
      [CPF.rita, 8, CPF.ana],
      [EVA, 7, CPF.ana],
      [SERGIO, 11, CPF.ana],
      [SERGIO, 11, CPF.carla],
      [SERGIO, 11, CPF.rita],
    ] as const) {
      const res = await as(cpf, perfil)(`/api/Usuario/${target}/Vinculo`);
      expect(res.statusCode, `${cpf} as ${perfil} asking about ${target}`).toBe(403);
      expect(res.body).toBe(MSG.forbidden);
    }
  });

  it('answers the links of a user inside the area, and 404 for an unknown CPF', async () => {
    expect((await as(CPF.rita, 8)(`/api/Usuario/${CPF.carla}/Vinculo`)).statusCode).toBe(200);
    expect((await as(EVA, 7)(`/api/Usuario/${CPF.carla}/Vinculo`)).statusCode).toBe(200);
    expect((await as(SERGIO, 11)(`/api/Usuario/${CPF.diego}/Vinculo`)).statusCode).toBe(200);
    expect((await as(CPF.rita, 8)('/api/Usuario/82647103950/Vinculo')).statusCode).toBe(404);
  });
});
