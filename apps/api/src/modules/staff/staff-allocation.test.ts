import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfCheckDigits } from '@siam/domain/cpf';
import { toIsoDate } from '@siam/domain/dates';
import { auditLog } from '../../db/schema/audit';
import { usuario, usuarioPerfil } from '../../db/schema/auth';
import { escola } from '../../db/schema/schools';
import { servidor, servidorEscola } from '../../db/schema/staff';
import { isUniqueViolation } from '../../lib/db-errors';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
const school: Record<'A' | 'B' | 'C' | 'SA', number> = { A: 0, B: 0, C: 0, SA: 0 };
const FREE = ['82647103950', '31467592099', '23156984051', '79823415609', '63512048790'] as const;
const today = toIsoDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: escola.id, inep: escola.codigoInep }).from(escola);
  const id = (inep: string) => rows.find((r) => r.inep === inep)!.id;
  Object.assign(school, { A: id('27012345'), B: id('27012346'), C: id('27099999'), SA: id('27012347') });
});
afterAll(() => t.close());

function person(cpf: string, nome: string, extra: Record<string, unknown> = {}) {
  const slug = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')[0];
  return {
    nome,
    cpf,
    email: `${slug}.servidor@educacao.gov.br`,
    emailPessoal: `${slug}@exemplo.com`,
    dataNascimento: '1984-04-12',
    sexo: 'F',
    telefone: '(82) 99999-0000',
    ...extra,
  };
}

const post = (cpf: string, perfil: number, url: string, payload: unknown) =>
  t.as(cpf, perfil)({ method: 'POST', url, payload: payload as object });
const put = (cpf: string, perfil: number, url: string, payload?: unknown) =>
  t.as(cpf, perfil)({ method: 'PUT', url, ...(payload === undefined ? {} : { payload: payload as object }) });

async function currentStays(escolaId: number, funcao: number) {
  return t.db
    .select({ servidorId: servidorEscola.servidorId, dataInicio: servidorEscola.dataInicio })
    .from(servidorEscola)
    .where(
      and(
        eq(servidorEscola.escolaId, escolaId),
        eq(servidorEscola.funcao, funcao),
        isNull(servidorEscola.dataFim),
      ),
    );
}

async function links(cpf: string) {
  return t.db
    .select({ perfilId: usuarioPerfil.perfilId, escolaId: usuarioPerfil.escolaId })
    .from(usuarioPerfil)
    .innerJoin(usuario, eq(usuario.id, usuarioPerfil.usuarioId))
    .where(eq(usuario.cpf, cpf));
}

describe('the demo staff history', () => {
  it('gives school A one current director (Diego) and school B none', async () => {
    const diego = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, CPF.diego));
    expect(await currentStays(school.A, 1)).toEqual([
      { servidorId: diego[0]!.id, dataInicio: expect.any(String) },
    ]);
    expect(await currentStays(school.B, 1)).toEqual([]);
    expect(await currentStays(school.SA, 1)).toEqual([]);
  });
});

describe('GET /api/Servidor and Servidor/escola', () => {
  it('finds a person by CPF for the staff roles (a person they may change: decision 120)', async () => {
    const res = await t.as(CPF.diego, 15)(`/api/Servidor?cpf=529.982.247-25`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      nome: 'Paulo Professor Santos',
      cpf: CPF.paulo,
    });
    for (const [cpf, perfil] of [
      [CPF.cecilia, 19],
      [CPF.ana, 1],
      [CPF.sergio, 11],
    ] as const) {
      expect((await t.as(cpf, perfil)(`/api/Servidor?cpf=${CPF.paulo}`)).statusCode).toBe(200);
    }
    expect((await t.as(CPF.ana, 1)(`/api/Servidor?cpf=${CPF.carla}`)).statusCode).toBe(200);
    // Carla also coordinates school B: outside the area of school A's director and of Santa Aurora.
    expect((await t.as(CPF.diego, 15)(`/api/Servidor?cpf=${CPF.carla}`)).statusCode).toBe(403);
    expect((await t.as(CPF.sergio, 11)(`/api/Servidor?cpf=${CPF.carla}`)).statusCode).toBe(403);
  });

  it('answers 404, 400 and 403 as the contract says', async () => {
    const missing = await t.as(CPF.diego, 15)(`/api/Servidor?cpf=${FREE[4]}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Servidor não encontrado');
    expect((await t.as(CPF.diego, 15)('/api/Servidor?cpf=12345')).body).toBe('CPF inválido');
    expect((await t.as(CPF.diego, 15)('/api/Servidor')).statusCode).toBe(400);
    for (const [cpf, perfil] of [
      [CPF.paulo, 17],
      [CPF.carla, 16],
      [CPF.rita, 8],
      [CPF.eva, 7],
    ] as const) {
      const res = await t.as(cpf, perfil)(`/api/Servidor?cpf=${CPF.carla}`);
      expect(res.statusCode, `${cpf}/${perfil}`).toBe(403);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
  });

  it('lists the schools where the person works now, within scope', async () => {
    const ineps = (r: { json(): unknown }) =>
      (r.json() as { escolas: { codigoInep: string }[] }).escolas.map((e) => e.codigoInep).sort();
    expect(ineps(await t.as(CPF.ana, 1)(`/api/Servidor/escola?cpf=${CPF.carla}`))).toEqual([
      '27012345',
      '27012346',
    ]);
    expect(ineps(await t.as(CPF.diego, 15)(`/api/Servidor/escola?cpf=${CPF.carla}`))).toEqual(['27012345']);
    expect((await t.as(CPF.diego, 15)(`/api/Servidor/escola?cpf=${FREE[4]}`)).statusCode).toBe(404);
    expect((await t.as(CPF.paulo, 17)(`/api/Servidor/escola?cpf=${CPF.carla}`)).statusCode).toBe(403);
  });
});

describe('GET /api/Servidor/Professor', () => {
  it('answers the teacher’s active classes of the year to the teacher and the assignment roles', async () => {
    const own = await t.as(CPF.paulo, 17)(`/api/Servidor/Professor?cpf=${CPF.paulo}`);
    expect(own.statusCode).toBe(200);
    const body = own.json() as {
      nome: string;
      turmas: { codigoTurma: string; nomeEscola: string; cre: string }[];
    };
    expect(body.nome).toBe('Paulo Professor Santos');
    expect(body.turmas.map((c) => c.codigoTurma).sort()).toEqual(['1001', '1002']);
    expect(body.turmas[0]).toMatchObject({
      nomeEscola: 'Escola Estadual Santa Aurora',
      municipio: 'Santa Aurora',
      cre: '1ª CRE',
      anoTurma: new Date().getFullYear(),
    });
    expect((await t.as(CPF.diego, 15)(`/api/Servidor/Professor?cpf=${CPF.paulo}`)).statusCode).toBe(200);
    expect((await t.as(CPF.ana, 1)(`/api/Servidor/Professor?cpf=${CPF.paulo}`)).statusCode).toBe(200);
  });

  it('refuses another teacher’s lookup to a teacher and the call to roles without the features', async () => {
    expect((await t.as(CPF.paulo, 17)(`/api/Servidor/Professor?cpf=${CPF.carla}`)).statusCode).toBe(403);
    expect((await t.as(CPF.carla, 16)(`/api/Servidor/Professor?cpf=${CPF.paulo}`)).statusCode).toBe(403);
  });

  it('answers 404 for someone without classes (or out of the caller’s scope)', async () => {
    const res = await t.as(CPF.ana, 1)(`/api/Servidor/Professor?cpf=${CPF.carla}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Nenhuma turma encontrada para esse professor');
    expect((await t.as(CPF.ana, 1)(`/api/Servidor/Professor?cpf=${FREE[4]}`)).statusCode).toBe(404);
  });
});

describe('POST /api/Servidor/diretor and Desalocar', () => {
  it('refuses a second director while the school has one', async () => {
    const res = await post(CPF.diego, 15, '/api/Servidor/diretor', {
      ...person(FREE[0], 'Helena Diretora Campos'),
      escolaId: school.A,
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toBe('A escola já possui um diretor.');
  });

  it('refuses schools out of scope and roles without the feature', async () => {
    const body = { ...person(FREE[0], 'Helena Diretora Campos'), escolaId: school.B };
    expect((await post(CPF.diego, 15, '/api/Servidor/diretor', body)).statusCode).toBe(403);
    // Sérgio (Santa Aurora) may manage directors, but school B is in Rio Claro do Sul.
    expect((await post(CPF.sergio, 11, '/api/Servidor/diretor', body)).statusCode).toBe(403);
    for (const [cpf, perfil] of [
      [CPF.cecilia, 19],
      [CPF.carla, 16],
      [CPF.rita, 8],
    ] as const) {
      const res = await post(cpf, perfil, '/api/Servidor/diretor', body);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
    const ghost = await post(CPF.ana, 1, '/api/Servidor/diretor', { ...body, escolaId: 999999 });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.body).toBe('Nenhuma escola encontrada');
  });

  it('allocates a new person: one stay from today, a password-less user with the Diretor Escola link', async () => {
    const res = await post(CPF.ana, 1, '/api/Servidor/diretor', {
      ...person(FREE[0], 'Helena Diretora Campos', { formacaoGestao: true }),
      escolaId: school.B,
    });
    expect(res.statusCode).toBe(201);
    const helena = res.json() as { id: number; cpf: string; formacaoGestao: boolean; telefone: string };
    expect(helena).toMatchObject({ cpf: FREE[0], formacaoGestao: true, telefone: '82999990000' });
    expect(await currentStays(school.B, 1)).toEqual([{ servidorId: helena.id, dataInicio: today }]);
    const [user] = await t.db.select().from(usuario).where(eq(usuario.cpf, FREE[0]));
    expect(user?.passwordHash).toBeNull();
    expect(await links(FREE[0])).toEqual([{ perfilId: 15, escolaId: school.B }]);
    const [row] = await t.db
      .select({ action: auditLog.action, perfilId: auditLog.perfilId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'servidor_escola'), eq(auditLog.usuarioCpf, CPF.ana)));
    expect(row).toEqual({ action: 'alocar', perfilId: 1 });
    // The school now has a director.
    const again = await post(CPF.ana, 1, '/api/Servidor/diretor', {
      ...person(FREE[1], 'Marcos Diretor Prado', { sexo: 'M' }),
      escolaId: school.B,
    });
    expect(again.statusCode).toBe(409);
  });

  it('removes the director: the stay ends today, the row stays, the role link goes', async () => {
    const [helena] = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, FREE[0]));
    const url = `/api/Servidor/diretor/Desalocar?servidorId=${helena!.id}&escolaId=${school.B}`;
    expect((await put(CPF.diego, 15, url)).statusCode).toBe(403);
    const res = await put(CPF.ana, 1, url);
    expect(res.statusCode).toBe(204);
    const stays = await t.db
      .select({ dataInicio: servidorEscola.dataInicio, dataFim: servidorEscola.dataFim })
      .from(servidorEscola)
      .where(eq(servidorEscola.servidorId, helena!.id));
    expect(stays).toEqual([{ dataInicio: today, dataFim: today }]);
    expect(await links(FREE[0])).toEqual([]);
    const twice = await put(CPF.ana, 1, url);
    expect(twice.statusCode).toBe(404);
    // Allocated again: a new stay, the old one is kept.
    const back = await post(CPF.ana, 1, '/api/Servidor/diretor', {
      ...person(FREE[0], 'Helena Diretora Campos'),
      escolaId: school.B,
    });
    expect(back.statusCode).toBe(201);
    expect(
      await t.db
        .select({ id: servidorEscola.id })
        .from(servidorEscola)
        .where(eq(servidorEscola.servidorId, helena!.id)),
    ).toHaveLength(2);
    expect((await put(CPF.ana, 1, url)).statusCode).toBe(204);
  });

  it('lets a municipal role allocate a director in its municipality', async () => {
    const res = await post(CPF.sergio, 11, '/api/Servidor/diretor', {
      ...person(FREE[2], 'Rosa Diretora Lins'),
      escolaId: school.SA,
    });
    expect(res.statusCode).toBe(201);
    const [rosa] = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, FREE[2]));
    const out = await put(
      CPF.marta,
      12,
      `/api/Servidor/diretor/Desalocar?servidorId=${rosa!.id}&escolaId=${school.SA}`,
    );
    expect(out.statusCode).toBe(204);
  });

  it('lets only one of two concurrent allocations win (a partial unique index)', async () => {
    const [a, b] = await Promise.all([
      post(CPF.ana, 1, '/api/Servidor/diretor', {
        ...person(FREE[3], 'Lara Diretora Nunes'),
        escolaId: school.B,
      }),
      post(CPF.ana, 1, '/api/Servidor/diretor', {
        ...person(FREE[1], 'Marcos Diretor Prado', { sexo: 'M' }),
        escolaId: school.B,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await currentStays(school.B, 1)).toHaveLength(1);
  });

  it('has the database refuse a second current director even without the API', async () => {
    const [p] = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, CPF.carla));
    const error = await t.db
      .insert(servidorEscola)
      .values({ servidorId: p!.id, escolaId: school.A, funcao: 1, dataInicio: today })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, 'servidor_escola_director_key')).toBe(true);
  });
});

describe('POST /api/Servidor/coordenador and CadastroEscola', () => {
  it('allocates a coordinator with the shift and refuses the same person twice', async () => {
    const body = {
      ...person(FREE[4], 'Tânia Coordenadora Reis', {
        turnoServidor: 2,
        mestrado: true,
        areaMestrado: 'Educação',
        instituicaoMestrado: 'UFAL',
      }),
      escolaId: school.A,
    };
    const res = await post(CPF.cecilia, 19, '/api/Servidor/coordenador', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ turnoServidor: 2, mestrado: true, areaMestrado: 'Educação' });
    const [row] = await t.db
      .select({ turno: servidorEscola.turno })
      .from(servidorEscola)
      .innerJoin(servidor, eq(servidor.id, servidorEscola.servidorId))
      .where(and(eq(servidor.cpf, FREE[4]), eq(servidorEscola.funcao, 2)));
    expect(row).toEqual({ turno: 2 });
    expect(await links(FREE[4])).toEqual([{ perfilId: 16, escolaId: school.A }]);
    const twice = await post(CPF.diego, 15, '/api/Servidor/coordenador', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toBe('Essa pessoa já é coordenadora desta escola.');
  });

  it('validates the person with the domain rules (never a 500)', async () => {
    const base = { ...person(FREE[3], 'Lara Coordenadora Nunes', { turnoServidor: 1 }), escolaId: school.A };
    const cases: [unknown, string][] = [
      [{ ...base, turnoServidor: undefined }, 'Por favor, selecione um turno'],
      [
        { ...base, emailPessoal: 'lara@educacao.gov.br' },
        'Esse e-mail é institucional, utilize um e-mail alternativo',
      ],
      [{ ...base, emailPessoal: base.email }, 'Esse e-mail é institucional, utilize um e-mail alternativo'],
      [{ ...base, email: 'x@y.com', emailPessoal: 'x@y.com' }, 'Os e-mails não podem ser iguais'],
      [{ ...base, nome: 'Lara  Nunes' }, 'O nome não pode conter espaços consecutivos.'],
      [{ ...base, cpf: '11111111111' }, 'CPF inválido'],
      [{ ...base, telefone: '12' }, 'Telefone inválido'],
      [{ ...base, especializacao: true }, 'Por favor, informe a área de especialização'],
      [{ ...base, escolaId: 'abc' }, 'Escola não selecionada'],
      [{ ...base, escolaId: 99999999999 }, 'Escola não selecionada'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(CPF.diego, 15, '/api/Servidor/coordenador', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toBe(message);
    }
    for (const payload of [[], null, { nome: 1 }, { ...base, dataNascimento: '2020-13-45' }]) {
      const res = await post(CPF.diego, 15, '/api/Servidor/coordenador', payload);
      expect(res.statusCode).toBe(400);
    }
    const text = await post(CPF.diego, 15, '/api/Servidor/coordenador', 'x');
    expect(text.statusCode).toBe(415);
  });

  it('keeps one record per CPF across functions and merges the extras', async () => {
    const res = await post(CPF.diego, 15, '/api/Servidor/CadastroEscola', {
      ...person(FREE[4], 'Tânia Coordenadora Reis'),
      escolaId: school.A,
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, FREE[4]));
    expect(rows).toHaveLength(1);
    expect(res.json()).toMatchObject({ id: rows[0]!.id, mestrado: true, turnoServidor: 2 });
    expect((await links(FREE[4])).map((l) => l.perfilId).sort()).toEqual([16, 19]);
  });

  it('removes the registration team by CPF (in scope) or by ids, and the coordinator by ids', async () => {
    const byCpf = await put(CPF.cecilia, 19, `/api/Servidor/CadastroEscola/Desalocar?cpf=${FREE[4]}`);
    expect(byCpf.statusCode).toBe(204);
    expect((await links(FREE[4])).map((l) => l.perfilId)).toEqual([16]);
    expect(
      (await put(CPF.cecilia, 19, `/api/Servidor/CadastroEscola/Desalocar?cpf=${FREE[4]}`)).statusCode,
    ).toBe(404);
    expect((await put(CPF.cecilia, 19, '/api/Servidor/CadastroEscola/Desalocar')).statusCode).toBe(400);
    const [p] = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, FREE[4]));
    const coord = `/api/Servidor/coordenador/Desalocar?servidorId=${p!.id}&escolaId=${school.A}`;
    expect((await put(CPF.carla, 16, coord)).statusCode).toBe(403);
    expect((await put(CPF.diego, 15, coord)).statusCode).toBe(204);
    expect(await links(FREE[4])).toEqual([]);
    expect(
      (await put(CPF.diego, 15, '/api/Servidor/coordenador/Desalocar?servidorId=x&escolaId=1')).statusCode,
    ).toBe(400);
  });

  it('refuses a registration member of another school’s scope', async () => {
    const res = await post(CPF.diego, 15, '/api/Servidor/CadastroEscola', {
      ...person(FREE[3], 'Lara Cadastro Nunes'),
      escolaId: school.C,
    });
    expect(res.statusCode).toBe(403);
    const paulo = await post(CPF.paulo, 17, '/api/Servidor/CadastroEscola', {
      ...person(FREE[3], 'Lara Cadastro Nunes'),
      escolaId: school.A,
    });
    expect(paulo.statusCode).toBe(403);
  });
});

describe('PUT /api/Servidor', () => {
  it('updates a person of the caller’s school and keeps the CPF', async () => {
    // Paulo works only at school A (Carla, who also coordinates B, is out of its director's reach:
    // decision 120, staff-people-writes.test.ts).
    const [paulo] = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, CPF.paulo));
    const body = {
      ...person(CPF.paulo, 'Paulo Professor Santos'),
      telefone: '82988887777',
      turnoServidor: 1,
    };
    const res = await put(CPF.diego, 15, '/api/Servidor', { ...body, id: paulo!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: paulo!.id, telefone: '82988887777', turnoServidor: 1 });
    const changed = await put(CPF.diego, 15, '/api/Servidor', { ...body, id: paulo!.id, cpf: FREE[3] });
    expect(changed.statusCode).toBe(400);
    expect(changed.body).toBe('O CPF do servidor não pode ser alterado.');
    const unknown = `123123123${cpfCheckDigits('123123123')}`;
    expect((await put(CPF.diego, 15, '/api/Servidor', { ...body, cpf: unknown })).statusCode).toBe(404);
    expect((await put(CPF.paulo, 17, '/api/Servidor', body)).statusCode).toBe(403);
  });

  it('refuses a person who works only at schools out of the caller’s scope', async () => {
    const [director] = await t.db
      .select({ cpf: servidor.cpf })
      .from(servidorEscola)
      .innerJoin(servidor, eq(servidor.id, servidorEscola.servidorId))
      .where(
        and(
          eq(servidorEscola.escolaId, school.C),
          eq(servidorEscola.funcao, 1),
          isNull(servidorEscola.dataFim),
        ),
      );
    const res = await put(CPF.diego, 15, '/api/Servidor', person(director!.cpf, 'Outro Nome Qualquer'));
    expect(res.statusCode).toBe(403);
  });
});
