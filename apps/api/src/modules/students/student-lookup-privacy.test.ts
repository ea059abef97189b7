/**
 * Issue 15 item 5: a school finding another school's child. Out of the caller's area the exact lookup
 * (GET /api/Alunos ?cpf= | ?nome=&dataNascimento= | ?codigoInep=) answers only what enrolling needs;
 * lookups are limited per user (the fuzzy GET /api/Alunos/Buscar too), and every lookup stays audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_LOOKUP_LIMIT } from '@siam/domain/students';
import { lastStudentAccess } from '../../../test/testing/access-log';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import type { Aluno, AlunoResumo } from '@siam/domain/contracts/students';

let t: TestApp;
const LUCAS = { cpf: '96238150777', nome: 'Lucas Gabriel Ferreira', nascimento: '2018-03-01' };
const JOANA = '35906821406';

const director = () => t.as(CPF.diego, 15); // Diretor Escola, school A
const registrar = () => t.as(CPF.cecilia, 19); // Cadastro, school A
const state = () => t.as(CPF.eva, 7); // state role: every school

/** What an out-of-area lookup may carry (issue 15: only what is needed to enrol). */
const REDUCED_KEYS = ['dataNascimento', 'escola', 'id', 'nome', 'nomeMae', 'restrito', 'turmaAtual'];

beforeAll(async () => {
  // The default per-user limit (30 a minute), not the test app's high one.
  t = await createTestApp({ config: { studentLookupRateLimitPerMinute: 30 } });
});
afterAll(() => t.close());

describe('GET /api/Alunos out of the caller’s area', () => {
  it('answers only the enrolment fields for a student of another school, by every filter', async () => {
    const byCpf = await director()(`/api/Alunos?cpf=${LUCAS.cpf}`);
    expect(byCpf.statusCode, byCpf.body).toBe(200);
    const [lucas] = byCpf.json() as AlunoResumo[];
    expect(Object.keys(lucas!).sort()).toEqual(REDUCED_KEYS);
    expect(lucas).toMatchObject({
      restrito: true,
      nome: LUCAS.nome,
      dataNascimento: LUCAS.nascimento,
      nomeMae: 'Rosa Ferreira Dias',
      escola: { codigoInep: '27012346', nomeEscola: 'Escola Municipal Rio Claro' },
      turmaAtual: { nomeTurma: '3º ANO B' },
    });
    expect(Object.keys(lucas!.escola!).sort()).toEqual([
      'codigoInep',
      'id',
      'nomeEscola',
      'nomeMunicipio',
      'sige',
    ]);
    expect(Object.keys(lucas!.turmaAtual!).sort()).toEqual(['escolaId', 'id', 'nomeTurma', 'serie', 'turno']);
    for (const secret of [LUCAS.cpf, 'cor', 'nomePai', 'descricaoDeficiencia', 'historico', 'nomeProfessor'])
      expect(byCpf.body).not.toContain(secret);

    const byName = await registrar()(
      `/api/Alunos?nome=${encodeURIComponent(LUCAS.nome)}&dataNascimento=${LUCAS.nascimento}`,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    const found = byName.json() as AlunoResumo[];
    expect(found.length).toBe(1);
    expect(Object.keys(found[0]!).sort()).toEqual(REDUCED_KEYS);
    expect(byName.body).not.toContain(LUCAS.cpf);
  });

  it('still answers the whole record inside the area', async () => {
    const own = await director()(`/api/Alunos?cpf=${JOANA}`);
    expect(own.statusCode).toBe(200);
    const [joana] = own.json() as Aluno[];
    expect(joana).toMatchObject({ cpf: JOANA, nomeMae: 'Maria Souza Lima' });
    expect(joana).not.toHaveProperty('restrito');
    expect(Array.isArray(joana!.historico)).toBe(true);
    const stateWide = await state()(`/api/Alunos?cpf=${LUCAS.cpf}`);
    const [full] = stateWide.json() as Aluno[];
    expect(full).toMatchObject({ cpf: LUCAS.cpf });
    expect(full).toHaveProperty('nomePai');
    expect(full).toHaveProperty('historico');
  });

  it('keeps auditing the out-of-area lookups', async () => {
    const [lucas] = (await director()(`/api/Alunos?cpf=${LUCAS.cpf}`)).json() as AlunoResumo[];
    const row = await lastStudentAccess(t, 'consultar', CPF.diego);
    expect(row?.alunoIds).toEqual([lucas!.id]);
    expect(row?.perfilId).toBe(15);
  });

  it('still refuses editing a student of another school', async () => {
    const [lucas] = (await state()(`/api/Alunos?cpf=${LUCAS.cpf}`)).json() as Aluno[];
    const res = await director()({
      method: 'PUT',
      url: '/api/Alunos',
      payload: { ...lucas, nomePai: 'Outro Nome Qualquer' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('lookup limit per user', () => {
  it('refuses the 31st lookup of a minute with 429 and a Portuguese message, for that user only', async () => {
    const who = t.as(CPF.alice, 5); // used by no other test of this file
    for (let i = 0; i < 30; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      const res = await who(`/api/Alunos?nome=Lucas%20Gabriel%20Ferreira&dataNascimento=2018-01-${day}`);
      expect(res.statusCode, `${i}: ${res.body}`).toBe(200);
    }
    const refused = await who(`/api/Alunos?cpf=${LUCAS.cpf}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.body).toBe(STUDENT_LOOKUP_LIMIT);
    // Another user is not affected.
    expect((await director()(`/api/Alunos?cpf=${LUCAS.cpf}`)).statusCode).toBe(200);
  });

  it('limits the fuzzy name search per user too', async () => {
    const who = t.as(CPF.fernando, 6);
    const [escolaA] = (await t.as(CPF.ana, 1)('/api/Escolas?IdInep=27012345')).json() as { id: number }[];
    for (let i = 0; i < 30; i++) {
      const res = await who(`/api/Alunos/Buscar?nome=Joana&escolaId=${escolaA!.id}`);
      expect(res.statusCode, `${i}: ${res.body}`).toBe(200);
    }
    const refused = await who(`/api/Alunos/Buscar?nome=Joana&escolaId=${escolaA!.id}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toBe(STUDENT_LOOKUP_LIMIT);
  });

  it('counts nothing for a refused caller (the guard runs first)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.as(CPF.paulo, 17)(`/api/Alunos?cpf=${LUCAS.cpf}`)).statusCode).toBe(403);
    expect((await t.app.inject(`/api/Alunos?cpf=${LUCAS.cpf}`)).statusCode).toBe(401);
  });
});
