/**
 * The exported PARFI lists (issue 17, decision 128): the columns the screens show, typed (money as
 * money, dates as dates). Column ids are the screens' table column ids, so a file follows the sort.
 */
import { formatCnpj } from '../cnpj';
import type { AttachedFile, PlanoAcaoLinha } from '../contracts/parfi';
import type { AwaitingAction, SchoolAwaiting } from '../contracts/deferral';
import type { AnoPremio } from '../contracts/award';
import { exportSheet } from '../export';
import { parfiYearsOfAward } from '../visit-reports';

/** GET /api/PlanoParfi: the plan's actions (consultar-parfi, cadastrar/editar-parfi). */
export const planActionsSheet = exportSheet<PlanoAcaoLinha>('Ações do plano PARFI', [
  { id: 'id', header: 'ID', kind: 'integer', value: (r) => r.id },
  { id: 'objetivo', header: 'Objetivo', value: (r) => `${r.objetivoCodigo} - ${r.objetivo}` },
  { id: 'meta', header: 'Meta', value: (r) => r.meta },
  { id: 'acao', header: 'Ação', value: (r) => r.acao },
  { id: 'financiavel', header: 'Financiável', kind: 'boolean', value: (r) => r.financiavel },
  { id: 'debito', header: 'Débito', kind: 'boolean', value: (r) => r.debito },
  { id: 'modalidadeDescricao', header: 'Modalidade', value: (r) => r.modalidadeDescricao },
  { id: 'valor', header: 'Valor', kind: 'money', value: (r) => r.valor },
  { id: 'status', header: 'Status', value: (r) => r.status },
  { id: 'dataInicio', header: 'Data início', kind: 'date', value: (r) => r.dataInicio },
  { id: 'dataFim', header: 'Data fim', kind: 'date', value: (r) => r.dataFim },
]);

/** The decision on a document, as the execution screen shows it. */
export function documentDecisionLabel(f: Pick<AttachedFile, 'deferido'>): string {
  if (f.deferido === true) return 'Deferido';
  if (f.deferido === false) return 'Indeferido';
  return 'Aguardando análise';
}

/** GET /api/PlanoAcao?planoAcaoId=: the documents of the action's execution (executar-parfi). */
export const executionDocumentsSheet = exportSheet<AttachedFile>('Documentos da execução PARFI', [
  { id: 'tipoDocumento', header: 'Documento', value: (r) => r.tipoDocumento },
  { id: 'nome', header: 'Arquivo', value: (r) => r.nome },
  { id: 'dataExecucao', header: 'Data', kind: 'date', value: (r) => r.dataExecucao },
  { id: 'valorOrcamento', header: 'Valor', kind: 'money', value: (r) => r.valorOrcamento },
  { id: 'cnpj', header: 'CNPJ', value: (r) => (r.cnpj ? formatCnpj(r.cnpj) : null) },
  { id: 'notaFiscal', header: 'Nota fiscal', value: (r) => r.notaFiscal },
  { id: 'situacao', header: 'Situação', value: (r) => documentDecisionLabel(r) },
  { id: 'motivoIndeferimento', header: 'Motivo do indeferimento', value: (r) => r.motivoIndeferimento },
]);

/** GET /api/DeferirExecucao/Listagem: the actions awaiting the caller's level (deferimento-parfi). */
export const approvalQueueSheet = exportSheet<AwaitingAction>('Ações aguardando deferimento', [
  { id: 'planoAcaoId', header: 'ID', kind: 'integer', value: (r) => r.planoAcaoId },
  { id: 'codigoInep', header: 'Código INEP', value: (r) => r.codigoInep },
  { id: 'nomeEscola', header: 'Escola', value: (r) => r.nomeEscola },
  { id: 'nomeMunicipio', header: 'Município', value: (r) => r.nomeMunicipio },
  { id: 'siglaRegional', header: 'Regional', value: (r) => r.siglaRegional },
  { id: 'objetivo', header: 'Objetivo', value: (r) => r.objetivo },
  { id: 'descricao', header: 'Ação', value: (r) => r.descricao },
  { id: 'valor', header: 'Valor', kind: 'money', value: (r) => r.valor },
  { id: 'dataInicio', header: 'Data início', kind: 'date', value: (r) => r.dataInicio },
  { id: 'dataFim', header: 'Data fim', kind: 'date', value: (r) => r.dataFim },
  {
    id: 'nivel',
    header: 'Nível',
    value: (r) => (r.nivelDeferimentoId === null ? null : `Nível ${r.nivelDeferimentoId}`),
  },
  { id: 'status', header: 'Status', value: (r) => r.status },
]);

/** GET /api/DeferirExecucao/Deferimentos: the schools with actions awaiting (buscar-execucao-parfi). */
export const schoolsAwaitingSheet = exportSheet<SchoolAwaiting>('Escolas com ações aguardando deferimento', [
  { id: 'codigoInep', header: 'Código INEP', value: (r) => r.codigoInep },
  { id: 'nomeEscola', header: 'Escola', value: (r) => r.nomeEscola },
  { id: 'regional', header: 'Regional', value: (r) => r.siglaRegional },
  { id: 'municipio', header: 'Município', value: (r) => r.nomeMunicipio },
  { id: 'quantidadeAcoes', header: 'Quantidade de ações', kind: 'integer', value: (r) => r.quantidadeAcoes },
]);

const parcelYear = (ano: number, parcela: 1 | 2) =>
  parfiYearsOfAward(ano).find((y) => y.parcela === parcela)?.ano ?? null;

/** GET /api/AnoPremio: the award years (cadastrar-premio), with their values. */
export const awardYearsSheet = exportSheet<AnoPremio>('Anos do prêmio', [
  { id: 'ano', header: 'Prêmio', kind: 'integer', value: (r) => r.ano },
  { id: 'primeira', header: '1ª parcela (ano PARFI)', kind: 'integer', value: (r) => parcelYear(r.ano, 1) },
  { id: 'segunda', header: '2ª parcela (ano PARFI)', kind: 'integer', value: (r) => parcelYear(r.ano, 2) },
  { id: 'valorPremiada', header: 'Valor da premiada', kind: 'money', value: (r) => r.valorPremiada },
  { id: 'valorFomentada', header: 'Valor da fomentada', kind: 'money', value: (r) => r.valorFomentada },
  {
    id: 'porcentagemPrimeiraParcela',
    header: '1ª parcela (%)',
    kind: 'decimal',
    value: (r) => r.porcentagemPrimeiraParcela,
  },
]);
