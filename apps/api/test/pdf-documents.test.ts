/**
 * The archived PDFs (issue 17 item 2, docs/decisions/124): GET /api/PlanoParfi/{id}/Pdf and
 * GET /api/RelatorioVisita/{id}/Pdf. The same guards and scope as the JSON reads, the content
 * (school, INEP, generation stamp, user, sections, money and dates in pt-BR, signatures) read back
 * from the file, and the same bytes for the same data at the same minute.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { monitoringToday } from '@siam/domain/monitoring';
import { usuario, usuarioPerfil } from '../src/db/schema/auth';
import { anoParfi, anoPremio, pareamentoEscolas } from '../src/db/schema/award';
import { escola } from '../src/db/schema/schools';
import { createTestApp, CPF, type TestApp } from './testing/test-app';
import { pdfText } from './testing/pdf-text';

/** A director of school B (the visited school, outside school A's plan). */
const BRUNO = '31467592099';
/** A director of school C (outside the pairing of the visit report). */
const CLARA = '79823415609';
/** A fixed clock: the stamp and the document dates are this minute. */
const NOW = new Date('2026-11-26T14:05:42Z');

let t: TestApp;
let planId: number;
let reportId: number;

type Inject = ReturnType<TestApp['as']>;
const diego: Inject = (o) => t.as(CPF.diego, 15)(o);
const bruno: Inject = (o) => t.as(BRUNO, 15)(o);
const clara: Inject = (o) => t.as(CLARA, 15)(o);
const paulo: Inject = (o) => t.as(CPF.paulo, 17)(o);
const eva: Inject = (o) => t.as(CPF.eva, 7)(o);

const yesterday = () => {
  const d = new Date(`${monitoringToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const schools = await t.db.select({ id: escola.id, inep: escola.codigoInep }).from(escola);
  const [diegoRow] = await t.db.select().from(usuario).where(eq(usuario.cpf, CPF.diego));
  const [b, c] = await t.db
    .insert(usuario)
    .values([
      { cpf: BRUNO, nome: 'Bruno Diretor Escola B', passwordHash: diegoRow!.passwordHash },
      { cpf: CLARA, nome: 'Clara Diretora Escola C', passwordHash: diegoRow!.passwordHash },
    ])
    .returning({ id: usuario.id });
  const schoolOf = (inep: string) => schools.find((s) => s.inep === inep)!.id;
  await t.db.insert(usuarioPerfil).values([
    { usuarioId: b!.id, perfilId: 15, escolaId: schoolOf('27012346') },
    { usuarioId: c!.id, perfilId: 15, escolaId: schoolOf('27099999') },
  ]);

  const plan = await diego('/api/PlanoParfi?escolaInep=27012345&anoPremio=2025&anoParfi=2025');
  expect(plan.statusCode).toBe(200);
  planId = (plan.json() as { id: number }).id;

  const [award] = await t.db.select({ id: anoPremio.id }).from(anoPremio).where(eq(anoPremio.ano, 2025));
  const [pairing] = await t.db
    .select({ id: pareamentoEscolas.id })
    .from(pareamentoEscolas)
    .where(eq(pareamentoEscolas.anoPremioId, award!.id));
  const [year] = await t.db
    .select({ id: anoParfi.id })
    .from(anoParfi)
    .where(and(eq(anoParfi.anoPremioId, award!.id), eq(anoParfi.ano, 2025)));
  const created = await diego({
    method: 'POST',
    url: '/api/RelatorioVisita',
    payload: {
      tipoRelatorioId: 1,
      data: yesterday(),
      anoParfiId: year!.id,
      pareamentoEscolasId: pairing!.id,
      descricaoDetalhada: 'Visita de diagnóstico à escola acompanhada, com a equipe gestora.',
    },
  });
  expect(created.statusCode).toBe(201);
  reportId = created.json() as number;
  const added = await diego({
    method: 'POST',
    url: '/api/ParticipanteVisita',
    payload: { relatorioVisitaId: reportId, cpf: CPF.carla },
  });
  expect(added.statusCode).toBe(201);
});
afterAll(() => t.close());

function expectPdf(r: Awaited<ReturnType<Inject>>, fileName: string) {
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  expect(r.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(r.headers['cache-control']).toBe('no-store');
  expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // PDF_OUT=/some/dir keeps the files to look at them.
  if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/${fileName}`, r.rawPayload);
  return r.rawPayload;
}

describe('GET /api/PlanoParfi/{id}/Pdf', () => {
  it('answers the plan as a PDF with the header, the figures, the actions and the signatures', async () => {
    const json = (await diego('/api/PlanoParfi?escolaInep=27012345&anoPremio=2025&anoParfi=2025')).json() as {
      planoAcao: { acao: string }[];
    };
    const pdf = expectPdf(await diego(`/api/PlanoParfi/${planId}/Pdf`), 'plano-parfi-27012345-2025-2025.pdf');
    const text = pdfText(pdf);
    expect(text).toContain('Escola Estadual Santa Aurora');
    expect(text).toContain('Código INEP: 27012345');
    expect(text).toContain('Gerado em 26/11/2026 às 11:05 por Diego Diretor Rocha');
    expect(text).toContain('Plano PARFI 2025');
    expect(text).toContain('Valores do PARFI');
    expect(text).toMatch(/R\$ \d{1,3}(\.\d{3})*,\d{2}/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(json.planoAcao.length).toBeGreaterThan(0);
    // A table cell may wrap: the action's first words are on its first line.
    expect(text).toContain(json.planoAcao[0]!.acao.split(' ').slice(0, 2).join(' '));
    expect(text).toContain('Presidente do Conselho Escolar');
    expect(text).toContain('Assinatura');
    expect(text).toMatch(/Página 1 de \d/);
  });

  it('gives the same bytes for the same data at the same minute', async () => {
    const a = (await diego(`/api/PlanoParfi/${planId}/Pdf`)).rawPayload;
    const b = (await diego(`/api/PlanoParfi/${planId}/Pdf`)).rawPayload;
    expect(a.length).toBeGreaterThan(1000);
    expect(a.equals(b)).toBe(true);
    // The document's dates are the generation minute (indirect strings in pdfkit's info).
    expect(a.toString('latin1')).toContain('(D:20261126140500Z)');
    expect(a.toString('latin1')).not.toContain('(D:20261126140542Z)');
  });

  it('refuses as PUT PlanoParfi/{id} does: a role without PARFI, another school, an unknown or bad id', async () => {
    expect((await paulo(`/api/PlanoParfi/${planId}/Pdf`)).statusCode).toBe(403);
    const other = await bruno(`/api/PlanoParfi/${planId}/Pdf`);
    expect(other.statusCode).toBe(403);
    expect(other.body).toBe('Funcionalidade não permitida');
    const unknown = await diego('/api/PlanoParfi/999999/Pdf');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Nenhum plano encontrado.');
    const bad = await diego('/api/PlanoParfi/abc/Pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('Nenhum plano encontrado.');
    // The state team reads every plan.
    expect((await eva(`/api/PlanoParfi/${planId}/Pdf`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/PlanoParfi/${planId}/Pdf` })).statusCode).toBe(401);
  });
});

describe('GET /api/RelatorioVisita/{id}/Pdf', () => {
  it('answers the report as a PDF: identification, description, participants, indicators, signatures', async () => {
    const pdf = expectPdf(
      await diego(`/api/RelatorioVisita/${reportId}/Pdf`),
      `relatorio-visita-${reportId}-27012346.pdf`,
    );
    const text = pdfText(pdf);
    expect(text).toContain('Escola Estadual Santa Aurora');
    expect(text).toContain('Código INEP: 27012345');
    expect(text).toContain('Gerado em 26/11/2026 às 11:05 por Diego Diretor Rocha');
    expect(text).toContain('27012346 - Escola Municipal Rio Claro');
    const [y, m, d] = yesterday().split('-');
    expect(text).toContain(`${d}/${m}/${y}`);
    expect(text).toContain('Visita de diagnóstico');
    expect(text).toContain('Carla Coordenadora Lima');
    expect(text).not.toContain('123.456.789-09');
    expect(text).toContain('Não avaliado');
    expect(text).toContain('Diretor(a) da escola visitada');
    const again = (await diego(`/api/RelatorioVisita/${reportId}/Pdf`)).rawPayload;
    expect(again.equals(pdf)).toBe(true);
  });

  it('lets the visited school read it, and refuses as the JSON read does', async () => {
    expect((await bruno(`/api/RelatorioVisita/${reportId}/Pdf`)).statusCode).toBe(200);
    expect((await paulo(`/api/RelatorioVisita/${reportId}/Pdf`)).statusCode).toBe(403);
    const outside = await clara(`/api/RelatorioVisita/${reportId}/Pdf`);
    expect(outside.statusCode).toBe((await clara(`/api/RelatorioVisita/${reportId}/1`)).statusCode);
    expect(outside.statusCode).toBe(403);
    const unknown = await diego('/api/RelatorioVisita/999999/Pdf');
    const unknownJson = await diego('/api/RelatorioVisita/999999/1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(unknownJson.body);
    expect(unknown.body).toMatch(/[a-záéíóúãõç]/i);
  });
});
