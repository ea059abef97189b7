/**
 * Issue 8, item 5 (concurrency): many simultaneous requests on one resource through `app.inject`.
 * Exactly one wins, every other one gets a clear 4xx in Portuguese (never a 500), and the database
 * holds exactly one row. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (decision 102).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { PARFI_MSG } from '@siam/domain/parfi';
import { STUDENT_ALREADY_ENROLLED } from '@siam/domain/students';
import { auditLog } from '../../src/db/schema/audit';
import { usuario, usuarioPerfil } from '../../src/db/schema/auth';
import { turma } from '../../src/db/schema/classes';
import { acompanhamento, respostaRecebida } from '../../src/db/schema/monitoring';
import { arquivoAnexado, execucaoAcao, planoAcao } from '../../src/db/schema/parfi';
import { escola } from '../../src/db/schema/schools';
import { servidor, servidorEscola } from '../../src/db/schema/staff';
import { aluno, alunoTurma } from '../../src/db/schema/students';
import { PDF, multipart } from '../fixtures/files-fixtures';
import { newStudentForm } from '../testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { cpfSeries, expectOneWinner } from './resilience-fixtures';

let t: TestApp;
const YEAR = new Date().getFullYear();
const school = { A: 0 };
const cls: Record<string, number> = {};
const free = cpfSeries(910);

const admin = () => t.as(CPF.ana, 1);
const cecilia = () => t.as(CPF.cecilia, 19);
const diego = () => t.as(CPF.diego, 15);
type Who = ReturnType<typeof admin>;
const post = (who: Who, url: string, payload: unknown) =>
  who({ method: 'POST', url, payload: payload as object });
/** `n` copies of one request, all in flight at once. */
const burst = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

function studentBody(cpf: string, nome = 'Beatriz Nogueira Prado') {
  return newStudentForm(cpf, { nome, escolaId: school.A });
}

async function newStudent(): Promise<number> {
  const res = await post(admin(), '/api/Alunos', studentBody(free()));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

async function openStays(alunoId: number) {
  return t.db
    .select({ turmaId: alunoTurma.turmaId })
    .from(alunoTurma)
    .where(and(eq(alunoTurma.alunoId, alunoId), isNull(alunoTurma.dataFim)));
}

async function audits(entity: string, action: string, entityId?: number) {
  return t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.action, action),
        ...(entityId === undefined ? [] : [eq(auditLog.entityId, String(entityId))]),
      ),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  const [a] = await t.db.select({ id: escola.id }).from(escola).where(eq(escola.codigoInep, '27012345'));
  school.A = a!.id;
  const rows = await t.db
    .select({ id: turma.id, codigo: turma.codigoTurma })
    .from(turma)
    .where(and(eq(turma.escolaId, school.A), eq(turma.anoTurma, YEAR), eq(turma.situacao, 1)));
  for (const r of rows) cls[r.codigo] = r.id;
  // Log every caller in once, so that a burst does not start with a hundred password hashes.
  for (const who of [admin, cecilia, diego, () => t.as(CPF.paulo, 17)]) {
    expect((await who()('/api/health')).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe('100 simultaneous enrolments of one student', () => {
  it('into one class: one 200, 99 × 409, one open stay and one audit record', async () => {
    const id = await newStudent();
    const results = await burst(100, (i) =>
      post(i % 2 ? admin() : cecilia(), '/api/Alunos/Enturmar', { turmaId: cls['1003'], alunoId: id }),
    );
    expectOneWinner(results, { status: 200, refusal: [409, STUDENT_ALREADY_ENROLLED] });
    expect(await openStays(id)).toEqual([{ turmaId: cls['1003'] }]);
    expect(await audits('aluno', 'enturmar', id)).toHaveLength(1);
  });

  it('into different classes: one wins, the history holds exactly one current stay', async () => {
    const id = await newStudent();
    const classes = Object.values(cls);
    expect(classes.length).toBeGreaterThanOrEqual(3);
    const results = await burst(100, (i) =>
      post(i % 3 ? admin() : cecilia(), '/api/Alunos/Enturmar', {
        turmaId: classes[i % classes.length],
        alunoId: id,
      }),
    );
    const winner = expectOneWinner(results, { status: 200, refusal: [409, STUDENT_ALREADY_ENROLLED] });
    const won = (winner.json() as { turmaAtual: { id: number } }).turmaAtual.id;
    expect(await openStays(id)).toEqual([{ turmaId: won }]);
    const history = await t.db.select().from(alunoTurma).where(eq(alunoTurma.alunoId, id));
    expect(history).toHaveLength(1);
    const [student] = await t.db.select({ escolaId: aluno.escolaId }).from(aluno).where(eq(aluno.id, id));
    expect(student?.escolaId).toBe(school.A);
    expect(await audits('aluno', 'enturmar', id)).toHaveLength(1);
  });
});

describe('double-submitted saves never duplicate (2 and 10 at once)', () => {
  it.each([2, 10])('student registration × %i: one row for the CPF', async (n) => {
    const cpf = free();
    const results = await burst(n, () => post(cecilia(), '/api/Alunos', studentBody(cpf)));
    expectOneWinner(results, { status: 201, refusal: [409, 'Estudante já está cadastrado'] });
    expect(await t.db.select({ id: aluno.id }).from(aluno).where(eq(aluno.cpf, cpf))).toHaveLength(1);
  });

  it.each([2, 10])('class registration × %i: one class for the code', async (n) => {
    const codigoTurma = `9${n}01`;
    const body = {
      codigoTurma,
      nomeTurma: '4º ANO Z',
      nivelEnsino: 2,
      serie: 7,
      turno: 1,
      escolaId: school.A,
    };
    const results = await burst(n, () => post(diego(), '/api/Turmas', body));
    expectOneWinner(results, { status: 201, refusal: [409] });
    const rows = await t.db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.escolaId, school.A), eq(turma.codigoTurma, codigoTurma), eq(turma.anoTurma, YEAR)));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['CadastroEscola', 5, 2],
    ['CadastroEscola', 5, 10],
    ['coordenador', 2, 10],
  ] as const)('staff link %s (função %i) × %i: one person, one current stay', async (path, funcao, n) => {
    const cpf = free();
    const body = {
      nome: 'Lívia Equipe Moura',
      cpf,
      email: 'livia.servidor@educacao.gov.br',
      emailPessoal: 'livia@exemplo.com',
      dataNascimento: '1984-04-12',
      sexo: 'F',
      telefone: '(82) 99999-0000',
      turnoServidor: 1,
      escolaId: school.A,
    };
    const results = await burst(n, () => post(admin(), `/api/Servidor/${path}`, body));
    expectOneWinner(results, { status: 201, refusal: [409] });
    const people = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, cpf));
    expect(people).toHaveLength(1);
    const stays = await t.db
      .select({ id: servidorEscola.id })
      .from(servidorEscola)
      .where(and(eq(servidorEscola.servidorId, people[0]!.id), eq(servidorEscola.funcao, funcao)));
    expect(stays).toHaveLength(1);
  });

  it.each([2, 10])('teacher registration × %i: one person', async (n) => {
    const cpf = free();
    const body = {
      nome: 'Otávio Professor Lins',
      cpf,
      email: 'otavio.servidor@educacao.gov.br',
      emailPessoal: 'otavio@exemplo.com',
      dataNascimento: '1980-02-02',
      sexo: 'M',
      telefone: '(82) 99999-0001',
    };
    const results = await burst(n, () => post(admin(), '/api/servidor/professor', body));
    for (const r of results) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, cpf))).toHaveLength(
      1,
    );
  });

  it.each([2, 10])('learning monitoring start × %i: one monitoring', async (n) => {
    const body = {
      turmaId: cls['1001'],
      ano: YEAR,
      bimestre: 4,
      responsavel: CPF.paulo,
    };
    const results = await burst(n, () =>
      post(t.as(CPF.paulo, 17), '/api/AcompanhamentoAtividadeTurma', body),
    );
    // The second run finds the first run's monitoring: every request is refused as already started.
    if (n === 2) expectOneWinner(results, { status: 201, refusal: [409] });
    else for (const r of results) expect(r.statusCode, r.body).toBe(409);
    const rows = await t.db
      .select({ id: acompanhamento.id })
      .from(acompanhamento)
      .where(and(eq(acompanhamento.turmaId, cls['1001']!), eq(acompanhamento.ano, YEAR)));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(await audits('acompanhamento_atividade', 'iniciar')).toHaveLength(1);
  });

  it.each([2, 10])('activity answers with client ids × %i: applied once (decision 133)', async (n) => {
    const found = await t.as(
      CPF.paulo,
      17,
    )(`/api/AcompanhamentoAtividadeTurma/Professor/Turma?turmaId=${cls['1001']}&bimestre=4&ano=${YEAR}`);
    expect(found.statusCode, found.body).toBe(200);
    const id = (found.json() as { acompanhamentoId: number }).acompanhamentoId;
    const skills = (
      await t.as(CPF.paulo, 17)(`/api/AcompanhamentoAtividadeTurma/Turma?acompanhamentoId=${id}`)
    ).json() as Habilidade[];
    const body = skills.slice(0, 3).map((s) => ({
      respostaId: randomUUID(),
      criterioId: s.criterios.find((c) => c.nivel === (n === 2 ? 2 : 3))!.id,
      acompanhamentoAtividadeTurmaId: id,
      fichaId: 2,
      estruturaId: s.estruturaId,
      categoriaId: s.categoriaId,
      habilidadeId: s.id,
    }));
    const ids = body.map((a) => a.respostaId);
    const before = (await audits('acompanhamento_atividade', 'responder', id)).length;
    const results = await burst(n, () =>
      post(t.as(CPF.paulo, 17), '/api/AcompanhamentoAtividadeTurma/Resposta', body),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const answers = results.map((r) => r.json() as { aplicadas: string[]; repetidas: string[] });
    expect(answers.filter((a) => a.aplicadas.length > 0).map((a) => a.aplicadas)).toEqual([ids]);
    expect(answers.filter((a) => a.repetidas.length > 0)).toHaveLength(n - 1);
    for (const a of answers) expect([...a.aplicadas, ...a.repetidas]).toEqual(ids);
    expect(await audits('acompanhamento_atividade', 'responder', id)).toHaveLength(before + 1);
    const received = await t.db
      .select({ id: respostaRecebida.respostaId })
      .from(respostaRecebida)
      .where(inArray(respostaRecebida.respostaId, ids));
    expect(received).toHaveLength(3);
  });

  it.each([2, 10])('PARFI action × %i: one action', async (n) => {
    const plan = (
      await diego()('/api/PlanoParfi?escolaInep=27012345&anoPremio=2025&anoParfi=2025')
    ).json() as { id: number };
    const before = await t.db
      .select({ id: planoAcao.id })
      .from(planoAcao)
      .where(eq(planoAcao.planoParfiId, plan.id));
    const body = {
      planoParfiId: plan.id,
      objetivoId: 4,
      metaId: 41,
      acaoId: 401,
      valor: `1${n},00`,
      dataInicio: '2025-05-01',
      dataFim: '2025-09-30',
    };
    const results = await burst(n, () => post(diego(), '/api/PlanoAcao', body));
    expectOneWinner(results, { status: 201, refusal: [409, PARFI_MSG.actionDuplicate] });
    const after = await t.db
      .select({ id: planoAcao.id })
      .from(planoAcao)
      .where(eq(planoAcao.planoParfiId, plan.id));
    expect(after.length - before.length).toBe(1);
  });

  it.each([2, 10])('teacher assignment to a class × %i: one stay, the same answer', async (n) => {
    const cpf = free();
    const body = {
      nome: 'Caio Professor Reis',
      cpf,
      email: 'caio.prof@educacao.gov.br',
      emailPessoal: 'caio.prof@exemplo.com',
      dataNascimento: '1990-09-01',
      sexo: 'M',
      telefone: '8233334444',
      turmaId: cls['1004'],
    };
    const results = await burst(n, () => post(diego(), '/api/servidor/professor/enturmar', body));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const [person] = await t.db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, cpf));
    const stays = await t.db
      .select({ dataFim: servidorEscola.dataFim })
      .from(servidorEscola)
      .where(and(eq(servidorEscola.servidorId, person!.id), eq(servidorEscola.turmaId, cls['1004']!)));
    expect(stays).toEqual([{ dataFim: null }]);
  });

  it.each([2, 10])('user profile save × %i: one user, one link', async (n) => {
    const cpf = free();
    const body = {
      cpf,
      nome: 'Nova Pessoa de Teste',
      emailPessoal: 'nova.pessoa@email.com',
      telefonePessoal: '(82) 99888-7766',
      perfisVinculo: [{ idRegional: null, idMunicipio: null, idPerfilSistema: [2] }],
    };
    const results = await burst(n, () => post(admin(), '/api/Usuario', body));
    // On PostgreSQL the saves that lose the race on the new CPF get the users module's 409.
    for (const r of results) {
      if (r.statusCode !== 200) {
        expect([r.statusCode, r.body]).toEqual([
          409,
          'O usuário foi alterado por outra pessoa. Tente novamente.',
        ]);
      }
    }
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    const users = await t.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.cpf, cpf));
    expect(users).toHaveLength(1);
    const links = await t.db
      .select({ perfilId: usuarioPerfil.perfilId })
      .from(usuarioPerfil)
      .where(eq(usuarioPerfil.usuarioId, users[0]!.id));
    expect(links).toEqual([{ perfilId: 2 }]);
  });

  it.each([2, 10])('PARFI budget document × %i: one document', async (n) => {
    const plan = (
      await diego()('/api/PlanoParfi?escolaInep=27012345&anoPremio=2025&anoParfi=2025')
    ).json() as { planoAcao: { id: number; objetivoId: number }[] };
    const action = plan.planoAcao.find((a) => a.objetivoId === 3)!;
    const cnpj = n === 2 ? '11.222.333/0001-81' : '11.444.777/0001-61';
    const results = await burst(n, () => {
      const { payload, headers } = multipart({
        fields: {
          PlanoAcaoId: String(action.id),
          DocumentoId: '1',
          Cnpj: cnpj,
          ValorOrcamento: '2.800,00',
          DataExecucao: '2025-04-10',
        },
        file: { name: 'orcamento.pdf', data: PDF },
      });
      return diego()({
        method: 'POST',
        url: '/api/ArquivoAnexado?codigoInep=27012345&ano=2025',
        payload,
        headers,
      });
    });
    expectOneWinner(results, { status: 201, refusal: [400, PARFI_MSG.cpfCnpjAttached] });
    const docs = await t.db
      .select({ id: arquivoAnexado.id })
      .from(arquivoAnexado)
      .innerJoin(execucaoAcao, eq(execucaoAcao.id, arquivoAnexado.execucaoAcaoId))
      .where(and(eq(execucaoAcao.planoAcaoId, action.id), eq(arquivoAnexado.cnpj, cnpj.replace(/\D/g, ''))));
    expect(docs).toHaveLength(1);
  });

  it.each([2, 10])('PARFI fiscal document × %i: one invoice, counted once', async (n) => {
    const planUrl = '/api/PlanoParfi?escolaInep=27012345&anoPremio=2025&anoParfi=2025';
    const plan = (await diego()(planUrl)).json() as {
      valorExecutado: number;
      planoAcao: { id: number; objetivoId: number }[];
    };
    const action = plan.planoAcao.find((a) => a.objetivoId === 3)!;
    const results = await burst(n, () => {
      const { payload, headers } = multipart({
        fields: {
          PlanoAcaoId: String(action.id),
          DocumentoId: '4',
          Cnpj: '11.222.333/0001-81',
          ValorOrcamento: '10,00',
          NotaFiscal: `00077${n}`,
          DataExecucao: '2025-04-10',
        },
        file: { name: 'nota.pdf', data: PDF },
      });
      return diego()({
        method: 'POST',
        url: '/api/ArquivoAnexado?codigoInep=27012345&ano=2025',
        payload,
        headers,
      });
    });
    expectOneWinner(results, { status: 201, refusal: [400, PARFI_MSG.fiscalAttached] });
    const after = (await diego()(planUrl)).json() as { valorExecutado: number };
    expect(Math.round((after.valorExecutado - plan.valorExecutado) * 100)).toBe(1000);
  });
});
