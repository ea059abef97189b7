import { auditLog } from '../../db/schema/audit';
import type { Db } from '../../db/types';

export interface AuditEntry {
  usuarioCpf: string | null;
  perfilId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    usuarioCpf: entry.usuarioCpf,
    perfilId: entry.perfilId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
