import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARFI_MSG } from '@siam/domain/parfi';
import { createTestApp, CPF, type TestApp } from '../../../test/testing/test-app';
import { PDF, multipart } from '../../../test/fixtures/files-fixtures';

let t: TestApp;
const A = '27012345';
const B = '27012346';
const admin = () => t.as(CPF.ana, 1);
const diretor = () => t.as(CPF.diego, 15);
const municipal = () => t.as(CPF.marta, 12); // level 1, Santa Aurora
const regionalArt = () => t.as(CPF.artur, 9); // level 2, regional 1
const estadual = () => t.as(CPF.eva, 7); // level 3
const professor = () => t.as(CPF.paulo, 17);
type As = typeof admin;

const Q = 'anoPremio=2025&anoParfi=2025';

interface FileView {
  id: number;
  documentoId: number;
  deferido: boolean | null;
  finalizado: boolean;
  motivoIndeferimentoId: number | null;
}
interface Form {
  id: number;
  execucaoAcaoId: number;
  nivelDeferimentoId: number;
  codigoInep: string;
  arquivosAnexado: FileView[];
  deferimentos: unknown[];
}
interface ActionView {
  execucaoAcao: {
    id: number;
    situacao: number | null;
    status: number;
    podeIncluir: boolean;
    podeEnviar: boolean;
    arquivosAnexado: FileView[];
    deferirExecucoes: { id: number; nivelDeferimentoId: number }[];
  }[];
}

let planoAcaoId: number;
const open = (as: As, id = planoAcaoId) =>
  as()({ method: 'POST', url: '/api/DeferirExecucao/obter-ou-criar', payload: { planoAcaoId: id } });
const decideAll = (
  as: As,
  form: Form,
  choose: (f: FileView, i: number) => Record<string, unknown> = () => ({ deferido: true }),
) =>
  as()({
    method: 'PUT',
    url: '/api/DeferirExecucao',
    payload: {
      id: form.id,
      deferido: true,
      deferirArquivos: form.arquivosAnexado
        .filter((f) => !f.finalizado)
        .map((f, i) => ({
          id: 0,
          arquivoAnexadoId: f.id,
          motivoIndeferimentoId: null,
          detalhamento: null,
          ...choose(f, i),
        })),
    },
  });
const actionView = async () =>
  (await diretor()(`/api/PlanoAcao?planoAcaoId=${planoAcaoId}`)).json() as ActionView;
const execution = async () => (await actionView()).execucaoAcao[0]!;
const approve = async (as: As) => {
  const res = await open(as);
  expect(res.statusCode).toBeLessThan(300);
  const decided = await decideAll(as, res.json() as Form);
  expect(decided.statusCode).toBe(200);
  return decided.json() as { mensagem: string; situacao: number; status: number };
};

beforeAll(async () => {
  t = await createTestApp();
  const plan = (await diretor()(`/api/PlanoParfi?escolaInep=${A}&${Q}`)).json() as {
    planoAcao: { id: number; situacao: number | null }[];
  };
  planoAcaoId = plan.planoAcao.find((a) => a.situacao === 0)!.id;
});
afterAll(() => t.close());

describe('approval queue', () => {
  it('each approver sees what waits for its level, within its scope', async () => {
    const listing = async (as: As, q = Q) =>
      (await as()(`/api/DeferirExecucao/Listagem?${q}`)).json() as {
        planoAcaoId: number;
        nivelDeferimentoId: number;
        codigoInep: string;
      }[];
    expect(await listing(municipal)).toMatchObject([{ planoAcaoId, nivelDeferimentoId: 1, codigoInep: A }]);
    expect(await listing(admin)).toHaveLength(1);
    expect(await listing(regionalArt)).toEqual([]);
    expect(await listing(estadual)).toEqual([]);
    expect(await listing(admin, `${Q}&codigoRegional=2`)).toEqual([]);
    expect(await listing(admin, `${Q}&codigoMunicipio=101`)).toHaveLength(1);
    expect((await municipal()(`/api/DeferirExecucao/Quantidade?${Q}`)).json()).toEqual({ quantidade: 1 });
    const schools = (await municipal()(`/api/DeferirExecucao/Deferimentos?${Q}`)).json();
    expect(schools).toMatchObject([
      { codigoInep: A, codigoMunicio: 101, quantidadeAcoes: 1, acoes: [{ planoAcaoId }] },
    ]);
    expect((await diretor()(`/api/DeferirExecucao/Listagem?${Q}`)).statusCode).toBe(403);
    expect((await professor()(`/api/DeferirExecucao/Quantidade?${Q}`)).statusCode).toBe(403);
    const bad = await municipal()('/api/DeferirExecucao/Listagem?anoPremio=20&anoParfi=2025');
    expect([bad.statusCode, bad.body]).toEqual([400, 'Ano Prêmio inválido.']);
  });

  it('GET Enums/MotivoIndeferimentoEnum', async () => {
    const res = (await municipal()('/api/Enums/MotivoIndeferimentoEnum')).json() as {
      dadosEnum: { id: number; descricao: string }[];
    };
    expect(res.dadosEnum.length).toBeGreaterThanOrEqual(6);
    expect(res.dadosEnum[0]).toEqual({ id: 1, descricao: 'Documento ilegível' });
  });
});

describe('deferral at three levels', () => {
  let form: Form;

  it('obter-ou-criar: only the due level opens it; the second call answers the same record', async () => {
    expect((await open(regionalArt)).statusCode).toBe(403);
    expect((await open(estadual)).statusCode).toBe(403);
    expect((await open(diretor)).statusCode).toBe(403);
    const res = await open(municipal);
    expect(res.statusCode).toBe(201);
    form = res.json() as Form;
    expect(form).toMatchObject({ nivelDeferimentoId: 1, codigoInep: A, deferimentos: [] });
    expect(form.arquivosAnexado).toHaveLength(3);
    const again = await open(municipal);
    expect([again.statusCode, (again.json() as Form).id]).toEqual([200, form.id]);
  });

  it('checks reasons first, then details, singular and plural (§5.4)', async () => {
    const refuse = (patch: (i: number) => Record<string, unknown>) =>
      decideAll(municipal, form, (_f, i) => (i < 2 ? { deferido: false, ...patch(i) } : { deferido: true }));
    const cases: [(i: number) => Record<string, unknown>, string][] = [
      [() => ({}), PARFI_MSG.reasonsRequired],
      [(i) => (i === 0 ? { motivoIndeferimentoId: 1 } : {}), PARFI_MSG.reasonRequired],
      [
        (i) => ({ motivoIndeferimentoId: 1, detalhamento: i === 0 ? 'Ilegível' : '' }),
        PARFI_MSG.detailRequired,
      ],
      [() => ({ motivoIndeferimentoId: 1 }), PARFI_MSG.detailsRequired],
      [() => ({ motivoIndeferimentoId: 99, detalhamento: 'x' }), PARFI_MSG.reasonInvalid],
      [() => ({ motivoIndeferimentoId: 1, detalhamento: 'x'.repeat(5001) }), PARFI_MSG.detailTooLong],
    ];
    for (const [patch, message] of cases) {
      const res = await refuse(patch);
      expect([res.statusCode, res.body]).toEqual([400, message]);
    }
    const partial = await municipal()({
      method: 'PUT',
      url: '/api/DeferirExecucao',
      payload: {
        id: form.id,
        deferirArquivos: [{ id: 0, arquivoAnexadoId: form.arquivosAnexado[0]!.id, deferido: true }],
      },
    });
    expect([partial.statusCode, partial.body]).toEqual([400, PARFI_MSG.allDocumentsRequired]);
    expect((await decideAll(regionalArt, form)).statusCode).toBe(403);
  });

  it('level 1 refuses one document: back to the school (situação 2, open)', async () => {
    const res = await decideAll(municipal, form, (_f, i) =>
      i === 0
        ? { deferido: false, motivoIndeferimentoId: 1, detalhamento: 'Orçamento sem assinatura' }
        : { deferido: true, motivoIndeferimentoId: 3 },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: PARFI_MSG.executionDeferred, situacao: 2, status: 0 });
    const exec = await execution();
    expect(exec).toMatchObject({ situacao: 2, status: 0, podeIncluir: true, podeEnviar: true });
    expect(exec.arquivosAnexado.map((f) => [f.deferido, f.motivoIndeferimentoId])).toEqual([
      [false, 1],
      [true, null],
      [true, null],
    ]);
    expect(exec.deferirExecucoes).toHaveLength(1);
    const decided = await decideAll(municipal, form);
    expect([decided.statusCode, decided.body]).toEqual([409, PARFI_MSG.deferralDecided]);
  });

  it('the school sends again (Finalizar), which restarts at level 1 with the documents pending', async () => {
    const exec = await execution();
    expect(
      (await estadual()({ method: 'PUT', url: `/api/ExecucaoAcao/Finalizar?execucaoId=${exec.id}` }))
        .statusCode,
    ).toBe(403);
    const res = await diretor()({ method: 'PUT', url: `/api/ExecucaoAcao/Finalizar?execucaoId=${exec.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mensagem: PARFI_MSG.executionFinished,
      execucaoAcao: { situacao: 0, status: 2 },
    });
    expect((await execution()).arquivosAnexado.every((f) => f.deferido === null)).toBe(true);
    const twice = await diretor()({
      method: 'PUT',
      url: `/api/ExecucaoAcao/Finalizar?execucaoId=${exec.id}`,
    });
    expect([twice.statusCode, twice.body]).toEqual([409, PARFI_MSG.cannotSend]);
  });

  it('levels 1, 2 and 3 approve in turn; level 3 finalises the documents (situação 5)', async () => {
    expect(await approve(municipal)).toMatchObject({ situacao: 1, status: 2 });
    expect((await open(municipal)).statusCode).toBe(403);
    expect(((await regionalArt()(`/api/DeferirExecucao/Listagem?${Q}`)).json() as unknown[]).length).toBe(1);
    expect(await approve(regionalArt)).toMatchObject({ situacao: 3, status: 2 });
    expect(await approve(estadual)).toMatchObject({ situacao: 5, status: 0 });
    const exec = await execution();
    expect(exec.arquivosAnexado.every((f) => f.finalizado && f.deferido === true)).toBe(true);
    expect(exec).toMatchObject({ podeIncluir: true });
  });

  it('the fiscal document of the cheapest budget, approved at the three levels, closes the execution (9)', async () => {
    const { payload, headers } = multipart({
      fields: {
        PlanoAcaoId: String(planoAcaoId),
        DocumentoId: '4',
        Cnpj: '12.ABC.345/01DE-35',
        ValorOrcamento: '4.380,00',
        NotaFiscal: '45871',
        DataExecucao: '2025-04-02',
      },
      file: { name: 'nota-fiscal.pdf', data: PDF },
    });
    const up = await diretor()({
      method: 'POST',
      url: `/api/ArquivoAnexado?codigoInep=${A}&ano=2025`,
      payload,
      headers,
    });
    expect(up.statusCode).toBe(201);
    const exec = await execution();
    await diretor()({ method: 'PUT', url: `/api/ExecucaoAcao/Finalizar?execucaoId=${exec.id}` });
    const form1 = (await open(municipal)).json() as Form;
    const finalized = form1.arquivosAnexado.find((f) => f.finalizado)!;
    const touch = await municipal()({
      method: 'PUT',
      url: '/api/DeferirExecucao',
      payload: { id: form1.id, deferirArquivos: [{ id: 0, arquivoAnexadoId: finalized.id, deferido: true }] },
    });
    expect([touch.statusCode, touch.body]).toEqual([409, PARFI_MSG.documentFinalized]);
    expect((await decideAll(municipal, form1)).json()).toMatchObject({ situacao: 1 });
    await approve(regionalArt);
    expect(await approve(estadual)).toMatchObject({ situacao: 9, status: 1 });
    const plan = (await diretor()(`/api/PlanoParfi?escolaInep=${A}&${Q}`)).json() as {
      valorExecutado: number;
    };
    expect(plan.valorExecutado).toBe(4380);
  });

  it('the administrator deletes the last decision only, restoring the situation before it', async () => {
    const history = (await execution()).deferirExecucoes;
    const [last, previous] = history;
    const url = (id: number) => `/api/DeferirExecucao?deferirId=${id}`;
    expect((await estadual()({ method: 'DELETE', url: url(last!.id) })).statusCode).toBe(403);
    const notLast = await admin()({ method: 'DELETE', url: url(previous!.id) });
    expect([notLast.statusCode, notLast.body]).toEqual([409, PARFI_MSG.onlyLastDeferral]);
    const ok = await admin()({ method: 'DELETE', url: url(last!.id) });
    expect(ok.json()).toEqual({ mensagem: PARFI_MSG.deferralDeleted });
    const exec = await execution();
    expect(exec).toMatchObject({ situacao: 3, status: 2 });
    const fiscal = exec.arquivosAnexado.find((f) => f.documentoId === 4)!;
    expect(fiscal).toMatchObject({ finalizado: false, deferido: true });
  });

  it('Cancelar (RetornarStatus) drops the undecided record and keeps the situation', async () => {
    const opened = (await open(estadual)).json() as Form;
    expect(
      (await municipal()({ method: 'PUT', url: `/api/ExecucaoAcao/RetornarStatus?deferirId=${opened.id}` }))
        .statusCode,
    ).toBe(403);
    const res = await estadual()({
      method: 'PUT',
      url: `/api/ExecucaoAcao/RetornarStatus?deferirId=${opened.id}`,
    });
    expect(res.json()).toEqual({ mensagem: PARFI_MSG.deferralCancelled });
    expect(await execution()).toMatchObject({ situacao: 3 });
    const gone = await estadual()({
      method: 'PUT',
      url: `/api/ExecucaoAcao/RetornarStatus?deferirId=${opened.id}`,
    });
    expect([gone.statusCode, gone.body]).toEqual([404, PARFI_MSG.deferralNotFound]);
    const decided = (await execution()).deferirExecucoes[0]!;
    const again = await admin()({
      method: 'PUT',
      url: `/api/ExecucaoAcao/RetornarStatus?deferirId=${decided.id}`,
    });
    expect([again.statusCode, again.body]).toEqual([409, PARFI_MSG.deferralDecided]);
  });
});

describe('scope of the approvers, and the administrator’s deletion of an execution', () => {
  it('an execution of school B (Rio Claro do Sul) is not Santa Aurora’s articulator’s', async () => {
    const plan = (
      await admin()({
        method: 'POST',
        url: '/api/PlanoParfi',
        payload: { escolaInep: B, anoPremio: 2025, anoParfi: 2025 },
      })
    ).json() as { id: number };
    const created = await admin()({
      method: 'POST',
      url: '/api/PlanoAcao',
      payload: {
        planoParfiId: plan.id,
        objetivoId: 6,
        metaId: 61,
        acaoId: 601,
        valor: '800,00',
        dataInicio: '2025-03-01',
        dataFim: '2025-04-01',
      },
    });
    const bAction = (created.json() as { planoAcao: { id: number } }).planoAcao.id;
    const { payload, headers } = multipart({
      fields: {
        PlanoAcaoId: String(bAction),
        DocumentoId: '1',
        Cnpj: '11.444.777/0001-61',
        ValorOrcamento: '790,00',
        DataExecucao: '2025-03-05',
      },
      file: { name: 'orc.pdf', data: PDF },
    });
    const up = await admin()({
      method: 'POST',
      url: `/api/ArquivoAnexado?codigoInep=${B}&ano=2025`,
      payload,
      headers,
    });
    const execId = (up.json() as { execucaoAcao: { id: number } }).execucaoAcao.id;
    await admin()({ method: 'PUT', url: `/api/ExecucaoAcao/Finalizar?execucaoId=${execId}` });

    const listing = (await municipal()(`/api/DeferirExecucao/Listagem?${Q}`)).json() as {
      codigoInep: string;
    }[];
    expect(listing.map((r) => r.codigoInep)).not.toContain(B);
    expect(
      ((await admin()(`/api/DeferirExecucao/Listagem?${Q}`)).json() as { codigoInep: string }[]).map(
        (r) => r.codigoInep,
      ),
    ).toContain(B);
    expect((await open(municipal, bAction)).statusCode).toBe(403);

    expect(
      (await diretor()({ method: 'DELETE', url: `/api/ExecucaoAcao?execucaoAcaoId=${execId}` })).statusCode,
    ).toBe(403);
    const del = await admin()({ method: 'DELETE', url: `/api/ExecucaoAcao?execucaoAcaoId=${execId}` });
    expect(del.json()).toEqual({ mensagem: PARFI_MSG.executionDeleted });
    const view = (await admin()(`/api/PlanoAcao?planoAcaoId=${bAction}`)).json() as ActionView & {
      status: string;
    };
    expect(view).toMatchObject({ status: 'Não enviada para deferimento', execucaoAcao: [] });
  });

  it('bad bodies answer 400, never 500', async () => {
    for (const payload of [
      '{',
      '{"id":"x"}',
      '{"id":1,"deferirArquivos":"x"}',
      '{"id":1,"deferirArquivos":[{"arquivoAnexadoId":1}]}',
    ]) {
      const res = await municipal()({
        method: 'PUT',
        url: '/api/DeferirExecucao',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await municipal()({ method: 'POST', url: '/api/DeferirExecucao/obter-ou-criar', payload: {} }))
        .statusCode,
    ).toBe(400);
    expect((await admin()({ method: 'DELETE', url: '/api/DeferirExecucao?deferirId=abc' })).statusCode).toBe(
      400,
    );
  });
});
