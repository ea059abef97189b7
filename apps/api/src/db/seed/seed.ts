import { sql } from 'drizzle-orm';
import { ALL_ROLE_IDS, ROLE_NAMES } from '@siam/domain/roles';
import { normalizeStudentName } from '@siam/domain/students';
import { hashPassword } from '../../lib/password';
import { auditLog } from '../schema/audit';
import { perfil, usuario, usuarioPerfil } from '../schema/auth';
import { eventoCalendario } from '../schema/calendar';
import { turma } from '../schema/classes';
import { acompanhamento, periodoAcompanhamento } from '../schema/monitoring';
import { municipio, regional } from '../schema/places';
import { escola } from '../schema/schools';
import { servidor, servidorEscola } from '../schema/staff';
import { aluno, alunoTurma } from '../schema/students';
import { video } from '../schema/videos';
import type { Db } from '../types';
import { DEMO_PASSWORD, DEMO_USERS, MUNICIPIOS, REGIONAIS, VIDEOS } from './demo-core';
import { seedMonitoringContent } from './monitoring-content';
import { seedParfi } from './parfi';
import { seedVisitReports } from './visit-reports';
import { buildSeedPlan, productDay } from './plan';

export interface SeedResult {
  seeded: boolean;
  counts?: Record<string, number>;
}

function byKey<T>(map: Map<string, T>, key: string): T {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed: unknown key ${key}`);
  return v;
}

/**
 * Loads the demo data on first start (no user yet), in one transaction; skips otherwise. The demo
 * password is hashed once and shared by the demo users. Rows go in by batches (one INSERT per table).
 */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<SeedResult> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(usuario);
  if (n > 0) return { seeded: false };

  const plan = buildSeedPlan(productDay(now));
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    // Another instance may be seeding at the same moment: serialize on a transaction lock and re-check.
    await tx.execute(sql`select pg_advisory_xact_lock(427001)`);
    const [again = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(usuario);
    if (again.n > 0) return { seeded: false };

    await tx.insert(perfil).values(ALL_ROLE_IDS.map((id) => ({ id, nome: ROLE_NAMES[id] })));
    await tx.insert(regional).values(REGIONAIS);
    await tx.insert(municipio).values(MUNICIPIOS);

    const schoolRows = await tx
      .insert(escola)
      .values(plan.schools.map(({ key: _key, ...s }) => s))
      .returning({ id: escola.id, codigoInep: escola.codigoInep });
    const schoolId = new Map<string, number>();
    for (const s of plan.schools) {
      const row = schoolRows.find((r) => r.codigoInep === s.codigoInep);
      if (row) schoolId.set(s.key, row.id);
    }

    const userRows = await tx
      .insert(usuario)
      .values(
        DEMO_USERS.map((u) => ({
          cpf: u.cpf,
          nome: u.nome,
          emailPessoal: u.emailPessoal,
          telefone: u.telefone,
          passwordHash,
        })),
      )
      .returning({ id: usuario.id, cpf: usuario.cpf });
    const userId = new Map(userRows.map((r) => [r.cpf, r.id]));
    await tx.insert(usuarioPerfil).values(
      DEMO_USERS.flatMap((u) =>
        u.links.map((l) => ({
          usuarioId: byKey(userId, u.cpf),
          perfilId: l.perfil,
          idRegional: l.regional ?? null,
          idMunicipio: l.municipio ?? null,
          escolaId: l.escola ? byKey(schoolId, l.escola) : null,
        })),
      ),
    );

    const personRows = await tx
      .insert(servidor)
      .values(plan.people)
      .returning({ id: servidor.id, cpf: servidor.cpf });
    const personId = new Map(personRows.map((r) => [r.cpf, r.id]));

    const classRows = await tx
      .insert(turma)
      .values(
        plan.classes.map((c) => ({
          escolaId: byKey(schoolId, c.escola),
          codigoTurma: c.codigoTurma,
          nomeTurma: c.nomeTurma,
          serie: c.serie,
          turno: c.turno,
          nivelEnsino: c.nivelEnsino,
          situacao: c.situacao,
          anoTurma: c.anoTurma,
          professorId: c.professorCpf ? byKey(personId, c.professorCpf) : null,
        })),
      )
      .returning({
        id: turma.id,
        escolaId: turma.escolaId,
        codigoTurma: turma.codigoTurma,
        anoTurma: turma.anoTurma,
      });
    const classId = new Map<string, number>();
    for (const c of plan.classes) {
      const eid = byKey(schoolId, c.escola);
      const row = classRows.find(
        (r) => r.escolaId === eid && r.codigoTurma === c.codigoTurma && r.anoTurma === c.anoTurma,
      );
      if (row) classId.set(c.key, row.id);
    }
    // Staff stays (teacher stays point at their class).
    await tx.insert(servidorEscola).values(
      plan.staffLinks.map((l) => ({
        servidorId: byKey(personId, l.cpf),
        escolaId: byKey(schoolId, l.escola),
        funcao: l.funcao,
        turmaId: l.turma ? byKey(classId, l.turma) : null,
        turno: l.turno,
        dataInicio: l.dataInicio,
        dataFim: l.dataFim,
      })),
    );

    const studentRows = await tx
      .insert(aluno)
      .values(
        plan.students.map(({ escola: key, ...st }) => ({
          ...st,
          nomeNormalizado: normalizeStudentName(st.nome),
          escolaId: key ? byKey(schoolId, key) : null,
        })),
      )
      .returning({ id: aluno.id, cpf: aluno.cpf });
    const studentId = new Map(studentRows.map((r) => [r.cpf ?? '', r.id]));
    await tx.insert(alunoTurma).values(
      plan.enrolments.map((e) => ({
        alunoId: byKey(studentId, e.cpf),
        turmaId: byKey(classId, e.turma),
        ano: e.ano,
        motivo: e.motivo,
        dataInicio: e.dataInicio,
        dataFim: e.dataFim,
      })),
    );

    await tx.insert(periodoAcompanhamento).values(plan.periods);
    await tx.insert(acompanhamento).values(
      plan.monitorings.map(({ turma: key, ...m }) => ({
        ...m,
        turmaId: byKey(classId, key),
        componente: 1,
      })),
    );
    const monitoringContent = await seedMonitoringContent(tx);
    const parfi = await seedParfi(tx, { A: byKey(schoolId, 'A'), B: byKey(schoolId, 'B') });
    const visitReports = await seedVisitReports(tx);
    await tx.insert(video).values(VIDEOS.map((v, i) => ({ ...v, ordem: i + 1 })));
    await tx.insert(eventoCalendario).values(plan.events);

    const counts = {
      escolas: plan.schools.length,
      usuarios: DEMO_USERS.length,
      servidores: plan.people.length,
      turmas: plan.classes.length,
      alunos: plan.students.length,
      enturmacoes: plan.enrolments.length,
      periodos: plan.periods.length,
      acompanhamentos: plan.monitorings.length,
      eventos: plan.events.length,
      videos: VIDEOS.length,
      ...monitoringContent,
      ...parfi,
      ...visitReports,
    };
    await tx.insert(auditLog).values({ action: 'seed', entity: 'sistema', after: counts });
    return { seeded: true, counts };
  });
}
