/**
 * GET PlanoParfi/{id}/Pdf (issue 17 item 2): the plan as an archived PDF. The same read and scope as
 * PUT PlanoParfi/{id} and the plan's answer (`planInScope`: unknown plan 404 'Nenhum plano
 * encontrado.', another school 403), then the printed plan's content: the figures, each objective's
 * actions with their values and the objective's total, and the signature lines.
 */
import { formatDateBR } from '@siam/domain/dates';
import { formatCurrency } from '@siam/domain/money';
import { PRINT_SIGNATURES, groupByObjective, pdfFileName } from '@siam/domain/print';
import type { Db } from '../../db/types';
import type { Caller } from '../../lib/caller';
import { renderPdf, type PdfColumn } from '../../lib/pdf';
import { buildPlanView, planInScope, type PlanView } from './parfi.views';

type Line = PlanView['planoAcao'][number];

const money = (n: number | null | undefined) =>
  n === null || n === undefined ? '-' : formatCurrency(Number(n));

const columns: PdfColumn<Line>[] = [
  { label: 'Meta', value: (r) => r.meta, width: 22 },
  { label: 'Ação', value: (r) => r.acao, width: 26 },
  { label: 'Modalidade', value: (r) => r.modalidadeDescricao, width: 10 },
  { label: 'Financiável', value: (r) => (r.financiavel ? 'Sim' : 'Não'), width: 8 },
  { label: 'Início', value: (r) => formatDateBR(r.dataInicio), width: 8 },
  { label: 'Fim', value: (r) => formatDateBR(r.dataFim), width: 8 },
  { label: 'Status', value: (r) => r.status, width: 9 },
  { label: 'Valor', value: (r) => money(r.valor), width: 9, align: 'right' },
];

export async function planPdf(db: Db, caller: Caller, planId: number, now: Date) {
  const plan = await buildPlanView(db, await planInScope(db, caller, planId));
  const totals = new Map(plan.totaisObjetivo.map((t) => [t.objetivoId, t.valorPlanejado]));
  const mandatory = plan.acoesObrigatorias
    ? `${plan.acoesObrigatorias.preenchidas}/${plan.acoesObrigatorias.total}`
    : 'N/A';
  const pdf = await renderPdf(
    {
      title: `Plano PARFI ${plan.anoParfi.ano}`,
      subtitle: `Prêmio ${plan.anoPremio} · objetivos, metas, ações e valores`,
      school: { nomeEscola: plan.nomeEscola, codigoInep: plan.escolaInep },
      generatedAt: now,
      userName: caller.nome,
      landscape: true,
    },
    (w) => {
      w.section('Valores do PARFI');
      w.fields([
        ['Ano Prêmio', String(plan.anoPremio)],
        ['Ano PARFI', `${plan.anoParfi.ano} (${plan.parcelaDescricao})`],
        ['Valor Prêmio', money(plan.valorPremio)],
        ['Valor do PARFI', money(plan.anoParfi.valorParfi)],
        ['Total Planejado', money(plan.totalPlanejado)],
        ['Valor Executado', money(plan.valorExecutado)],
        ['Saldo Disponível', money(plan.saldoDisponivel)],
        ['Ações Obrigatórias', mandatory],
      ]);
      const groups = groupByObjective(plan.planoAcao);
      if (groups.length === 0) {
        w.section('Objetivos, metas e ações');
        w.paragraph('Nenhuma ação no plano.');
      }
      for (const g of groups) {
        w.section(`Objetivo ${g.codigo} - ${g.objetivo}`);
        w.table(columns, g.rows, {
          empty: 'Nenhuma ação.',
          foot: ['Total do objetivo', '', '', '', '', '', '', money(totals.get(g.objetivoId))],
        });
      }
      w.fields([
        ['Total planejado', money(plan.totalPlanejado)],
        ['Saldo disponível', money(plan.saldoDisponivel)],
      ]);
      w.signatures(PRINT_SIGNATURES.parfiPlan);
    },
  );
  return { pdf, fileName: pdfFileName('plano-parfi', plan.escolaInep, plan.anoPremio, plan.anoParfi.ano) };
}
