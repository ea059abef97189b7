/**
 * PARFI demo data (demo-data.md "PARFI and visit reports"): award 2025 (PARFI 2025 and 2026), school A
 * premiada and school B fomentada of one pairing, school C in no award; school A's plan for PARFI 2025
 * with a mandatory objective, actions not sent and one action sent for approval (situacao 0) with
 * three budgets, one of them from the supplier with the alphanumeric CNPJ 12.ABC.345/01DE-35.
 */
import { anoParfi, anoPremio, anoPremioCategoria, pareamentoEscolas, premioEscola } from '../schema/award';
import { arquivoConteudo } from '../schema/files';
import {
  acao,
  arquivoAnexado,
  execucaoAcao,
  meta,
  motivoIndeferimento,
  objetivo,
  objetivoObrigatorio,
  planoAcao,
  planoParfi,
  tipoDocumento,
} from '../schema/parfi';
import type { Db } from '../types';
import { MOTIVOS_INDEFERIMENTO, TIPOS_DOCUMENTO_SEED, demoPdf, parfiCatalogue } from './parfi-content';

/** The alphanumeric CNPJ of demo-data.md (digits and letters, unmasked). */
export const DEMO_ALNUM_CNPJ = '12ABC34501DE35';

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('seed: insert returned no row');
  return row;
};

export async function seedParfi(tx: Db, schools: { A: number; B: number }): Promise<Record<string, number>> {
  const catalogue = parfiCatalogue();
  await tx.insert(objetivo).values(catalogue.objetivos);
  await tx.insert(meta).values(catalogue.metas);
  await tx.insert(acao).values(catalogue.acoes);
  await tx.insert(tipoDocumento).values(TIPOS_DOCUMENTO_SEED);
  await tx.insert(motivoIndeferimento).values(MOTIVOS_INDEFERIMENTO);

  const award = one(
    await tx
      .insert(anoPremio)
      .values({
        ano: 2025,
        primeiroAnoParfi: 2025,
        segundoAnoParfi: 2026,
        valorPremiada: '50000.00',
        valorFomentada: '30000.00',
        porcentagemPrimeiraParcela: '50.00',
      })
      .returning({ id: anoPremio.id }),
  );
  await tx.insert(anoPremioCategoria).values(
    [12, 18, 9, 6, 0].map((quantidadeEscolas, i) => ({
      anoPremioId: award.id,
      categoriaId: i + 1,
      quantidadeEscolas,
    })),
  );
  const years = await tx
    .insert(anoParfi)
    .values([
      { anoPremioId: award.id, ano: 2025, parcela: 1 },
      { anoPremioId: award.id, ano: 2026, parcela: 2 },
    ])
    .returning({ id: anoParfi.id, ano: anoParfi.ano });
  const parfi2025 = years.find((y) => y.ano === 2025)!;
  const [premiada] = await tx
    .insert(premioEscola)
    .values([
      {
        anoPremioId: award.id,
        escolaId: schools.A,
        tipoEscolaId: 1,
        categoriaId: 4,
        valorPremio: '50000.00',
      },
      {
        anoPremioId: award.id,
        escolaId: schools.B,
        tipoEscolaId: 2,
        categoriaId: 1,
        valorPremio: '30000.00',
      },
    ])
    .returning({ id: premioEscola.id });
  await tx
    .insert(pareamentoEscolas)
    .values({ anoPremioId: award.id, escolaPremiadaId: schools.A, escolaFomentadaId: schools.B });

  // School A, PARFI 2025: 50% of 50 000,00. Balance = 25 000,00 − (2 500 + 4 500 + 3 000) = 15 000,00.
  const plan = one(
    await tx
      .insert(planoParfi)
      .values({
        premioEscolaId: premiada!.id,
        anoParfiId: parfi2025.id,
        valorParfi: '25000.00',
        saldoDisponivel: '15000.00',
        valorExecutado: '0.00',
      })
      .returning({ id: planoParfi.id }),
  );
  await tx.insert(objetivoObrigatorio).values({
    planoParfiId: plan.id,
    relatorioVisitaId: null,
    objetivoId: 1,
    percentualMinimo: '10.00',
    percentualMaximo: '10.00',
    numeroAcao: 1,
    quantidadeAcaoPlanejada: 1,
    quantidadeIndicadores: 2,
  });
  const actions = await tx
    .insert(planoAcao)
    .values([
      {
        planoParfiId: plan.id,
        objetivoId: 1,
        metaId: 11,
        acaoId: 101,
        valor: '2500.00',
        dataInicio: '2025-03-01',
        dataFim: '2025-06-30',
      },
      {
        planoParfiId: plan.id,
        objetivoId: 2,
        metaId: 21,
        acaoId: 201,
        valor: '4500.00',
        dataInicio: '2025-02-10',
        dataFim: '2025-05-30',
      },
      {
        planoParfiId: plan.id,
        objetivoId: 3,
        metaId: 31,
        acaoId: 301,
        valor: '3000.00',
        dataInicio: '2025-04-01',
        dataFim: '2025-08-29',
      },
    ])
    .returning({ id: planoAcao.id, acaoId: planoAcao.acaoId });
  const books = actions.find((a) => a.acaoId === 201)!;
  const execution = one(
    await tx
      .insert(execucaoAcao)
      .values({ planoAcaoId: books.id, situacao: 0, status: 2 })
      .returning({ id: execucaoAcao.id }),
  );
  const budgets = [
    {
      documentoId: 1,
      cnpj: DEMO_ALNUM_CNPJ,
      valor: '4380.00',
      data: '2025-03-10',
      fornecedor: 'Livraria Saber Alagoano',
    },
    {
      documentoId: 2,
      cnpj: '11444777000161',
      valor: '4650.00',
      data: '2025-03-11',
      fornecedor: 'Distribuidora Letra Viva',
    },
    {
      documentoId: 3,
      cnpj: '11222333000181',
      valor: '4720.00',
      data: '2025-03-12',
      fornecedor: 'Papelaria e Livraria Maceió',
    },
  ];
  for (const b of budgets) {
    const pdf = demoPdf(`Orçamento ${b.documentoId} - ${b.fornecedor} - R$ ${b.valor}`);
    const content = one(
      await tx
        .insert(arquivoConteudo)
        .values({ contentType: 'application/pdf', tamanho: pdf.length, conteudo: pdf })
        .returning({ id: arquivoConteudo.id }),
    );
    await tx.insert(arquivoAnexado).values({
      execucaoAcaoId: execution.id,
      documentoId: b.documentoId,
      nome: `orcamento-${b.documentoId}.pdf`,
      contentType: 'application/pdf',
      tamanho: pdf.length,
      conteudoId: String(content.id),
      dataExecucao: b.data,
      cnpj: b.cnpj,
      valorOrcamento: b.valor,
    });
  }
  return {
    objetivos: catalogue.objetivos.length,
    acoesCatalogo: catalogue.acoes.length,
    planosParfi: 1,
    acoesPlanejadas: actions.length,
    documentosAnexados: budgets.length,
  };
}
