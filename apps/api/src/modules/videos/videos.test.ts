import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_CATEGORIES } from '@siam/domain/calendar';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/Administracao/Videos', () => {
  it('lists the training videos with YouTube embed URLs for every role', async () => {
    for (const [cpf, perfil] of [
      [CPF.ana, 1],
      [CPF.ulisses, 14],
      [CPF.paulo, 17],
    ] as const) {
      const res = await t.as(cpf, perfil)('/api/Administracao/Videos');
      expect(res.statusCode).toBe(200);
      const videos = res.json() as { id: number; nome: string; url: string }[];
      expect(videos.length).toBeGreaterThanOrEqual(6);
      for (const v of videos) expect(v.url).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
    }
  });

  it('is refused without a session', async () => {
    expect((await t.app.inject('/api/Administracao/Videos')).statusCode).toBe(401);
  });
});

describe('GET /api/Calendario/Eventos', () => {
  it('has one 2023 event of every category, with the state assessment on 6-7 December', async () => {
    const res = await t.as(CPF.eva, 7)('/api/Calendario/Eventos?ano=2023');
    expect(res.statusCode).toBe(200);
    const events = res.json() as {
      id: number;
      data: string;
      dataFim: string;
      nome: string;
      categoria: string;
    }[];
    for (const c of CALENDAR_CATEGORIES)
      expect(
        events.some((e) => e.categoria === c.id),
        c.id,
      ).toBe(true);
    expect(events).toContainEqual(
      expect.objectContaining({
        data: '2023-12-06',
        dataFim: '2023-12-07',
        categoria: 'avaliacao-estadual-alfabetizacao',
      }),
    );
    for (const e of events) {
      expect(e.data).toMatch(/^2023-\d{2}-\d{2}$/);
      expect(e.dataFim >= e.data).toBe(true);
    }
  });

  it('defaults to the current year, with 15 to 20 events', async () => {
    const res = await t.as(CPF.paulo, 17)('/api/Calendario/Eventos');
    const events = res.json() as { data: string }[];
    const year = String(new Date().getFullYear());
    expect(events.length).toBeGreaterThanOrEqual(15);
    expect(events.length).toBeLessThanOrEqual(20);
    for (const e of events) expect(e.data.slice(0, 4)).toBe(year);
  });

  it('answers an empty list for a year without events and 400 for a bad year', async () => {
    expect((await t.as(CPF.ana, 1)('/api/Calendario/Eventos?ano=2030')).json()).toEqual([]);
    const bad = await t.as(CPF.ana, 1)('/api/Calendario/Eventos?ano=abcd');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('Ano inválido.');
    expect((await t.as(CPF.ana, 1)('/api/Calendario/Eventos?ano=1999')).statusCode).toBe(400);
  });

  it('is refused for a role the user does not hold', async () => {
    expect((await t.as(CPF.paulo, 1)('/api/Calendario/Eventos')).statusCode).toBe(403);
  });
});
