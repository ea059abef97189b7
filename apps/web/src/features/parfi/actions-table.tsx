/** The plan's actions (spec 03 §2.1, §2.4): one row per action, a click opens edit or execution. */
import { formatDateBR } from '@siam/domain/dates';
import { formatCurrency } from '@siam/domain/money';
import type { PlanoAcaoLinha } from '@siam/domain/contracts/parfi';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import type { ExportSource } from '../../components/export-button';

const yesNo = (b: boolean) => (b ? 'Sim' : 'Não');

const columns: DataTableColumn<PlanoAcaoLinha>[] = [
  { id: 'id', label: 'ID' },
  {
    id: 'objetivo',
    label: 'Objetivo',
    render: (r) => `${r.objetivoCodigo} - ${r.objetivo}`,
    sortValue: (r) => r.objetivoCodigo,
    kind: 'integer',
  },
  { id: 'meta', label: 'Meta' },
  { id: 'acao', label: 'Ação' },
  { id: 'financiavel', label: 'Financiável', render: (r) => yesNo(r.financiavel) },
  { id: 'debito', label: 'Débito', render: (r) => yesNo(r.debito) },
  { id: 'modalidadeDescricao', label: 'Modalidade' },
  {
    id: 'valor',
    label: 'Valor',
    align: 'right',
    render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(Number(r.valor))}</span>,
    kind: 'money',
  },
  { id: 'status', label: 'Status' },
  { id: 'dataInicio', label: 'Data Início', render: (r) => formatDateBR(r.dataInicio), kind: 'date' },
  { id: 'dataFim', label: 'Data Fim', render: (r) => formatDateBR(r.dataFim), kind: 'date' },
];

export function ActionsTable({
  rows,
  onOpen,
  height,
  emptyMessage,
  ariaLabel,
  exportSource,
}: {
  rows: readonly PlanoAcaoLinha[];
  /** 'Exportar': the plan's call (GET /PlanoParfi with the school and years). */
  exportSource?: ExportSource;
  onOpen?: (row: PlanoAcaoLinha) => void;
  height: number;
  emptyMessage: string;
  ariaLabel: string;
}) {
  return (
    <DataTable
      ariaLabel={ariaLabel}
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      getRowLabel={(r) => `ação ${r.id}`}
      onRowClick={onOpen}
      height={height}
      emptyMessage={emptyMessage}
      pagination
      defaultRowsPerPage={10}
      exportSource={exportSource}
      exportLabel="ações do plano PARFI"
    />
  );
}
