import type { Db } from '../../db/types';
import type { Caller } from '../auth/caller';
import { insertAudit, type AuditEntry } from './audit.repository';
import { describeStudentWrite } from './student-access';
import { insertStudentAccess } from './student-access.repository';

/**
 * Records who did what with which role, when, and the data before and after. Call it inside the
 * write's transaction (pass the `tx`) so that the record exists exactly when the change does.
 * A write of a student (`entity: 'aluno'`) is also recorded in the student's access log (decision 104).
 */
export async function audit(
  db: Db,
  who: { caller?: Caller | null; cpf?: string | null; perfilId?: number | null; ip?: string | null },
  what: Omit<AuditEntry, 'usuarioCpf' | 'perfilId' | 'ip'>,
): Promise<void> {
  const usuarioCpf = who.caller?.cpf ?? who.cpf ?? null;
  const perfilId = who.caller?.role ?? who.perfilId ?? null;
  const ip = who.ip ?? null;
  await insertAudit(db, { ...what, usuarioCpf, perfilId, ip });
  if (what.entity === 'aluno' && typeof what.entityId === 'number' && usuarioCpf && perfilId !== null) {
    await insertStudentAccess(db, { usuarioCpf, perfilId, ip }, [
      {
        alunoId: what.entityId,
        acao: what.action,
        detalhe: describeStudentWrite(what.action, what.before, what.after),
      },
    ]);
  }
}
