import { toIsoDate } from '@siam/domain/dates';
import { Motivo } from '@siam/domain/enums';
import {
  SIGE_CONFLICT,
  SIGE_SCHOOL_NOT_FOUND,
  SYNC_NOT_SIGE,
  SYNC_REASON,
  SYNC_RESULT_NOT_FOUND,
  summarizeSync,
} from '@siam/domain/school-import';
import type { SyncResult, SyncResultItem, SyncResultRow } from '@siam/domain/contracts/sige-sync';
import { normalizeStudentName } from '@siam/domain/students';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { audit, insertStudentAccess } from '../audit';
import type { Caller } from '../../lib/caller';
import { assertSchoolInScope } from '../auth';
import type { SigeAdapter, SigeClass, SigeStudent } from './sige.adapter';
import {
  classNames,
  endStay,
  findSchoolForSync,
  findStudentByCpf,
  findStudentByMatricula,
  findStudentsInClasses,
  findSyncResult,
  findYearClasses,
  insertClass,
  insertSyncResult,
  listSyncResults,
  insertSigeStudent,
  lockSchoolRow,
  openStay,
  updateClass,
  updateSigeStudent,
  type ClassRow,
  type StudentRow,
  type StudentValues,
} from './sige-sync.repository';

export const SCHOOL_NOT_FOUND = 'Nenhuma escola encontrada';

export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

const conflict = () => new AppError('CONFLICT', 409, SIGE_CONFLICT);

/** The SIGE data of a student as the product stores it. */
function studentValues(s: SigeStudent): StudentValues {
  return {
    nome: s.nome,
    nomeNormalizado: normalizeStudentName(s.nome),
    cpf: s.cpf,
    dataNascimento: s.dataNascimento,
    sexo: s.sexo,
    nomeMae: s.nomeMae,
    matricula: s.matricula,
    codigoInep: s.codigoInep,
  };
}

/** The fields SIGE changed (a CPF or INEP code SIGE does not know is kept). */
function changedFields(row: StudentRow, v: StudentValues): Partial<StudentValues> {
  const out: Partial<StudentValues> = {};
  if (row.nome !== v.nome) {
    out.nome = v.nome;
    out.nomeNormalizado = v.nomeNormalizado;
  }
  if (v.cpf !== null && row.cpf !== v.cpf) out.cpf = v.cpf;
  if (row.dataNascimento !== v.dataNascimento) out.dataNascimento = v.dataNascimento;
  if (row.sexo !== v.sexo) out.sexo = v.sexo;
  if (row.nomeMae !== v.nomeMae) out.nomeMae = v.nomeMae;
  if (row.matricula !== v.matricula) out.matricula = v.matricula;
  if (v.codigoInep !== null && row.codigoInep !== v.codigoInep) out.codigoInep = v.codigoInep;
  return out;
}

/** SIGE must not list one enrolment number or CPF twice. */
function assertNoRepeats(turmas: SigeClass[]): void {
  const codes = new Set<string>();
  const matriculas = new Set<string>();
  const cpfs = new Set<string>();
  for (const c of turmas) {
    if (codes.has(c.codigoTurma)) throw conflict();
    codes.add(c.codigoTurma);
    for (const s of c.alunos) {
      if (matriculas.has(s.matricula) || (s.cpf !== null && cpfs.has(s.cpf))) throw conflict();
      matriculas.add(s.matricula);
      if (s.cpf !== null) cpfs.add(s.cpf);
    }
  }
}

/** How many kept synchronisations the school's list shows (the newest). */
export const SYNC_RESULTS_LIMIT = 50;

/** What a synchronisation answers: its changes, and the id of the kept result (decision 126). */
export interface SyncOutcome {
  rows: SyncResultRow[];
  resultadoId: number;
}

export function createSigeSyncService(db: Db, sige: SigeAdapter, now: () => Date) {
  return {
    /**
     * POST /api/Escolas/Sincronizar: brings the school's classes of the current year and their
     * students in line with SIGE, in one transaction, and answers one row per change (none when the
     * product already matches). Classes absent from SIGE are deactivated, students absent from it
     * leave their class (the stay ends, 'Transferir'); nothing is deleted.
     */
    async synchronize(ctx: Ctx, codigoInep: string): Promise<SyncOutcome> {
      const school = await findSchoolForSync(db, codigoInep);
      if (!school) throw notFound(SCHOOL_NOT_FOUND);
      await assertSchoolInScope(db, ctx.caller, school.id);
      if (!school.sige) throw badRequest(SYNC_NOT_SIGE);
      const remote = await sige.getSchool(codigoInep);
      if (!remote) throw notFound(SIGE_SCHOOL_NOT_FOUND);
      assertNoRepeats(remote.turmas);

      const today = toIsoDate(now());
      const ano = now().getFullYear();
      try {
        return await db.transaction(async (tx) => {
          await lockSchoolRow(tx, school.id);
          const rows: SyncResultRow[] = [];
          // The students this sync changes, for their access log (decision 104).
          const touched = new Map<number, string>();
          const touch = (id: number, reason: string) => {
            const prev = touched.get(id);
            touched.set(id, prev ? `${prev} ${reason}` : reason);
          };
          const classRow = (c: ClassRow | SigeClass, mensagem: string, s?: SigeStudent | StudentRow) =>
            rows.push({
              codigo_Turma: c.codigoTurma,
              nome_Turma: c.nomeTurma,
              serie: c.serie,
              turno: c.turno,
              identificador: s ? (s.matricula ?? null) : null,
              nome_Aluno: s ? s.nome : null,
              cpf_Aluno: s ? (s.cpf ?? null) : null,
              mensagem,
            });

          // Classes.
          const existing = await findYearClasses(tx, school.id, ano);
          const byCode = new Map(existing.map((c) => [c.codigoTurma, c]));
          const classIdOf = new Map<string, number>();
          for (const c of remote.turmas) {
            const mine = byCode.get(c.codigoTurma);
            const values = {
              codigoTurma: c.codigoTurma,
              nomeTurma: c.nomeTurma,
              serie: c.serie,
              turno: c.turno,
              nivelEnsino: c.nivelEnsino,
            };
            if (!mine) {
              classIdOf.set(
                c.codigoTurma,
                await insertClass(tx, { ...values, escolaId: school.id, anoTurma: ano }),
              );
              classRow(c, SYNC_REASON.classCreated);
              continue;
            }
            classIdOf.set(c.codigoTurma, mine.id);
            if (
              mine.nomeTurma !== c.nomeTurma ||
              mine.serie !== c.serie ||
              mine.turno !== c.turno ||
              mine.nivelEnsino !== c.nivelEnsino ||
              mine.situacao !== 1
            ) {
              await updateClass(tx, mine.id, { ...values, situacao: 1 });
              classRow(c, SYNC_REASON.classUpdated);
            }
          }
          const remoteCodes = new Set(remote.turmas.map((c) => c.codigoTurma));
          const dropped = existing.filter((c) => !remoteCodes.has(c.codigoTurma) && c.situacao === 1);

          // Students.
          const before = await findStudentsInClasses(
            tx,
            existing.map((c) => c.id),
          );
          const classById = new Map(existing.map((c) => [c.id, c]));
          const names = await classNames(
            tx,
            before.map((s) => s.stayTurmaId ?? 0).filter((id) => id > 0),
          );
          const kept = new Set<number>();
          for (const c of remote.turmas) {
            const turmaId = classIdOf.get(c.codigoTurma);
            if (turmaId === undefined) throw new Error('class without id');
            for (const s of c.alunos) {
              const values = studentValues(s);
              let mine = await findStudentByMatricula(tx, school.id, s.matricula);
              if (!mine && s.cpf !== null) mine = await findStudentByCpf(tx, s.cpf);
              if (mine && s.cpf !== null && mine.cpf !== s.cpf) {
                const holder = await findStudentByCpf(tx, s.cpf);
                if (holder && holder.id !== mine.id) throw conflict();
              }
              if (mine && kept.has(mine.id)) throw conflict();
              if (!mine) {
                const id = await insertSigeStudent(tx, {
                  ...values,
                  escolaId: school.id,
                  serie: c.serie,
                  nivelEnsino: c.nivelEnsino,
                });
                await openStay(tx, { alunoId: id, turmaId, ano, dataInicio: today, motivo: Motivo.Normal });
                kept.add(id);
                classRow(c, SYNC_REASON.studentCreated, s);
                touch(id, SYNC_REASON.studentCreated);
                continue;
              }
              kept.add(mine.id);
              const changes = changedFields(mine, values);
              const moving = mine.stayTurmaId !== turmaId;
              if (Object.keys(changes).length > 0 || moving) {
                await updateSigeStudent(tx, mine.id, {
                  ...changes,
                  ...(moving ? { escolaId: school.id, serie: c.serie, nivelEnsino: c.nivelEnsino } : {}),
                });
              }
              if (Object.keys(changes).length > 0) {
                classRow(c, SYNC_REASON.studentUpdated, s);
                touch(mine.id, SYNC_REASON.studentUpdated);
              }
              if (!moving) continue;
              let reason: string = SYNC_REASON.studentEnrolled;
              if (mine.stayId !== null && mine.stayTurmaId !== null) {
                const from = classById.get(mine.stayTurmaId) ?? names.get(mine.stayTurmaId);
                const sameSchool = classById.has(mine.stayTurmaId);
                await endStay(tx, mine.stayId, today, sameSchool ? Motivo.Remanejar : Motivo.Transferir);
                if (sameSchool && from) {
                  reason = SYNC_REASON.studentMoved('nomeTurma' in from ? from.nomeTurma : from.nome);
                }
              }
              await openStay(tx, {
                alunoId: mine.id,
                turmaId,
                ano,
                dataInicio: today,
                motivo: Motivo.Normal,
              });
              classRow(c, reason, s);
              touch(mine.id, reason);
            }
          }
          for (const s of before) {
            if (kept.has(s.id) || s.stayId === null || s.stayTurmaId === null) continue;
            await endStay(tx, s.stayId, today, Motivo.Transferir);
            const from = classById.get(s.stayTurmaId);
            if (from) classRow(from, SYNC_REASON.studentLeft, s);
            touch(s.id, SYNC_REASON.studentLeft);
          }
          for (const c of dropped) {
            await updateClass(tx, c.id, { situacao: 0 });
            classRow(c, SYNC_REASON.classDeactivated);
          }

          await insertStudentAccess(
            tx,
            { usuarioCpf: ctx.caller.cpf, perfilId: ctx.caller.role, ip: ctx.ip ?? null },
            [...touched].map(([alunoId, mensagem]) => ({
              alunoIds: [alunoId],
              acao: 'sincronizar',
              detalhe: `Sincronização com o SIGE (escola ${codigoInep}): ${mensagem}`,
            })),
          );
          if (rows.length > 0) {
            await audit(tx, ctx, {
              action: 'sincronizar',
              entity: 'escola',
              entityId: school.id,
              before: null,
              after: { alteracoes: rows },
            });
          }
          // The result is kept with the changes, in the same transaction (decision 126).
          const resultadoId = await insertSyncResult(tx, {
            escolaId: school.id,
            usuarioCpf: ctx.caller.cpf,
            usuarioNome: ctx.caller.nome,
            perfilId: ctx.caller.role,
            executadaEm: now(),
            resumo: summarizeSync(rows),
            alteracoes: rows,
            alunoIds: [...touched.keys()],
          });
          return { rows, resultadoId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict();
        throw error;
      }
    },

    /** GET Escolas/Sincronizar/Resultados?escolaId=: the school's kept synchronisations, newest first. */
    async listResults(caller: Caller, escolaId: number): Promise<SyncResultItem[]> {
      await assertSchoolInScope(db, caller, escolaId);
      const rows = await listSyncResults(db, escolaId, SYNC_RESULTS_LIMIT);
      return rows.map((r) => ({ ...r, executadaEm: r.executadaEm.toISOString() }));
    },

    /** GET Escolas/Sincronizar/Resultados/:id: one kept synchronisation, in the caller's scope. */
    async getResult(caller: Caller, id: number): Promise<SyncResult> {
      const row = await findSyncResult(db, id);
      if (!row) throw notFound(SYNC_RESULT_NOT_FOUND);
      await assertSchoolInScope(db, caller, row.escolaId);
      return { ...row, executadaEm: row.executadaEm.toISOString() };
    },
  };
}
