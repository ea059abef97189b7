/**
 * The printed PARFI (issue 17 item 2): the plan (figures, then objectives with their goals, actions
 * and values, signed by the director and the school council's president) and the execution (each
 * action with its execution situation and attached documents, one action a page).
 */
import { useQueries } from '@tanstack/react-query';
import { formatCpfOrCnpj } from '@siam/domain/cnpj';
import { formatDateBR } from '@siam/domain/dates';
import { situacaoExecucaoLabel } from '@siam/domain/enums';
import { formatCurrency } from '@siam/domain/money';
import { PRINT_SIGNATURES, groupByObjective } from '@siam/domain/print';
import type { AttachedFile, PlanoAcao, PlanoAcaoLinha, PlanoParfi } from '@siam/domain/contracts/parfi';
import { api } from '../../api/client';
import { parfiKeys } from '../../api/parfi';
import { PrintLayout, type PrintSchool } from '../../components/print/print-layout';
import { PrintFields, PrintSection, PrintTable, type PrintColumn } from '../../components/print/print-parts';
import { mandatoryCount } from './plan-figures';

const money = (n: number | null | undefined) =>
  n === null || n === undefined ? '-' : formatCurrency(Number(n));
const yesNo = (b: boolean) => (b ? 'Sim' : 'Não');

function planFields(plan: PlanoParfi) {
  return [
    ['Ano Prêmio', String(plan.anoPremio)],
    ['Ano PARFI', `${plan.anoParfi.ano} (${plan.parcelaDescricao})`],
    ['Valor Prêmio', money(plan.valorPremio)],
    ['Valor do PARFI', money(plan.anoParfi.valorParfi)],
    ['Total Planejado', money(plan.totalPlanejado)],
    ['Valor Executado', money(plan.valorExecutado)],
    ['Saldo Disponível', money(plan.saldoDisponivel)],
    ['Ações Obrigatórias', mandatoryCount(plan)],
  ] as const;
}

const actionColumns: PrintColumn<PlanoAcaoLinha>[] = [
  { label: 'Meta', value: (r) => r.meta, width: '23%' },
  { label: 'Ação', value: (r) => r.acao, width: '25%' },
  { label: 'Modalidade', value: (r) => r.modalidadeDescricao, width: '9%' },
  { label: 'Financiável', value: (r) => yesNo(r.financiavel), width: '8%' },
  { label: 'Início', value: (r) => formatDateBR(r.dataInicio), width: '8%' },
  { label: 'Fim', value: (r) => formatDateBR(r.dataFim), width: '8%' },
  { label: 'Status', value: (r) => r.status, width: '10%' },
  { label: 'Valor', value: (r) => money(r.valor), align: 'right', width: '9%' },
];

export function PlanPrint({ plan, school }: { plan: PlanoParfi; school: PrintSchool }) {
  const groups = groupByObjective(plan.planoAcao);
  const totals = new Map(plan.totaisObjetivo.map((t) => [t.objetivoId, t.valorPlanejado]));
  return (
    <PrintLayout
      title={`Plano PARFI ${plan.anoParfi.ano}`}
      subtitle={`Prêmio ${plan.anoPremio} · objetivos, metas, ações e valores`}
      school={school}
      signatures={PRINT_SIGNATURES.parfiPlan}
      landscape
    >
      <PrintSection title="Valores do PARFI">
        <PrintFields fields={planFields(plan)} />
      </PrintSection>
      {groups.length === 0 ? (
        <PrintSection title="Objetivos, metas e ações">
          <p>Nenhuma ação no plano.</p>
        </PrintSection>
      ) : (
        groups.map((g) => (
          <PrintSection key={g.codigo} title={`Objetivo ${g.codigo} - ${g.objetivo}`}>
            <PrintTable
              columns={actionColumns}
              rows={g.rows}
              rowKey={(r) => r.id}
              empty="Nenhuma ação."
              foot={['Total do objetivo', '', '', '', '', '', '', money(totals.get(g.objetivoId))]}
            />
          </PrintSection>
        ))
      )}
      <PrintFields
        fields={[
          ['Total planejado', money(plan.totalPlanejado)],
          ['Saldo disponível', money(plan.saldoDisponivel)],
        ]}
      />
    </PrintLayout>
  );
}

function documentStatus(f: AttachedFile): string {
  if (f.deferido === null) return 'Aguardando análise';
  return f.deferido ? 'Deferido' : `Indeferido${f.motivoIndeferimento ? `: ${f.motivoIndeferimento}` : ''}`;
}

const documentColumns: PrintColumn<AttachedFile>[] = [
  { label: 'Tipo de documento', value: (f) => f.tipoDocumento, width: '20%' },
  { label: 'Arquivo', value: (f) => f.nome, width: '16%' },
  { label: 'Data', value: (f) => formatDateBR(f.dataExecucao), width: '9%' },
  { label: 'CPF/CNPJ', value: (f) => (f.cnpj ? formatCpfOrCnpj(f.cnpj) : '-'), width: '15%' },
  { label: 'Nº do documento', value: (f) => f.notaFiscal ?? '-', width: '11%' },
  { label: 'Valor', value: (f) => money(f.valorOrcamento), align: 'right', width: '11%' },
  { label: 'Situação', value: documentStatus, width: '18%' },
];

/** One action's execution: the action, its situation and its documents. */
export function ActionExecutionSection({
  action,
  pageBreak = false,
}: {
  action: PlanoAcao;
  pageBreak?: boolean;
}) {
  const execution = action.execucaoAcao[0] ?? null;
  return (
    <PrintSection title={`Ação ${action.id}: ${action.acao}`} pageBreak={pageBreak}>
      <PrintFields
        fields={[
          ['Objetivo', `${action.objetivoCodigo} - ${action.objetivo}`],
          ['Meta', action.meta],
          ['Período', `${formatDateBR(action.dataInicio)} a ${formatDateBR(action.dataFim)}`],
          ['Valor', money(action.valor)],
          ['Situação da execução', situacaoExecucaoLabel(execution?.situacao ?? null)],
        ]}
      />
      <h3 style={{ fontSize: '10.5pt', margin: '8pt 0 4pt' }}>Documentos anexados</h3>
      <PrintTable
        columns={documentColumns}
        rows={execution?.arquivosAnexado ?? []}
        rowKey={(f) => f.id}
        empty="Nenhum documento anexado."
      />
    </PrintSection>
  );
}

export function ExecutionPrint({
  title,
  subtitle,
  actions,
  school,
}: {
  title: string;
  subtitle: string;
  /** Null until they are read ('Imprimir' reads them first). */
  actions: readonly PlanoAcao[] | null;
  school: PrintSchool;
}) {
  return (
    <PrintLayout
      title={title}
      subtitle={subtitle}
      school={school}
      signatures={PRINT_SIGNATURES.parfiExecution}
    >
      {actions === null ? (
        <p>Use o botão Imprimir da tela para incluir as ações com os seus documentos.</p>
      ) : null}
      {actions?.length === 0 ? <p>Nenhuma ação no plano.</p> : null}
      {(actions ?? []).map((a, i) => (
        <ActionExecutionSection key={a.id} action={a} pageBreak={i > 0} />
      ))}
    </PrintLayout>
  );
}

/** Every action of the plan with its execution (GET /api/PlanoAcao each), fetched while `enabled`. */
export function useActionsOfPlan(ids: readonly number[], enabled: boolean) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: parfiKeys.action(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<PlanoAcao>('/PlanoAcao', { query: { planoAcaoId: id }, signal }),
      enabled,
      staleTime: 0,
      retry: false,
    })),
    combine: (results) => ({
      data: results.every((r) => r.isSuccess) ? results.map((r) => r.data as PlanoAcao) : null,
      isError: results.some((r) => r.isError),
    }),
  });
}
