/**
 * /premio/buscar-execucao-parfi, 'Deferir Execução do PARFI' (spec 03 §2.7, §6; decision 060): Ano
 * Prêmio then Ano PARFI; the state articulation team also picks a Regional (autocomplete by sigla,
 * enabled once both years are chosen), other roles keep the regional and municipality of their active
 * configuration. The schools with actions waiting for the caller's level, filterable by text; a school
 * shows its actions, and an action opens the deferral screen. A regional without any gives the
 * 'Regional não localizada.' dialog.
 */
import { useState } from 'react';
import { Alert, Autocomplete, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { formatDateBR } from '@siam/domain/dates';
import { formatCurrency } from '@siam/domain/money';
import { PARFI_MSG } from '@siam/domain/parfi';
import { filtersApprovalByRegional } from '@siam/domain/permissions';
import { errorText } from '../../api/client';
import { usePrizeYears } from '../../api/parfi';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ParfiYearFilter } from '../../components/parfi-year-filter';
import { useSession } from '../../lib/session';
import { CHOOSE_SCHOOL, CHOOSE_YEARS, DEFERRALS_ERROR, SEARCH_TITLE } from './messages';
import type { SchoolAwaiting } from '@siam/domain/contracts/deferral';
import { filterQuery, useCities, useRegionals, useSchoolsAwaiting } from './queries';
import { PrizeYearsGate } from './prize-years-gate';
import { deferUrl } from './route-state';
import { useApprovalFilters } from './use-approval-filters';

type SchoolAction = SchoolAwaiting['acoes'][number];

const actionColumns: DataTableColumn<SchoolAction>[] = [
  { id: 'planoAcaoId', label: 'ID' },
  { id: 'descricao', label: 'Descrição' },
  { id: 'dataInicio', label: 'Data início', render: (r) => formatDateBR(r.dataInicio), kind: 'date' },
  { id: 'dataFim', label: 'Data Fim', render: (r) => formatDateBR(r.dataFim), kind: 'date' },
  {
    id: 'valor',
    label: 'Valor',
    align: 'right',
    render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatCurrency(Number(r.valor))}</span>,
    kind: 'money',
  },
  { id: 'status', label: 'Status' },
];

/** The schools whose INEP, name, regional or municipality contain the text (case and accents ignored). */
export function filterSchools(schools: readonly SchoolAwaiting[], text: string): SchoolAwaiting[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const t = fold(text.trim());
  if (!t) return [...schools];
  return schools.filter((s) =>
    [s.codigoInep, s.nomeEscola, s.siglaRegional, s.nomeMunicipio].some((v) => fold(v ?? '').includes(t)),
  );
}

export default function SearchExecutionPage() {
  const navigate = useNavigate();
  const session = useSession();
  const stateTeam = session ? filtersApprovalByRegional(session.activeConfig.role) : false;
  const prizeYears = usePrizeYears(null);
  const filters = useApprovalFilters(prizeYears.data ?? []);
  const regionals = useRegionals();
  const cities = useCities(null);
  const schools = useSchoolsAwaiting(filters);
  const [text, setText] = useState('');
  const [schoolInep, setSchoolInep] = useState<string | null>(null);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const ready = filters.anoPremio !== '' && filters.anoParfi !== '';

  const list = schools.data ?? [];
  const shown = filterSchools(list, text);
  const school = list.find((s) => s.codigoInep === schoolInep) ?? null;
  const regionalName = (codigo: number) =>
    regionals.data?.find((r) => r.codigo === codigo)?.sigla ?? String(codigo);
  const cityName = (codigo: number) => cities.data?.find((c) => c.codigo === codigo)?.nome ?? String(codigo);
  const notFoundOpen =
    stateTeam &&
    filters.codigoRegional !== null &&
    schools.isSuccess &&
    list.length === 0 &&
    dismissedFor !== filters.codigoRegional;

  const schoolColumns: DataTableColumn<SchoolAwaiting>[] = [
    { id: 'codigoInep', label: 'INEP' },
    { id: 'nomeEscola', label: 'Nome da escola' },
    {
      id: 'regional',
      label: 'Regional',
      render: (s) => s.siglaRegional || regionalName(s.codigoRegional),
      sortValue: (s) => s.siglaRegional || regionalName(s.codigoRegional),
    },
    {
      id: 'municipio',
      label: 'Município',
      render: (s) => s.nomeMunicipio || cityName(s.codigoMunicio),
      sortValue: (s) => s.nomeMunicipio || cityName(s.codigoMunicio),
    },
    { id: 'quantidadeAcoes', label: 'Quantidade de ações', align: 'right' },
  ];

  const presetPlace = [
    filters.codigoRegional !== null ? `Regional: ${regionalName(filters.codigoRegional)}` : null,
    filters.codigoMunicipio !== null ? `Município: ${cityName(filters.codigoMunicipio)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <PageHeader
        title={SEARCH_TITLE}
        subtitle="Escolha o ano e a escola para avaliar as ações enviadas para deferimento."
      />
      <PrizeYearsGate prizeYears={prizeYears}>
        {(years) => (
          <Stack spacing={2.5}>
            <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: 2.5 }}>
              <Stack
                direction={{ xs: 'column', lg: 'row' }}
                spacing={2}
                sx={{ alignItems: { lg: 'center' } }}
              >
                <ParfiYearFilter
                  years={years}
                  anoPremio={filters.anoPremio}
                  anoParfi={filters.anoParfi}
                  onChange={(v) => {
                    setSchoolInep(null);
                    filters.set(v);
                  }}
                  showInstalment={false}
                />
                {stateTeam ? (
                  <Autocomplete
                    options={regionals.data ?? []}
                    getOptionLabel={(r) => r.sigla}
                    isOptionEqualToValue={(a, b) => a.codigo === b.codigo}
                    value={regionals.data?.find((r) => r.codigo === filters.codigoRegional) ?? null}
                    onChange={(_e, r) => {
                      setSchoolInep(null);
                      setDismissedFor(null);
                      filters.set({ codigoRegional: r?.codigo ?? null, codigoMunicipio: null });
                    }}
                    disabled={!ready}
                    noOptionsText="Nenhuma regional"
                    sx={{ minWidth: 200 }}
                    renderInput={(params) => <TextField {...params} label="Regional" />}
                  />
                ) : presetPlace ? (
                  <Typography color="text.secondary">{presetPlace}</Typography>
                ) : null}
              </Stack>
            </Paper>

            {!ready ? (
              <Alert severity="info">{CHOOSE_YEARS}</Alert>
            ) : schools.isError ? (
              <Alert severity="error">{errorText(schools.error, DEFERRALS_ERROR)}</Alert>
            ) : (
              <Paper variant="outlined" component="section" aria-label="Escolas" sx={{ p: 2.5 }}>
                <Stack spacing={2}>
                  <TextField
                    label="Filtrar escolas"
                    placeholder="INEP, nome, regional ou município"
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    sx={{ maxWidth: 420 }}
                  />
                  <DataTable
                    ariaLabel="Escolas com ações aguardando deferimento"
                    columns={schoolColumns}
                    rows={shown}
                    getRowKey={(s) => s.codigoInep}
                    getRowLabel={(s) => s.nomeEscola}
                    selectedIndex={school ? shown.findIndex((s) => s.codigoInep === school.codigoInep) : null}
                    onRowClick={(s) => setSchoolInep(s.codigoInep)}
                    loading={schools.isPending}
                    emptyMessage={list.length === 0 ? PARFI_MSG.noActionToDefer : PARFI_MSG.noSchoolForFilter}
                    height={270}
                    pagination
                    // The file keeps the schools the text filter shows (the same words, decision 128).
                    exportSource={{
                      path: '/DeferirExecucao/Deferimentos',
                      query: { ...filterQuery(filters), filtro: text.trim() || undefined },
                    }}
                    exportLabel="escolas com ações aguardando deferimento"
                  />
                </Stack>
              </Paper>
            )}

            {ready && schools.isSuccess && list.length > 0 ? (
              school ? (
                <Paper variant="outlined" component="section" aria-label="Ações da escola" sx={{ p: 2.5 }}>
                  <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
                    {school.codigoInep} - {school.nomeEscola}
                  </Typography>
                  <DataTable
                    ariaLabel="Ações da escola"
                    columns={actionColumns}
                    rows={school.acoes}
                    getRowKey={(a) => a.planoAcaoId}
                    getRowLabel={(a) => `ação ${a.planoAcaoId}`}
                    onRowClick={(a) =>
                      void navigate(
                        deferUrl({ planoAcaoId: a.planoAcaoId, origem: 'busca', search: filters.search }),
                      )
                    }
                    emptyMessage={PARFI_MSG.noActionToDefer}
                  />
                </Paper>
              ) : (
                <Alert severity="info">{CHOOSE_SCHOOL}</Alert>
              )
            ) : null}
          </Stack>
        )}
      </PrizeYearsGate>
      <ConfirmDialog
        open={notFoundOpen}
        title={PARFI_MSG.regionalNotFoundTitle}
        text={PARFI_MSG.regionalNotFoundText}
        confirmLabel="Fechar"
        hideCancel
        onConfirm={() => setDismissedFor(filters.codigoRegional)}
        onCancel={() => setDismissedFor(filters.codigoRegional)}
      />
    </>
  );
}
