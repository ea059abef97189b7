import { and, desc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MUNICIPALITY_NOT_IN_REGIONAL,
  PROFILE_NOT_ALLOWED,
  PROFILE_REQUIRED,
  PROFILE_SCHOOL_ADD,
  PROFILE_SCHOOL_DELETE,
} from '@siam/domain/users';
import { auditLog } from '../../db/schema/audit';
import { usuario } from '../../db/schema/auth';
import { servidor } from '../../db/schema/staff';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import type { User } from '@siam/domain/contracts/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FREE = ['82647103950', '31467592099', '23156984051', '79823415609', '63512048790'] as const;
const admin = () => t.as(CPF.ana, 1);
const save = (who: ReturnType<typeof admin>, payload: unknown) =>
  who({ method: 'POST', url: '/api/Usuario', payload: payload as object });
const person = (cpf: string, perfisVinculo: unknown[], extra: Record<string, unknown> = {}) => ({
  cpf,
  nome: 'Nova Pessoa de Teste',
  emailPessoal: 'nova.pessoa@email.com',
  telefonePessoal: '(82) 99888-7766',
  perfisVinculo,
  ...extra,
});
const link = (idRegional: number | null, idMunicipio: number | null, ...ids: number[]) => ({
  idRegional,
  idMunicipio,
  idPerfilSistema: ids,
});
const grants = (u: User) =>
  u.perfisVinculo
    .flatMap((l) => l.idPerfilSistema.map((p) => `${p}@${l.idRegional ?? '-'}/${l.idMunicipio ?? '-'}`))
    .sort();

describe('GET /api/Usuario/{cpf}/Vinculo', () => {
  it('answers the user and the links, school links with their schools', async () => {
    const res = await admin()(`/api/Usuario/111.444.777-35/Vinculo`);
    expect(res.statusCode).toBe(200);
    const ana = res.json() as User;
    expect(ana).toMatchObject({
      cpf: CPF.ana,
      nome: 'Ana Administradora Silva',
      emailPessoal: 'ana.silva@email.com',
    });
    expect(ana.perfisVinculo).toEqual([
      {
        idRegional: null,
        idMunicipio: null,
        nomeRegional: null,
        nomeMunicipio: null,
        idPerfilSistema: [1],
        escolas: [],
      },
      {
        idRegional: 1,
        idMunicipio: 101,
        nomeRegional: '1ª CRE',
        nomeMunicipio: 'Santa Aurora',
        idPerfilSistema: [15],
        escolas: [
          expect.objectContaining({ codigoInep: '27012345', nomeEscola: 'Escola Estadual Santa Aurora' }),
        ],
      },
    ]);
    const carla = (await t.as(CPF.rita, 8)(`/api/Usuario/${CPF.carla}/Vinculo`)).json() as User;
    expect(carla.perfisVinculo.map((l) => l.escolas.map((e) => e.codigoInep))).toEqual([
      ['27012345'],
      ['27012346'],
    ]);
  });

  it('answers 404 with the spec message, 400 for a bad CPF, 403 without users.manage', async () => {
    const missing = await admin()(`/api/Usuario/${FREE[4]}/Vinculo`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Usuário não encontrado, necessário realizar o cadastro!');
    const bad = await admin()('/api/Usuario/123/Vinculo');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('CPF inválido');
    for (const [cpf, perfil] of [
      [CPF.diego, 15],
      [CPF.fabio, 10],
      [CPF.paulo, 17],
    ] as const) {
      expect((await t.as(cpf, perfil)(`/api/Usuario/${CPF.ana}/Vinculo`)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/Usuario/Diretorio', () => {
  it('answers a person of the staff register who is not a user yet', async () => {
    const users = (await t.db.select({ cpf: usuario.cpf }).from(usuario)).map((u) => u.cpf);
    const [staff] = await t.db.select().from(servidor).where(notInArray(servidor.cpf, users)).limit(1);
    expect(staff).toBeDefined();
    const res = await t.as(CPF.eva, 7)(`/api/Usuario/Diretorio?cpf=${staff!.cpf}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cpf: staff!.cpf,
      nome: staff!.nome,
      emailPessoal: staff!.emailPessoal,
      telefonePessoal: staff!.telefone,
    });
  });

  it('answers 404, 400 and 403 as the contract says', async () => {
    const res = await admin()(`/api/Usuario/Diretorio?cpf=${FREE[4]}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Nenhum usuário encontrado com este CPF.');
    expect((await admin()('/api/Usuario/Diretorio')).statusCode).toBe(400);
    expect((await admin()('/api/Usuario/Diretorio?cpf=000')).body).toBe('CPF inválido');
    expect((await t.as(CPF.cecilia, 19)(`/api/Usuario/Diretorio?cpf=${CPF.ana}`)).statusCode).toBe(403);
  });
});

describe('POST /api/Usuario', () => {
  it('creates a user without a password, with an audit row', async () => {
    const res = await save(admin(), person('826.471.039-50', [link(null, null, 2, 2)]));
    expect(res.statusCode, res.body).toBe(200);
    const u = res.json() as User;
    expect(u).toMatchObject({
      cpf: FREE[0],
      telefonePessoal: '82998887766',
      emailPessoal: 'nova.pessoa@email.com',
    });
    expect(grants(u)).toEqual(['2@-/-']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth',
      payload: { user: FREE[0], password: 'senha123' },
    });
    expect(login.statusCode).toBe(401);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'usuario'), eq(auditLog.action, 'cadastrar')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ usuarioCpf: CPF.ana, perfilId: 1, before: null });
  });

  it('merges profiles of one place into one link and keeps the lists deduplicated', async () => {
    const res = await save(
      admin(),
      person(FREE[0], [link(null, null, 2), link(null, null, 3, 2), link(1, null, 8)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const u = res.json() as User;
    expect(u.perfisVinculo).toHaveLength(2);
    expect(grants(u)).toEqual(['2@-/-', '3@-/-', '8@1/-']);
  });

  it('refuses a new user without profiles and profiles without their place', async () => {
    expect((await save(admin(), person(FREE[1], []))).body).toBe(PROFILE_REQUIRED);
    const cases: [unknown[], string][] = [
      [[link(null, null, 8)], 'Necessário informar a regional'],
      [[link(1, null, 11)], 'Necessário informar o município'],
      [[link(2, 101, 11)], MUNICIPALITY_NOT_IN_REGIONAL],
      [[link(9, null, 8)], 'Regional inválida.'],
      [[link(1, 101, 15)], PROFILE_SCHOOL_ADD],
      [[link(1, 101, 19)], PROFILE_SCHOOL_ADD],
      [[link(null, null, 99)], 'Perfil inválido.'],
      [[link(null, null)], 'Perfil inválido.'],
    ];
    for (const [links, message] of cases) {
      const res = await save(admin(), person(FREE[1], links));
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toBe(message);
    }
  });

  it('refuses bad personal data with the first rule’s message, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cpf: '111.111.111-11' }, 'CPF inválido'],
      [{ nome: '' }, 'O nome é obrigatório'],
      [{ nome: 'x'.repeat(81) }, 'O nome deve ter no máximo 80 caracteres.'],
      [{ emailPessoal: 'sem-arroba' }, 'E-mail inválido'],
      [{ emailPessoal: `${'a'.repeat(75)}@x.com` }, 'O e-mail deve ter no máximo 80 caracteres.'],
      [{ telefonePessoal: '829988877665' }, 'O telefone deve ter no máximo 11 dígitos.'],
      [{ perfisVinculo: 'x' }, 'Requisição inválida.'],
    ];
    for (const [extra, message] of cases) {
      const res = await save(admin(), person(FREE[1], [link(null, null, 2)], extra));
      expect(res.statusCode, message).toBe(400);
      if (message !== 'Requisição inválida.') expect(res.body).toBe(message);
    }
    expect((await save(admin(), [1])).statusCode).toBe(400);
  });

  it('lets a regional caller grant only below it and only in its regional', async () => {
    const rita = () => t.as(CPF.rita, 8);
    const ok = await save(rita(), person(FREE[1], [link(1, 101, 11)]));
    expect(ok.statusCode, ok.body).toBe(200);
    const other = await save(rita(), person(FREE[1], [link(1, 101, 11), link(2, 201, 12)]));
    expect(other.statusCode).toBe(403);
    expect(other.body).toBe('Funcionalidade não permitida');
    const above = await save(rita(), person(FREE[1], [link(1, 101, 11), link(null, null, 2)]));
    expect(above.statusCode).toBe(400);
    expect(above.body).toBe(PROFILE_NOT_ALLOWED);
    const same = await save(rita(), person(FREE[1], [link(1, 101, 11), link(1, null, 9)]));
    expect(same.body).toBe(PROFILE_NOT_ALLOWED);
  });

  it('refuses changing a user with a profile of another region or city (decision 120)', async () => {
    // Before decision 120 the save answered 400 PROFILE_OTHER_REGION_DELETE here and let the caller
    // remove its own region's link: a user with any link outside the caller's area is now out of its
    // reach as a whole (403), and the message stays the screen's rule (profileDeletionRule).
    expect((await save(admin(), person(FREE[2], [link(1, 102, 12), link(2, 201, 11)]))).statusCode).toBe(200);
    const marta = await save(t.as(CPF.marta, 12), person(FREE[2], [link(2, 201, 11)]));
    expect(marta.statusCode).toBe(403);
    const rita = await save(t.as(CPF.rita, 8), person(FREE[2], [link(1, 102, 12)]));
    expect(rita.statusCode).toBe(403);
    const other = await save(t.as(CPF.rita, 8), person(FREE[2], [link(2, 201, 11)]));
    expect(other.statusCode).toBe(403);
    // Inside its regional the Coordenador Regional removes a municipal link; Marta (Santa Aurora)
    // cannot touch a user with a link in Rio Claro do Sul.
    expect((await save(admin(), person(FREE[2], [link(1, 102, 12), link(1, 101, 11)]))).statusCode).toBe(200);
    expect((await save(t.as(CPF.marta, 12), person(FREE[2], [link(1, 101, 11)]))).statusCode).toBe(403);
    const mine = await save(t.as(CPF.rita, 8), person(FREE[2], [link(1, 101, 11)]));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(grants(mine.json() as User)).toEqual(['11@1/101']);
  });

  it('keeps school links (they are removed in the school menu) while other data changes', async () => {
    const ana = (await admin()(`/api/Usuario/${CPF.diego}/Vinculo`)).json() as User;
    const removed = await save(admin(), person(CPF.diego, [], { nome: ana.nome }));
    expect(removed.statusCode).toBe(400);
    expect(removed.body).toBe(PROFILE_SCHOOL_DELETE);
    const kept = await save(
      admin(),
      person(CPF.diego, [...ana.perfisVinculo, link(1, 101, 11)], {
        nome: 'Diego Diretor Rocha',
        emailPessoal: 'diego@novo.com',
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const after = kept.json() as User;
    expect(after.emailPessoal).toBe('diego@novo.com');
    expect(grants(after)).toEqual(['11@1/101', '15@1/101']);
    expect(after.perfisVinculo.find((l) => l.idPerfilSistema.includes(15))?.escolas).toHaveLength(1);
  });

  it('is refused to roles without users.manage', async () => {
    for (const [cpf, perfil] of [
      [CPF.diego, 15],
      [CPF.cecilia, 19],
      [CPF.fabio, 10],
    ] as const) {
      // A fresh login: Diego's profiles changed above, which ended his earlier sessions.
      const token = await t.login(cpf);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Usuario',
        payload: person(FREE[3], [link(null, null, 2)]),
        headers: { authorization: `Bearer ${token}`, perfil: String(perfil) },
      });
      expect(res.statusCode).toBe(403);
    }
  });
  it('revokes the sessions of a user who lost a profile', async () => {
    const token = await t.login(CPF.diego);
    const call = () =>
      t.app.inject({
        url: '/api/Usuario/PerfilSistema',
        headers: { authorization: `Bearer ${token}`, perfil: '15' },
      });
    expect((await call()).statusCode).toBe(200);
    const diego = (await admin()(`/api/Usuario/${CPF.diego}/Vinculo`)).json() as User;
    const without11 = diego.perfisVinculo.filter((l) => !l.idPerfilSistema.includes(11));
    const res = await save(admin(), person(CPF.diego, without11, { nome: diego.nome }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await call()).statusCode).toBe(401);
  });
});

describe('POST /api/Usuario without perfisVinculo (issue 15: an absent field changes nothing)', () => {
  it("keeps the user's links and sessions, and changes only the fields sent", async () => {
    const before = (await admin()(`/api/Usuario/${CPF.diego}/Vinculo`)).json() as User;
    const { perfisVinculo: _links, ...fields } = person(CPF.diego, []);
    const res = await save(admin(), { ...fields, nome: before.nome, telefonePessoal: '(82) 99777-1122' });
    expect(res.statusCode).toBe(200);
    const after = (await admin()(`/api/Usuario/${CPF.diego}/Vinculo`)).json() as User;
    expect(grants(after)).toEqual(grants(before));
    expect(after.telefonePessoal).toBe('82997771122');
    // A new user still needs a profile.
    const { perfisVinculo: _none, ...fresh } = person(FREE[4], []);
    expect((await save(admin(), fresh)).body).toBe(PROFILE_REQUIRED);
  });
});
