/**
 * Issue 15 item 5: GET /api/ParticipanteVisita/Usuario/{cpf} gave any user's name and every role.
 * It answers only what adding the participant needs (the name, the CPF, the one profile the screen
 * adds them with) and records each answer in the audit log (decision 120).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@siam/domain/roles';
import { auditLog } from '../../db/schema/audit';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function look(cpf: string) {
  const { token } = await t.tokens.sign(CPF.diego, 0);
  return t.app.inject({
    method: 'GET',
    url: `/api/ParticipanteVisita/Usuario/${cpf}`,
    headers: { authorization: `Bearer ${token}`, perfil: String(Role.DiretorEscola) },
  });
}

describe('GET /api/ParticipanteVisita/Usuario/{cpf}', () => {
  it('answers the name, the CPF and one profile only, and audits the lookup', async () => {
    const res = await look(CPF.ana);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      nome: 'Ana Administradora Silva',
      cpf: CPF.ana,
      perfis: [{ codigoPerfil: 1, nomePerfil: 'Administrador' }],
    });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'consultar'), eq(auditLog.entity, 'participante_usuario')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ usuarioCpf: CPF.diego, perfilId: Role.DiretorEscola, entityId: CPF.ana });
  });
});
