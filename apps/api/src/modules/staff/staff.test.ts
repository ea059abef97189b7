import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turma } from '../../db/schema/classes';
import { acompanhamento } from '../../db/schema/monitoring';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { computeTeacherStats } from './teacher-stats';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ineps = (xs: { codigoInep: string }[]) => xs.map((x) => x.codigoInep).sort();

describe('Servidor/Coordenador and Servidor/Diretor', () => {
  it('answers Carla’s coordinator schools A and B', async () => {
    const res = await t.as(CPF.carla, 16)(`/api/Servidor/Coordenador?cpf=${CPF.carla}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { nome: string; cpf: string; escolas: { codigoInep: string }[] };
    expect(body.nome).toBe('Carla Coordenadora Lima');
    expect(body.cpf).toBe(CPF.carla);
    expect(ineps(body.escolas)).toEqual(['27012345', '27012346']);
  });

  it('answers the director’s school', async () => {
    const diego = await t.as(CPF.diego, 15)(`/api/Servidor/Diretor?cpf=${CPF.diego}`);
    expect(ineps(diego.json().escolas)).toEqual(['27012345']);
    // Ana directed school A before Diego (history); she keeps her Diretor Escola role link, so her
    // own lookup as Diretor Escola (the settings flyout's units) answers school A...
    const ana = await t.as(CPF.ana, 15)('/api/Servidor/Diretor?cpf=111.444.777-35');
    expect(ana.statusCode).toBe(200);
    expect(ineps(ana.json().escolas)).toEqual(['27012345']);
    // ...while others see only current director stays: hers ended.
    const byAdmin = await t.as(CPF.ana, 1)('/api/Servidor/Diretor?cpf=111.444.777-35');
    expect(byAdmin.statusCode).toBe(404);
  });

  it('answers 404 for a person without such a function', async () => {
    const res = await t.as(CPF.diego, 15)(`/api/Servidor/Coordenador?cpf=${CPF.diego}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Coordenador não encontrado');
    const eva = await t.as(CPF.eva, 7)(`/api/Servidor/Diretor?cpf=${CPF.eva}`);
    expect(eva.statusCode).toBe(404);
    expect(eva.body).toBe('Diretor não encontrado');
  });

  it('lets roles with the staff feature ask about others, within their scope', async () => {
    // Diretor (school A) sees Carla's coordination of A only.
    const diego = await t.as(CPF.diego, 15)(`/api/Servidor/Coordenador?cpf=${CPF.carla}`);
    expect(diego.statusCode).toBe(200);
    expect(ineps(diego.json().escolas)).toEqual(['27012345']);
    const admin = await t.as(CPF.ana, 1)(`/api/Servidor/Coordenador?cpf=${CPF.carla}`);
    expect(ineps(admin.json().escolas)).toEqual(['27012345', '27012346']);
    // Secretário Municipal (Santa Aurora) may consult directors.
    const sergio = await t.as(CPF.sergio, 11)(`/api/Servidor/Diretor?cpf=${CPF.diego}`);
    expect(ineps(sergio.json().escolas)).toEqual(['27012345']);
  });

  it('refuses others to roles without the staff feature', async () => {
    const res = await t.as(CPF.paulo, 17)(`/api/Servidor/Coordenador?cpf=${CPF.carla}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('Funcionalidade não permitida');
    expect((await t.as(CPF.carla, 16)(`/api/Servidor/Diretor?cpf=${CPF.diego}`)).statusCode).toBe(403);
    expect((await t.as(CPF.carla, 15)(`/api/Servidor/Coordenador?cpf=${CPF.carla}`)).statusCode).toBe(403);
  });

  it('answers 400 for an invalid CPF', async () => {
    const res = await t.as(CPF.carla, 16)('/api/Servidor/Coordenador?cpf=123');
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('CPF inválido');
    expect((await t.as(CPF.carla, 16)('/api/Servidor/Coordenador')).statusCode).toBe(400);
  });
});

describe('Servidor/Professor/Estatisticas', () => {
  it('counts Paulo’s monitorings: bimestre 4 not started, bimestre 1 validated', async () => {
    const res = await t.as(CPF.paulo, 17)(`/api/Servidor/Professor/Estatisticas?cpf=${CPF.paulo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      estatisticaAcompanhamentos: { naoIniciados: 2, emAndamento: 0, completos: 0, validados: 2 },
    });
    // The own CPF is the default.
    expect((await t.as(CPF.paulo, 17)('/api/Servidor/Professor/Estatisticas')).json()).toEqual(res.json());
  });

  it('follows the monitoring states', async () => {
    const [c1002] = await t.db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.codigoTurma, '1002'), eq(turma.anoTurma, new Date().getFullYear())));
    const year = new Date().getFullYear();
    await t.db.insert(acompanhamento).values({
      tipo: 1,
      turmaId: c1002!.id,
      ano: year,
      bimestre: 4,
      responsavel: CPF.paulo,
      status: false,
      situacao: 40,
    });
    const started = await t.as(CPF.paulo, 17)('/api/Servidor/Professor/Estatisticas');
    expect(started.json().estatisticaAcompanhamentos).toEqual({
      naoIniciados: 1,
      emAndamento: 1,
      completos: 0,
      validados: 2,
    });
    await t.db
      .update(acompanhamento)
      .set({ status: true, situacao: 100 })
      .where(and(eq(acompanhamento.turmaId, c1002!.id), eq(acompanhamento.bimestre, 4)));
    const finished = await t.as(CPF.paulo, 17)('/api/Servidor/Professor/Estatisticas');
    expect(finished.json().estatisticaAcompanhamentos).toMatchObject({ emAndamento: 0, completos: 1 });
  });

  it('lets the administrator read anyone’s counters and refuses other roles', async () => {
    const admin = await t.as(CPF.ana, 1)(`/api/Servidor/Professor/Estatisticas?cpf=${CPF.paulo}`);
    expect(admin.statusCode).toBe(200);
    const other = await t.as(CPF.paulo, 17)(`/api/Servidor/Professor/Estatisticas?cpf=${CPF.carla}`);
    expect(other.statusCode).toBe(403);
    const coordinator = await t.as(CPF.carla, 16)(`/api/Servidor/Professor/Estatisticas?cpf=${CPF.carla}`);
    expect(coordinator.statusCode).toBe(403);
    expect(coordinator.body).toBe('Funcionalidade não permitida');
  });

  it('answers zeros for someone who is not a teacher', async () => {
    const res = await t.as(CPF.ana, 1)(`/api/Servidor/Professor/Estatisticas?cpf=${CPF.eva}`);
    expect(res.json()).toEqual({
      estatisticaAcompanhamentos: { naoIniciados: 0, emAndamento: 0, completos: 0, validados: 0 },
    });
  });
});

describe('computeTeacherStats', () => {
  it('matches sheets to levels: ficha 1 Ensino Fundamental, ficha 2 Educação Infantil', () => {
    const periods = [
      { fichaId: 1, bimestre: 1 },
      { fichaId: 2, bimestre: 1 },
    ];
    const classes = [
      { id: 1, nivelEnsino: 2 },
      { id: 2, nivelEnsino: 2 },
      { id: 3, nivelEnsino: 1 },
    ];
    const monitorings = [
      { turmaId: 1, tipo: 1, bimestre: 1, status: true, validado: true },
      { turmaId: 2, tipo: 1, bimestre: 1, status: true, validado: false },
      // A learning monitoring of an infantil class does not count for the activities sheet.
      { turmaId: 3, tipo: 1, bimestre: 1, status: true, validado: true },
    ];
    expect(computeTeacherStats(periods, classes, monitorings)).toEqual({
      naoIniciados: 1,
      emAndamento: 0,
      completos: 1,
      validados: 1,
    });
  });
});
