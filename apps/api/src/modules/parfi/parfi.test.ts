import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARFI_MSG } from '@siam/domain/parfi';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';

let t: TestApp;
const A = '27012345';
const B = '27012346';
const C = '27099999';
const admin = () => t.as(CPF.ana, 1);
const diretor = () => t.as(CPF.diego, 15);
const cadastro = () => t.as(CPF.cecilia, 19);
const estadual = () => t.as(CPF.eva, 7);
const professor = () => t.as(CPF.paulo, 17);
const regionalArt = () => t.as(CPF.artur, 9);

interface Line {
  id: number;
  objetivoId: number;
  acaoId: number;
  valor: number;
  situacao: number | null;
  status: string;
  podeEditar: boolean;
}
interface Plan {
  id: number;
  anoParfi: { id: number; ano: number; valorParfi: number; dataInicio: string };
  parcelaDescricao: string;
  valorPremio: number;
  saldoDisponivel: number;
  valorExecutado: number;
  totalPlanejado: number;
  acoesObrigatorias: { preenchidas: number; total: number } | null;
  totaisObjetivo: { objetivoId: number; valorPlanejado: number }[];
  planoAcao: Line[];
}

const planOf = async (inep = A, as = diretor) => {
  const res = await as()(`/api/PlanoParfi?escolaInep=${inep}&anoPremio=2025&anoParfi=2025`);
  expect(res.statusCode).toBe(200);
  return res.json() as Plan;
};

let planA: Plan;
const action = (extra: Record<string, unknown> = {}) => ({
  planoParfiId: planA.id,
  objetivoId: 4,
  metaId: 41,
  acaoId: 401,
  valor: '1.234,56',
  dataInicio: '2025-05-01',
  dataFim: '2025-09-30',
  ...extra,
});
const post = (body: unknown, as = diretor) =>
  as()({ method: 'POST', url: '/api/PlanoAcao', payload: body as object });

beforeAll(async () => {
  t = await createTestApp();
  planA = await planOf();
});
afterAll(() => t.close());

describe('prize years', () => {
  it('GET PremioLeia/AnoPremio lists the school’s award years and PARFI years', async () => {
    const res = await diretor()(`/api/PremioLeia/AnoPremio?inep=${A}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { anoPremio: 2025, anoPremioId: 1, anoParfi: [2025, 2026], tipoEscolaId: 1 },
    ]);
    const all = await estadual()('/api/PremioLeia/AnoPremio');
    expect((all.json() as { anoPremio: number }[]).map((e) => e.anoPremio)).toEqual([2025]);
  });

  it('school C takes part in no award; other schools are out of a director’s scope', async () => {
    expect((await admin()(`/api/PremioLeia/AnoPremio?inep=${C}`)).json()).toEqual([]);
    expect((await diretor()(`/api/PremioLeia/AnoPremio?inep=${B}`)).statusCode).toBe(403);
  });

  it('refuses a bad INEP code (400) and a role without PARFI (403)', async () => {
    const bad = await diretor()('/api/PremioLeia/AnoPremio?inep=12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(PARFI_MSG.inepInvalid);
    expect((await professor()(`/api/PremioLeia/AnoPremio?inep=${A}`)).body).toBe(
      'Funcionalidade não permitida',
    );
  });

  it('GET AnoPremio, AnoPremio/{id}, AnoParfi and AnoParfi/{ano}/{premio}/{type}', async () => {
    const list = (await admin()('/api/AnoPremio')).json() as { id: number; valorPremiada: number }[];
    expect(list[0]).toMatchObject({
      ano: 2025,
      primeiroAnoParfi: 2025,
      segundoAnoParfi: 2026,
      valorPremiada: 50000,
    });
    expect((await admin()('/api/AnoPremio/1')).json()).toMatchObject({ porcentagemPrimeiraParcela: 50 });
    const missing = await admin()('/api/AnoPremio/999');
    expect([missing.statusCode, missing.body]).toEqual([404, PARFI_MSG.awardYearNotFound]);
    const years = (await diretor()('/api/AnoParfi?anoPremioId=1')).json() as {
      ano: number;
      parcela: number;
    }[];
    expect(years.map((y) => [y.ano, y.parcela])).toEqual([
      [2025, 1],
      [2026, 2],
    ]);
    expect((await diretor()('/api/AnoParfi/2026/1/2')).json()).toMatchObject({ ano: 2026, tipoEscolaId: 2 });
    expect((await diretor()('/api/AnoParfi/2027/1/1')).statusCode).toBe(404);
    expect((await professor()('/api/AnoPremio')).statusCode).toBe(403);
  });
});

describe('GET PlanoAcao/Objetivo', () => {
  it('lists objectives 1-9 with goals and actions', async () => {
    const res = await diretor()('/api/PlanoAcao/Objetivo');
    const objs = res.json() as {
      id: number;
      metas: unknown[];
      acoes: { metaId: number; orientacao: string }[];
    }[];
    expect(objs.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(
      objs.every((o) => o.metas.length > 0 && o.acoes.length > 0 && o.acoes[0]!.orientacao.length > 10),
    ).toBe(true);
    expect((await professor()('/api/PlanoAcao/Objetivo')).statusCode).toBe(403);
  });
});

describe('GET/POST/PUT PlanoParfi', () => {
  it('answers school A’s plan with its figures', () => {
    expect(planA).toMatchObject({
      anoParfi: { ano: 2025, valorParfi: 25000, dataInicio: '2025-01-01' },
      parcelaDescricao: '1ª parcela',
      valorPremio: 50000,
      saldoDisponivel: 15000,
      valorExecutado: 0,
      totalPlanejado: 10000,
      acoesObrigatorias: { preenchidas: 1, total: 1 },
    });
    const sent = planA.planoAcao.filter((a) => a.situacao === 0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 'Enviada para deferimento', podeEditar: false });
    expect(planA.planoAcao.filter((a) => a.situacao === null)[0]).toMatchObject({
      status: 'Não enviada para deferimento',
      podeEditar: true,
    });
  });

  it('state team and regional articulator read it; school B has no plan; C is not in the award', async () => {
    expect((await planOf(A, estadual)).id).toBe(planA.id);
    expect((await planOf(A, regionalArt)).id).toBe(planA.id);
    const b = await admin()(`/api/PlanoParfi?escolaInep=${B}&anoPremio=2025&anoParfi=2025`);
    expect([b.statusCode, b.body]).toEqual([404, PARFI_MSG.noPlan]);
    const c = await admin()(`/api/PlanoParfi?escolaInep=${C}&anoPremio=2025&anoParfi=2025`);
    expect([c.statusCode, c.body]).toEqual([404, PARFI_MSG.schoolNotInAward]);
    expect((await diretor()(`/api/PlanoParfi?escolaInep=${B}&anoPremio=2025&anoParfi=2025`)).statusCode).toBe(
      403,
    );
    const bad = await diretor()(`/api/PlanoParfi?escolaInep=${A}&anoPremio=abc&anoParfi=2025`);
    expect([bad.statusCode, bad.body]).toEqual([400, 'Ano Prêmio inválido.']);
  });

  it('refuses in order: unknown school 404, out of scope 403 (before the award checks), then 404', async () => {
    const get = (as: typeof admin, inep: string, anoParfi = 2025) =>
      as()(`/api/PlanoParfi?escolaInep=${inep}&anoPremio=2025&anoParfi=${anoParfi}`);
    const unknown = await get(diretor, '27000000');
    expect([unknown.statusCode, unknown.body]).toEqual([404, PARFI_MSG.schoolNotInAward]);
    for (const as of [diretor, regionalArt]) {
      const outside = await get(as, C);
      expect([outside.statusCode, outside.body]).toEqual([403, 'Funcionalidade não permitida']);
    }
    const noYear = await get(regionalArt, A, 2027);
    expect([noYear.statusCode, noYear.body]).toEqual([404, PARFI_MSG.schoolNotInAward]);
  });

  it('POST creates a plan once (valorParfi = instalment), 200 the second time; the state team may not', async () => {
    const body = { escolaInep: B, anoPremio: 2025, anoParfi: 2026 };
    expect((await estadual()({ method: 'POST', url: '/api/PlanoParfi', payload: body })).statusCode).toBe(
      403,
    );
    const first = await admin()({ method: 'POST', url: '/api/PlanoParfi', payload: body });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      anoParfi: { ano: 2026, valorParfi: 15000 },
      parcelaDescricao: '2ª parcela',
    });
    const again = await admin()({ method: 'POST', url: '/api/PlanoParfi', payload: body });
    expect([again.statusCode, (again.json() as Plan).id]).toEqual([200, (first.json() as Plan).id]);
    const notIn = await admin()({
      method: 'POST',
      url: '/api/PlanoParfi',
      payload: { ...body, escolaInep: C },
    });
    expect([notIn.statusCode, notIn.body]).toEqual([404, PARFI_MSG.schoolNotInAward]);
  });

  it('PUT PlanoParfi/{id} recalculates the balance', async () => {
    const res = await cadastro()({ method: 'PUT', url: `/api/PlanoParfi/${planA.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ saldoDisponivel: 15000, totalPlanejado: 10000 });
    expect((await cadastro()({ method: 'PUT', url: '/api/PlanoParfi/99999' })).statusCode).toBe(404);
    expect((await professor()({ method: 'PUT', url: `/api/PlanoParfi/${planA.id}` })).statusCode).toBe(403);
  });
});

describe('POST PlanoAcao: the rules of §5.1', () => {
  it.each([
    [{ objetivoId: 0 }, PARFI_MSG.objectiveRequired],
    [{ metaId: 21 }, PARFI_MSG.goalRequired],
    [{ acaoId: 402 + 100 }, PARFI_MSG.actionRequired],
    [{ valor: '' }, PARFI_MSG.valueRequired],
    [{ valor: 1.005 }, PARFI_MSG.valueInvalid],
    [{ dataInicio: undefined }, PARFI_MSG.startRequired],
    [{ dataFim: '31/12/2025' }, PARFI_MSG.endRequired],
    [{ dataInicio: '2024-12-31' }, PARFI_MSG.startBeforeParfi],
    [{ dataFim: '2025-05-01' }, PARFI_MSG.endNotAfterStart],
    [{ valor: '15.000,01' }, PARFI_MSG.valueAboveAvailable],
    [{ objetivoId: 1, metaId: 11, acaoId: 102, valor: '100,00' }, PARFI_MSG.objectiveMaxReached],
  ])('%o → 400 %s', async (patch, message) => {
    const res = await post(action(patch));
    expect([res.statusCode, res.body]).toEqual([400, message]);
  });

  it('refuses the state team and a teacher, and a plan outside the scope', async () => {
    expect((await post(action(), estadual)).statusCode).toBe(403);
    expect((await post(action(), professor)).statusCode).toBe(403);
    expect((await post(action({ planoParfiId: 99999 }))).statusCode).toBe(404);
  });

  it('creates an action, recalculating the balance exactly (centavos)', async () => {
    const res = await post(action());
    expect(res.statusCode).toBe(201);
    const body = res.json() as { mensagem: string; planoAcao: Line; planoParfi: Plan };
    expect(body.mensagem).toBe(PARFI_MSG.planCreated);
    expect(body.planoAcao).toMatchObject({ valor: 1234.56, status: 'Não enviada para deferimento' });
    expect(body.planoParfi.saldoDisponivel).toBe(13765.44);
    const tenth = await post(action({ valor: 0.1 }));
    const fifth = await post(action({ valor: '0,20' }));
    expect([tenth.statusCode, fifth.statusCode]).toEqual([201, 201]);
    const plan = await planOf();
    expect(plan.saldoDisponivel).toBe(13765.14);
    expect(plan.totalPlanejado).toBe(11234.86);
    expect(plan.totaisObjetivo.find((o) => o.objetivoId === 4)?.valorPlanejado).toBe(1234.86);
  });

  it('objective 9 is exempt from the available value; objective 1 is refused unless mandatory', async () => {
    const nine = await post(action({ objetivoId: 9, metaId: 91, acaoId: 901, valor: '99.000,00' }));
    expect(nine.statusCode).toBe(201);
    const id = (nine.json() as { planoAcao: Line }).planoAcao.id;
    const del = await diretor()({ method: 'DELETE', url: `/api/PlanoAcao?planoAcaoId=${id}` });
    expect(del.json()).toMatchObject({ mensagem: PARFI_MSG.planDeleted });
    const planB = (
      await admin()({
        method: 'POST',
        url: '/api/PlanoParfi',
        payload: { escolaInep: B, anoPremio: 2025, anoParfi: 2025 },
      })
    ).json() as Plan;
    const one = await post(
      { ...action({ objetivoId: 1, metaId: 11, acaoId: 101, valor: '100,00' }), planoParfiId: planB.id },
      admin,
    );
    expect([one.statusCode, one.body]).toEqual([400, PARFI_MSG.objectiveRequired]);
  });
});

describe('mandatory objectives', () => {
  it('a pending mandatory objective is imposed, capped, counted up and down', async () => {
    const created = await admin()({
      method: 'POST',
      url: '/api/ObjetivoObrigatorio?relatorioId=7',
      payload: {
        codigoInep: A,
        anoPremio: 2025,
        anoParfi: 2025,
        objetivos: [
          {
            objetivoId: 5,
            percentualMinimo: 5,
            percentualMaximo: 20,
            numeroAcao: 1,
            quantidadeIndicadores: 3,
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject([
      { objetivoId: 5, valorMinimo: 1250, valorMaximo: 5000, pendente: true },
    ]);
    expect(
      (await diretor()({ method: 'POST', url: '/api/ObjetivoObrigatorio?relatorioId=7', payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await estadual()({
          method: 'POST',
          url: '/api/ObjetivoObrigatorio?relatorioId=8',
          payload: { codigoInep: A, anoPremio: 2025, anoParfi: 2025, objetivos: [] },
        })
      ).statusCode,
    ).toBe(403);

    const other = await post(action());
    expect([other.statusCode, other.body]).toEqual([400, PARFI_MSG.mandatoryPending]);
    const tooMuch = await post(action({ objetivoId: 5, metaId: 51, acaoId: 501, valor: '5.000,01' }));
    expect([tooMuch.statusCode, tooMuch.body]).toEqual([400, PARFI_MSG.valueAboveAvailable]);
    const ok = await post(action({ objetivoId: 5, metaId: 51, acaoId: 501, valor: '5.000,00' }));
    expect(ok.statusCode).toBe(201);
    const after = (
      await diretor()(`/api/ObjetivoObrigatorio/Escola?codigoInep=${A}&anoPremio=2025&anoParfi=2025`)
    ).json() as { objetivoId: number; quantidadeAcaoPlanejada: number; pendente: boolean }[];
    expect(after.find((m) => m.objetivoId === 5)).toMatchObject({
      quantidadeAcaoPlanejada: 1,
      pendente: false,
    });
    expect((await planOf()).acoesObrigatorias).toEqual({ preenchidas: 2, total: 2 });
    const byReport = (
      await diretor()(`/api/ObjetivoObrigatorio/Escola?codigoInep=${A}&relatorioVisitaId=7`)
    ).json();
    expect(byReport).toHaveLength(1);

    const id = (ok.json() as { planoAcao: Line }).planoAcao.id;
    await diretor()({ method: 'DELETE', url: `/api/PlanoAcao?planoAcaoId=${id}` });
    const again = (
      await diretor()(`/api/ObjetivoObrigatorio/Escola?codigoInep=${A}&anoPremio=2025&anoParfi=2025`)
    ).json() as { id: number; objetivoId: number; quantidadeAcaoPlanejada: number }[];
    const five = again.find((m) => m.objetivoId === 5)!;
    expect(five.quantidadeAcaoPlanejada).toBe(0);
    // While it is pending, a new action of another objective is refused but editing one is not.
    const plan = await planOf();
    const three = plan.planoAcao.find((a) => a.objetivoId === 3)!;
    const edit = await diretor()({
      method: 'PUT',
      url: '/api/PlanoAcao',
      payload: { ...action({ objetivoId: 3, metaId: 31, acaoId: 301, valor: '2.000,00' }), id: three.id },
    });
    expect(edit.statusCode).toBe(200);

    // PUT: a director cannot change the requirement; the administrator can (here: releasing it).
    const put = (as: typeof admin, numeroAcao: number) =>
      as()({
        method: 'PUT',
        url: '/api/ObjetivoObrigatorio',
        payload: {
          id: five.id,
          objetivoId: 5,
          percentualMinimo: 0,
          percentualMaximo: 20,
          numeroAcao,
          quantidadeAcaoPlanejada: 9,
        },
      });
    expect((await put(diretor, 3)).json()).toMatchObject({ numeroAcao: 1, quantidadeAcaoPlanejada: 0 });
    expect((await put(admin, 1)).json()).toMatchObject({ percentualMinimo: 0, quantidadeAcaoPlanejada: 0 });
    expect((await put(estadual, 1)).statusCode).toBe(403);
  });

  it('objective 1 must equal the defined value when it is the mandatory one', async () => {
    await admin()({
      method: 'POST',
      url: '/api/ObjetivoObrigatorio?relatorioId=7',
      payload: { codigoInep: A, anoPremio: 2025, anoParfi: 2025, objetivos: [] },
    });
    const plan = await planOf();
    const seeded = plan.planoAcao.find((a) => a.objetivoId === 1)!;
    await diretor()({ method: 'DELETE', url: `/api/PlanoAcao?planoAcaoId=${seeded.id}` });
    const wrong = await post(action({ objetivoId: 1, metaId: 11, acaoId: 101, valor: '2.499,99' }));
    expect([wrong.statusCode, wrong.body]).toEqual([400, PARFI_MSG.valueMustEqual]);
    const right = await post(action({ objetivoId: 1, metaId: 11, acaoId: 101, valor: '2.500,00' }));
    expect(right.statusCode).toBe(201);
  });
});

describe('PUT / DELETE PlanoAcao and GET PlanoAcao', () => {
  it('changes value and dates; refuses another action, a sent action, the state team', async () => {
    const plan = await planOf();
    const free = plan.planoAcao.find((a) => a.situacao === null && a.objetivoId === 3)!;
    const sent = plan.planoAcao.find((a) => a.situacao === 0)!;
    const body = (a: Line, extra: Record<string, unknown> = {}) => ({
      id: a.id,
      planoParfiId: plan.id,
      objetivoId: a.objetivoId,
      metaId: a.objetivoId * 10 + 1,
      acaoId: a.acaoId,
      valor: '2.999,99',
      dataInicio: '2025-04-02',
      dataFim: '2025-08-30',
      ...extra,
    });
    const ok = await diretor()({ method: 'PUT', url: '/api/PlanoAcao', payload: body(free) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ mensagem: PARFI_MSG.planUpdated, planoAcao: { valor: 2999.99 } });
    const other = await diretor()({
      method: 'PUT',
      url: '/api/PlanoAcao',
      payload: body(free, { acaoId: 302 }),
    });
    expect([other.statusCode, other.body]).toEqual([400, PARFI_MSG.cannotChangeAction]);
    const one = plan.planoAcao.find((a) => a.objetivoId === 1)!;
    const fixed = await diretor()({
      method: 'PUT',
      url: '/api/PlanoAcao',
      payload: body(one, { objetivoId: 2, metaId: 21, acaoId: 201 }),
    });
    expect([fixed.statusCode, fixed.body]).toEqual([400, PARFI_MSG.mandatoryFixed]);
    const locked = await diretor()({
      method: 'PUT',
      url: '/api/PlanoAcao',
      payload: body(sent, { valor: '100,00' }),
    });
    expect([locked.statusCode, locked.body]).toEqual([409, PARFI_MSG.actionLocked]);
    expect((await estadual()({ method: 'PUT', url: '/api/PlanoAcao', payload: body(free) })).statusCode).toBe(
      403,
    );
    const del = await diretor()({ method: 'DELETE', url: `/api/PlanoAcao?planoAcaoId=${sent.id}` });
    expect([del.statusCode, del.body]).toEqual([409, PARFI_MSG.actionLocked]);
    const none = await diretor()({ method: 'DELETE', url: '/api/PlanoAcao?planoAcaoId=99999' });
    expect([none.statusCode, none.body]).toEqual([404, PARFI_MSG.actionNotFound]);
  });

  it('one action with its execution, budget ×1.15 (hidden for objective 1), document types', async () => {
    const plan = await planOf();
    const sent = plan.planoAcao.find((a) => a.situacao === 0)!;
    const res = await diretor()(`/api/PlanoAcao?planoAcaoId=${sent.id}`);
    expect(res.statusCode).toBe(200);
    const view = res.json() as {
      valorOrcado: number;
      orientacao: string;
      execucaoAcao: {
        situacao: number;
        status: number;
        podeIncluir: boolean;
        arquivosAnexado: { cnpj: string }[];
      }[];
    };
    expect(view.valorOrcado).toBe(5175);
    expect(view.orientacao.length).toBeGreaterThan(10);
    expect(view.execucaoAcao[0]).toMatchObject({ situacao: 0, status: 2, podeIncluir: false });
    expect(view.execucaoAcao[0]!.arquivosAnexado.map((f) => f.cnpj)).toContain('12ABC34501DE35');
    const one = plan.planoAcao.find((a) => a.objetivoId === 1)!;
    expect(
      ((await diretor()(`/api/PlanoAcao?planoAcaoId=${one.id}`)).json() as { valorOrcado: null }).valorOrcado,
    ).toBeNull();
    expect((await diretor()(`/api/PlanoAcao/Documento?planoAcaoId=${sent.id}`)).json()).toEqual([]);
    const types = (await diretor()(`/api/PlanoAcao/Documento?planoAcaoId=${one.id}`)).json() as {
      id: number;
      tipo: number;
    }[];
    expect(types).toHaveLength(16);
    expect(types[3]).toEqual({ id: 4, descricao: 'Documento Fiscal', tipo: 2 });
    expect((await diretor()('/api/PlanoAcao?planoAcaoId=abc')).statusCode).toBe(400);
  });
});

describe('one answer for reads and writes', () => {
  it('GET PlanoParfi (one statement) answers what a write answers (its transaction)', async () => {
    const read = await admin()(`/api/PlanoParfi?escolaInep=${A}&anoPremio=2025&anoParfi=2025`);
    const plan = read.json() as Plan;
    // The plan now has actions of several objectives, a sent one with its execution, mandatory ones.
    expect(new Set(plan.planoAcao.map((a) => a.objetivoId)).size).toBeGreaterThan(2);
    expect(plan.planoAcao.some((a) => a.situacao !== null)).toBe(true);
    expect(plan.acoesObrigatorias).not.toBeNull();
    const written = await cadastro()({ method: 'PUT', url: `/api/PlanoParfi/${planA.id}` });
    expect(written.statusCode).toBe(200);
    expect(written.body).toBe(read.body);
  });
});

describe('concurrency', () => {
  it('two actions that each fit the balance but not together: exactly one wins (plan row lock)', async () => {
    const { saldoDisponivel } = await planOf();
    const valor = Number(saldoDisponivel.toFixed(2));
    const results = await Promise.all([post(action({ valor })), post(action({ valor }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)?.body).toBe(PARFI_MSG.valueAboveAvailable);
    expect((await planOf()).saldoDisponivel).toBe(0);
  });
});

describe('bad input never answers 500', () => {
  it.each([
    ['POST', '/api/PlanoAcao', '{"planoParfiId":'],
    ['POST', '/api/PlanoAcao', '[]'],
    ['POST', '/api/PlanoAcao', '{"planoParfiId":"x","valor":{}}'],
    ['PUT', '/api/PlanoAcao', '{"id":-1}'],
    ['POST', '/api/PlanoParfi', '{"escolaInep":12345678}'],
    ['PUT', '/api/ObjetivoObrigatorio', '{"id":1,"percentualMinimo":"a"}'],
  ])('%s %s %s → 400', async (method, url, payload) => {
    const res = await admin()({
      method: method as 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/plain');
  });
});
