import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INEP_INVALID,
  INEP_REQUIRED,
  SCHOOL_DELETED,
  SCHOOL_HAS_CLASSES,
  SCHOOL_IMPORTED,
  SCHOOL_MUNICIPIO_UNKNOWN,
  SCHOOL_NOT_IN_SIAM,
  SCHOOL_UPDATED,
  SGU_SCHOOL_NOT_FOUND,
} from '@siam/domain/school-import';
import { auditLog } from '../../db/schema/audit';
import type { Caller } from '../../lib/caller';
import { escola } from '../../db/schema/schools';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.as(CPF.ana, 1);

describe('GET /api/Escolas/EscolaSGU', () => {
  it('answers a register school the product does not have', async () => {
    const res = await admin()('/api/Escolas/EscolaSGU?codigoInep=27100011');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      codigoInep: '27100011',
      sige: false,
      nomeEscola: 'Escola Municipal José Lins do Rego',
      municipio: 'Santa Aurora',
      codigoMunicipio: 101,
      rede: 3,
      localizacao: 1,
      latitude: -9.6695,
      longitude: -35.7402,
      siam: false,
      id: null,
      turma: 0,
    });
  });

  it('tells that the product has the school, with its id and classes', async () => {
    const res = await admin()('/api/Escolas/EscolaSGU?codigoInep=27099999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ siam: true, id: expect.any(Number), sige: true });
    expect(res.json().turma).toBeGreaterThan(0);
  });

  it('answers 404 with the spec message for a code the register does not know', async () => {
    const res = await admin()('/api/Escolas/EscolaSGU?codigoInep=11111111');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SGU_SCHOOL_NOT_FOUND);
  });

  it('refuses a code that is not 8 digits, and a missing code, with 400', async () => {
    for (const code of ['2710001', '271000111', '2710001a', '27.10001']) {
      const res = await admin()(`/api/Escolas/EscolaSGU?codigoInep=${encodeURIComponent(code)}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(INEP_INVALID);
    }
    for (const url of ['/api/Escolas/EscolaSGU', '/api/Escolas/EscolaSGU?codigoInep=']) {
      const res = await admin()(url);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(INEP_REQUIRED);
    }
  });

  it('is the administrator’s: other roles get 403', async () => {
    for (const [cpf, perfil] of [
      [CPF.ana, 15],
      [CPF.diego, 15],
      [CPF.eva, 7],
      [CPF.cecilia, 19],
    ] as const) {
      const res = await t.as(cpf, perfil)('/api/Escolas/EscolaSGU?codigoInep=27100011');
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe('Funcionalidade não permitida');
    }
    expect((await t.app.inject('/api/Escolas/EscolaSGU?codigoInep=27100011')).statusCode).toBe(401);
  });
});

describe('POST /api/Escolas/EscolaSGU and DELETE /api/Escolas', () => {
  it('imports a school with the register data, then updates it, then deletes it', async () => {
    const created = await admin()({
      method: 'POST',
      url: '/api/Escolas/EscolaSGU',
      // The client's name is ignored: the register is asked again.
      payload: { codigoInep: '27100013', sige: true, nomeEscola: 'Outro nome' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().mensagem).toBe(SCHOOL_IMPORTED);
    const school = created.json().escola;
    expect(school).toMatchObject({
      codigoInep: '27100013',
      nomeEscola: 'Escola Municipal Povoado Pedra Branca',
      sige: true,
      siam: true,
      turma: 0,
    });
    const [row] = await t.db.select().from(escola).where(eq(escola.codigoInep, '27100013'));
    expect(row).toMatchObject({ nome: 'Escola Municipal Povoado Pedra Branca', municipio: 102, rede: 3 });
    expect(row).toMatchObject({ localizacao: 2, sige: true, latitude: -9.4573, longitude: -36.0818 });

    const updated = await admin()({
      method: 'POST',
      url: '/api/Escolas/EscolaSGU',
      payload: { codigoInep: '27100013', sige: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      mensagem: SCHOOL_UPDATED,
      escola: { id: school.id, sige: false },
    });
    const found = (await admin()('/api/Escolas/EscolaSGU?codigoInep=27100013')).json();
    expect(found).toMatchObject({ siam: true, id: school.id, sige: false });

    const deleted = await admin()({ method: 'DELETE', url: '/api/Escolas', payload: found });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ mensagem: SCHOOL_DELETED });
    const after = (await admin()('/api/Escolas/EscolaSGU?codigoInep=27100013')).json();
    expect(after).toMatchObject({ siam: false, id: null });
    // Soft delete: the row is kept; importing again restores it.
    const [kept] = await t.db.select().from(escola).where(eq(escola.id, school.id));
    expect(kept?.deletedAt).not.toBeNull();
    const again = await admin()({
      method: 'POST',
      url: '/api/Escolas/EscolaSGU',
      payload: { codigoInep: '27100013', sige: false },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ mensagem: SCHOOL_IMPORTED, escola: { id: school.id, siam: true } });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'escola'), eq(auditLog.entityId, String(school.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['atualizar', 'excluir', 'importar', 'importar']);
  });

  it('refuses to delete a school with classes, or one the product does not have', async () => {
    const c = (await admin()('/api/Escolas/EscolaSGU?codigoInep=27099999')).json();
    const res = await admin()({ method: 'DELETE', url: '/api/Escolas', payload: { id: c.id } });
    expect(res.statusCode).toBe(409);
    expect(res.body).toBe(SCHOOL_HAS_CLASSES);
    const none = await admin()({ method: 'DELETE', url: '/api/Escolas', payload: { id: 999_999 } });
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe(SCHOOL_NOT_IN_SIAM);
    for (const payload of [{ id: null }, {}, { id: 'x' }]) {
      const bad = await admin()({ method: 'DELETE', url: '/api/Escolas', payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toBe(SCHOOL_NOT_IN_SIAM);
    }
  });

  it('refuses bad input with 400 and an unknown code with 404', async () => {
    const bad = await admin()({
      method: 'POST',
      url: '/api/Escolas/EscolaSGU',
      payload: { codigoInep: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(INEP_INVALID);
    const noBody = await admin()({ method: 'POST', url: '/api/Escolas/EscolaSGU', payload: {} });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.body).toBe(INEP_REQUIRED);
    const notBool = await admin()({
      method: 'POST',
      url: '/api/Escolas/EscolaSGU',
      payload: { codigoInep: '27100011', sige: 'sim' },
    });
    expect(notBool.statusCode).toBe(400);
    const unknown = await admin()({
      method: 'POST',
      url: '/api/Escolas/EscolaSGU',
      payload: { codigoInep: '11111111', sige: false },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SGU_SCHOOL_NOT_FOUND);
  });

  it('refuses writes to every other role', async () => {
    for (const [cpf, perfil] of [
      [CPF.diego, 15],
      [CPF.eva, 7],
    ] as const) {
      const post = await t.as(
        cpf,
        perfil,
      )({
        method: 'POST',
        url: '/api/Escolas/EscolaSGU',
        payload: { codigoInep: '27100011', sige: false },
      });
      expect(post.statusCode).toBe(403);
      const del = await t.as(cpf, perfil)({ method: 'DELETE', url: '/api/Escolas', payload: { id: 1 } });
      expect(del.statusCode).toBe(403);
    }
  });

  it('explains that a school of an unknown municipality cannot be saved', async () => {
    const { fileSguAdapter } = await import('./sgu.adapter');
    const { createRegisterImportService } = await import('./register-import.service');
    const sgu = fileSguAdapter({
      escolas: [
        {
          codigoInep: '27100099',
          nomeEscola: 'Escola Municipal Longe Daqui',
          codigoMunicipio: 999,
          municipio: 'Lugar Nenhum',
          rede: 3,
        },
      ],
    });
    const service = createRegisterImportService(t.db, sgu, () => new Date());
    const caller: Caller = { usuarioId: 1, cpf: CPF.ana, nome: 'Ana', role: 1, links: [], jti: 'x', exp: 0 };
    await expect(service.save({ caller }, { codigoInep: '27100099', sige: false })).rejects.toMatchObject({
      statusCode: 400,
      message: SCHOOL_MUNICIPIO_UNKNOWN,
    });
    const rows = await t.db.select().from(escola).where(eq(escola.codigoInep, '27100099'));
    expect(rows).toEqual([]);
  });
});
