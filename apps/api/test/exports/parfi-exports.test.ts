/**
 * PARFI exports and the approval queue's server paging (issue 17; decisions 128, 129): the plan's
 * actions, an execution's documents, the approval lists and the visit reports as CSV and XLSX
 * (money as numbers with the R$ format, dates as dates, accents kept), after the same guard and scope
 * checks as the lists; GET /api/DeferirExecucao/Listagem paged and sorted in SQL (pt-BR order), the
 * total in X-Total-Count, and its export streamed with every row of the filter.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MSG } from '@siam/domain/export';
import { PAGING_MSG, type AwaitingAction } from '@siam/domain/contracts/deferral';
import type { PlanoAcao, PlanoParfi } from '@siam/domain/contracts/parfi';
import type { RelatorioVisita } from '@siam/domain/contracts/visit-reports';
import { anoParfi, anoPremio, premioEscola } from '../../src/db/schema/award';
import { execucaoAcao, planoAcao, planoParfi } from '../../src/db/schema/parfi';
import { municipio } from '../../src/db/schema/places';
import { escola } from '../../src/db/schema/schools';
import {
  approvalQueuePages,
  countApprovalQueue,
  findApprovalQueue,
} from '../../src/modules/parfi/approval-queue.repository';
import { DEMO_SCHOOL_INEP } from '../testing/demo-data';
import { createTestApp, CPF, type TestApp } from '../testing/test-app';
import { parseCsv } from './parse';

let t: TestApp;
const admin = () => t.as(CPF.ana, 1);
const diretor = () => t.as(CPF.diego, 15); // director of school A
const municipal = () => t.as(CPF.marta, 12); // level 1, school A's municipality
const professor = () => t.as(CPF.paulo, 17);

const A = DEMO_SCHOOL_INEP.A;
const Q = 'anoPremio=2025&anoParfi=2025';
const LIST = `/api/DeferirExecucao/Listagem?${Q}`;
const pt = new Intl.Collator('pt-BR', { sensitivity: 'base' });

async function workbook(payload: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

/** Schools added to school A's municipality, each with awaiting actions (names with accents). */
const EXTRA_SCHOOLS = [
  { inep: '27099001', nome: 'Escola Zélia Gattai', acoes: 5 },
  { inep: '27099002', nome: 'Escola Álvaro Lins', acoes: 6 },
  { inep: '27099003', nome: 'escola Bruno Otávio', acoes: 5 },
  { inep: '27099004', nome: 'Escola Ábaco Municipal', acoes: 4 },
  { inep: '27099005', nome: 'Escola Érico Veríssimo', acoes: 6 },
];
/** A school of another regional: never in the municipal articulator's queue. */
const FAR_SCHOOL = { inep: '27099009', nome: 'Escola Distante do Sertão', acoes: 3 };

async function addQueue() {
  const db = t.db;
  const [schoolA] = await db.select().from(escola).where(eq(escola.codigoInep, A));
  const [home] = await db.select().from(municipio).where(eq(municipio.codigo, schoolA!.municipio));
  const cities = await db.select().from(municipio);
  const far = cities.find((c) => c.regional !== home!.regional)!;
  const [award] = await db.select().from(anoPremio).where(eq(anoPremio.ano, 2025));
  const parfi2025 = (await db.select().from(anoParfi).where(eq(anoParfi.anoPremioId, award!.id))).find(
    (y) => y.ano === 2025,
  )!;
  const all = [
    ...EXTRA_SCHOOLS.map((s) => ({ ...s, city: home!.codigo })),
    { ...FAR_SCHOOL, city: far.codigo },
  ];
  let n = 0;
  for (const s of all) {
    const [school] = await db
      .insert(escola)
      .values({ codigoInep: s.inep, nome: s.nome, municipio: s.city })
      .returning();
    const [award2025] = await db
      .insert(premioEscola)
      .values({ anoPremioId: award!.id, escolaId: school!.id, tipoEscolaId: 2, valorPremio: '30000.00' })
      .returning();
    const [plan] = await db
      .insert(planoParfi)
      .values({
        premioEscolaId: award2025!.id,
        anoParfiId: parfi2025.id,
        valorParfi: '15000.00',
        saldoDisponivel: '1000.00',
      })
      .returning();
    for (let i = 0; i < s.acoes; i++) {
      n++;
      const [action] = await db
        .insert(planoAcao)
        .values({
          planoParfiId: plan!.id,
          objetivoId: 1 + (i % 3),
          metaId: [11, 21, 31][i % 3]!,
          acaoId: [101, 201, 301][i % 3]!,
          valor: `${1000 + n * 37}.${String(n % 100).padStart(2, '0')}`,
          dataInicio: `2025-0${1 + (n % 8)}-1${n % 10}`,
          dataFim: '2025-11-28',
        })
        .returning();
      await db.insert(execucaoAcao).values({ planoAcaoId: action!.id, situacao: 0, status: 2 });
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await addQueue();
});
afterAll(() => t.close());

describe('GET /api/PlanoParfi?formato=: the plan’s actions', () => {
  const url = `/api/PlanoParfi?escolaInep=${A}&${Q}`;

  it('answers a CSV for Brazilian Excel: money with a comma, dates dd/mm/aaaa, accents kept', async () => {
    const plan = (await diretor()(url)).json() as PlanoParfi;
    const res = await diretor()(`${url}&formato=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /filename="acoes-do-plano-parfi-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'ID',
      'Objetivo',
      'Meta',
      'Ação',
      'Financiável',
      'Débito',
      'Modalidade',
      'Valor',
      'Status',
      'Data início',
      'Data fim',
    ]);
    expect(rows).toHaveLength(plan.planoAcao.length);
    const action = plan.planoAcao.find((a) => a.valor === 4500)!;
    const row = rows.find((r) => r[0] === String(action.id))!;
    expect(row[7]).toBe('4500,00');
    const [y, m, d] = action.dataInicio.split('-');
    expect(row[9]).toBe(`${d}/${m}/${y}`);
    expect(row[3]).toBe(action.acao);
    expect(['Sim', 'Não']).toContain(row[4]);
  });

  it('answers an XLSX with money as numbers in R$ and dates as dates, following the sort', async () => {
    const plan = (await diretor()(url)).json() as PlanoParfi;
    const res = await diretor()(`${url}&formato=xlsx&ordenar=valor&ordem=desc`);
    expect(res.statusCode).toBe(200);
    const ws = await workbook(res.rawPayload);
    expect(ws.rowCount).toBe(plan.planoAcao.length + 1);
    const values = plan.planoAcao.map((a) => a.valor).sort((a, b) => b - a);
    const money = ws.getRow(2).getCell(8);
    expect(money.value).toBe(values[0]);
    expect(money.numFmt).toBe('"R$" #,##0.00');
    const start = ws.getRow(2).getCell(10);
    expect(start.value).toBeInstanceOf(Date);
    expect(start.numFmt).toBe('dd/mm/yyyy');
    const top = plan.planoAcao.find((a) => a.valor === values[0])!;
    expect((start.value as Date).toISOString().slice(0, 10)).toBe(top.dataInicio);
    expect(ws.getRow(1).getCell(4).value).toBe('Ação');
  });

  it('refuses another school’s plan like the list does', async () => {
    const other = EXTRA_SCHOOLS[1]!.inep;
    expect((await admin()(`/api/PlanoParfi?escolaInep=${other}&${Q}`)).statusCode).toBe(200);
    const list = await diretor()(`/api/PlanoParfi?escolaInep=${other}&${Q}`);
    const file = await diretor()(`/api/PlanoParfi?escolaInep=${other}&${Q}&formato=csv`);
    expect(list.statusCode).toBeGreaterThanOrEqual(400);
    expect(file.statusCode).toBe(list.statusCode);
    expect(file.body).toBe(list.body);
  });

  it('refuses an unknown format in Portuguese, a role without PARFI with 403 even for pdf', async () => {
    const bad = await diretor()(`${url}&formato=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(EXPORT_MSG.invalidFormat);
    const refused = await professor()(`${url}&formato=pdf`);
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/PlanoAcao?formato=: the documents of an execution', () => {
  it('exports document, date and value (CSV and XLSX)', async () => {
    const plan = (await diretor()(`/api/PlanoParfi?escolaInep=${A}&${Q}`)).json() as PlanoParfi;
    const sent = plan.planoAcao.find((a) => a.situacao === 0)!;
    const url = `/api/PlanoAcao?planoAcaoId=${sent.id}`;
    const action = (await diretor()(url)).json() as PlanoAcao;
    const files = action.execucaoAcao[0]!.arquivosAnexado;
    expect(files.length).toBeGreaterThan(0);

    const csv = await diretor()(`${url}&formato=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header!.slice(0, 4)).toEqual(['Documento', 'Arquivo', 'Data', 'Valor']);
    expect(rows).toHaveLength(files.length);
    const f = files[0]!;
    const row = rows.find((r) => r[1] === f.nome)!;
    const [y, m, d] = f.dataExecucao.split('-');
    expect(row[2]).toBe(`${d}/${m}/${y}`);
    expect(row[3]).toBe(f.valorOrcamento!.toFixed(2).replace('.', ','));
    // The alphanumeric CNPJ of the demo keeps its mask.
    expect(rows.map((r) => r[4])).toContain('12.ABC.345/01DE-35');
    expect(row[6]).toBe('Aguardando análise');

    const xlsx = await diretor()(`${url}&formato=xlsx&ordenar=valorOrcamento&ordem=asc`);
    const ws = await workbook(xlsx.rawPayload);
    const cheapest = Math.min(...files.map((x) => x.valorOrcamento ?? Infinity));
    expect(ws.getRow(2).getCell(4).value).toBe(cheapest);
    expect(ws.getRow(2).getCell(4).numFmt).toBe('"R$" #,##0.00');
    expect(ws.getRow(2).getCell(3).value).toBeInstanceOf(Date);
  });

  it('refuses another school’s action like the list does', async () => {
    const other = EXTRA_SCHOOLS[1]!.inep;
    const plan = (await admin()(`/api/PlanoParfi?escolaInep=${other}&${Q}`)).json() as PlanoParfi;
    const id = plan.planoAcao[0]!.id;
    const list = await diretor()(`/api/PlanoAcao?planoAcaoId=${id}`);
    const file = await diretor()(`/api/PlanoAcao?planoAcaoId=${id}&formato=xlsx`);
    expect(list.statusCode).toBeGreaterThanOrEqual(400);
    expect(file.statusCode).toBe(list.statusCode);
    expect(file.body).toBe(list.body);
  });
});

describe('GET /api/DeferirExecucao/Listagem: paging and sorting on the server', () => {
  it('keeps the spec’s answer (the whole array) without paging', async () => {
    const res = await admin()(LIST);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as AwaitingAction[];
    const total = EXTRA_SCHOOLS.reduce((n, s) => n + s.acoes, 0) + FAR_SCHOOL.acoes + 1;
    expect(rows).toHaveLength(total);
    expect(res.headers['x-total-count']).toBeUndefined();
  });

  it('answers disjoint pages that together make the list, with the total in X-Total-Count', async () => {
    const all = (await admin()(LIST)).json() as AwaitingAction[];
    const seen: number[] = [];
    for (let pagina = 1; pagina <= 4; pagina++) {
      const res = await admin()(`${LIST}&pagina=${pagina}&tamanhoPagina=10&ordenar=planoAcaoId`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(all.length));
      const page = res.json() as AwaitingAction[];
      expect(page.length).toBe(Math.max(0, Math.min(10, all.length - (pagina - 1) * 10)));
      seen.push(...page.map((r) => r.planoAcaoId));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.map((r) => r.planoAcaoId).sort((a, b) => a - b));
  });

  it('sorts school names in pt-BR order (Álvaro with A) across pages, both ways', async () => {
    const names = async (ordem: string) => {
      const out: string[] = [];
      for (let pagina = 1; pagina <= 3; pagina++) {
        const res = await admin()(
          `${LIST}&pagina=${pagina}&tamanhoPagina=12&ordenar=nomeEscola&ordem=${ordem}`,
        );
        expect(res.statusCode).toBe(200);
        out.push(...(res.json() as AwaitingAction[]).map((r) => r.nomeEscola));
      }
      return out;
    };
    const asc = await names('asc');
    expect(asc).toEqual([...asc].sort(pt.compare));
    const firstTwo = [...new Set(asc)].slice(0, 2);
    expect(firstTwo).toEqual(['Escola Ábaco Municipal', 'Escola Álvaro Lins']);
    expect(asc.indexOf('escola Bruno Otávio')).toBeLessThan(asc.indexOf('Escola Zélia Gattai'));
    const desc = await names('desc');
    expect(desc[0]).toBe('Escola Zélia Gattai');
    expect(desc).toEqual([...desc].sort((a, b) => pt.compare(b, a)));
  });

  it('sorts money and dates by value', async () => {
    const byValue = (await admin()(`${LIST}&ordenar=valor&ordem=desc`)).json() as AwaitingAction[];
    expect(byValue.map((r) => r.valor)).toEqual(byValue.map((r) => r.valor).sort((a, b) => b - a));
    const byDate = (await admin()(`${LIST}&ordenar=dataInicio`)).json() as AwaitingAction[];
    const dates = byDate.map((r) => r.dataInicio);
    expect(dates).toEqual([...dates].sort());
  });

  it('keeps a regional or municipal caller to its own places, paged or not', async () => {
    const res = await municipal()(`${LIST}&pagina=1&tamanhoPagina=100`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as AwaitingAction[];
    expect(rows.some((r) => r.codigoInep === FAR_SCHOOL.inep)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    const csv = await municipal()(`${LIST}&formato=csv`);
    expect(csv.body).not.toContain(FAR_SCHOOL.nome);
  });

  it('refuses bad paging values with a Portuguese message', async () => {
    const cases: [string, string][] = [
      ['pagina=0', PAGING_MSG.page],
      ['pagina=abc', PAGING_MSG.page],
      ['tamanhoPagina=101', PAGING_MSG.pageSize],
      ['tamanhoPagina=0', PAGING_MSG.pageSize],
      ['tamanhoPagina=-5', PAGING_MSG.pageSize],
      ['ordenar=senha', PAGING_MSG.sort],
      ['ordenar=nomeEscola&ordem=up', PAGING_MSG.order],
    ];
    for (const [query, message] of cases) {
      const res = await admin()(`${LIST}&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toBe(message);
    }
  });

  it('refuses a role that does not decide with 403, even asking for a pdf or a bad page', async () => {
    expect((await professor()(`${LIST}&formato=pdf`)).statusCode).toBe(403);
    expect((await diretor()(`${LIST}&pagina=0`)).statusCode).toBe(403);
    expect((await t.app.inject(`${LIST}&formato=csv`)).statusCode).toBe(401);
  });
});

describe('GET /api/DeferirExecucao/Listagem?formato=: every row of the filter, streamed', () => {
  it('exports every row (not a page) as CSV, sorted by the column asked', async () => {
    const all = (await admin()(LIST)).json() as AwaitingAction[];
    const res = await admin()(`${LIST}&pagina=1&tamanhoPagina=5&formato=csv&ordenar=nomeEscola`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/acoes-aguardando-deferimento-/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'ID',
      'Código INEP',
      'Escola',
      'Município',
      'Regional',
      'Objetivo',
      'Ação',
      'Valor',
      'Data início',
      'Data fim',
      'Nível',
      'Status',
    ]);
    expect(rows).toHaveLength(all.length);
    const schools = rows.map((r) => r[2]!);
    expect(schools).toEqual([...schools].sort(pt.compare));
    expect(schools[0]).toBe('Escola Ábaco Municipal');
    const one = all[0]!;
    const row = rows.find((r) => r[0] === String(one.planoAcaoId))!;
    expect(row[7]).toBe(one.valor.toFixed(2).replace('.', ','));
    const [y, m, d] = one.dataInicio.split('-');
    expect(row[8]).toBe(`${d}/${m}/${y}`);
    expect(row[10]).toBe('Nível 1');
  });

  it('streams an XLSX in keyset pages that holds every row once (money in R$, dates)', async () => {
    const all = (await admin()(`${LIST}&ordenar=valor&ordem=desc`)).json() as AwaitingAction[];
    const res = await admin()(`${LIST}&formato=xlsx&ordenar=valor&ordem=desc`);
    expect(res.statusCode).toBe(200);
    const ws = await workbook(res.rawPayload);
    expect(ws.rowCount).toBe(all.length + 1);
    const ids: number[] = [];
    ws.eachRow((row, i) => {
      if (i > 1) ids.push(row.getCell(1).value as number);
    });
    expect(ids).toEqual(all.map((r) => r.planoAcaoId));
    const cell = ws.getRow(2).getCell(8);
    expect(cell.value).toBe(all[0]!.valor);
    expect(cell.numFmt).toBe('"R$" #,##0.00');
    expect(ws.getRow(2).getCell(9).value).toBeInstanceOf(Date);
  });

  it('reads keyset pages that follow each other without a gap or a repeat, for each sort', async () => {
    const filter = { anoPremio: 2025, anoParfi: 2025, situacoes: [0] };
    for (const column of ['nomeEscola', 'valor', 'dataInicio', 'status', 'siglaRegional'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { column, direction };
        const whole = await findApprovalQueue(t.db, filter, sort);
        const paged: number[] = [];
        for await (const page of approvalQueuePages(t.db, filter, sort, 4)) {
          expect(page.length).toBeLessThanOrEqual(4);
          paged.push(...page.map((r) => r.planoAcaoId));
        }
        expect(paged, `${column} ${direction}`).toEqual(whole.map((r) => r.planoAcaoId));
      }
    }
  });

  it('reads screen pages by school name (the index walk) exactly as slices of the sorted list, and counts them', async () => {
    const filters = [
      { anoPremio: 2025, anoParfi: 2025, situacoes: [0] },
      { anoPremio: 2025, anoParfi: 2025, situacoes: [0, 1, 3] },
      { anoPremio: 2025, anoParfi: 2025, situacoes: [0], regionais: [1] },
      { anoPremio: 2025, anoParfi: 2025, situacoes: [0], municipios: [] },
    ];
    for (const filter of filters) {
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { column: 'nomeEscola' as const, direction };
        const whole = await findApprovalQueue(t.db, filter, sort);
        if (filter.situacoes.length === 3) expect(whole.length).toBeGreaterThan(6);
        expect(await countApprovalQueue(t.db, filter)).toBe(whole.length);
        for (let offset = 0; offset <= whole.length; offset += 3) {
          const page = await findApprovalQueue(t.db, filter, sort, { offset, limit: 3 });
          expect(page, `${JSON.stringify(filter)} ${direction} ${offset}`).toEqual(
            whole.slice(offset, offset + 3),
          );
        }
      }
    }
  });

  it('refuses an unknown sort column of the file in Portuguese', async () => {
    const res = await admin()(`${LIST}&formato=csv&ordenar=senha`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(PAGING_MSG.sort);
  });
});

describe('other PARFI lists as files', () => {
  it('GET /api/DeferirExecucao/Deferimentos?formato=csv: the schools with their counts', async () => {
    const res = await admin()(`/api/DeferirExecucao/Deferimentos?${Q}&formato=csv&ordenar=nomeEscola`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Código INEP', 'Escola', 'Regional', 'Município', 'Quantidade de ações']);
    const alvaro = rows.find((r) => r[0] === '27099002')!;
    expect(alvaro[1]).toBe('Escola Álvaro Lins');
    expect(alvaro[4]).toBe('6');
    expect(rows[0]![1]).toBe('Escola Ábaco Municipal');
  });

  it('GET /api/RelatorioVisita/{pairing}/{award}/{parfi}?formato=: the visit reports', async () => {
    const pairing = (await diretor()(`/api/Escolas/Pareamento/${await awardId()}/${A}`)).json() as {
      id: number;
    };
    const [award] = await t.db.select().from(anoPremio).where(eq(anoPremio.ano, 2025));
    const years = await t.db.select().from(anoParfi).where(eq(anoParfi.anoPremioId, award!.id));
    const parfi = years.find((y) => y.ano === 2025)!;
    const url = `/api/RelatorioVisita/${pairing.id}/${award!.id}/${parfi.id}`;
    const list = await diretor()(url);
    expect(list.statusCode, list.body).toBe(200);
    const reports = list.json() as RelatorioVisita[];
    const csv = await diretor()(`${url}?formato=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([
      'ID',
      'Escola visitante',
      'Escola acompanhada',
      'Tipo de relatório',
      'Data da visita',
      'Finalizado',
      'Ano PARFI',
    ]);
    expect(rows).toHaveLength(reports.length);
    const xlsx = await diretor()(`${url}?formato=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const ws = await workbook(xlsx.rawPayload);
    expect(ws.rowCount).toBe(reports.length + 1);
    const dated = reports.findIndex((r) => r.data !== null);
    if (dated >= 0) {
      const cell = ws.getRow(dated + 2).getCell(5);
      expect(cell.value).toBeInstanceOf(Date);
      const [y, m, d] = reports[dated]!.data!.slice(0, 10).split('-');
      expect(rows[dated]![4]).toBe(`${d}/${m}/${y}`);
    }
    // A caller the list refuses gets the same refusal for the file.
    const refused = await professor()(url);
    const refusedFile = await professor()(`${url}?formato=pdf`);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refusedFile.statusCode).toBe(refused.statusCode);
    expect(refusedFile.body).toBe(refused.body);
  });
});

async function awardId(): Promise<number> {
  const [award] = await t.db.select().from(anoPremio).where(eq(anoPremio.ano, 2025));
  return award!.id;
}

describe('award years and monitoring periods as files', () => {
  it('GET /api/AnoPremio?formato=xlsx: the award years with their values in R$', async () => {
    const years = (await admin()('/api/AnoPremio')).json() as {
      ano: number;
      valorPremiada: number | null;
    }[];
    const res = await admin()('/api/AnoPremio?formato=xlsx&ordenar=ano&ordem=desc');
    expect(res.statusCode, res.body).toBe(200);
    const ws = await workbook(res.rawPayload);
    expect(ws.rowCount).toBe(years.length + 1);
    expect(ws.getRow(1).getCell(1).value).toBe('Prêmio');
    const newest = [...years].sort((a, b) => b.ano - a.ano)[0]!;
    expect(ws.getRow(2).getCell(1).value).toBe(newest.ano);
    expect(ws.getRow(2).getCell(4).value).toBe(newest.valorPremiada);
    expect(ws.getRow(2).getCell(4).numFmt).toBe('"R$" #,##0.00');
    expect((await professor()('/api/AnoPremio?formato=csv')).statusCode).toBe(
      (await professor()('/api/AnoPremio')).statusCode,
    );
  });

  it('GET /api/Periodo?formato=csv: the periods of a year with dates dd/mm/aaaa', async () => {
    const year = new Date().getFullYear();
    const url = `/api/Periodo?ano=${year}&fichaId=1`;
    const periods = (await admin()(url)).json() as { bimestre: number; acompanhamentoDataInicio: string }[];
    const res = await admin()(`${url}&formato=csv&ordenar=bimestre`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header!.slice(0, 4)).toEqual(['Ano', 'Bimestre', 'Ficha', 'Início do acompanhamento']);
    expect(rows).toHaveLength(periods.length);
    expect(periods.length).toBeGreaterThan(0);
    const first = periods.find((p) => p.bimestre === 1) ?? periods[0]!;
    const [y, m, d] = first.acompanhamentoDataInicio.split('-');
    expect(rows.map((r) => r[3])).toContain(`${d}/${m}/${y}`);
  });
});
