/**
 * The data the authorization matrix test runs on, created in the test's own database (never in the
 * seed): one user per role linked at school A / Santa Aurora / 1ª CRE, and for each scope target a
 * school with a class, a student, staff, monitorings, a PARFI plan with actions, executions, files,
 * an approval record, a pairing with a visit report and a participant. School A's PARFI world comes
 * from the seed; the other targets get copies of it, so every scoped route has a valid request for
 * every target. Disposable rows serve the administrator's deletions.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cpfCheckDigits } from '@siam/domain/cpf';
import { normalizeStudentName } from '@siam/domain/students';
import type { RoleId, RoleScope } from '@siam/domain/roles';
import { roleScope } from '@siam/domain/roles';
import { usuario, usuarioPerfil } from '../../src/db/schema/auth';
import { anoParfi, anoPremio, pareamentoEscolas, premioEscola } from '../../src/db/schema/award';
import { turma } from '../../src/db/schema/classes';
import { acompanhamento, acompanhamentoAluno } from '../../src/db/schema/monitoring';
import { estruturaFicha } from '../../src/db/schema/sheets';
import {
  arquivoAnexado,
  deferirExecucao,
  execucaoAcao,
  objetivoObrigatorio,
  planoAcao,
  planoParfi,
} from '../../src/db/schema/parfi';
import { escola } from '../../src/db/schema/schools';
import { sincronizacaoResultado } from '../../src/db/schema/sige-sync';
import { servidor, servidorEscola } from '../../src/db/schema/staff';
import { aluno, alunoTurma } from '../../src/db/schema/students';
import { participanteVisita, relatorioVisita } from '../../src/db/schema/visit-reports';
import type { Db } from '../../src/db/types';
import type { TokenService } from '../../src/modules/auth/tokens';
import { ROLES, TARGETS, type PersonTarget, type Target } from './model';

/** The schools of the targets (demo data, docs/decisions/100) and the school each one visits. */
export const TARGET_SCHOOLS: Record<Target, { inep: string; partnerInep: string }> = {
  own: { inep: '27012345', partnerInep: '27012346' },
  sameMunicipality: { inep: '27012348', partnerInep: '27012349' },
  otherMunicipality: { inep: '27012346', partnerInep: '27012350' },
  otherRegional: { inep: '27099999', partnerInep: '27099990' },
};

export interface SchoolFx {
  target: Target;
  id: number;
  inep: string;
  nome: string;
  municipio: number;
  regional: number;
  classId: number;
  classSerie: number;
  /** Another current class of the school (teacher assignments: never the matrix teacher's class). */
  spareClassId: number;
  studentId: number;
  studentName: string;
  /** The student's form as PUT /api/Alunos takes it (saving it unchanged is idempotent). */
  studentForm: Record<string, unknown>;
  /** A staff member of the school (director, else coordinator) and their CPF. */
  staffId: number;
  staffCpf: string;
  /** CPFs of a director, a coordinator and a teacher of the school (else `staffCpf`). */
  directorCpf: string;
  coordinatorCpf: string;
  teacherCpf: string;
  /** A teacher of one of the school's classes (servidor id, class id). */
  teacherId: number | null;
  teacherClassId: number | null;
  activityId: number;
  learningId: number;
  learningStudentId: number;
  premioEscolaId: number;
  planId: number;
  actionId: number;
  /** The action sent for approval (it has an execution with documents). */
  sentActionId: number;
  executionId: number;
  fileId: number;
  deferralId: number;
  mandatoryId: number;
  pairingId: number;
  reportId: number;
  participantId: number;
  /** A kept SIGE synchronisation of the school (decision 126). */
  syncResultId: number;
  /** Strings that only this school's data contains (INEP, name, a student's name). */
  markers: string[];
}

/** A person named by the person-write cases (decision 120): CPF and staff record id. */
export interface PersonFx {
  cpf: string;
  servidorId: number;
}

export interface MatrixUser {
  role: RoleId;
  cpf: string;
  token: string;
}

export interface Fixture {
  year: number;
  /** A structure of the learning sheet (fichaId 1). */
  estruturaId: number;
  awardYear: { id: number; ano: number };
  parfiYear: { id: number; ano: number };
  schools: Record<Target, SchoolFx>;
  users: Record<number, MatrixUser>;
  /** The people of the "target above the caller" and "target outside the caller's area" cases. */
  people: Record<PersonTarget, PersonFx>;
  /** Rows that only the administrator's deletions use. */
  spare: {
    studentId: number;
    learningId: number;
    learningStudentId: number;
    schoolId: number;
    schoolToDeleteId: number;
  };
}

const one = <T>(rows: T[], what: string): T => {
  const row = rows[0];
  if (row === undefined) throw new Error(`authz fixture: no ${what}`);
  return row;
};

/** A valid CPF per role, outside the demo data (80 + role + 12345 + check digits). */
export function matrixCpf(role: RoleId): string {
  const base = `80${String(role).padStart(2, '0')}12345`;
  return base + cpfCheckDigits(base);
}

async function schoolByInep(db: Db, inep: string) {
  return one(await db.select().from(escola).where(eq(escola.codigoInep, inep)), `school ${inep}`);
}

/** One user per role, linked where a role of that kind works at school A. */
async function createUsers(
  db: Db,
  tokens: TokenService,
  schoolA: { id: number },
): Promise<Record<number, MatrixUser>> {
  const links: Record<RoleScope, { idRegional: number | null; idMunicipio: number | null; school: boolean }> =
    {
      admin: { idRegional: null, idMunicipio: null, school: false },
      state: { idRegional: null, idMunicipio: null, school: false },
      regional: { idRegional: 1, idMunicipio: null, school: false },
      municipal: { idRegional: 1, idMunicipio: 101, school: false },
      school: { idRegional: 1, idMunicipio: 101, school: true },
    };
  const users: Record<number, MatrixUser> = {};
  for (const role of ROLES) {
    const cpf = matrixCpf(role);
    const [u] = await db
      .insert(usuario)
      .values({ cpf, nome: `Matriz Perfil ${role}` })
      .returning({ id: usuario.id });
    const l = links[roleScope(role)];
    await db.insert(usuarioPerfil).values({
      usuarioId: u!.id,
      perfilId: role,
      idRegional: l.idRegional,
      idMunicipio: l.idMunicipio,
      escolaId: l.school ? schoolA.id : null,
    });
    users[role] = { role, cpf, token: (await tokens.sign(cpf, 0)).token };
  }
  return users;
}

/** Copies of school A's PARFI world (plan, actions, executions, files, approvals) for school `to`. */
async function clonePlan(
  db: Db,
  fromPlanId: number,
  toPremioEscolaId: number,
): Promise<{ planId: number; actions: Map<number, number>; executions: Map<number, number> }> {
  const [plan] = await db.select().from(planoParfi).where(eq(planoParfi.id, fromPlanId));
  const { id: _p, createdAt: _c, updatedAt: _u, ...planValues } = plan!;
  const [newPlan] = await db
    .insert(planoParfi)
    .values({ ...planValues, premioEscolaId: toPremioEscolaId })
    .returning({ id: planoParfi.id });
  const actions = new Map<number, number>();
  const executions = new Map<number, number>();
  for (const a of await db
    .select()
    .from(planoAcao)
    .where(eq(planoAcao.planoParfiId, fromPlanId))
    .orderBy(asc(planoAcao.id))) {
    const { id, createdAt: _ac, updatedAt: _au, ...values } = a;
    const [na] = await db
      .insert(planoAcao)
      .values({ ...values, planoParfiId: newPlan!.id })
      .returning({ id: planoAcao.id });
    actions.set(id, na!.id);
    for (const e of await db.select().from(execucaoAcao).where(eq(execucaoAcao.planoAcaoId, id))) {
      const { id: eid, createdAt: _ec, updatedAt: _eu, ...ev } = e;
      const [ne] = await db
        .insert(execucaoAcao)
        .values({ ...ev, planoAcaoId: na!.id })
        .returning({ id: execucaoAcao.id });
      executions.set(eid, ne!.id);
      for (const f of await db.select().from(arquivoAnexado).where(eq(arquivoAnexado.execucaoAcaoId, eid))) {
        const { id: _f, createdAt: _fc, ...fv } = f as typeof f & { createdAt?: Date };
        await db.insert(arquivoAnexado).values({ ...fv, execucaoAcaoId: ne!.id });
      }
      for (const d of await db
        .select()
        .from(deferirExecucao)
        .where(eq(deferirExecucao.execucaoAcaoId, eid))) {
        const { id: _d, ...dv } = d;
        await db.insert(deferirExecucao).values({ ...dv, execucaoAcaoId: ne!.id });
      }
    }
  }
  for (const m of await db
    .select()
    .from(objetivoObrigatorio)
    .where(eq(objetivoObrigatorio.planoParfiId, fromPlanId))) {
    const { id: _m, ...mv } = m;
    await db
      .insert(objetivoObrigatorio)
      .values({ ...mv, planoParfiId: newPlan!.id, relatorioVisitaId: null });
  }
  return { planId: newPlan!.id, actions, executions };
}

async function premioOf(
  db: Db,
  anoPremioId: number,
  escolaId: number,
  like: typeof premioEscola.$inferSelect,
) {
  const [found] = await db
    .select({ id: premioEscola.id })
    .from(premioEscola)
    .where(and(eq(premioEscola.anoPremioId, anoPremioId), eq(premioEscola.escolaId, escolaId)));
  if (found) return found.id;
  const { id: _id, ...values } = like;
  const [created] = await db
    .insert(premioEscola)
    .values({ ...values, escolaId })
    .returning({ id: premioEscola.id });
  return created!.id;
}

async function monitoringOf(
  db: Db,
  tipo: number,
  turmaId: number,
  ano: number,
  bimestre: number,
  cpf: string,
) {
  const [found] = await db
    .select({ id: acompanhamento.id })
    .from(acompanhamento)
    .where(
      and(
        eq(acompanhamento.tipo, tipo),
        eq(acompanhamento.turmaId, turmaId),
        eq(acompanhamento.ano, ano),
        eq(acompanhamento.bimestre, bimestre),
      ),
    );
  if (found) return found.id;
  const [created] = await db
    .insert(acompanhamento)
    .values({ tipo, turmaId, ano, bimestre, responsavel: cpf })
    .returning({ id: acompanhamento.id });
  return created!.id;
}

async function studentRecordOf(db: Db, acompanhamentoId: number, alunoId: number) {
  const [found] = await db
    .select({ id: acompanhamentoAluno.id })
    .from(acompanhamentoAluno)
    .where(
      and(
        eq(acompanhamentoAluno.acompanhamentoId, acompanhamentoId),
        eq(acompanhamentoAluno.alunoId, alunoId),
      ),
    );
  if (found) return found.id;
  const [created] = await db
    .insert(acompanhamentoAluno)
    .values({ acompanhamentoId, alunoId })
    .returning({ id: acompanhamentoAluno.id });
  return created!.id;
}

export async function createFixture(db: Db, tokens: TokenService): Promise<Fixture> {
  const schoolA = await schoolByInep(db, TARGET_SCHOOLS.own.inep);
  const [{ year }] = (await db
    .select({ year: turma.anoTurma })
    .from(turma)
    .where(eq(turma.escolaId, schoolA.id))
    .orderBy(desc(turma.anoTurma))
    .limit(1)) as [{ year: number }];
  const users = await createUsers(db, tokens, schoolA);

  // School A's award world (seed): the award year, its first PARFI year, A's plan.
  const premioA = one(
    await db.select().from(premioEscola).where(eq(premioEscola.escolaId, schoolA.id)),
    "school A's award",
  );
  const [award] = await db.select().from(anoPremio).where(eq(anoPremio.id, premioA.anoPremioId));
  const planA = one(
    await db
      .select()
      .from(planoParfi)
      .where(eq(planoParfi.premioEscolaId, premioA.id))
      .orderBy(asc(planoParfi.id)),
    "school A's plan",
  );
  const [parfiYear] = await db.select().from(anoParfi).where(eq(anoParfi.id, planA.anoParfiId));
  const pairingA = one(
    await db.select().from(pareamentoEscolas).where(eq(pareamentoEscolas.escolaPremiadaId, schoolA.id)),
    "school A's pairing",
  );
  const premioB = one(
    await db.select().from(premioEscola).where(eq(premioEscola.escolaId, pairingA.escolaFomentadaId)),
    "school B's award",
  );

  const schools = {} as Record<Target, SchoolFx>;
  /** People working at school A: another target's person must not be one of them (Carla is at A and B). */
  const staffOfA = new Set<number>();
  for (const target of TARGETS) {
    const { inep, partnerInep } = TARGET_SCHOOLS[target];
    const s = await schoolByInep(db, inep);
    const partner = await schoolByInep(db, partnerInep);
    const regional = s.municipio === 101 || s.municipio === 102 ? 1 : 2;

    // A current class with a student in it (class 1002 and Joana at school A).
    const enrolled = await db
      .select({
        classId: turma.id,
        serie: turma.serie,
        codigo: turma.codigoTurma,
        studentId: aluno.id,
        nome: aluno.nome,
      })
      .from(alunoTurma)
      .innerJoin(turma, eq(turma.id, alunoTurma.turmaId))
      .innerJoin(aluno, eq(aluno.id, alunoTurma.alunoId))
      .where(
        and(
          eq(turma.escolaId, s.id),
          eq(turma.anoTurma, year),
          eq(turma.situacao, 1),
          isNull(alunoTurma.dataFim),
        ),
      )
      .orderBy(asc(turma.codigoTurma), asc(aluno.id));
    const klass = enrolled.find((r) => r.codigo === '1002') ?? one(enrolled, `a class of ${inep}`);
    const [spareClass] = await db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.escolaId, s.id), eq(turma.anoTurma, year), eq(turma.situacao, 1)))
      .orderBy(desc(turma.codigoTurma));
    const spareClassId = spareClass && spareClass.id !== klass.classId ? spareClass.id : klass.classId;

    const staff = await db
      .select({
        id: servidor.id,
        cpf: servidor.cpf,
        funcao: servidorEscola.funcao,
        turmaId: servidorEscola.turmaId,
      })
      .from(servidorEscola)
      .innerJoin(servidor, eq(servidor.id, servidorEscola.servidorId))
      .where(and(eq(servidorEscola.escolaId, s.id), isNull(servidorEscola.dataFim)))
      .orderBy(asc(servidorEscola.funcao), asc(servidor.id));
    if (target === 'own') for (const p of staff) staffOfA.add(p.id);
    let head = staff.find(
      (p) => (p.funcao === 1 || p.funcao === 2) && (target === 'own' || !staffOfA.has(p.id)),
    );
    if (!head) {
      // School B's only coordinator is Carla, who works at A too: a coordinator of B alone.
      const base = `81${inep.slice(-4)}123`;
      const cpf = base + cpfCheckDigits(base);
      const [p] = await db
        .insert(servidor)
        .values({ cpf, nome: `Coordenadora Matriz ${inep}` })
        .returning({ id: servidor.id });
      await db
        .insert(servidorEscola)
        .values({ servidorId: p!.id, escolaId: s.id, funcao: 2, turno: 1, dataInicio: `${year}-02-01` });
      head = { id: p!.id, cpf, funcao: 2, turmaId: null };
    }
    const [st] = await db.select().from(aluno).where(eq(aluno.id, klass.studentId));
    const studentForm = {
      id: st!.id,
      nome: st!.nome,
      nomeMae: st!.nomeMae,
      nomePai: st!.nomePai ?? '',
      cpf: st!.cpf ?? '',
      sexo: st!.sexo,
      cor: st!.cor,
      transporte: st!.transporte,
      dataNascimento: st!.dataNascimento,
      codigoInep: st!.codigoInep ?? '',
      pessoaComDeficiencia: st!.pessoaComDeficiencia,
      descricaoDeficiencia: st!.descricaoDeficiencia,
    };
    const pick = (funcao: number) =>
      funcao === head.funcao
        ? head
        : staff.find((p) => p.funcao === funcao && (target === 'own' || !staffOfA.has(p.id)));
    const teacher =
      staff.find((p) => p.turmaId !== null && (target === 'own' || !staffOfA.has(p.id))) ?? null;

    // At school A the matrix's Professor Escola is the class's teacher and the monitorings' responsible.
    const responsible = target === 'own' ? users[17]!.cpf : head.cpf;
    const activityId = await monitoringOf(db, 2, klass.classId, year, 4, responsible);
    const learningId = await monitoringOf(db, 1, klass.classId, year, 4, responsible);
    const learningStudentId = await studentRecordOf(db, learningId, klass.studentId);

    // PARFI: school A's own plan; copies of it elsewhere.
    let premioEscolaId = premioA.id;
    let planId = planA.id;
    let actionIds: Map<number, number>;
    let executionIds: Map<number, number>;
    let pairingId = pairingA.id;
    const actionsA = await db
      .select({ id: planoAcao.id })
      .from(planoAcao)
      .where(eq(planoAcao.planoParfiId, planA.id))
      .orderBy(asc(planoAcao.id));
    if (target === 'own') {
      actionIds = new Map(actionsA.map((a) => [a.id, a.id]));
      const execs = await db
        .select({ id: execucaoAcao.id })
        .from(execucaoAcao)
        .where(
          inArray(
            execucaoAcao.planoAcaoId,
            actionsA.map((a) => a.id),
          ),
        );
      executionIds = new Map(execs.map((e) => [e.id, e.id]));
    } else {
      premioEscolaId = await premioOf(db, premioA.anoPremioId, s.id, premioA);
      await premioOf(db, premioA.anoPremioId, partner.id, premioB);
      const copy = await clonePlan(db, planA.id, premioEscolaId);
      planId = copy.planId;
      actionIds = copy.actions;
      executionIds = copy.executions;
      const [p] = await db
        .insert(pareamentoEscolas)
        .values({ anoPremioId: premioA.anoPremioId, escolaPremiadaId: s.id, escolaFomentadaId: partner.id })
        .returning({ id: pareamentoEscolas.id });
      pairingId = p!.id;
    }
    const execRows = await db
      .select({ id: execucaoAcao.id, planoAcaoId: execucaoAcao.planoAcaoId })
      .from(execucaoAcao)
      .where(inArray(execucaoAcao.id, [...executionIds.values()]))
      .orderBy(asc(execucaoAcao.id));
    const sentExec = one(execRows, `an execution of ${inep}'s plan`);
    const file = one(
      await db
        .select({ id: arquivoAnexado.id })
        .from(arquivoAnexado)
        .where(eq(arquivoAnexado.execucaoAcaoId, sentExec.id)),
      `a document of ${inep}'s execution`,
    );
    // An open approval record (level 1) of the sent execution, so the approval calls name real data.
    const [deferral] =
      (await db
        .select({ id: deferirExecucao.id })
        .from(deferirExecucao)
        .where(eq(deferirExecucao.execucaoAcaoId, sentExec.id))) ?? [];
    const deferralId =
      deferral?.id ??
      (
        await db
          .insert(deferirExecucao)
          .values({ execucaoAcaoId: sentExec.id, nivelDeferimentoId: 1, statusAnterior: 0 })
          .returning({ id: deferirExecucao.id })
      )[0]!.id;
    const unsent = [...actionIds.values()].find((id) => id !== sentExec.planoAcaoId) ?? sentExec.planoAcaoId;

    const [report] = await db
      .insert(relatorioVisita)
      .values({
        tipoRelatorioId: 2,
        pareamentoEscolasId: pairingId,
        anoParfiId: planA.anoParfiId,
        data: `${year}-03-10`,
      })
      .returning({ id: relatorioVisita.id });
    // A mandatory objective imposed on the plan by that report (objective 2: not one of the copies').
    const [mandatory] =
      (await db
        .select({ id: objetivoObrigatorio.id })
        .from(objetivoObrigatorio)
        .where(eq(objetivoObrigatorio.planoParfiId, planId))) ?? [];
    const mandatoryId =
      mandatory?.id ??
      (
        await db
          .insert(objetivoObrigatorio)
          .values({ planoParfiId: planId, objetivoId: 2, relatorioVisitaId: report!.id })
          .returning({ id: objetivoObrigatorio.id })
      )[0]!.id;
    const [participant] = await db
      .insert(participanteVisita)
      .values({
        relatorioVisitaId: report!.id,
        nome: `Participante ${inep}`,
        cpf: head.cpf,
        codigoPerfil: 15,
      })
      .returning({ id: participanteVisita.id });

    const [syncResult] = await db
      .insert(sincronizacaoResultado)
      .values({
        escolaId: s.id,
        usuarioCpf: head.cpf,
        usuarioNome: `Matriz ${inep}`,
        perfilId: 15,
        executadaEm: new Date(),
        resumo: {
          turmasCriadas: 0,
          turmasAtualizadas: 0,
          turmasDesativadas: 0,
          estudantesCadastrados: 0,
          estudantesAtualizados: 1,
          estudantesEnturmados: 0,
          estudantesSairam: 0,
          total: 1,
        },
        alteracoes: [],
        alunoIds: [klass.studentId],
      })
      .returning({ id: sincronizacaoResultado.id });

    schools[target] = {
      target,
      id: s.id,
      inep,
      nome: s.nome,
      municipio: s.municipio,
      regional,
      classId: klass.classId,
      classSerie: klass.serie,
      spareClassId,
      studentId: klass.studentId,
      studentName: klass.nome,
      studentForm,
      staffId: head.id,
      staffCpf: head.cpf,
      directorCpf: pick(1)?.cpf ?? head.cpf,
      coordinatorCpf: pick(2)?.cpf ?? head.cpf,
      teacherCpf: teacher?.cpf ?? head.cpf,
      teacherId: teacher?.id ?? null,
      teacherClassId: teacher?.turmaId ?? null,
      activityId,
      learningId,
      learningStudentId,
      premioEscolaId,
      planId,
      actionId: unsent,
      sentActionId: sentExec.planoAcaoId,
      executionId: sentExec.id,
      fileId: file.id,
      deferralId,
      mandatoryId,
      pairingId,
      reportId: report!.id,
      participantId: participant!.id,
      syncResultId: syncResult!.id,
      markers: [inep, s.nome, klass.nome],
    };
  }

  // The Professor Escola user teaches school A's class (a teacher reads and writes only their classes).
  const a = schools.own;
  const [teacher] = await db
    .insert(servidor)
    .values({ cpf: users[17]!.cpf, nome: 'Matriz Perfil 17' })
    .returning({ id: servidor.id });
  await db
    .update(servidorEscola)
    .set({ dataFim: sql`${servidorEscola.dataInicio}` })
    .where(and(eq(servidorEscola.turmaId, a.classId), isNull(servidorEscola.dataFim)));
  await db.insert(servidorEscola).values({
    servidorId: teacher!.id,
    escolaId: a.id,
    funcao: 4,
    turmaId: a.classId,
    dataInicio: `${year}-02-01`,
  });
  await db.update(turma).set({ professorId: teacher!.id }).where(eq(turma.id, a.classId));
  const [estrutura] = await db
    .select({ id: estruturaFicha.id })
    .from(estruturaFicha)
    .where(eq(estruturaFicha.fichaId, 1))
    .orderBy(asc(estruturaFicha.id))
    .limit(1);

  // Disposable rows for the administrator's deletions.
  const [spareStudent] = await db
    .insert(aluno)
    .values({
      nome: 'Aluno Descartavel Matriz',
      nomeNormalizado: normalizeStudentName('Aluno Descartavel Matriz'),
      sexo: 'M',
      dataNascimento: '2019-05-05',
      nomeMae: 'Mae Descartavel Matriz',
      escolaId: a.id,
    })
    .returning({ id: aluno.id });
  const otherClass = one(
    await db
      .select({ id: turma.id })
      .from(turma)
      .where(and(eq(turma.escolaId, a.id), eq(turma.anoTurma, year), eq(turma.situacao, 1)))
      .orderBy(desc(turma.codigoTurma)),
    'a second class at school A',
  );
  const spareLearningId = await monitoringOf(db, 1, otherClass.id, year, 2, a.staffCpf);
  const spareLearningStudentId = await studentRecordOf(db, spareLearningId, spareStudent!.id);
  const [spareSchool] = await db
    .insert(escola)
    .values({ codigoInep: '27088801', nome: 'Escola Matriz Alteravel', municipio: 101 })
    .returning({ id: escola.id });
  const [schoolToDelete] = await db
    .insert(escola)
    .values({ codigoInep: '27088802', nome: 'Escola Matriz Excluivel', municipio: 101 })
    .returning({ id: escola.id });

  // The people of the person-write cases (decision 120): Ana, the Administrador (a role above every
  // other), and a Cadastro Escola of school C alone (user link and current stay), outside the area
  // of every matrix user but the state-wide ones.
  const [ana] = await db.select({ id: servidor.id }).from(servidor).where(eq(servidor.cpf, '11144477735'));
  const c = schools.otherRegional;
  const outsideBase = '830312345';
  const outsideCpf = outsideBase + cpfCheckDigits(outsideBase);
  const [outsideUser] = await db
    .insert(usuario)
    .values({ cpf: outsideCpf, nome: 'Cadastro Matriz Fora da Area' })
    .returning({ id: usuario.id });
  await db.insert(usuarioPerfil).values({
    usuarioId: outsideUser!.id,
    perfilId: 19,
    idRegional: c.regional,
    idMunicipio: c.municipio,
    escolaId: c.id,
  });
  const [outsidePerson] = await db
    .insert(servidor)
    .values({ cpf: outsideCpf, nome: 'Cadastro Matriz Fora da Area' })
    .returning({ id: servidor.id });
  await db.insert(servidorEscola).values({
    servidorId: outsidePerson!.id,
    escolaId: c.id,
    funcao: 5,
    turno: 1,
    dataInicio: `${year}-02-01`,
  });

  return {
    year,
    estruturaId: estrutura!.id,
    awardYear: { id: award!.id, ano: award!.ano },
    parfiYear: { id: parfiYear!.id, ano: parfiYear!.ano },
    schools,
    users,
    people: {
      above: { cpf: '11144477735', servidorId: one(ana ? [ana] : [], 'staff record of Ana').id },
      outside: { cpf: outsideCpf, servidorId: outsidePerson!.id },
    },
    spare: {
      studentId: spareStudent!.id,
      learningId: spareLearningId,
      learningStudentId: spareLearningStudentId,
      schoolId: spareSchool!.id,
      schoolToDeleteId: schoolToDelete!.id,
    },
  };
}
