/**
 * /cadastrar-periodo, 'Consultar Período de Acompanhamento' (spec 02 §2.15, spec 03 §2.13): the
 * periods of a year (2023 to the current year) and a monitoring sheet (Aprendizagem, Atividades) with
 * their four dates; 'Adicionar período' or a row click opens the form 'Período de {type}' in a side
 * panel. Administrador only (the menu and the screen guard use `register.period`; the API checks it).
 */
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  FICHAS_ACOMPANHAMENTO,
  bimestreLabel,
  fichaAcompanhamentoLabel,
  type FichaId,
} from '@siam/domain/enums';
import { formatDateBR, selectableYears } from '@siam/domain/dates';
import { errorText } from '../../api/client';
import { usePeriods } from '../../api/monitoring';
import type { Periodo } from '@siam/domain/contracts/periods';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { OptionSelect, yearOptions } from '../../components/option-select';
import { PageHeader } from '../../components/page-header';
import { SidePanel } from '../../components/side-panel';
import { FiltersPanel } from '../../components/filters-panel';
import { CANCEL_TEXT, CANCEL_TITLE, NO_PERIODS, PAGE_TITLE, PERIODS_LOAD_ERROR } from './messages';
import { PeriodForm } from './period-form';

const COLUMNS: DataTableColumn<Periodo>[] = [
  { id: 'ano', label: 'Ano', width: 80 },
  {
    id: 'bimestre',
    label: 'Bimestre',
    render: (p) => bimestreLabel(p.bimestre),
    sortValue: (p) => p.bimestre,
  },
  {
    id: 'acompanhamentoDataInicio',
    label: 'Início do acompanhamento',
    render: (p) => formatDateBR(p.acompanhamentoDataInicio),
    kind: 'date',
  },
  {
    id: 'acompanhamentoDataFim',
    label: 'Fim do acompanhamento',
    render: (p) => formatDateBR(p.acompanhamentoDataFim),
    kind: 'date',
  },
  {
    id: 'validacaoDataInicio',
    label: 'Início da validação',
    render: (p) => formatDateBR(p.validacaoDataInicio),
    kind: 'date',
  },
  {
    id: 'validacaoDataFim',
    label: 'Fim da validação',
    render: (p) => formatDateBR(p.validacaoDataFim),
    kind: 'date',
  },
];

/** The form being shown: a new period, or the clicked one. `key` remounts the form per opening. */
type Editing = { period: Periodo | null; key: number } | null;

export default function PeriodsPage() {
  const years = selectableYears();
  const [ano, setAno] = useState<number>(years[years.length - 1]!);
  const [fichaId, setFichaId] = useState<FichaId>(FICHAS_ACOMPANHAMENTO[0].id);
  const periods = usePeriods(ano, null, fichaId);
  const rows = [...(periods.data ?? [])].sort((a, b) => a.bimestre - b.bimestre);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const tipo = fichaAcompanhamentoLabel(fichaId);

  const open = (period: Periodo | null) => setEditing({ period, key: Date.now() });
  const close = () => {
    setConfirmCancel(false);
    setEditing(null);
  };

  return (
    <>
      <PageHeader
        title={PAGE_TITLE}
        subtitle="Datas em que os professores preenchem e os coordenadores validam os acompanhamentos de cada bimestre."
      />
      <Stack spacing={2.5}>
        <FiltersPanel>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <OptionSelect
              label="Ano"
              value={ano}
              options={yearOptions(years)}
              onPick={setAno}
              sx={{ minWidth: 140 }}
            />
            <OptionSelect
              label="Tipo de acompanhamento"
              value={fichaId}
              options={FICHAS_ACOMPANHAMENTO}
              onPick={(id) => setFichaId(id as FichaId)}
              sx={{ minWidth: 260 }}
            />
          </Stack>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
            Adicionar período
          </Button>
        </FiltersPanel>

        <section aria-labelledby="periodos-title">
          <Typography id="periodos-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
            Períodos de {tipo} em {ano}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Clique em um período para alterar as suas datas.
          </Typography>
          {periods.isError ? (
            <Alert severity="error">{errorText(periods.error, PERIODS_LOAD_ERROR)}</Alert>
          ) : (
            <DataTable
              ariaLabel={`Períodos de ${tipo} em ${ano}`}
              exportSource={{ path: '/Periodo', query: { ano, fichaId } }}
              columns={COLUMNS}
              rows={rows}
              getRowKey={(p) => p.id}
              getRowLabel={(p) => `${bimestreLabel(p.bimestre)} bimestre`}
              onRowClick={(p) => open(p)}
              selectedIndex={null}
              loading={periods.isPending}
              emptyMessage={NO_PERIODS}
              height={370}
            />
          )}
        </section>
      </Stack>

      <SidePanel
        open={editing !== null}
        onClose={() => setConfirmCancel(true)}
        title={`Período de ${tipo}`}
        width={560}
      >
        {editing ? (
          <PeriodForm
            key={editing.key}
            ano={ano}
            fichaId={fichaId}
            periods={rows}
            initial={editing.period}
            onSaved={close}
            onCancel={() => setConfirmCancel(true)}
          />
        ) : null}
      </SidePanel>
      <ConfirmDialog
        open={confirmCancel}
        title={CANCEL_TITLE}
        text={CANCEL_TEXT}
        confirmLabel="Sim"
        cancelLabel="Não"
        onConfirm={close}
        onCancel={() => setConfirmCancel(false)}
      />
    </>
  );
}
