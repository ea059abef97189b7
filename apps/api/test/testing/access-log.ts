/** Reads of the student access log (decision 104) that API tests check. */
import { and, desc, eq } from 'drizzle-orm';
import { studentAccessLog } from '../../src/db/schema/audit';
import type { TestApp } from './test-app';

/** The latest row of the student access log for this action by this user, or undefined. */
export async function lastStudentAccess(t: TestApp, acao: string, usuarioCpf: string) {
  const [row] = await t.db
    .select()
    .from(studentAccessLog)
    .where(and(eq(studentAccessLog.acao, acao), eq(studentAccessLog.usuarioCpf, usuarioCpf)))
    .orderBy(desc(studentAccessLog.id))
    .limit(1);
  return row;
}
