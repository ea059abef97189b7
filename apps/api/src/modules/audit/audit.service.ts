import type { Db } from '../../db/types';
import type { Caller } from '../auth/caller';
import { insertAudit, type AuditEntry } from './audit.repository';

/**
 * Records who did what with which role, when, and the data before and after. Call it inside the
 * write's transaction (pass the `tx`) so that the record exists exactly when the change does.
 */
export function audit(
  db: Db,
  who: { caller?: Caller | null; cpf?: string | null; perfilId?: number | null; ip?: string | null },
  what: Omit<AuditEntry, 'usuarioCpf' | 'perfilId' | 'ip'>,
): Promise<void> {
  return insertAudit(db, {
    ...what,
    usuarioCpf: who.caller?.cpf ?? who.cpf ?? null,
    perfilId: who.caller?.role ?? who.perfilId ?? null,
    ip: who.ip ?? null,
  });
}
