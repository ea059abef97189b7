/**
 * /consultar-acompanhamento-atividade and /consultar-acompanhamento-aprendizagem (spec 02 §2.10): one
 * layout for both kinds. The school (a coordinator picks among the linked schools), the year and the
 * term, a text filter, and the school's classes of that kind with their monitoring: Turma, Professor,
 * Finalizado, Validado and the progress. A class not started says so on click; a started one opens the
 * validation screen. The filters live in the URL, so Voltar of the validation screen comes back to them.
 */
import { useMemo } from 'react';
import { Alert, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  NO_MONITORING_FOR_TERM,
  NOT_STARTED,
  OUTSIDE_VALIDATION,
  fichaOfKind,
  filterRows,
  isInside,
  mayValidateMonitoring,
  monitoringToday,
  validationWindow,
  type MonitoringKind,
} from '@siam/domain/monitoring';
import { bimestreLabel } from '@siam/domain/enums';
import { errorText } from '../../../api/client';
import { usePeriods } from '../../../api/monitoring';
import type { TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { School } from '../../../api/types';
import { DataTable } from '../../../components/data-table';
import { withFilter } from '../../../components/export-button';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { YearBimestreFilter } from '../../../components/year-bimestre-filter';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { LIST_ERROR, NO_CLASS_MATCH, NO_MONITORING_FOR_SCHOOL } from './messages';
import {
  CLASS_COLUMNS,
  SCHOOL_HEADING_ID,
  SchoolHeading,
  UrlSchoolScope,
  numberParam,
  setUrlFilters,
} from './consult-parts';
import { classListExport, consultKeys, getLearningMonitoring, useMonitoringClasses } from './queries';
import { CONSULT_PATH, VALIDATE_PATH, type ValidationState } from './route-state';
import { defaultBimestre, isOwnClass, rowText, validationWindowText } from './rules';

export const CONSULT_TITLE: Record<MonitoringKind, string> = {
  atividade: 'Consultar Acompanhamento de Atividades',
  aprendizagem: 'Consultar Acompanhamento de Aprendizagem',
};
const SUBTITLE: Record<MonitoringKind, string> = {
  atividade: 'Turmas de educação infantil da escola e o acompanhamento de atividades de cada uma.',
  aprendizagem: 'Turmas de ensino fundamental da escola e o acompanhamento de aprendizagem de cada uma.',
};

export function ActivityConsultPage() {
  return <ConsultMonitoringPage kind="atividade" />;
}
export function LearningConsultPage() {
  return <ConsultMonitoringPage kind="aprendizagem" />;
}

export function ConsultMonitoringPage({ kind }: { kind: MonitoringKind }) {
  return (
    <UrlSchoolScope header={<PageHeader title={CONSULT_TITLE[kind]} subtitle={SUBTITLE[kind]} />}>
      {(school, changeSchool) => (
        <SchoolMonitoring key={school.id} kind={kind} school={school} onChangeSchool={changeSchool} />
      )}
    </UrlSchoolScope>
  );
}

interface SchoolMonitoringProps {
  kind: MonitoringKind;
  school: School;
  onChangeSchool?: () => void;
}

function SchoolMonitoring({ kind, school, onChangeSchool }: SchoolMonitoringProps) {
  const session = useSession()!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const today = monitoringToday();
  const year = numberParam(params, 'ano') ?? Number(today.slice(0, 4));
  const periods = usePeriods(year, null, fichaOfKind(kind));
  const chosenBimestre = numberParam(params, 'bimestre');
  const bimestre = chosenBimestre ?? (periods.isPending ? null : defaultBimestre(periods.data ?? [], today));
  const filter = params.get('filtro') ?? '';
  const list = useMonitoringClasses(kind, school.id, year, bimestre);
  const validator = mayValidateMonitoring(session.activeConfig.role);

  const update = (changes: Record<string, string | number>) => setUrlFilters(setParams, changes);

  const rows = useMemo(() => list.data ?? [], [list.data]);
  const visible = useMemo(() => {
    const searchable = rows.map((row) => ({ ...rowText(row), row }));
    return filterRows(searchable, filter).map((s) => s.row);
  }, [rows, filter]);

  const period = (periods.data ?? []).find((p) => p.bimestre === bimestre) ?? null;
  const outsideWindow =
    validator && bimestre !== null && periods.isSuccess && !isInside(validationWindow(period), today);

  const open = async (row: TurmaAcompanhamento) => {
    if (row.acompanhamentoId === null) {
      toast.info(NOT_STARTED);
      return;
    }
    let generos: number[] | undefined;
    if (kind === 'aprendizagem') {
      try {
        const acomp = await queryClient.fetchQuery({
          queryKey: consultKeys.learning(row.acompanhamentoId),
          queryFn: ({ signal }) => getLearningMonitoring(row.acompanhamentoId!, signal),
        });
        generos = acomp?.codigosGenerosTextuais ?? [];
      } catch {
        // The validation screen loads the monitoring again and reports the error there.
      }
    }
    const back = new URLSearchParams(params);
    back.set('escola', String(school.id));
    back.set('ano', String(year));
    if (bimestre) back.set('bimestre', String(bimestre));
    const state: ValidationState = {
      finalizado: row.status ? 'Sim' : 'Não',
      acompanhamentoId: row.acompanhamentoId,
      turma: row,
      permissao: validator && !isOwnClass(row, session.cpf),
      generos,
      ano: year,
      bimestre: bimestre ?? 1,
      escola: { id: school.id, nomeEscola: school.nomeEscola, codigoInep: school.codigoInep },
      voltar: `${CONSULT_PATH[kind]}?${back.toString()}`,
    };
    await navigate(VALIDATE_PATH[kind], { state });
  };

  const noneStarted = rows.length > 0 && rows.every((r) => r.acompanhamentoId === null);

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <SchoolHeading
          school={school}
          onChangeSchool={onChangeSchool}
          testId="consult-school"
          id={SCHOOL_HEADING_ID}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <YearBimestreFilter
            year={year}
            bimestre={bimestre ?? ''}
            onYearChange={(ano) => update({ ano })}
            onBimestreChange={(b) => update({ bimestre: b })}
          />
          <TextField
            label="Filtrar turmas"
            placeholder="Turma, professor, situação..."
            value={filter}
            onChange={(e) => update({ filtro: e.target.value })}
            sx={{ flex: 1 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </Paper>

      {outsideWindow ? (
        <Alert severity="warning">
          {OUTSIDE_VALIDATION} {validationWindowText(period, bimestre, year, today)}
        </Alert>
      ) : null}

      {bimestre === null || list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert severity="error">{errorText(list.error, LIST_ERROR)}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{NO_MONITORING_FOR_SCHOOL}</Alert>
      ) : (
        <section aria-labelledby="turmas-acompanhamento">
          <Typography id="turmas-acompanhamento" variant="h2" component="h2" sx={{ mb: 0.5 }}>
            Turmas — {bimestreLabel(bimestre)} bimestre de {year}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {validator
              ? 'Clique em uma turma para ver o acompanhamento e validá-lo.'
              : 'Clique em uma turma para ver o acompanhamento.'}
          </Typography>
          {noneStarted ? (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {NO_MONITORING_FOR_TERM}
            </Alert>
          ) : null}
          <DataTable
            ariaLabel="Turmas e acompanhamentos"
            columns={CLASS_COLUMNS}
            rows={visible}
            getRowKey={(r) => r.turmaId}
            getRowLabel={(r) => r.nomeTurma}
            onRowClick={(r) => void open(r)}
            emptyMessage={NO_CLASS_MATCH}
            pagination
            defaultRowsPerPage={10}
            height={370}
            exportSource={withFilter(classListExport(kind, school.id, year, bimestre), filter)}
          />
        </section>
      )}
    </Stack>
  );
}
