import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGE_INVALID_ANSWER, SIGE_UNAVAILABLE } from '@siam/domain/school-import';
import { sendJson, startFakeServer, type FakeServer } from '../../../test/testing/fake-http-server';
import { demoSigeAdapter, httpSigeAdapter } from './sige.adapter';

const SCHOOL = {
  codigoInep: '27099999',
  turmas: [
    {
      codigoTurma: '3001',
      nomeTurma: '1º ANO C',
      serie: 4,
      turno: 1,
      nivelEnsino: 2,
      alunos: [
        {
          matricula: '802517',
          nome: 'Laura Gomes Barbosa',
          cpf: '27190456325',
          dataNascimento: '2019-10-18',
          sexo: 'F',
          nomeMae: 'Mariana Gomes Barbosa',
        },
      ],
    },
  ],
};

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer((req, res) => {
    const code = /\/escolas\/(\d+)\/turmas$/.exec(req.url ?? '')?.[1];
    if (code === '27099999') return sendJson(res, 200, SCHOOL);
    if (code === '27000001') return sendJson(res, 503, 'manutenção');
    if (code === '27000002')
      return sendJson(res, 200, { codigoInep: '27000002', turmas: [{ codigoTurma: 1 }] });
    if (code === '27000003') return void setTimeout(() => sendJson(res, 200, SCHOOL), 5_000);
    if (code === '27000004') {
      const bad = structuredClone(SCHOOL);
      const student = bad.turmas[0]?.alunos[0];
      if (student) student.cpf = '27190456300';
      return sendJson(res, 200, { ...bad, codigoInep: '27000004' });
    }
    return sendJson(res, 404, {});
  });
});
afterAll(() => server.close());

describe('the SIGE HTTP adapter', () => {
  const sige = () => httpSigeAdapter(server.url, 2_000);

  it('reads a school’s classes and students from GET {base}/escolas/{inep}/turmas', async () => {
    const school = await sige().getSchool('27099999');
    expect(school?.turmas[0]?.alunos[0]).toMatchObject({
      matricula: '802517',
      cpf: '27190456325',
      codigoInep: null,
    });
    expect(server.requests).toContain('/api/escolas/27099999/turmas');
    expect(await sige().getSchool('27012345')).toBeNull();
  });

  it('reports a clear message when SIGE fails, times out or is not there', async () => {
    await expect(sige().getSchool('27000001')).rejects.toMatchObject({
      statusCode: 503,
      message: SIGE_UNAVAILABLE,
    });
    await expect(sige().getSchool('27000003')).rejects.toMatchObject({
      statusCode: 503,
      message: SIGE_UNAVAILABLE,
    });
    const down = httpSigeAdapter('http://127.0.0.1:1', 2_000);
    await expect(down.getSchool('27099999')).rejects.toMatchObject({
      statusCode: 503,
      message: SIGE_UNAVAILABLE,
    });
  });

  it('refuses malformed data (a class without a name, an invalid CPF)', async () => {
    await expect(sige().getSchool('27000002')).rejects.toMatchObject({
      statusCode: 502,
      message: SIGE_INVALID_ANSWER,
    });
    await expect(sige().getSchool('27000004')).rejects.toMatchObject({
      statusCode: 502,
      message: SIGE_INVALID_ANSWER,
    });
  });
});

describe('the demo SIGE', () => {
  it('has school C with two classes', async () => {
    const c = await demoSigeAdapter(() => new Date()).getSchool('27099999');
    expect(c?.turmas.map((t) => t.nomeTurma)).toEqual(['1º ANO C', '1º ANO D']);
    expect(c?.turmas[1]?.alunos.map((a) => a.nome)).toContain('Davi Lucas Ferreira Lima');
    expect(c?.turmas[0]?.alunos.length).toBeGreaterThan(10);
    expect(await demoSigeAdapter(() => new Date()).getSchool('27012345')).toBeNull();
  });
});
