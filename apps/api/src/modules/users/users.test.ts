import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '@siam/domain/roles';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Loc {
  regional: { codigo: number; sigla: string }[];
  municipio: { codigo: number; nome: string; regional: number }[];
  escola: { codigoInep: string; codMunicipio: number; codigoRegional: number }[];
}
const loc = async (cpf: string, perfil: number, query = ''): Promise<Loc> => {
  const res = await t.as(cpf, perfil)(`/api/Usuario/Localizacoes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Loc;
};
const codes = (xs: { codigo: number }[]) => xs.map((x) => x.codigo).sort();
const ineps = (xs: { codigoInep: string }[]) => xs.map((x) => x.codigoInep).sort();

describe('Usuario/PerfilSistema and PerfilAbaixo', () => {
  it('lists the 19 profiles with the spec names', async () => {
    const res = await t.as(CPF.eva, 7)('/api/Usuario/PerfilSistema');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(Object.entries(ROLE_NAMES).map(([id, nome]) => ({ id: Number(id), nome })));
  });

  it('lists the profiles the active role may grant', async () => {
    const admin = await t.as(CPF.ana, 1)('/api/Usuario/PerfilAbaixo/1');
    expect(admin.json()).toHaveLength(19);
    const regional = (await t.as(CPF.rita, 8)('/api/Usuario/PerfilAbaixo/8')).json() as { id: number }[];
    expect(regional.map((p) => p.id)).not.toContain(1);
    expect(regional.map((p) => p.id)).not.toContain(8);
    expect(regional.map((p) => p.id)).toContain(11);
  });

  it('refuses a role other than the active one', async () => {
    const res = await t.as(CPF.rita, 8)('/api/Usuario/PerfilAbaixo/1');
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('Funcionalidade não permitida');
    expect((await t.as(CPF.rita, 8)('/api/Usuario/PerfilAbaixo/abc')).statusCode).toBe(403);
    expect((await t.as(CPF.rita, 1)('/api/Usuario/PerfilAbaixo/1')).statusCode).toBe(403);
  });
});

describe('Usuario/Localizacoes', () => {
  it('gives the administrator and state roles the whole state', async () => {
    for (const [cpf, perfil] of [
      [CPF.ana, 1],
      [CPF.eva, 7],
    ] as const) {
      const all = await loc(cpf, perfil);
      expect(codes(all.regional)).toEqual([1, 2]);
      expect(codes(all.municipio)).toEqual([101, 102, 201]);
      expect(all.escola).toEqual([]);
      const reg2 = await loc(cpf, perfil, '?regionId=2');
      expect(codes(reg2.municipio)).toEqual([201]);
      const city = await loc(cpf, perfil, '?regionId=2&cityId=201');
      expect(ineps(city.escola)).toContain('27099999');
      expect(city.escola.every((s) => s.codMunicipio === 201)).toBe(true);
    }
  });

  it('gives Rita (regional 1) only regional 1', async () => {
    const l = await loc(CPF.rita, 8);
    expect(l.regional).toEqual([{ codigo: 1, sigla: '1ª CRE' }]);
    expect(codes(l.municipio)).toEqual([101, 102]);
    expect(l.escola).toEqual([]);
    const santa = await loc(CPF.rita, 8, '?regionId=1&cityId=101');
    expect(ineps(santa.escola)).toContain('27012345');
    expect(santa.escola.every((s) => s.codMunicipio === 101)).toBe(true);
    const other = await loc(CPF.rita, 8, '?regionId=2&cityId=201');
    expect(other.regional).toEqual([{ codigo: 1, sigla: '1ª CRE' }]);
    expect(other.municipio).toEqual([]);
    expect(other.escola).toEqual([]);
    expect((await loc(CPF.rita, 8, '?cityId=201')).escola).toEqual([]);
  });

  it('gives Sérgio (Santa Aurora) only Santa Aurora and its schools', async () => {
    const l = await loc(CPF.sergio, 11);
    expect(l.regional).toEqual([{ codigo: 1, sigla: '1ª CRE' }]);
    expect(l.municipio).toEqual([{ codigo: 101, nome: 'Santa Aurora', regional: 1 }]);
    expect(ineps(l.escola)).toContain('27012345');
    expect(ineps(l.escola)).not.toContain('27012346');
    expect(l.escola.every((s) => s.codMunicipio === 101)).toBe(true);
    const other = await loc(CPF.sergio, 11, '?regionId=1&cityId=102');
    expect(other.escola).toEqual([]);
    expect((await loc(CPF.sergio, 11, '?regionId=2')).municipio).toEqual([]);
  });

  it('gives school roles their linked schools', async () => {
    const carla = await loc(CPF.carla, 16);
    expect(ineps(carla.escola)).toEqual(['27012345', '27012346']);
    expect(codes(carla.municipio)).toEqual([101, 102]);
    expect(codes(carla.regional)).toEqual([1]);
    expect(ineps((await loc(CPF.carla, 16, '?cityId=102')).escola)).toEqual(['27012346']);
    expect(ineps((await loc(CPF.paulo, 17)).escola)).toEqual(['27012345']);
    expect(ineps((await loc(CPF.ana, 15)).escola)).toEqual(['27012345']);
  });

  it('refuses another person’s CPF unless administrator', async () => {
    expect((await t.as(CPF.rita, 8)(`/api/Usuario/Localizacoes?cpf=${CPF.rita}`)).statusCode).toBe(200);
    expect((await t.as(CPF.rita, 8)(`/api/Usuario/Localizacoes?cpf=${CPF.ana}`)).statusCode).toBe(403);
    expect((await t.as(CPF.ana, 1)(`/api/Usuario/Localizacoes?cpf=${CPF.rita}`)).statusCode).toBe(200);
    const bad = await t.as(CPF.rita, 8)('/api/Usuario/Localizacoes?cpf=123.456.789-00');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('CPF inválido');
  });
});

describe('Usuario/{cpf}/Escolas', () => {
  it('answers the caller’s schools for the active role', async () => {
    const carla = await t.as(CPF.carla, 16)(`/api/Usuario/${CPF.carla}/Escolas`);
    expect(carla.statusCode).toBe(200);
    expect(ineps(carla.json().escolas)).toEqual(['27012345', '27012346']);
    const masked = await t.as(CPF.carla, 16)('/api/Usuario/123.456.789-09/Escolas');
    expect(ineps(masked.json().escolas)).toEqual(['27012345', '27012346']);
    const ana = await t.as(CPF.ana, 15)(`/api/Usuario/${CPF.ana}/Escolas`);
    expect(ineps(ana.json().escolas)).toEqual(['27012345']);
    expect((await t.as(CPF.eva, 7)(`/api/Usuario/${CPF.eva}/Escolas`)).json()).toEqual({ escolas: [] });
  });

  it('lets the administrator ask about anyone, and nobody else', async () => {
    const res = await t.as(CPF.ana, 1)(`/api/Usuario/${CPF.carla}/Escolas`);
    expect(ineps(res.json().escolas)).toEqual(['27012345', '27012346']);
    const refused = await t.as(CPF.carla, 16)(`/api/Usuario/${CPF.diego}/Escolas`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('Funcionalidade não permitida');
    expect((await t.as(CPF.carla, 16)('/api/Usuario/12345678900/Escolas')).statusCode).toBe(400);
  });
});
