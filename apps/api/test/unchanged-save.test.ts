/**
 * Issue 15 item 5: saving a record exactly as GET gave it changes nothing. `PUT /api/Alunos` with the
 * record of `GET /api/Alunos` turned `estudanteAlfabetizado` from null into false (an absent or null
 * check box became false). For each editable record whose GET gives it: save it unchanged, read it
 * again, compare, and check that the audit names no changed field.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, studentAccessLog } from '../src/db/schema/audit';
import { aluno } from '../src/db/schema/students';
import { createTestApp, CPF, type TestApp } from './testing/test-app';

let t: TestApp;
const admin = () => t.as(CPF.ana, 1);
const diretor = () => t.as(CPF.diego, 15);
type Rec = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The newest audit row of an entity, its before/after compared on the record's own keys. */
async function lastAudit(entity: string, entityId: number) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** The keys whose values differ between the audit's before and after (timestamps aside). */
function changedKeys(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Rec;
  const a = (after ?? {}) as Rec;
  return Object.keys(b).filter(
    (k) => k in a && !/^(updatedAt|createdAt|at)$/.test(k) && JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
}

describe('saving a record unchanged changes nothing', () => {
  it('student (PUT /api/Alunos), with estudanteAlfabetizado null', async () => {
    const [before] = (await admin()('/api/Alunos?cpf=35906821406')).json() as Rec[];
    // The probe's case: a student whose 'alfabetizado' was never answered.
    await t.db
      .update(aluno)
      .set({ estudanteAlfabetizado: null })
      .where(eq(aluno.id, before!.id as number));
    const [fresh] = (await admin()('/api/Alunos?cpf=35906821406')).json() as Rec[];
    expect(fresh!.estudanteAlfabetizado).toBeNull();
    const res = await admin()({ method: 'PUT', url: '/api/Alunos', payload: fresh! });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = (await admin()('/api/Alunos?cpf=35906821406')).json() as Rec[];
    expect(after).toEqual(fresh);
    const [row] = await t.db
      .select()
      .from(studentAccessLog)
      .where(and(eq(studentAccessLog.acao, 'editar'), eq(studentAccessLog.usuarioCpf, CPF.ana)))
      .orderBy(desc(studentAccessLog.id))
      .limit(1);
    expect(row?.detalhe).toBe('Edição sem alteração de dados');
    expect(row?.detalhe).not.toMatch(/Campos alterados/);
  });

  it('student with the check boxes left out keeps them', async () => {
    const [fresh] = (await admin()('/api/Alunos?cpf=35906821406')).json() as Rec[];
    const {
      participaAee: _a,
      contraturno: _c,
      pessoaComDeficiencia: _p,
      dificuldadePedagogica: _d,
      estudanteAlfabetizado: _e,
      ...rest
    } = fresh!;
    const res = await admin()({ method: 'PUT', url: '/api/Alunos', payload: rest });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = (await admin()('/api/Alunos?cpf=35906821406')).json() as Rec[];
    expect(after).toEqual(fresh);
  });

  it('school (PUT /api/Escolas), a sige school stays sige', async () => {
    const [c] = (await admin()('/api/Escolas?IdInep=27099999')).json() as Rec[];
    const before = (await admin()(`/api/Escolas/${c!.id as number}`)).json() as Rec;
    expect(before.sige).toBe(true);
    const { sige: _s, ...withoutSige } = before;
    for (const payload of [before, withoutSige]) {
      const res = await admin()({ method: 'PUT', url: '/api/Escolas', payload });
      expect(res.statusCode, res.body).toBe(200);
      const after = (await admin()(`/api/Escolas/${c!.id as number}`)).json() as Rec;
      expect(after).toEqual(before);
      const row = await lastAudit('escola', c!.id as number);
      expect(changedKeys(row?.before, row?.after)).toEqual([]);
    }
  });

  it('staff member (PUT /api/Servidor)', async () => {
    const before = (await admin()(`/api/Servidor?cpf=${CPF.diego}`)).json() as Rec;
    const res = await admin()({ method: 'PUT', url: '/api/Servidor', payload: before });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await admin()(`/api/Servidor?cpf=${CPF.diego}`)).json() as Rec;
    expect(after).toEqual(before);
    const row = await lastAudit('servidor', before.id as number);
    expect(changedKeys(row?.before, row?.after)).toEqual([]);
  });

  it('class (PUT /api/Turmas)', async () => {
    const [a] = (await admin()('/api/Escolas?IdInep=27012345')).json() as Rec[];
    const classes = (await admin()(`/api/Escolas/${a!.id as number}/turmas`)).json() as Rec[];
    const before = classes.find((c) => c.codigoTurma === '1003')!;
    const res = await admin()({ method: 'PUT', url: '/api/Turmas', payload: before });
    expect(res.statusCode, res.body).toBe(200);
    const after = ((await admin()(`/api/Escolas/${a!.id as number}/turmas`)).json() as Rec[]).find(
      (c) => c.id === before.id,
    );
    expect(after).toEqual(before);
  });

  it('monitoring period (PUT /api/periodo)', async () => {
    const year = new Date().getFullYear();
    const list = (await admin()(`/api/Periodo?ano=${year}`)).json() as Rec[] | Rec;
    const periods = (Array.isArray(list) ? list : Object.values(list).flat()) as Rec[];
    const before = periods.find((p) => typeof p === 'object' && p !== null && 'id' in p)!;
    const res = await admin()({ method: 'PUT', url: '/api/periodo', payload: before });
    expect(res.statusCode, res.body).toBe(200);
    const row = await lastAudit('periodo', before.id as number);
    if (row) expect(changedKeys(row.before, row.after)).toEqual([]);
  });

  it('PARFI action (PUT /api/PlanoAcao)', async () => {
    const plan = (
      await diretor()('/api/PlanoParfi?escolaInep=27012345&anoPremio=2025&anoParfi=2025')
    ).json() as {
      planoAcao: Rec[];
    };
    const line = plan.planoAcao.find((a) => a.situacao === null)!;
    const before = (await diretor()(`/api/PlanoAcao?planoAcaoId=${line.id as number}`)).json() as Rec;
    const res = await diretor()({ method: 'PUT', url: '/api/PlanoAcao', payload: before });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await diretor()(`/api/PlanoAcao?planoAcaoId=${line.id as number}`)).json() as Rec;
    expect(after).toEqual(before);
  });
});
