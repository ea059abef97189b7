/**
 * Authorization before validation (issue 15, item 1): a caller the call refuses gets 401/403 whatever
 * its body or query holds, and learns nothing of the call's rules. The guards run `onRequest`, before
 * the body is parsed and validated; the matrix test checks every route with an empty body, these are
 * the requests the issue reported, and malformed bodies the schema never sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@siam/domain/roles';
import { MSG } from '../../src/lib/errors';
import { createTestApp, type TestApp } from '../testing/test-app';

const PROFESSOR = '529.982.247-25';
const COORDENADORA = '123.456.789-09';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('authorization before validation', () => {
  it('a Professor Escola posting an incomplete student gets 403, not the form rules', async () => {
    const res = await t.as(
      PROFESSOR,
      Role.ProfessorEscola,
    )({
      method: 'POST',
      url: '/api/Alunos',
      payload: { nome: 'X' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(MSG.forbidden);
  });

  it('a Coordenador Escola starting a learning monitoring gets 403, not "Requisição inválida."', async () => {
    const res = await t.as(
      COORDENADORA,
      Role.CoordenadorEscola,
    )({
      method: 'POST',
      url: '/api/AcompanhamentoAprendizagem',
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(MSG.forbidden);
  });

  it('no token: 401 before the body is read, even when it is not JSON or not valid', async () => {
    for (const payload of ['{}', '{not json', '[]']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/Escolas',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(401);
    }
    const query = await t.app.inject({ method: 'GET', url: '/api/Alunos?cpf=abc&dataNascimento=0000-01-01' });
    expect(query.statusCode).toBe(401);
  });

  it('a refused role gets 403 with a body of another content type', async () => {
    const res = await t.as(
      PROFESSOR,
      Role.ProfessorEscola,
    )({
      method: 'POST',
      url: '/api/Alunos',
      headers: { 'content-type': 'text/xml' },
      payload: '<aluno/>',
    });
    expect(res.statusCode).toBe(403);
  });
});
