/**
 * Issue 15 item 5, probe findings on the school staff: a Diretor Escola of another school wrote the
 * Administrador's staff record (PUT /api/Servidor with her id answered 200: the old "works nowhere"
 * rule), and GET /api/Servidor?cpf= gave any director anyone's e-mail, birth date and phone without an
 * audit row. Decision 120: a person is changed (and looked up for the person forms) only by a caller
 * whose area holds every link of the person and whose role none of the person's roles is above; ending
 * a person's stay at the caller's school only needs the person not to be above the caller.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@siam/domain/roles';
import { auditLog } from '../../db/schema/audit';
import { usuario, usuarioPerfil } from '../../db/schema/auth';
import { turma } from '../../db/schema/classes';
import { escola } from '../../db/schema/schools';
import { servidor } from '../../db/schema/staff';
import { MSG } from '../../lib/errors';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
const school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
/** A Diretor Escola of school C (another regional), made for this file. */
const DIRECTOR_C = '63512048790';
const FREE = '82647103950';
let anaId = 0;
let classA = 0;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: escola.id, inep: escola.codigoInep }).from(escola);
  const id = (inep: string) => rows.find((r) => r.inep === inep)!.id;
  Object.assign(school, { A: id('27012345'), B: id('27012346'), C: id('27099999') });
  const [u] = await t.db
    .insert(usuario)
    .values({ cpf: DIRECTOR_C, nome: 'Diretora Outra Escola' })
    .returning({ id: usuario.id });
  await t.db.insert(usuarioPerfil).values({
    usuarioId: u!.id,
    perfilId: Role.DiretorEscola,
    idRegional: 2,
    idMunicipio: 201,
    escolaId: school.C,
  });
  anaId = (await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, CPF.ana)))[0]!.id;
  classA = (
    await t.db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.escolaId, school.A), eq(turma.codigoTurma, '1003')))
  )[0]!.id;
});
afterAll(() => t.close());

/** Requests with a token signed here (the login's own rules are tested elsewhere). */
function as(cpf: string, perfil: number) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const { token } = await t.tokens.sign(cpf, 0);
    return t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, perfil: String(perfil) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
}
const diego = as(CPF.diego, Role.DiretorEscola);
const directorC = as(DIRECTOR_C, Role.DiretorEscola);

function person(cpf: string, nome: string, extra: Record<string, unknown> = {}) {
  return {
    nome,
    cpf,
    email: 'pessoa.sondada@educacao.gov.br',
    emailPessoal: 'pessoa.sondada@exemplo.com',
    dataNascimento: '1980-02-03',
    sexo: 'F',
    telefone: '82912345678',
    ...extra,
  };
}
const stored = async (cpf: string) => (await t.db.select().from(servidor).where(eq(servidor.cpf, cpf)))[0]!;

describe('PUT /api/Servidor: who may change whom', () => {
  it('refuses a director of another school writing the Administrador’s record (the probe request)', async () => {
    const before = await stored(CPF.ana);
    const res = await directorC('PUT', '/api/Servidor', {
      ...person(CPF.ana, 'Ana Administradora Silva'),
      id: anaId,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(MSG.forbidden);
    expect(await stored(CPF.ana)).toEqual(before);
  });

  it('refuses the Administrador’s record to a director of her own school too (a role above)', async () => {
    const res = await diego('PUT', '/api/Servidor', {
      ...person(CPF.ana, 'Ana Administradora Silva'),
      id: anaId,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a person with a stay outside the caller’s area (Carla: schools A and B)', async () => {
    const res = await diego('PUT', '/api/Servidor', person(CPF.carla, 'Carla Coordenadora Lima'));
    expect(res.statusCode).toBe(403);
    const c = await directorC('PUT', '/api/Servidor', person(CPF.cecilia, 'Cecília Cadastro Alves'));
    expect(c.statusCode).toBe(403);
  });

  it('lets the director change a person who works only at the director’s school', async () => {
    const res = await diego('PUT', '/api/Servidor', person(CPF.cecilia, 'Cecília Cadastro Alves'));
    expect(res.statusCode).toBe(200);
    expect((await stored(CPF.cecilia)).telefone).toBe('82912345678');
  });
});

describe('the other staff writes that name a person', () => {
  it('refuses allocating, registering or assigning the Administrador', async () => {
    for (const [url, body] of [
      [
        '/api/Servidor/coordenador',
        { ...person(CPF.ana, 'Ana Administradora Silva'), escolaId: school.A, turnoServidor: 1 },
      ],
      [
        '/api/Servidor/CadastroEscola',
        { ...person(CPF.ana, 'Ana Administradora Silva'), escolaId: school.A },
      ],
      ['/api/servidor/professor', person(CPF.ana, 'Ana Administradora Silva')],
      [
        '/api/servidor/professor/enturmar',
        { ...person(CPF.ana, 'Ana Administradora Silva'), turmaId: classA },
      ],
    ] as const) {
      const res = await diego('POST', url, body);
      expect(res.statusCode, url).toBe(403);
    }
    // A regional role (no staff record) cannot be made a school's coordinator by a director either.
    const rita = await diego('POST', '/api/Servidor/coordenador', {
      ...person(CPF.rita, 'Rita Regional Moura'),
      escolaId: school.A,
      turnoServidor: 1,
    });
    expect(rita.statusCode).toBe(403);
  });

  it('refuses allocating at the caller’s school a person who works outside its area', async () => {
    const res = await directorC('POST', '/api/Servidor/CadastroEscola', {
      ...person(CPF.cecilia, 'Cecília Cadastro Alves'),
      escolaId: school.C,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses ending a stay of a person above the caller, and still ends one of a person inside', async () => {
    const ana = await diego(
      'PUT',
      `/api/Servidor/diretor/Desalocar?servidorId=${anaId}&escolaId=${school.A}`,
    );
    expect(ana.statusCode).toBe(403);
    // Carla also works at B: ending her stay at A changes nothing outside Diego's area.
    const carla = (await stored(CPF.carla)).id;
    const res = await diego(
      'PUT',
      `/api/Servidor/coordenador/Desalocar?servidorId=${carla}&escolaId=${school.A}`,
    );
    expect(res.statusCode).toBe(204);
  });

  it('still allocates a new person at the caller’s school', async () => {
    const res = await diego('POST', '/api/Servidor/CadastroEscola', {
      ...person(FREE, 'Lara Cadastro Nunes'),
      escolaId: school.A,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/Servidor?cpf=: only what the person forms need, audited', () => {
  it('refuses a person the caller may not change', async () => {
    for (const [who, cpf] of [
      [diego, CPF.ana],
      [directorC, CPF.paulo],
      [directorC, CPF.diego],
    ] as const) {
      const res = await who('GET', `/api/Servidor?cpf=${cpf}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(MSG.forbidden);
    }
  });

  it('answers a person the caller may change and records who saw whom', async () => {
    const res = await diego('GET', `/api/Servidor?cpf=${CPF.paulo}`);
    expect(res.statusCode).toBe(200);
    const paulo = res.json() as { id: number; cpf: string };
    expect(paulo.cpf).toBe(CPF.paulo);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'servidor'), eq(auditLog.action, 'consultar')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ usuarioCpf: CPF.diego, perfilId: 15, entityId: String(paulo.id) });
  });
});
