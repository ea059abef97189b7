/**
 * The audit of a student's personal data (docs/decisions/104): reads and writes recorded with who,
 * role, when, what and from where; one insert per read request; writes inside their transaction;
 * the audit tables append-only in the database; every route that answers student data declares it;
 * the administrator's GET /api/Auditoria/Estudante.
 */
import type { RouteOptions } from 'fastify';
import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  STUDENT_AUDIT_FILTER_REQUIRED,
  STUDENT_AUDIT_PAGE_INVALID,
  STUDENT_AUDIT_SIZE_INVALID,
} from '@siam/domain/student-audit';
import type { StudentAuditAnswer } from '@siam/domain/contracts/audit';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { auditLog, studentAccessLog } from '../../db/schema/audit';
import { aluno } from '../../db/schema/students';
import type { Db } from '../../db/types';
import { newStudentForm } from '../../../test/testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
const JOANA = '35906821406';
const FREE = '82647103950';
let joanaId = 0;
let schoolA = 0;
let classA = 0;

const admin = () => t.as(CPF.ana, 1);
const director = () => t.as(CPF.diego, 15);
const cadastro = () => t.as(CPF.cecilia, 19);

async function accessRows(alunoId: number) {
  return t.db
    .select()
    .from(studentAccessLog)
    .where(arrayContains(studentAccessLog.alunoIds, [alunoId]))
    .orderBy(desc(studentAccessLog.id));
}

/** The error a statement raised (drizzle wraps the driver's error in `cause`). */
async function failure(run: () => Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await run();
  } catch (error) {
    const e = error as { cause?: { code?: string; message: string }; code?: string; message: string };
    return e.cause ?? e;
  }
  throw new Error('the statement succeeded');
}

beforeAll(async () => {
  t = await createTestApp();
  const [j] = await t.db
    .select({ id: aluno.id, escolaId: aluno.escolaId })
    .from(aluno)
    .where(eq(aluno.cpf, JOANA));
  joanaId = j!.id;
  schoolA = j!.escolaId!;
  const classes = (await admin()(`/api/Escolas/${schoolA}/turmas`)).json() as {
    id: number;
    codigoTurma: string;
  }[];
  classA = classes.find((c) => c.codigoTurma === '1002')!.id;
});
afterAll(() => t.close());

describe('append-only audit tables (database triggers)', () => {
  it('refuses UPDATE, DELETE and TRUNCATE on student_access_log and audit_log, keeps INSERT', async () => {
    await director()(`/api/Alunos?cpf=${JOANA}`);
    const [row] = await accessRows(joanaId);
    expect(row).toBeDefined();
    for (const table of ['student_access_log', 'audit_log']) {
      for (const statement of [
        `update ${table} set ip = '10.0.0.1'`,
        `delete from ${table}`,
        `truncate ${table}`,
      ]) {
        const error = await failure(() => t.db.execute(sql.raw(statement)));
        expect(error.message, statement).toMatch(/append-only/);
        expect(error.code, statement).toBe('42501');
      }
    }
    const [again] = await t.db.select().from(studentAccessLog).where(eq(studentAccessLog.id, row!.id));
    expect(again).toEqual(row);
    expect((await t.db.select().from(auditLog).limit(1)).length).toBe(1);
  });
});

describe('reads of personal data', () => {
  it('records a CPF search with user, role, address and detail; a search that finds nobody too', async () => {
    const res = await director()(`/api/Alunos?cpf=359.068.214-06`);
    expect(res.statusCode).toBe(200);
    const [row] = await accessRows(joanaId);
    expect(row).toMatchObject({
      usuarioCpf: CPF.diego,
      perfilId: 15,
      acao: 'consultar',
      detalhe: 'Busca por CPF',
      ip: '127.0.0.1',
    });
    expect(Date.now() - row!.at.getTime()).toBeLessThan(60_000);

    expect((await director()(`/api/Alunos?cpf=314.675.920-99`)).json()).toEqual([]);
    const [none] = await t.db
      .select()
      .from(studentAccessLog)
      .where(
        and(sql`cardinality(${studentAccessLog.alunoIds}) = 0`, eq(studentAccessLog.usuarioCpf, CPF.diego)),
      )
      .orderBy(desc(studentAccessLog.id))
      .limit(1);
    expect(none?.detalhe).toBe('Busca por CPF: nenhum estudante encontrado');
  });

  it('records a class list as one row with every student, in a single statement', async () => {
    const execute = vi.spyOn(t.db, 'execute');
    const res = await director()(`/api/turmas/${classA}/alunos`);
    expect(res.statusCode).toBe(200);
    const students = res.json() as { id: number }[];
    expect(students.length).toBeGreaterThan(0);
    // The handler's own queries go through the query builder; the audit is the one execute().
    expect(execute.mock.calls.filter(([q]) => JSON.stringify(q).includes('student_access_log'))).toHaveLength(
      1,
    );
    execute.mockRestore();
    const rows = await t.db
      .select()
      .from(studentAccessLog)
      .where(and(eq(studentAccessLog.acao, 'listar'), eq(studentAccessLog.usuarioCpf, CPF.diego)));
    expect(rows).toHaveLength(1);
    expect([...rows[0]!.alunoIds].sort()).toEqual(students.map((s) => s.id).sort());
    expect(rows[0]!.detalhe).toBe(`Lista de estudantes da turma (código ${classA})`);
  });

  it('does not record refused or invalid requests', async () => {
    const before = (await accessRows(joanaId)).length;
    expect((await t.as(CPF.paulo, 17)(`/api/Alunos?cpf=${JOANA}`)).statusCode).toBe(403);
    expect((await director()(`/api/Alunos?cpf=123`)).statusCode).toBe(400);
    expect((await accessRows(joanaId)).length).toBe(before);
  });
});

describe('writes of personal data (inside the write transaction)', () => {
  it('records create, edit (with the changed fields) and delete; a refused write leaves no row', async () => {
    const form = newStudentForm(FREE);
    const created = await cadastro()({
      method: 'POST',
      url: '/api/Alunos',
      payload: { ...form, escolaId: schoolA },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await accessRows(id))[0]).toMatchObject({
      acao: 'cadastrar',
      usuarioCpf: CPF.cecilia,
      perfilId: 19,
      detalhe: 'Cadastro do estudante',
    });

    // The same CPF again: 409, rolled back, nothing recorded.
    const creations = async () =>
      (await t.db.select().from(studentAccessLog).where(eq(studentAccessLog.acao, 'cadastrar'))).length;
    const before = await creations();
    const duplicate = await cadastro()({
      method: 'POST',
      url: '/api/Alunos',
      payload: { ...form, escolaId: schoolA },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(await creations()).toBe(before);

    const edited = await cadastro()({
      method: 'PUT',
      url: '/api/Alunos',
      payload: { ...form, id, nomeMae: 'Helena Nogueira Prado Lima', dataNascimento: '2019-06-11' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await accessRows(id))[0]).toMatchObject({
      acao: 'editar',
      detalhe: 'Campos alterados: data de nascimento, nome da mãe',
    });

    expect((await admin()({ method: 'DELETE', url: `/api/Alunos?alunoId=${id}` })).statusCode).toBe(204);
    const rows = await accessRows(id);
    expect(rows.map((r) => r.acao)).toEqual(['excluir', 'editar', 'cadastrar']);
    expect(rows[0]).toMatchObject({ usuarioCpf: CPF.ana, perfilId: 1 });
  });

  it('records every student a SIGE synchronisation changes, with the reason', async () => {
    const res = await admin()({
      method: 'POST',
      url: '/api/Escolas/Sincronizar',
      payload: { codigoInep: '27099999' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = (res.json() as { cpf_Aluno: string | null }[]).filter((r) => r.cpf_Aluno !== null);
    expect(changed.length).toBeGreaterThan(0);
    const rows = await t.db.select().from(studentAccessLog).where(eq(studentAccessLog.acao, 'sincronizar'));
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (r) =>
          r.alunoIds.length === 1 && r.detalhe.startsWith('Sincronização com o SIGE (escola 27099999): '),
      ),
    ).toBe(true);
  });
});

describe("every route that answers a student's personal data declares its audit", () => {
  /** Routes answering staff or users' personal data, not students' (they are not in this audit). */
  const NOT_STUDENTS = new Set([
    'GET /api/Servidor',
    'PUT /api/Servidor',
    'POST /api/Servidor/diretor',
    'POST /api/Servidor/coordenador',
    'POST /api/Servidor/CadastroEscola',
    'POST /api/servidor/professor',
  ]);
  /** Property names only a student's data carries (or a staff record, listed above). */
  const STUDENT_KEYS = [
    '"dataNascimento"',
    '"nomeMae"',
    '"cpf_Aluno"',
    '"nome_Aluno"',
    '"alunoAcompanhamento"',
  ];

  it('has a studentAccess rule on each, and only on them', async () => {
    const found: { route: string; declared: boolean; carries: boolean }[] = [];
    const noDb = new Proxy({} as Db, {
      get() {
        throw new Error('no database');
      },
    });
    const app = await buildApp({
      config: testConfig(),
      db: noDb,
      jwtSecret: 'student-access-'.padEnd(48, 'x'),
      onRoute(route: RouteOptions) {
        const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
          (m) => m !== 'HEAD',
        );
        const response =
          (route.schema as { response?: Record<string, z.ZodType> } | undefined)?.response ?? {};
        const json = Object.values(response)
          .map((s) => JSON.stringify(z.toJSONSchema(s, { io: 'output', unrepresentable: 'any' })))
          .join('');
        for (const m of methods) {
          found.push({
            route: `${m} ${route.url}`,
            declared: Boolean((route.config as { studentAccess?: unknown } | undefined)?.studentAccess),
            carries: STUDENT_KEYS.some((k) => json.includes(k)),
          });
        }
      },
    });
    await app.close();
    const missing = found
      .filter((r) => r.carries && !r.declared && !NOT_STUDENTS.has(r.route))
      .map((r) => r.route);
    expect(missing).toEqual([]);
    const declared = found.filter((r) => r.declared).map((r) => r.route);
    expect(declared).toContain('DELETE /api/Alunos');
    expect(declared).toContain('GET /api/turmas/:id/alunos');
    expect(declared).toContain('POST /api/Escolas/Sincronizar');
    expect(declared).toContain('GET /api/Escolas/Sincronizar/Resultados/:id');
    expect(declared).toContain('GET /api/Alunos/Lista');
    expect(declared.length).toBe(21);
  });
});

describe('GET /api/Auditoria/Estudante', () => {
  const audit = (query: string, who = admin()) => who(`/api/Auditoria/Estudante?${query}`);

  it('answers the administrator who saw or changed the student, newest first, paginated', async () => {
    await director()(`/api/Alunos?cpf=${JOANA}`);
    const res = await audit(`cpf=359.068.214-06&tamanho=2`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as StudentAuditAnswer;
    expect(body.alunos).toEqual([{ id: joanaId, nome: 'Joana Maria Souza', cpf: JOANA, excluido: false }]);
    expect(body).toMatchObject({ pagina: 1, tamanho: 2 });
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.itens).toHaveLength(2);
    expect(body.itens[0]).toEqual({
      quando: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      usuario: { nome: expect.any(String), cpf: '***.654.321-**' },
      perfil: 'Diretor Escola',
      acao: 'Consulta',
      detalhe: 'Busca por CPF',
      ip: '127.0.0.1',
    });
    expect(body.itens[0]!.usuario.nome).not.toBe('');
    const times = body.itens.map((i) => i.quando);
    expect([...times].sort().reverse()).toEqual(times);

    const page2 = (await audit(`alunoId=${joanaId}&tamanho=2&pagina=2`)).json() as StudentAuditAnswer;
    expect(page2.pagina).toBe(2);
    expect(page2.itens.length).toBeGreaterThan(0);
    expect(page2.total).toBe(body.total + 0);
    const far = (await audit(`alunoId=${joanaId}&pagina=999`)).json() as StudentAuditAnswer;
    expect(far.itens).toEqual([]);
  });

  it('refuses every other role (403), and answers 401 without a token', async () => {
    for (const who of [director(), cadastro(), t.as(CPF.eva, 7)]) {
      const res = await audit(`alunoId=${joanaId}`, who);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
    expect((await t.app.inject(`/api/Auditoria/Estudante?alunoId=${joanaId}`)).statusCode).toBe(401);
  });

  it('answers bad input with 400 and a Portuguese message, an unknown student with 404', async () => {
    const cases: [string, string][] = [
      ['', STUDENT_AUDIT_FILTER_REQUIRED],
      ['cpf=', STUDENT_AUDIT_FILTER_REQUIRED],
      ['cpf=123.456.789-00', 'CPF inválido'],
      ['cpf=abc', 'CPF inválido'],
      ['alunoId=abc', 'Código do estudante inválido.'],
      ['alunoId=0', 'Código do estudante inválido.'],
      ['alunoId=99999999999', 'Código do estudante inválido.'],
      [`alunoId=${joanaId}&pagina=0`, STUDENT_AUDIT_PAGE_INVALID],
      [`alunoId=${joanaId}&pagina=-1`, STUDENT_AUDIT_PAGE_INVALID],
      [`alunoId=${joanaId}&tamanho=101`, STUDENT_AUDIT_SIZE_INVALID],
      [`alunoId=${joanaId}&tamanho=1.5`, STUDENT_AUDIT_SIZE_INVALID],
      [`cpf=${JOANA}&cpf=${JOANA}`, 'CPF inválido'],
    ];
    for (const [query, message] of cases) {
      const res = await audit(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toBe(message);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
    const unknown = await audit('alunoId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Nenhum estudante encontrado');
    const noStudent = await audit('cpf=314.675.920-99');
    expect(noStudent.statusCode).toBe(404);
  });
});
