import { and, arrayContains, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIsoDate } from '@siam/domain/dates';
import { SIGE_NOTICE, STUDENT_OWNERSHIP_NOTICE } from '@siam/domain/students';
import { auditLog, studentAccessLog } from '../../db/schema/audit';
import { alunoTurma } from '../../db/schema/students';
import { lastStudentAccess } from '../../../test/testing/access-log';
import { demoSchoolIds, newStudentForm } from '../../../test/testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import type { Aluno, ClassStudent } from '@siam/domain/contracts/students';

let t: TestApp;
const school: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
const classId: Record<string, number> = {};
const STUDENT = {
  joana: '35906821406',
  pedro: '10742583635',
  lucas: '96238150777',
  maria: '48571036217',
};
const FREE = ['82647103950', '31467592099', '23156984051', '79823415609', '63512048790'] as const;
const today = toIsoDate(new Date());
const year = new Date().getFullYear();

const admin = () => t.as(CPF.ana, 1);
const cecilia = () => t.as(CPF.cecilia, 19);

async function find(cpf: string): Promise<Aluno> {
  const res = await admin()(`/api/Alunos?cpf=${cpf}`);
  expect(res.statusCode, res.body).toBe(200);
  const [a] = res.json() as Aluno[];
  if (!a) throw new Error(`student ${cpf} not found`);
  return a;
}

function newStudent(cpf: string, escolaId: number, extra: Record<string, unknown> = {}) {
  return newStudentForm(cpf, { escolaId, ...extra });
}

const post = (who: ReturnType<typeof admin>, url: string, payload: unknown) =>
  who({ method: 'POST', url, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(school, await demoSchoolIds(t));
  for (const id of Object.values(school)) {
    const classes = (await admin()(`/api/Escolas/${id}/turmas`)).json() as {
      id: number;
      codigoTurma: string;
    }[];
    for (const c of classes) classId[c.codigoTurma] = c.id;
  }
});
afterAll(() => t.close());

describe('GET /api/Alunos', () => {
  it('finds a student by CPF with school, current class and history', async () => {
    const res = await cecilia()(`/api/Alunos?cpf=359.068.214-06`);
    expect(res.statusCode).toBe(200);
    const [joana] = res.json() as Aluno[];
    expect(joana).toMatchObject({
      nome: 'Joana Maria Souza',
      cpf: STUDENT.joana,
      dataNascimento: '2020-01-15',
      sexo: 'F',
      nomeMae: 'Maria Souza Lima',
      escola: {
        id: school.A,
        codigoInep: '27012345',
        nomeEscola: 'Escola Estadual Santa Aurora',
        sige: false,
      },
      turmaAtual: { id: classId['1002'], codigoTurma: '1002', nomeTurma: '1º ANO A', escolaId: school.A },
      temAcompanhamento: false,
    });
    expect(joana!.historico[0]).toMatchObject({ turma: { codigoTurma: '1002' }, dataFim: null, motivo: 1 });
    expect(joana!.turmasAnteriores.every((h) => h.dataFim !== null)).toBe(true);
  });

  it('gives students in no class their school of record', async () => {
    for (const cpf of [STUDENT.pedro, STUDENT.maria]) {
      const s = await find(cpf);
      expect(s.turmaAtual).toBeNull();
      expect(s.escola?.codigoInep).toBe('27012345');
    }
    expect((await find(STUDENT.lucas)).turmaAtual?.codigoTurma).toBe('2001');
  });

  it('compares names without case, accents or extra spaces, with the birth date', async () => {
    const q = encodeURIComponent('  JOANA   maría souza ');
    const res = await cecilia()(`/api/Alunos?nome=${q}&dataNascimento=2020-01-15`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Aluno[]).map((a) => a.cpf)).toEqual([STUDENT.joana]);
    const other = await cecilia()(`/api/Alunos?nome=Joana%20Maria%20Souza&dataNascimento=2020-01-16`);
    expect(other.json()).toEqual([]);
  });

  it('finds by INEP code and answers [] when nothing matches', async () => {
    const withInep = (await t.db.select({ alunoId: alunoTurma.alunoId }).from(alunoTurma).limit(1)) as {
      alunoId: number;
    }[];
    expect(withInep.length).toBe(1);
    const res = await cecilia()('/api/Alunos?codigoInep=000000000000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await cecilia()(`/api/Alunos?cpf=${FREE[4]}`)).json()).toEqual([]);
  });

  it('hides Enturmação Indevida stays and shows the other movements', async () => {
    const [wrong] = await t.db
      .select({ alunoId: alunoTurma.alunoId })
      .from(alunoTurma)
      .where(eq(alunoTurma.motivo, 6));
    expect(wrong).toBeDefined();
    const stays = await t.db.select().from(alunoTurma).where(eq(alunoTurma.alunoId, wrong!.alunoId));
    expect(stays.length).toBeGreaterThanOrEqual(2);
    const cpfRow = (
      await admin()({ method: 'GET', url: `/api/turmas/${classId['1002']}/alunos` })
    ).json() as ClassStudent[];
    const student = cpfRow.find((s) => s.id === wrong!.alunoId)!;
    const found = await find(student.cpf!);
    expect(found.historico.some((h) => h.motivo === 6)).toBe(false);
    expect(found.historico.length).toBe(stays.length - 1);
    const [remanejado] = await t.db
      .select({ alunoId: alunoTurma.alunoId })
      .from(alunoTurma)
      .where(eq(alunoTurma.motivo, 2));
    expect(remanejado).toBeDefined();
  });

  it('sets temAcompanhamento when the current class has a monitoring not validated', async () => {
    const students = (await admin()(`/api/turmas/${classId['1004']}/alunos`)).json() as ClassStudent[];
    const s = await find(students[0]!.cpf!);
    expect(s.temAcompanhamento).toBe(true);
  });

  it('refuses a missing or invalid filter with the spec message', async () => {
    const cases: [string, string][] = [
      ['', 'Informe um filtro'],
      ['?cpf=123', 'CPF inválido'],
      ['?nome=Joana', 'Insira o nome completo'],
      ['?nome=Joana%20Souza', 'Informe a data de nascimento'],
      ['?nome=Joana%20Souza&dataNascimento=15/01/2020', 'Informe a data de nascimento'],
      ['?codigoInep=12ab', 'Insira o código INEP válido'],
      ['?cpf=1&cpf=2', 'Requisição inválida.'],
    ];
    for (const [query, message] of cases) {
      const res = await cecilia()(`/api/Alunos${query}`);
      expect(res.statusCode, query).toBe(400);
      if (message !== 'Requisição inválida.') expect(res.body, query).toBe(message);
    }
  });

  it('is allowed to student.consult roles only, and audited', async () => {
    expect((await t.as(CPF.eva, 7)(`/api/Alunos?cpf=${STUDENT.lucas}`)).statusCode).toBe(200);
    expect((await t.as(CPF.diego, 15)(`/api/Alunos?cpf=${STUDENT.lucas}`)).statusCode).toBe(200);
    for (const [cpf, perfil] of [
      [CPF.paulo, 17],
      [CPF.sergio, 11],
      [CPF.rita, 8],
      [CPF.carla, 16],
    ] as const) {
      const res = await t.as(cpf, perfil)(`/api/Alunos?cpf=${STUDENT.joana}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
    expect((await t.app.inject(`/api/Alunos?cpf=${STUDENT.joana}`)).statusCode).toBe(401);
    // Reads go to the student's access log (decision 104).
    const row = await lastStudentAccess(t, 'consultar', CPF.diego);
    expect(row?.perfilId).toBe(15);
  });
});

describe('POST /api/Alunos', () => {
  it('registers a student at the caller’s school, with an audit row', async () => {
    const res = await post(
      cecilia(),
      '/api/Alunos',
      newStudent('826.471.039-50', school.A, { nome: ' Beatriz  Nogueira' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('O nome não pode conter espaços consecutivos.');
    const ok = await post(cecilia(), '/api/Alunos', newStudent('826.471.039-50', school.A));
    expect(ok.statusCode, ok.body).toBe(201);
    const a = ok.json() as Aluno;
    expect(a).toMatchObject({
      cpf: FREE[0],
      nome: 'Beatriz Nogueira Prado',
      nomePai: null,
      codigoInep: null,
      escola: { id: school.A },
      turmaAtual: null,
      historico: [],
      matricula: null,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'aluno'),
          eq(auditLog.action, 'cadastrar'),
          eq(auditLog.entityId, String(a.id)),
        ),
      );
    expect(audit?.usuarioCpf).toBe(CPF.cecilia);
    expect(audit?.perfilId).toBe(19);
  });

  it('refuses a CPF already registered with 409', async () => {
    const res = await post(cecilia(), '/api/Alunos', newStudent(STUDENT.joana, school.A));
    expect(res.statusCode).toBe(409);
    expect(res.body).toBe('Estudante já está cadastrado');
  });

  it('refuses a school outside the scope (403) and a sige school (400)', async () => {
    const other = await post(cecilia(), '/api/Alunos', newStudent(FREE[1], school.B));
    expect(other.statusCode).toBe(403);
    expect(other.body).toBe('Funcionalidade não permitida');
    const sige = await post(admin(), '/api/Alunos', newStudent(FREE[1], school.C));
    expect(sige.statusCode).toBe(400);
    expect(sige.body).toBe(SIGE_NOTICE);
  });

  it('refuses bad input with the first rule’s message, never a 500', async () => {
    const cases: [unknown, string][] = [
      [newStudent(FREE[1], school.A, { nome: '' }), 'O nome é obrigatório'],
      [newStudent(FREE[1], school.A, { nomeMae: 'Helena' }), 'Informe o nome completo.'],
      [newStudent('111.111.111-11', school.A), 'CPF inválido'],
      [newStudent(FREE[1], school.A, { sexo: 'X' }), 'Sexo inválido'],
      [newStudent(FREE[1], school.A, { cor: null }), 'Selecione uma cor'],
      [newStudent(FREE[1], school.A, { transporte: 7 }), 'Selecione um tipo de transporte'],
      [
        newStudent(FREE[1], school.A, { dataNascimento: '2099-01-01' }),
        'A data de nascimento deve ser anterior ou igual à data atual.',
      ],
      [
        newStudent(FREE[1], school.A, { codigoInep: '123' }),
        'O código INEP deve conter exatamente 12 caracteres numéricos',
      ],
      [newStudent(FREE[1], school.A, { pessoaComDeficiencia: true }), 'Informe a descrição da deficiência'],
      [newStudent(FREE[1], 0), 'Selecione uma escola no menu de configurações'],
      [
        { ...newStudent(FREE[1], school.A), escolaId: 'abc' },
        'Selecione uma escola no menu de configurações',
      ],
      [[1, 2], 'Requisição inválida.'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(cecilia(), '/api/Alunos', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toBe(message);
    }
    const malformed = await cecilia()({
      method: 'POST',
      url: '/api/Alunos',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await post(admin(), '/api/Alunos', newStudent(FREE[1], 999_999))).statusCode).toBe(400);
  });

  it('is refused to roles without student.register', async () => {
    for (const [cpf, perfil] of [
      [CPF.eva, 7],
      [CPF.carla, 16],
      [CPF.paulo, 17],
    ] as const) {
      expect((await post(t.as(cpf, perfil), '/api/Alunos', newStudent(FREE[1], school.A))).statusCode).toBe(
        403,
      );
    }
    // Ana holds Diretor Escola for school A too.
    expect((await post(t.as(CPF.ana, 15), '/api/Alunos', newStudent(FREE[1], school.B))).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /api/Alunos', () => {
  const formOf = (a: Aluno) => ({
    id: a.id,
    nome: a.nome,
    nomeMae: a.nomeMae,
    nomePai: a.nomePai,
    cpf: a.cpf,
    sexo: a.sexo,
    cor: a.cor,
    transporte: a.transporte,
    dataNascimento: a.dataNascimento,
    codigoInep: a.codigoInep,
    pessoaComDeficiencia: a.pessoaComDeficiencia,
    descricaoDeficiencia: a.descricaoDeficiencia,
  });
  const put = (who: ReturnType<typeof admin>, payload: unknown) =>
    who({ method: 'PUT', url: '/api/Alunos', payload: payload as object });

  it('edits a student of the caller’s school and records before/after', async () => {
    const pedro = await find(STUDENT.pedro);
    const res = await put(cecilia(), {
      ...formOf(pedro),
      nomePai: 'José Henrique Costa',
      pessoaComDeficiencia: true,
      descricaoDeficiencia: 'Baixa visão',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      nomePai: 'José Henrique Costa',
      descricaoDeficiencia: 'Baixa visão',
      matricula: null,
    });
    const unchecked = await put(cecilia(), {
      ...formOf(pedro),
      pessoaComDeficiencia: false,
      descricaoDeficiencia: 'Baixa visão',
    });
    expect(unchecked.json()).toMatchObject({ pessoaComDeficiencia: false, descricaoDeficiencia: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'editar'), eq(auditLog.entityId, String(pedro.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.before).toMatchObject({ descricaoDeficiencia: 'Baixa visão' });
    expect(audit?.after).toMatchObject({ descricaoDeficiencia: null });
  });

  it('refuses a student of another school with the ownership notice, unless Administrador', async () => {
    const lucas = await find(STUDENT.lucas);
    const res = await put(cecilia(), formOf(lucas));
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(STUDENT_OWNERSHIP_NOTICE);
    expect((await put(admin(), { ...formOf(lucas), nomePai: 'Mário Ferreira Dias' })).statusCode).toBe(200);
  });

  it('changes the CPF with novoCpf, refusing one of another student', async () => {
    const created = await post(
      cecilia(),
      '/api/Alunos',
      newStudent(FREE[2], school.A, { nome: 'Caio Prado Neto' }),
    );
    const a = created.json() as Aluno;
    const taken = await put(cecilia(), { ...formOf(a), novoCpf: STUDENT.joana });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toBe('Estudante já está cadastrado');
    const changed = await put(cecilia(), { ...formOf(a), novoCpf: '798.234.156-09' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().cpf).toBe(FREE[3]);
    expect((await put(cecilia(), { ...formOf(a), novoCpf: '123' })).body).toBe('CPF inválido');
  });

  it('refuses a sige school’s student, an unknown id and bad input', async () => {
    const students = (await admin()(`/api/turmas/${classId['3001']}/alunos`)).json() as ClassStudent[];
    const c = await find(students[0]!.cpf!);
    const sige = await put(admin(), formOf(c));
    expect(sige.statusCode).toBe(400);
    expect(sige.body).toBe(SIGE_NOTICE);
    const pedro = await find(STUDENT.pedro);
    const missing = await put(admin(), { ...formOf(pedro), id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Nenhum estudante encontrado');
    expect((await put(admin(), { ...formOf(pedro), id: 'x' })).statusCode).toBe(400);
    expect((await put(admin(), { ...formOf(pedro), sexo: '' })).body).toBe('Sexo obrigatório');
    expect((await put(t.as(CPF.eva, 7), formOf(pedro))).statusCode).toBe(403);
  });
});

describe('POST /api/Alunos/Enturmar', () => {
  it('enrols a student with no class and opens a history row', async () => {
    const pedro = await find(STUDENT.pedro);
    const res = await post(cecilia(), '/api/Alunos/Enturmar', {
      turmaId: classId['1001'],
      alunoId: pedro.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as Aluno;
    expect(a.turmaAtual).toMatchObject({ id: classId['1001'], codigoTurma: '1001', dataInicio: today });
    expect(a.historico[0]).toMatchObject({ motivo: 1, dataInicio: today, dataFim: null, ano: year });
    expect(a.serie).toBe(2);
    // The audit row and the student's access row (one statement since decision 113).
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'enturmar'), eq(auditLog.entityId, String(pedro.id))));
    expect(audit?.before).toEqual({ turmaAtual: null, escola: pedro.escola });
    expect(audit?.after).toEqual({
      anoTurmaAlunoId: a.turmaAtual?.anoTurmaAlunoId,
      turmaAtual: a.turmaAtual,
      escola: a.escola,
    });
    const access = await t.db
      .select()
      .from(studentAccessLog)
      .where(
        and(arrayContains(studentAccessLog.alunoIds, [pedro.id]), eq(studentAccessLog.acao, 'enturmar')),
      );
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ usuarioCpf: CPF.cecilia, perfilId: 19 });
    expect(access[0]?.detalhe).toBe(
      `Enturmação na turma ${a.turmaAtual?.nomeTurma} — ${a.escola?.nomeEscola}`,
    );
    const again = await post(cecilia(), '/api/Alunos/Enturmar', {
      turmaId: classId['1003'],
      alunoId: pedro.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe('Estudante já se encontra enturmado.');
  });

  it('lets exactly one of two simultaneous enrolments win', async () => {
    const maria = await find(STUDENT.maria);
    const results = await Promise.all([
      post(cecilia(), '/api/Alunos/Enturmar', { turmaId: classId['1003'], alunoId: maria.id }),
      post(admin(), '/api/Alunos/Enturmar', { turmaId: classId['1004'], alunoId: maria.id }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.body).toBe('Estudante já se encontra enturmado.');
    const open = await t.db
      .select()
      .from(alunoTurma)
      .where(and(eq(alunoTurma.alunoId, maria.id), isNull(alunoTurma.dataFim)));
    expect(open).toHaveLength(1);
  });

  it('refuses a class outside the scope, inactive or of another year, or of a sige school', async () => {
    const created = (
      await post(cecilia(), '/api/Alunos', newStudent(FREE[4], school.A, { nome: 'Davi Prado Lopes' }))
    ).json() as Aluno;
    const out = await post(cecilia(), '/api/Alunos/Enturmar', {
      turmaId: classId['2001'],
      alunoId: created.id,
    });
    expect(out.statusCode).toBe(403);
    const sige = await post(admin(), '/api/Alunos/Enturmar', {
      turmaId: classId['3001'],
      alunoId: created.id,
    });
    expect(sige.statusCode).toBe(400);
    expect(sige.body).toBe(SIGE_NOTICE);
    const previous = (await admin()(`/api/Escolas/${school.A}/turmas?situacao=0&ano=${year - 1}`)).json() as {
      id: number;
    }[];
    expect(previous.length).toBeGreaterThan(0);
    const old = await post(cecilia(), '/api/Alunos/Enturmar', {
      turmaId: previous[0]!.id,
      alunoId: created.id,
    });
    expect(old.statusCode).toBe(400);
    expect(old.body).toBe('A turma não está ativa no ano letivo atual.');
    const unknown = await post(cecilia(), '/api/Alunos/Enturmar', {
      turmaId: 99_999_999,
      alunoId: created.id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Nenhuma turma encontrada');
    expect(
      (await post(cecilia(), '/api/Alunos/Enturmar', { turmaId: classId['1003'], alunoId: 99_999_999 }))
        .statusCode,
    ).toBe(404);
    expect((await post(cecilia(), '/api/Alunos/Enturmar', { turmaId: 'x', alunoId: created.id })).body).toBe(
      'Informe a turma.',
    );
    expect((await post(cecilia(), '/api/Alunos/Enturmar', {})).statusCode).toBe(400);
    expect(
      (
        await post(t.as(CPF.eva, 7), '/api/Alunos/Enturmar', {
          turmaId: classId['1003'],
          alunoId: created.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(t.as(CPF.diego, 15), '/api/Alunos/Enturmar', {
          turmaId: classId['1003'],
          alunoId: created.id,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/Alunos/Movimentar and Finalizar', () => {
  it('reshuffles within the school: ends the stay with motivo 2 and opens the new one', async () => {
    const joana = await find(STUDENT.joana);
    const res = await post(cecilia(), '/api/Alunos/Movimentar', {
      alunoId: joana.id,
      novaTurmaId: classId['1003'],
      motivo: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as Aluno;
    expect(a.turmaAtual?.codigoTurma).toBe('1003');
    expect(a.estudanteReenturmado).toBe(true);
    const ended = a.historico.find((h) => h.turma.codigoTurma === '1002')!;
    expect(ended).toMatchObject({ motivo: 2, dataFim: today });
    expect(a.turmasAnteriores.some((h) => h.anoTurmaAlunoId === ended.anoTurmaAlunoId)).toBe(true);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'movimentar'), eq(auditLog.entityId, String(joana.id))));
    expect(audit).toHaveLength(1);
  });

  it('refuses a move to the same class, another school, an old class, or a wrong motivo', async () => {
    const joana = await find(STUDENT.joana);
    const same = await post(cecilia(), '/api/Alunos/Movimentar', {
      alunoId: joana.id,
      novaTurmaId: classId['1003'],
      motivo: 2,
    });
    expect(same.statusCode).toBe(400);
    const other = await post(admin(), '/api/Alunos/Movimentar', {
      alunoId: joana.id,
      novaTurmaId: classId['2001'],
      motivo: 2,
    });
    expect(other.statusCode).toBe(400);
    expect(other.body).toBe('A nova turma deve ser da mesma escola da turma atual.');
    const motivo = await post(cecilia(), '/api/Alunos/Movimentar', {
      alunoId: joana.id,
      novaTurmaId: classId['1002'],
      motivo: 3,
    });
    expect(motivo.statusCode).toBe(400);
    expect(
      (await post(cecilia(), '/api/Alunos/Movimentar', { alunoId: joana.id, novaTurmaId: classId['1002'] }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a student of another school with the ownership notice', async () => {
    const lucas = await find(STUDENT.lucas);
    const res = await post(cecilia(), '/api/Alunos/Finalizar', {
      alunoId: lucas.id,
      motivo: 3,
      anoTurmaAlunoId: lucas.turmaAtual!.anoTurmaAlunoId,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(STUDENT_OWNERSHIP_NOTICE);
    const move = await post(cecilia(), '/api/Alunos/Movimentar', {
      alunoId: lucas.id,
      novaTurmaId: classId['1004'],
      motivo: 2,
    });
    expect(move.statusCode).toBe(403);
    expect(move.body).toBe(STUDENT_OWNERSHIP_NOTICE);
    expect(
      (
        await post(t.as(CPF.eva, 7), '/api/Alunos/Finalizar', {
          alunoId: lucas.id,
          motivo: 3,
          anoTurmaAlunoId: 1,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('finalizes the current stay; a transferred student can then be enrolled by another school', async () => {
    const lucas = await find(STUDENT.lucas);
    const wrongStay = await post(admin(), '/api/Alunos/Finalizar', {
      alunoId: lucas.id,
      motivo: 3,
      anoTurmaAlunoId: lucas.turmaAtual!.anoTurmaAlunoId + 100_000,
    });
    expect(wrongStay.statusCode).toBe(400);
    expect(wrongStay.body).toBe('A enturmação informada não é a atual do estudante.');
    const badMotivo = await post(admin(), '/api/Alunos/Finalizar', {
      alunoId: lucas.id,
      motivo: 2,
      anoTurmaAlunoId: lucas.turmaAtual!.anoTurmaAlunoId,
    });
    expect(badMotivo.statusCode).toBe(400);
    const res = await post(admin(), '/api/Alunos/Finalizar', {
      alunoId: lucas.id,
      motivo: 3,
      anoTurmaAlunoId: lucas.turmaAtual!.anoTurmaAlunoId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as Aluno;
    expect(a.turmaAtual).toBeNull();
    expect(a.escola?.id).toBe(school.B);
    expect(a.historico[0]).toMatchObject({ motivo: 3, dataFim: today });
    const notInClass = await post(cecilia(), '/api/Alunos/Movimentar', {
      alunoId: lucas.id,
      novaTurmaId: classId['1004'],
      motivo: 2,
    });
    expect(notInClass.statusCode).toBe(403);
    const adminMove = await post(admin(), '/api/Alunos/Movimentar', {
      alunoId: lucas.id,
      novaTurmaId: classId['1004'],
      motivo: 2,
    });
    expect(adminMove.statusCode).toBe(400);
    expect(adminMove.body).toBe(
      'Estudante não está em uma turma, é necessário enturmar antes de prosseguir.',
    );
    const enrol = await post(cecilia(), '/api/Alunos/Enturmar', {
      turmaId: classId['1004'],
      alunoId: lucas.id,
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect((enrol.json() as Aluno).escola?.id).toBe(school.A);
  });

  it('answers the not-in-class message for a student with no class', async () => {
    const created = (
      await post(cecilia(), '/api/Alunos', newStudent(FREE[1], school.A, { nome: 'Enzo Prado Lima' }))
    ).json() as Aluno;
    const res = await post(cecilia(), '/api/Alunos/Finalizar', {
      alunoId: created.id,
      motivo: 4,
      anoTurmaAlunoId: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('Estudante não está em uma turma, é necessário enturmar antes de prosseguir.');
    // A student with no class has no stay to name: absent or null, the same spec message (issue 15),
    // not 'A enturmação informada não é a atual do estudante.'.
    for (const anoTurmaAlunoId of [undefined, null, 0]) {
      const noStay = await post(cecilia(), '/api/Alunos/Finalizar', {
        alunoId: created.id,
        motivo: 4,
        anoTurmaAlunoId,
      });
      expect([noStay.statusCode, noStay.body], String(anoTurmaAlunoId)).toEqual([
        400,
        'Estudante não está em uma turma, é necessário enturmar antes de prosseguir.',
      ]);
    }
  });

  it('names the missing stay of a student who has a class, and a malformed field (issue 15)', async () => {
    const joana = await find(STUDENT.joana);
    expect(joana.turmaAtual).not.toBeNull();
    const noStay = await post(cecilia(), '/api/Alunos/Finalizar', { alunoId: joana.id, motivo: 4 });
    expect([noStay.statusCode, noStay.body]).toEqual([400, "Campo 'anoTurmaAlunoId' obrigatório."]);
    const badStay = await post(cecilia(), '/api/Alunos/Finalizar', {
      alunoId: joana.id,
      motivo: 4,
      anoTurmaAlunoId: 'abc',
    });
    expect([badStay.statusCode, badStay.body]).toEqual([
      400,
      'A enturmação informada não é a atual do estudante.',
    ]);
    expect((await find(STUDENT.joana)).turmaAtual?.anoTurmaAlunoId).toBe(joana.turmaAtual?.anoTurmaAlunoId);
  });
});

describe('DELETE /api/Alunos', () => {
  it('is for Administrador only, soft-deletes and ends the current stay', async () => {
    const beatriz = await find(FREE[0]);
    await post(cecilia(), '/api/Alunos/Enturmar', { turmaId: classId['1001'], alunoId: beatriz.id });
    const refused = await t.as(CPF.diego, 15)({ method: 'DELETE', url: `/api/Alunos?alunoId=${beatriz.id}` });
    expect(refused.statusCode).toBe(403);
    const res = await admin()({ method: 'DELETE', url: `/api/Alunos?alunoId=${beatriz.id}` });
    expect(res.statusCode, res.body).toBe(204);
    expect((await admin()(`/api/Alunos?cpf=${FREE[0]}`)).json()).toEqual([]);
    const stays = await t.db.select().from(alunoTurma).where(eq(alunoTurma.alunoId, beatriz.id));
    expect(stays.every((s) => s.dataFim !== null)).toBe(true);
    const again = await admin()({ method: 'DELETE', url: `/api/Alunos?alunoId=${beatriz.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe('Nenhum estudante encontrado');
    // The CPF is free again for a new registration (one CPF per non-deleted student).
    expect((await post(cecilia(), '/api/Alunos', newStudent(FREE[0], school.A))).statusCode).toBe(201);
  });

  it('refuses a sige school’s student and bad ids', async () => {
    const students = (await admin()(`/api/turmas/${classId['3001']}/alunos`)).json() as ClassStudent[];
    const res = await admin()({ method: 'DELETE', url: `/api/Alunos?alunoId=${students[0]!.id}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(SIGE_NOTICE);
    expect((await admin()({ method: 'DELETE', url: '/api/Alunos?alunoId=abc' })).statusCode).toBe(400);
    expect((await admin()({ method: 'DELETE', url: '/api/Alunos' })).statusCode).toBe(400);
  });
});

describe('GET /api/turmas/{id}/alunos', () => {
  it('lists the class’s current students by name', async () => {
    const res = await t.as(CPF.carla, 16)(`/api/turmas/${classId['1002']}/alunos`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as ClassStudent[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const names = list.map((s) => s.nome);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
    expect(list[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        anoTurmaAlunoId: expect.any(Number),
        dataInicio: expect.any(String),
      }),
    );
    expect((await t.as(CPF.sergio, 11)(`/api/turmas/${classId['1001']}/alunos`)).statusCode).toBe(200);
  });

  it('refuses a class outside the scope, roles without the features, unknown and bad ids', async () => {
    expect((await t.as(CPF.sergio, 11)(`/api/turmas/${classId['2001']}/alunos`)).statusCode).toBe(403);
    expect((await t.as(CPF.cecilia, 19)(`/api/turmas/${classId['2001']}/alunos`)).statusCode).toBe(403);
    // A teacher reads the classes of their school (to open a learning monitoring, decision 041).
    expect((await t.as(CPF.paulo, 17)(`/api/turmas/${classId['1001']}/alunos`)).statusCode).toBe(200);
    expect((await t.as(CPF.paulo, 17)(`/api/turmas/${classId['2001']}/alunos`)).statusCode).toBe(403);
    expect((await t.as(CPF.ulisses, 14)(`/api/turmas/${classId['1001']}/alunos`)).statusCode).toBe(403);
    const unknown = await admin()('/api/turmas/99999999/alunos');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Nenhuma turma encontrada');
    expect((await admin()('/api/turmas/abc/alunos')).statusCode).toBe(400);
    expect((await admin()('/api/Turmas/' + classId['1002'] + '/Alunos')).statusCode).toBe(200);
  });
});
