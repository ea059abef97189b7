/**
 * /premio/deferimento-parfi (spec 03 §2.6; decision 060): the actions waiting for the caller's approval
 * level (Articulador Municipal level 1, Articulador Regional level 2; the administrator any), filtered
 * by award year, PARFI year, regional and municipality (prefilled from the active configuration). A
 * click opens the deferral screen of that action.
 *
 * The list grows with the state at the regional and state levels (issue 17, decision 129): the server
 * pages and sorts it (names in pt-BR order), and 'Exportar' gives every action of the filters.
 */
import { useState } from 'react';
import { Alert, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { formatDateBR } from '@siam/domain/dates';
import { formatCurrency } from '@siam/domain/money';
import { PARFI_MSG } from '@siam/domain/parfi';
import { errorText } from '../../api/client';
import { usePrizeYears } from '../../api/parfi';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ParfiYearFilter } from '../../components/parfi-year-filter';
import type { AwaitingAction } from '@siam/domain/contracts/deferral';
import { APPROVAL_LIST_TITLE, CHOOSE_YEARS, DEFERRALS_ERROR } from './messages';
import { filterQuery, useAwaitingPage, useAwaitingQuantity, useCities, useRegionals } from './queries';
import { PrizeYearsGate } from './prize-years-gate';
import { deferUrl } from './route-state';
import { useApprovalFilters } from './use-approval-filters';

const columns: DataTableColumn<AwaitingAction>[] = [
  { id: 'planoAcaoId', label: 'ID', width: 64 },
  {
    id: 'nomeEscola',
    label: 'Escola',
    width: 190,
    render: (r) => (
      <>
        {r.nomeEscola}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          INEP {r.codigoInep}
        </Typography>
      </>
    ),
  },
  { id: 'nomeMunicipio', label: 'Município' },
  { id: 'siglaRegional', label: 'Regional' },
  { id: 'descricao', label: 'Ação', width: '24%' },
  {
    id: 'valor',
    label: 'Valor',
    align: 'right',
    render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(Number(r.valor))}</span>,
  },
  { id: 'dataInicio', label: 'Data Início', kind: 'date', render: (r) => formatDateBR(r.dataInicio) },
  { id: 'dataFim', label: 'Data Fim', kind: 'date', render: (r) => formatDateBR(r.dataFim) },
  {
    id: 'nivel',
    label: 'Nível',
    render: (r) => `Nível ${r.nivelDeferimentoId}`,
    sortValue: (r) => r.nivelDeferimentoId,
  },
  { id: 'status', label: 'Status' },
];

const DEFAULT_ROWS = 10;

export default function ApprovalListPage() {
  const navigate = useNavigate();
  const prizeYears = usePrizeYears(null);
  const filters = useApprovalFilters(prizeYears.data ?? []);
  const regionals = useRegionals();
  const cities = useCities(filters.codigoRegional);
  const filterKey = JSON.stringify(filterQuery(filters));
  // The page goes back to the first when the filters or the sort change.
  const [paging, setPaging] = useState({ key: '', page: 0, rowsPerPage: DEFAULT_ROWS });
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const page = paging.key === filterKey ? paging.page : 0;
  const list = useAwaitingPage(filters, { page, rowsPerPage: paging.rowsPerPage, sort });
  const quantity = useAwaitingQuantity(filters);
  const ready = filters.anoPremio !== '' && filters.anoParfi !== '';

  return (
    <>
      <PageHeader
        title={APPROVAL_LIST_TITLE}
        subtitle="Ações das escolas que aguardam a sua análise. Clique em uma ação para avaliar os documentos."
      />
      <PrizeYearsGate prizeYears={prizeYears}>
        {(years) => (
          <Stack spacing={2.5}>
            <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: 2.5 }}>
              <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
                <ParfiYearFilter
                  years={years}
                  anoPremio={filters.anoPremio}
                  anoParfi={filters.anoParfi}
                  onChange={(v) => filters.set(v)}
                  showInstalment={false}
                />
                <TextField
                  select
                  label="Regional"
                  value={filters.codigoRegional ?? 0}
                  onChange={(e) =>
                    filters.set({ codigoRegional: Number(e.target.value) || null, codigoMunicipio: null })
                  }
                  disabled={filters.regionalLocked}
                  sx={{ minWidth: 160 }}
                >
                  <MenuItem value={0}>Todas</MenuItem>
                  {(regionals.data ?? []).map((r) => (
                    <MenuItem key={r.codigo} value={r.codigo}>
                      {r.sigla}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label="Município"
                  value={filters.codigoMunicipio ?? 0}
                  onChange={(e) => filters.set({ codigoMunicipio: Number(e.target.value) || null })}
                  disabled={filters.cityLocked}
                  sx={{ minWidth: 200 }}
                >
                  <MenuItem value={0}>Todos</MenuItem>
                  {(cities.data ?? []).map((c) => (
                    <MenuItem key={c.codigo} value={c.codigo}>
                      {c.nome}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            </Paper>

            {!ready ? (
              <Alert severity="info">{CHOOSE_YEARS}</Alert>
            ) : list.isError ? (
              <Alert severity="error">{errorText(list.error, DEFERRALS_ERROR)}</Alert>
            ) : (
              <>
                {quantity.data ? (
                  <Typography color="text.secondary" aria-live="polite">
                    {quantity.data.quantidade === 1
                      ? '1 ação aguardando deferimento'
                      : `${quantity.data.quantidade} ações aguardando deferimento`}
                  </Typography>
                ) : null}
                <DataTable
                  ariaLabel="Ações aguardando deferimento"
                  columns={columns}
                  rows={list.data?.rows ?? []}
                  getRowKey={(r) => r.planoAcaoId}
                  getRowLabel={(r) => `ação ${r.planoAcaoId}`}
                  loading={list.isPending}
                  serverPaging={{
                    total: list.data?.total ?? 0,
                    page,
                    rowsPerPage: paging.rowsPerPage,
                    onChange: (p, rowsPerPage) => setPaging({ key: filterKey, page: p, rowsPerPage }),
                  }}
                  sort={sort}
                  onSortChange={(next) => {
                    setSort(next);
                    setPaging((current) => ({ ...current, key: filterKey, page: 0 }));
                  }}
                  exportSource={{ path: '/DeferirExecucao/Listagem', query: filterQuery(filters) }}
                  exportLabel="ações aguardando deferimento"
                  onRowClick={(r) =>
                    void navigate(
                      deferUrl({ planoAcaoId: r.planoAcaoId, origem: 'lista', search: filters.search }),
                    )
                  }
                  emptyMessage={PARFI_MSG.noActionToDefer}
                  height={460}
                />
              </>
            )}
          </Stack>
        )}
      </PrizeYearsGate>
    </>
  );
}
