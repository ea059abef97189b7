import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Caller } from '../../lib/caller';
import { insertAudit, type AuditEntry } from './audit.repository';
import { describeStudentWrite } from './student-access';
import { DETAIL_MAX } from './student-access.repository';

/** A jsonb parameter as drizzle's jsonb column sends it (null stays SQL null). */
const jsonb = (v: unknown): SQL =>
  v === undefined || v === null ? sql`null` : sql`${JSON.stringify(v)}::jsonb`;

/**
 * Records who did what with which role, when, and the data before and after. Call it inside the
 * write's transaction (pass the `tx`) so that the record exists exactly when the change does.
 * A write of a student (`entity: 'aluno'`) is also recorded in the student's access log (decision 104).
 *
 * Both rows go in one statement, and `options.with` (data-modifying statements of the write, such as
 * its last updates) run in that same statement as CTEs (in no set order; they must not depend on
 * each other, nor on a trigger seeing the other's change): a statement is a round trip inside the
 * write's transaction, while its row locks are held (decision 113).
 */
export async function audit(
  db: Db,
  who: { caller?: Caller | null; cpf?: string | null; perfilId?: number | null; ip?: string | null },
  what: Omit<AuditEntry, 'usuarioCpf' | 'perfilId' | 'ip'>,
  options?: { with?: SQL[] },
): Promise<void> {
  const usuarioCpf = who.caller?.cpf ?? who.cpf ?? null;
  const perfilId = who.caller?.role ?? who.perfilId ?? null;
  const ip = who.ip ?? null;
  const student =
    what.entity === 'aluno' && typeof what.entityId === 'number' && usuarioCpf && perfilId !== null;
  if (!student && !options?.with?.length) {
    await insertAudit(db, { ...what, usuarioCpf, perfilId, ip });
    return;
  }
  const entityId = what.entityId === undefined || what.entityId === null ? null : String(what.entityId);
  const auditInsert = sql`insert into audit_log (usuario_cpf, perfil_id, action, entity, entity_id, before, after, ip)
    values (${usuarioCpf}, ${perfilId}, ${what.action}, ${what.entity}, ${entityId},
            ${jsonb(what.before)}, ${jsonb(what.after)}, ${ip})`;
  const ctes: SQL[] = [];
  options?.with?.forEach((w, i) => ctes.push(sql`${sql.raw(`w${i}`)} as (${w})`));
  let last = auditInsert;
  if (student) {
    ctes.push(sql`a as (${auditInsert})`);
    const detalhe = describeStudentWrite(what.action, what.before, what.after).slice(0, DETAIL_MAX);
    last = sql`insert into student_access_log (usuario_cpf, perfil_id, ip, aluno_ids, acao, detalhe)
      values (${usuarioCpf}, ${perfilId}::smallint, ${ip}, array[${what.entityId as number}::int], ${what.action}, ${detalhe})`;
  }
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} ${last}`);
}
