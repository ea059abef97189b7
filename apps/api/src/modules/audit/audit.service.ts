import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { batch } from '../../db/unit-of-work';
import type { Caller } from '../../lib/caller';
import { insertAudit, type AuditEntry } from './audit.repository';
import { describeStudentWrite } from './student-access';
import { DETAIL_MAX } from './student-access.repository';

/** A jsonb parameter as drizzle's jsonb column sends it (null stays SQL null). */
const jsonb = (v: unknown): SQL =>
  v === undefined || v === null ? sql`null` : sql`${JSON.stringify(v)}::jsonb`;

/** Who did it: the caller, or (login, logout) the CPF and profile given. */
export interface AuditWho {
  caller?: Caller | null;
  cpf?: string | null;
  perfilId?: number | null;
  ip?: string | null;
}

/** What was done to which entity, with the data before and after. */
export type AuditWhat = Omit<AuditEntry, 'usuarioCpf' | 'perfilId' | 'ip'>;

/**
 * The statements that record who did what with which role, when, and the data before and after: the
 * `audit_log` row and, for a write of a student (`entity: 'aluno'` with an id, by a known user and
 * role), its row in the student's access log (decision 104). They are peers of the write's own last
 * statements: run them with those in one batch (`uow.batch([change, ...auditStatements(who, what)])`,
 * db/unit-of-work.ts), so the record exists exactly when the change does, in one round trip
 * (decisions 113, 122).
 */
export function auditStatements(who: AuditWho, what: AuditWhat): SQL[] {
  const usuarioCpf = who.caller?.cpf ?? who.cpf ?? null;
  const perfilId = who.caller?.role ?? who.perfilId ?? null;
  const ip = who.ip ?? null;
  const entityId = what.entityId === undefined || what.entityId === null ? null : String(what.entityId);
  const statements = [
    sql`insert into audit_log (usuario_cpf, perfil_id, action, entity, entity_id, before, after, ip)
    values (${usuarioCpf}, ${perfilId}, ${what.action}, ${what.entity}, ${entityId},
            ${jsonb(what.before)}, ${jsonb(what.after)}, ${ip})`,
  ];
  if (isStudentWrite(usuarioCpf, perfilId, what)) {
    const detalhe = describeStudentWrite(what.action, what.before, what.after).slice(0, DETAIL_MAX);
    statements.push(sql`insert into student_access_log (usuario_cpf, perfil_id, ip, aluno_ids, acao, detalhe)
      values (${usuarioCpf}, ${perfilId}::smallint, ${ip}, array[${what.entityId as number}::int], ${what.action}, ${detalhe})`);
  }
  return statements;
}

function isStudentWrite(usuarioCpf: string | null, perfilId: number | null, what: AuditWhat): boolean {
  return what.entity === 'aluno' && typeof what.entityId === 'number' && !!usuarioCpf && perfilId !== null;
}

/**
 * Records the audit (`auditStatements`) on its own. Call it inside the write's transaction (pass the
 * `tx`) so that the record exists exactly when the change does. A write whose last change can ride
 * with the audit in one statement batches them instead (`auditStatements`).
 *
 * `options.with`: statements batched before the audit's (as `batch`); kept for the callers not yet
 * written with `auditStatements`.
 */
export async function audit(
  db: Db,
  who: AuditWho,
  what: AuditWhat,
  options?: { with?: SQL[] },
): Promise<void> {
  const usuarioCpf = who.caller?.cpf ?? who.cpf ?? null;
  const perfilId = who.caller?.role ?? who.perfilId ?? null;
  if (!isStudentWrite(usuarioCpf, perfilId, what) && !options?.with?.length) {
    await insertAudit(db, { ...what, usuarioCpf, perfilId, ip: who.ip ?? null });
    return;
  }
  await batch(db, [...(options?.with ?? []), ...auditStatements(who, what)]);
}
