/**
 * validar-acompanhamento-atividade-municipal, -Regional and -estadual (spec 02 §2.13). The spec shows a
 * fixed sample list and a button that does nothing. Here (docs/decisions/050): the real schools of the
 * caller's scope, each with its counts of classes, started, finished and validated activity
 * monitorings for the chosen year and term, in one call (GET /api/AcompanhamentoAtividadeTurma/Escolas,
 * issue 17: sortable and exportable), and 'Finalizar acompanhamento' disabled, saying why: the
 * municipal, regional and state sign-off is not defined yet.
 */
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { monitoringToday } from '@siam/domain/monitoring';
import type { SchoolCounts } from '@siam/domain/contracts/monitoring';
import { bimestreLabel } from '@siam/domain/enums';
import { api, errorText } from '../../../api/client';
import { usePeriods } from '../../../api/monitoring';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useLocalizacoes } from '../../../components/school-picker';
import { YearBimestreFilter } from '../../../components/year-bimestre-filter';
import { openSettings } from '../../../lib/settings-flyout';
import { useSession } from '../../../lib/session';
import { defaultBimestre } from './rules';

export type SignOffLevel = 'municipal' | 'regional' | 'estadual';

export const SIGN_OFF_TITLE: Record<SignOffLevel, string> = {
  municipal: 'Validar Acompanhamento de Atividades - Municipal',
  regional: 'Validar Acompanhamento de Atividades - Regional',
  estadual: 'Validar Acompanhamento de Atividades - Estadual',
};
const LEVEL_NAME: Record<SignOffLevel, string> = {
  municipal: 'municipal',
  regional: 'regional',
  estadual: 'estadual',
};
export const SIGN_OFF_UNDEFINED =
  'A finalização do acompanhamento pelas instâncias municipal, regional e estadual ainda não foi definida. Por enquanto, esta tela mostra a situação das escolas; a validação é feita pelo coordenador de cada escola.';
export const NO_SCHOOL_FOUND = 'Nenhuma escola encontrada';

/** The activity monitorings' counts per school of a municipality or regional (one call). */
export const SCHOOL_COUNTS_PATH = '/AcompanhamentoAtividadeTurma/Escolas';

const COLUMNS: DataTableColumn<SchoolCounts>[] = [
  { id: 'codigoInep', label: 'INEP', width: 100 },
  { id: 'nomeEscola', label: 'Escola' },
  { id: 'nomeMunicipio', label: 'Município' },
  { id: 'turmas', label: 'Turmas (Ed. Infantil)', align: 'right', width: 110, kind: 'integer' },
  { id: 'iniciados', label: 'Iniciados', align: 'right', width: 100, kind: 'integer' },
  { id: 'finalizados', label: 'Finalizados', align: 'right', width: 110, kind: 'integer' },
  { id: 'validados', label: 'Validados', align: 'right', width: 110, kind: 'integer' },
];

export function MunicipalSignOffPage() {
  return <SignOffPage level="municipal" />;
}
export function RegionalSignOffPage() {
  return <SignOffPage level="regional" />;
}
export function StateSignOffPage() {
  return <SignOffPage level="estadual" />;
}

export function SignOffPage({ level }: { level: SignOffLevel }) {
  const session = useSession();
  const today = monitoringToday();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [chosenBimestre, setBimestre] = useState<number | null>(null);
  const periods = usePeriods(year, null, 2);
  const bimestre = chosenBimestre ?? (periods.isPending ? null : defaultBimestre(periods.data ?? [], today));
  const config = session?.activeConfig;
  const link = session?.roles.find((r) => r.id === config?.role);
  const locations = useLocalizacoes(undefined);
  const [stateRegion, setStateRegion] = useState<number | ''>('');

  const cityId = config?.city?.codigo ?? link?.idMunicipio ?? null;
  const regionId =
    level === 'estadual' ? stateRegion || null : (config?.region?.codigo ?? link?.idRegional ?? null);
  const filter =
    level === 'municipal'
      ? cityId
        ? { municipio: cityId }
        : null
      : regionId
        ? { codigoRegional: regionId }
        : null;

  const query = filter && bimestre !== null ? { ...filter, ano: year, bimestre } : null;
  const schools = useQuery({
    queryKey: ['acompanhamentos-por-escola', query],
    queryFn: ({ signal }) => api.get<SchoolCounts[]>(SCHOOL_COUNTS_PATH, { query: query ?? {}, signal }),
    enabled: query !== null,
    retry: false,
    select: (d) => d ?? [],
  });

  const place =
    level === 'municipal'
      ? (config?.city?.nome ?? link?.nomeMunicipio ?? '')
      : level === 'regional'
        ? (config?.region?.sigla ?? link?.nomeRegional ?? '')
        : '';

  return (
    <>
      <PageHeader
        title={SIGN_OFF_TITLE[level]}
        subtitle={`Situação do acompanhamento de atividades nas escolas ${level === 'estadual' ? 'da regional escolhida' : `de ${place || `sua área ${LEVEL_NAME[level]}`}`}.`}
      />
      <Stack spacing={2.5}>
        <Alert severity="info">{SIGN_OFF_UNDEFINED}</Alert>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {level === 'estadual' ? (
              <TextField
                select
                label="Regional"
                value={stateRegion}
                onChange={(e) => setStateRegion(Number(e.target.value))}
                sx={{ minWidth: 200 }}
              >
                {(locations.data?.regional ?? []).map((r) => (
                  <MenuItem key={r.codigo} value={r.codigo}>
                    {r.sigla}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <YearBimestreFilter
              year={year}
              bimestre={bimestre ?? ''}
              onYearChange={setYear}
              onBimestreChange={setBimestre}
            />
          </Stack>
        </Paper>

        {filter === null ? (
          level === 'estadual' ? (
            <Alert severity="info">Escolha a regional para ver as escolas.</Alert>
          ) : (
            <Alert
              severity="info"
              action={
                <Button color="inherit" onClick={openSettings}>
                  Abrir configurações
                </Button>
              }
            >
              {level === 'municipal'
                ? 'Selecione um município no menu de configurações.'
                : 'Selecione uma regional no menu de configurações.'}
            </Alert>
          )
        ) : bimestre === null ? (
          <Loading />
        ) : schools.isError ? (
          <Alert severity="error">{errorText(schools.error)}</Alert>
        ) : (
          <section aria-labelledby="escolas-title">
            <Typography id="escolas-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
              Escolas — {bimestreLabel(bimestre)} bimestre de {year}
            </Typography>
            <DataTable
              ariaLabel="Escolas e seus acompanhamentos"
              columns={COLUMNS}
              rows={schools.data ?? []}
              getRowKey={(s) => s.escolaId}
              exportSource={query ? { path: SCHOOL_COUNTS_PATH, query } : undefined}
              filterable
              loading={schools.isPending}
              emptyMessage={NO_SCHOOL_FOUND}
              pagination
              defaultRowsPerPage={10}
              height={500}
            />
          </section>
        )}

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Tooltip title={SIGN_OFF_UNDEFINED}>
            <span>
              <Button variant="contained" disabled aria-describedby="sign-off-undefined">
                Finalizar acompanhamento
              </Button>
            </span>
          </Tooltip>
          <span id="sign-off-undefined" hidden>
            {SIGN_OFF_UNDEFINED}
          </span>
        </Box>
      </Stack>
    </>
  );
}
