import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/Escolas?IdInep=', () => {
  it('finds a school by INEP code for the administrator', async () => {
    const res = await t.as(CPF.ana, 1)('/api/Escolas?IdInep=27012345');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        escolaId: expect.any(Number),
        codigoInep: '27012345',
        nomeEscola: 'Escola Estadual Santa Aurora',
        codCre: 1,
        codMunicipio: 101,
        codigoMunicipio: 101,
        codigoRegional: 1,
        nomeMunicipio: 'Santa Aurora',
        siglaRegional: '1ª CRE',
        cre: '1ª CRE',
        sige: false,
        rede: 2,
        localizacao: 1,
        municipio: 101,
        turno: expect.toBeOneOf([null, expect.any(Number)]),
      },
    ]);
    const c = (await t.as(CPF.ana, 1)('/api/Escolas?IdInep=27099999')).json();
    expect(c[0]).toMatchObject({ nomeEscola: 'Escola Estadual Integrada Palmeira', sige: true, codCre: 2 });
    const b = (await t.as(CPF.ana, 1)('/api/Escolas?IdInep=27012346')).json();
    expect(b[0]).toMatchObject({ nomeMunicipio: 'Rio Claro do Sul', rede: 3, localizacao: 2, sige: false });
  });

  it('answers an empty list when no school has the code', async () => {
    const res = await t.as(CPF.ana, 1)('/api/Escolas?IdInep=11111111');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses every other role, including Ana as director', async () => {
    for (const [cpf, perfil] of [
      [CPF.ana, 15],
      [CPF.diego, 15],
      [CPF.eva, 7],
      [CPF.rita, 8],
    ] as const) {
      const res = await t.as(cpf, perfil)('/api/Escolas?IdInep=27012345');
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
  });

  it('answers 400 for a code that is not 8 digits', async () => {
    for (const code of ['2701234', '270123456', 'abcdefgh', '']) {
      const res = await t.as(CPF.ana, 1)(`/api/Escolas?IdInep=${code}`);
      expect(res.statusCode, code).toBe(400);
      expect(res.body).toBe('Informe o código INEP da escola com 8 dígitos.');
    }
    expect((await t.as(CPF.ana, 1)('/api/Escolas')).statusCode).toBe(400);
  });
});

interface Stay {
  servidorFuncao: { servidor: { nome: string; cpf: string }; tipoFuncaoServidor: number };
  dataInicio: string;
  dataFim: string | null;
  turmaId: number | null;
}
interface Detail {
  id: number;
  codigoInep: string;
  nomeEscola: string;
  historicoServidores: Stay[];
}

async function schoolId(inep: string): Promise<number> {
  const [s] = (await t.as(CPF.ana, 1)(`/api/Escolas?IdInep=${inep}`)).json() as { id: number }[];
  return s!.id;
}

describe('GET /api/Escolas/{id} with the staff history', () => {
  it('lists every stay newest first, with the current holders open', async () => {
    const a = await schoolId('27012345');
    const res = await t.as(CPF.diego, 15)(`/api/Escolas/${a}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Detail & { municipio: number };
    expect(body).toMatchObject({ codigoInep: '27012345', municipio: 101 });
    const h = body.historicoServidores;
    const starts = h.map((s) => s.dataInicio);
    expect(starts).toEqual([...starts].sort().reverse());
    const current = (funcao: number) =>
      h
        .filter((s) => s.servidorFuncao.tipoFuncaoServidor === funcao && s.dataFim === null)
        .map((s) => s.servidorFuncao.servidor.nome);
    expect(current(1)).toEqual(['Diego Diretor Rocha']);
    expect(current(2)).toContain('Carla Coordenadora Lima');
    expect(current(5)).toContain('Cecília Cadastro Alves');
    // Ana directed the school before Diego; the history keeps it.
    const ana = h.find((s) => s.servidorFuncao.servidor.cpf === CPF.ana);
    expect(ana?.dataFim).toEqual(expect.any(String));
    expect(ana?.servidorFuncao.tipoFuncaoServidor).toBe(1);
    // Teacher stays point at their class; the years go back to 2023.
    expect(h.some((s) => s.servidorFuncao.servidor.cpf === CPF.paulo && s.turmaId !== null)).toBe(true);
    expect(h.some((s) => s.dataInicio.startsWith('2023'))).toBe(true);
  });

  it('shows no current director for school B', async () => {
    const b = await schoolId('27012346');
    const body = (await t.as(CPF.carla, 16)(`/api/Escolas/${b}`)).json() as Detail;
    const directors = body.historicoServidores.filter((s) => s.servidorFuncao.tipoFuncaoServidor === 1);
    expect(directors.length).toBeGreaterThan(0);
    expect(directors.every((s) => s.dataFim !== null)).toBe(true);
  });

  it('answers 404, 403 outside scope and 400 for a bad id', async () => {
    const c = await schoolId('27099999');
    expect((await t.as(CPF.diego, 15)(`/api/Escolas/${c}`)).statusCode).toBe(403);
    expect((await t.as(CPF.rita, 8)(`/api/Escolas/${c}`)).statusCode).toBe(403);
    const missing = await t.as(CPF.ana, 1)('/api/Escolas/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Nenhuma escola encontrada');
    expect((await t.as(CPF.ana, 1)('/api/Escolas/abc')).statusCode).toBe(400);
    expect((await t.as(CPF.ana, 1)('/api/Escolas/99999999999999')).statusCode).toBe(400);
  });
});

describe('GET /api/Escolas with filters', () => {
  it('searches by municipality, regional and name within the scope, ordered by name', async () => {
    const byCity = (await t.as(CPF.ana, 1)('/api/Escolas?municipio=101')).json() as Detail[];
    expect(byCity.map((s) => s.codigoInep)).toContain('27012345');
    expect(byCity.map((s) => s.nomeEscola)).toEqual(
      [...byCity.map((s) => s.nomeEscola)].sort((x, y) => x.localeCompare(y)),
    );
    expect(byCity[0]!.historicoServidores).toBeInstanceOf(Array);
    const byName = (await t.as(CPF.ana, 1)('/api/Escolas?nome=rio%20claro')).json() as Detail[];
    expect(byName.map((s) => s.codigoInep)).toContain('27012346');
    expect(byName.every((s) => /rio claro/i.test(s.nomeEscola))).toBe(true);
    const regional2 = (await t.as(CPF.eva, 7)('/api/Escolas?codigoRegional=2')).json() as Detail[];
    expect(regional2.map((s) => s.codigoInep)).toContain('27099999');
    expect((await t.as(CPF.ana, 1)('/api/Escolas?nome=%25_')).json()).toEqual([]);
  });

  it('never answers schools out of the caller’s scope', async () => {
    const rita = (await t.as(CPF.rita, 8)('/api/Escolas?codigoRegional=2')).json();
    expect(rita).toEqual([]);
    const diego = (await t.as(CPF.diego, 15)('/api/Escolas?municipio=101')).json() as Detail[];
    expect(diego.map((s) => s.codigoInep)).toEqual(['27012345']);
    const sergio = (await t.as(CPF.sergio, 11)('/api/Escolas?nome=escola')).json() as {
      codMunicipio: number;
    }[];
    expect(sergio.length).toBeGreaterThan(0);
    expect(sergio.every((s) => s.codMunicipio === 101)).toBe(true);
  });

  it('needs a filter and a consulting role; bad filters are 400', async () => {
    const none = await t.as(CPF.diego, 15)('/api/Escolas');
    expect(none.statusCode).toBe(400);
    expect(none.body).toBe('Informe um filtro');
    expect((await t.as(CPF.paulo, 17)('/api/Escolas?municipio=101')).statusCode).toBe(403);
    expect((await t.as(CPF.ulisses, 14)('/api/Escolas?municipio=101')).statusCode).toBe(403);
    expect((await t.as(CPF.ana, 1)('/api/Escolas?municipio=abc')).statusCode).toBe(400);
    expect((await t.as(CPF.ana, 1)(`/api/Escolas?nome=${'x'.repeat(151)}`)).statusCode).toBe(400);
  });
});

describe('POST and PUT /api/Escolas', () => {
  const body = {
    codigoInep: '27055555',
    nomeEscola: 'Escola Estadual Nova Esperança',
    codigoMunicipio: 201,
    rede: 2,
    localizacao: 2,
    sige: false,
  };

  it('registers a school for the administrator, with an audit row', async () => {
    const res = await t.as(CPF.ana, 1)({ method: 'POST', url: '/api/Escolas', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      codigoInep: '27055555',
      nomeEscola: 'Escola Estadual Nova Esperança',
      codMunicipio: 201,
      cre: '2ª CRE',
      rede: 2,
      localizacao: 2,
      historicoServidores: [],
    });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'escola'));
    expect(rows.some((r) => r.action === 'cadastrar')).toBe(true);
    const again = await t.as(CPF.ana, 1)({ method: 'POST', url: '/api/Escolas', payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe('Escola já cadastrada.');
  });

  it('updates a school and refuses a taken INEP code', async () => {
    const id = await schoolId('27055555');
    const res = await t.as(
      CPF.ana,
      1,
    )({
      method: 'PUT',
      url: '/api/Escolas',
      payload: { ...body, id, nomeEscola: 'Escola Estadual Nova Esperança II', sige: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nomeEscola: 'Escola Estadual Nova Esperança II', sige: true });
    const taken = await t.as(
      CPF.ana,
      1,
    )({
      method: 'PUT',
      url: '/api/Escolas',
      payload: { ...body, id, codigoInep: '27012345' },
    });
    expect(taken.statusCode).toBe(409);
    const missing = await t.as(
      CPF.ana,
      1,
    )({ method: 'PUT', url: '/api/Escolas', payload: { ...body, id: 999999 } });
    expect(missing.statusCode).toBe(404);
  });

  it('validates the body and refuses other roles', async () => {
    const post = (payload: unknown, cpf: string = CPF.ana, perfil = 1) =>
      t.as(cpf, perfil)({ method: 'POST', url: '/api/Escolas', payload: payload as object });
    expect((await post({ ...body, codigoInep: '123' })).body).toBe(
      'Informe o código INEP da escola com 8 dígitos.',
    );
    expect((await post({ ...body, codigoInep: '27066666', rede: 9 })).body).toBe('Rede inválida.');
    expect((await post({ ...body, codigoInep: '27066666', localizacao: 0 })).body).toBe(
      'Localização inválida.',
    );
    expect((await post({ ...body, codigoInep: '27066666', nomeEscola: ' ' })).statusCode).toBe(400);
    const city = await post({ ...body, codigoInep: '27066666', codigoMunicipio: 999 });
    expect(city.statusCode).toBe(400);
    expect(city.body).toBe('Município não encontrado.');
    expect((await post([])).statusCode).toBe(400);
    expect((await post({ ...body, codigoInep: '27066666' }, CPF.diego, 15)).statusCode).toBe(403);
    expect((await post({ ...body, codigoInep: '27066666' }, CPF.eva, 7)).statusCode).toBe(403);
  });
});
