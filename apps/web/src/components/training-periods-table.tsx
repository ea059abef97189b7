import { TRAINING_PERIODS, type TrainingPeriod } from '@siam/domain/training';
import { DataTable, type DataTableColumn } from './data-table';

const hours = (n: number) => `${n}h`;

const columns: DataTableColumn<TrainingPeriod>[] = [
  { id: 'modulo', label: 'Módulo' },
  { id: 'periodo', label: 'Período' },
  { id: 'presencial', label: 'Presencial', align: 'center', render: (r) => hours(r.presencial) },
  { id: 'remoto', label: 'Remoto', align: 'center', render: (r) => hours(r.remoto) },
  { id: 'total', label: 'Total', align: 'center', render: (r) => hours(r.total) },
];

/** The training periods (modules II to IV) of spec 01 §2. */
export function TrainingPeriodsTable() {
  return (
    <DataTable
      ariaLabel="Períodos de formação"
      columns={columns}
      rows={TRAINING_PERIODS}
      getRowKey={(r) => r.modulo}
      height={270}
    />
  );
}
