import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '@siam/domain/dates';
import { usuario, usuarioPerfil } from '../../db/schema/auth';
import { turma } from '../../db/schema/classes';
import { servidor, servidorEscola } from '../../db/schema/staff';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
const year = new Date().getFullYear();
const today = toIsoDate(new Date());
const cls: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({ id: turma.id, codigo: turma.codigoTurma })
    .from(turma)
    .where(eq(turma.anoTurma, year));
  for (const r of rows) cls[r.codigo] = r.id;
});
afterAll(() => t.close());

function teacher(cpf: string, nome: string, extra: Record<string, unknown> = {}) {
  const slug = nome.split(' ')[0]!.toLowerCase();
  return {
    nome,
    cpf,
    email: `${slug}.prof@educacao.gov.br`,
    emailPessoal: `${slug}.prof@exemplo.com`,
    dataNascimento: '1990-09-01',
    sexo: 'M',
    telefone: '8233334444',
    ...extra,
  };
}
const post = (cpf: string, perfil: number, url: string, payload: unknown) =>
  t.as(cpf, perfil)({ method: 'POST', url, payload: payload as object });
const put = (cpf: string, perfil: number, url: string) => t.as(cpf, perfil)({ method: 'PUT', url });

async function personId(cpf: string): Promise<number> {
  const [p] = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, cpf));
  return p!.id;
}
async function teacherLinks(cpf: string) {
  return t.db
    .select({ escolaId: usuarioPerfil.escolaId })
    .from(usuarioPerfil)
    .innerJoin(usuario, eq(usuario.id, usuarioPerfil.usuarioId))
    .where(and(eq(usuario.cpf, cpf), eq(usuarioPerfil.perfilId, 17)));
}
async function classStay(turmaId: number) {
  return t.db
    .select({
      servidorId: servidorEscola.servidorId,
      funcao: servidorEscola.funcao,
      dataInicio: servidorEscola.dataInicio,
    })
    .from(servidorEscola)
    .where(and(eq(servidorEscola.turmaId, turmaId), isNull(servidorEscola.dataFim)));
}

describe('POST /api/servidor/professor', () => {
  it('registers a teacher with the fixed values', async () => {
    const res = await post(
      CPF.cecilia,
      19,
      '/api/servidor/professor',
      teacher('82647103950', 'Rafael Professor Dias', {
        experProfAlfabetizacao: true,
        tempoExperAlfabetizacao: '5 anos',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      cpf: '82647103950',
      tipoSituacaoServidor: 1,
      componentesCurriculares: [1],
      formacaoContinuada: false,
      experProfAlfabetizacao: true,
      tempoExperAlfabetizacao: '5 anos',
    });
  });

  it('validates and refuses roles without the feature', async () => {
    const bad = await post(CPF.diego, 15, '/api/servidor/professor', teacher('82647103950', 'Rafael', {}));
    expect(bad.body).toBe('Informe o nome completo.');
    const flag = await post(
      CPF.diego,
      15,
      '/api/servidor/professor',
      teacher('82647103950', 'Rafael Dias', { experProfEduInfantil: true }),
    );
    expect(flag.body).toBe('Por favor, informe o tempo de experiência');
    expect(
      (await post(CPF.carla, 16, '/api/servidor/professor', teacher('82647103950', 'Rafael Dias')))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(CPF.paulo, 17, '/api/servidor/professor', teacher('82647103950', 'Rafael Dias')))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/servidor/professor/enturmar', () => {
  it('assigns a teacher: Fundamental function for 2º ano, a stay in the class, the Professor Escola link', async () => {
    const res = await post(CPF.diego, 15, '/api/servidor/professor/enturmar', {
      ...teacher('82647103950', 'Rafael Professor Dias'),
      turmaId: cls['1003'],
      escolaId: 999,
    });
    expect(res.statusCode).toBe(200);
    const id = await personId('82647103950');
    expect(res.json()).toMatchObject({
      id: cls['1003'],
      nomeProfessor: 'Rafael Professor Dias',
      cpfProfessor: '82647103950',
      idProfessor: id,
    });
    expect(await classStay(cls['1003']!)).toEqual([{ servidorId: id, funcao: 4, dataInicio: today }]);
    expect((await teacherLinks('82647103950')).length).toBe(1);
    const lookup = await t.as(CPF.diego, 15)('/api/Servidor/Professor?cpf=82647103950');
    expect(lookup.json().turmas.map((c: { codigoTurma: string }) => c.codigoTurma)).toEqual(['1003']);
  });

  it('replaces the teacher: the previous stay ends today and the unused role link goes', async () => {
    const res = await post(CPF.cecilia, 19, '/api/servidor/professor/enturmar', {
      ...teacher('31467592099', 'Sofia Professora Melo', { sexo: 'F' }),
      turmaId: cls['1003'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cpfProfessor: '31467592099' });
    const rafael = await personId('82647103950');
    const ended = await t.db
      .select({ dataFim: servidorEscola.dataFim })
      .from(servidorEscola)
      .where(and(eq(servidorEscola.servidorId, rafael), eq(servidorEscola.turmaId, cls['1003']!)));
    expect(ended).toEqual([{ dataFim: today }]);
    expect(await teacherLinks('82647103950')).toEqual([]);
    expect((await classStay(cls['1003']!))[0]?.servidorId).toBe(await personId('31467592099'));
  });

  it('keeps a teacher’s link while another class remains and uses the Educação Infantil function for séries 1-3', async () => {
    // Paulo leaves 1001 but keeps his Professor Escola link: he still teaches 1002.
    const paulo = await personId(CPF.paulo);
    const res = await put(
      CPF.diego,
      15,
      `/api/Servidor/Professor/Desenturmar?professorId=${paulo}&turmaId=${cls['1001']}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ idProfessor: null, nomeProfessor: null });
    expect((await teacherLinks(CPF.paulo)).length).toBe(1);
    // Back into 1001 (Infantil V): function 3.
    const back = await post(CPF.diego, 15, '/api/servidor/professor/enturmar', {
      ...teacher(CPF.paulo, 'Paulo Professor Santos'),
      turmaId: cls['1001'],
    });
    expect(back.statusCode).toBe(200);
    expect(await classStay(cls['1001']!)).toEqual([{ servidorId: paulo, funcao: 3, dataInicio: today }]);
    // Assigning the same teacher again changes nothing.
    const same = await post(CPF.diego, 15, '/api/servidor/professor/enturmar', {
      ...teacher(CPF.paulo, 'Paulo Professor Santos'),
      turmaId: cls['1001'],
    });
    expect(same.statusCode).toBe(200);
    expect(await classStay(cls['1001']!)).toHaveLength(1);
  });

  it('refuses sige classes, classes out of scope, unknown classes and bad input', async () => {
    const body = { ...teacher('23156984051', 'Nina Professora Lopes', { sexo: 'F' }) };
    const sige = await post(CPF.ana, 1, '/api/servidor/professor/enturmar', {
      ...body,
      turmaId: cls['3001'],
    });
    expect(sige.statusCode).toBe(400);
    expect(sige.body).toBe('Esta escola foi cadastrada pelo SIGE e não pode ser alterada no SIAM.');
    expect(
      (await post(CPF.diego, 15, '/api/servidor/professor/enturmar', { ...body, turmaId: cls['2001'] }))
        .statusCode,
    ).toBe(403);
    const missing = await post(CPF.diego, 15, '/api/servidor/professor/enturmar', {
      ...body,
      turmaId: 999999,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Nenhuma turma encontrada');
    expect(
      (await post(CPF.diego, 15, '/api/servidor/professor/enturmar', { ...body, turmaId: 'x' })).body,
    ).toBe('Turma inválida.');
    expect(
      (await post(CPF.carla, 16, '/api/servidor/professor/enturmar', { ...body, turmaId: cls['1003'] }))
        .statusCode,
    ).toBe(403);
    // Nothing was written by the refusals.
    expect(await t.db.select().from(servidor).where(eq(servidor.cpf, '23156984051'))).toEqual([]);
  });
});

describe('PUT /api/Servidor/Professor/Desenturmar', () => {
  it('unassigns a teacher of a sige class (allowed, as the edit notice says)', async () => {
    const id = await personId('31467592099');
    await t.db.update(turma).set({ professorId: id }).where(eq(turma.id, cls['3001']!));
    const res = await put(
      CPF.ana,
      1,
      `/api/Servidor/Professor/Desenturmar?professorId=${id}&turmaId=${cls['3001']}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ idProfessor: null });
  });

  it('lets class editors unassign and ends the stay', async () => {
    const id = await personId('31467592099');
    const res = await put(
      CPF.cecilia,
      19,
      `/api/Servidor/Professor/Desenturmar?professorId=${id}&turmaId=${cls['1003']}`,
    );
    expect(res.statusCode).toBe(200);
    expect(await classStay(cls['1003']!)).toEqual([]);
    expect(await teacherLinks('31467592099')).toEqual([]);
  });

  it('answers 404 when the person is not the class’s teacher, 403 out of scope or role, 400 for bad ids', async () => {
    const paulo = await personId(CPF.paulo);
    const wrong = await put(
      CPF.diego,
      15,
      `/api/Servidor/Professor/Desenturmar?professorId=${paulo}&turmaId=${cls['1003']}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toBe('O professor não está enturmado nesta turma.');
    expect(
      (
        await put(
          CPF.diego,
          15,
          `/api/Servidor/Professor/Desenturmar?professorId=${paulo}&turmaId=${cls['2001']}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await put(
          CPF.paulo,
          17,
          `/api/Servidor/Professor/Desenturmar?professorId=${paulo}&turmaId=${cls['1001']}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await put(CPF.diego, 15, '/api/Servidor/Professor/Desenturmar?professorId=a&turmaId=1')).statusCode,
    ).toBe(400);
    expect((await put(CPF.diego, 15, '/api/Servidor/Professor/Desenturmar')).statusCode).toBe(400);
  });
});
