/**
 * /consultar-acompanhamento-aprendizagem-estudante (spec 02 §2.10 drill-down): school, year of
 * schooling (série), component, year and term → the classes of that série with their learning
 * monitoring → a class's students with their progress → a student's evaluated skills. The
 * Administrador may delete one student's record there. Filters live in the URL.
 */
import { useMemo, useState } from 'react';
import { Alert, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { COMPONENTES_OFERECIDOS, SERIES, bimestreLabel, serieLabel } from '@siam/domain/enums';
import {
  NO_MONITORING_FOR_TERM,
  NOT_STARTED,
  fichaOfKind,
  filterRows,
  isSerieOfKind,
  monitoringToday,
} from '@siam/domain/monitoring';
import { can } from '@siam/domain/permissions';
import { errorText } from '../../../api/client';
import { usePeriods } from '../../../api/monitoring';
import type { AlunoAcompanhamento, TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { School } from '../../../api/types';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { withFilter } from '../../../components/export-button';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { YearBimestreFilter } from '../../../components/year-bimestre-filter';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { LIST_ERROR, NO_CLASS_MATCH, NO_STUDENT_SHEETS, NO_STUDENTS } from '../shared/messages';
import {
  CLASS_COLUMNS,
  SchoolHeading,
  UrlSchoolScope,
  numberParam,
  setUrlFilters,
} from '../shared/consult-parts';
import { ProgressCell } from '../shared/progress-cell';
import {
  consultKeys,
  learningResultsExport,
  useLearningMonitoring,
  useMonitoringClasses,
} from '../shared/queries';
import { defaultBimestre, yesNo } from '../shared/rules';
import { nameOption } from '../shared/entry-list';
import { StudentSkills } from './student-skills';

export const STUDENT_CONSULT_TITLE = 'Consultar Aprendizagem por Estudante';
const EF_SERIES = SERIES.filter((s) => isSerieOfKind('aprendizagem', s.id));

export default function StudentMonitoringPage() {
  return (
    <UrlSchoolScope
      header={
        <PageHeader
          title={STUDENT_CONSULT_TITLE}
          subtitle="Escolha o ano de escolaridade, o ano e o bimestre; depois a turma e o estudante para ver as habilidades avaliadas."
        />
      }
    >
      {(school, changeSchool) => <Drilldown key={school.id} school={school} onChangeSchool={changeSchool} />}
    </UrlSchoolScope>
  );
}

function Drilldown({ school, onChangeSchool }: { school: School; onChangeSchool?: () => void }) {
  const session = useSession()!;
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const today = monitoringToday();
  const year = numberParam(params, 'ano') ?? Number(today.slice(0, 4));
  const serie = numberParam(params, 'serie');
  const periods = usePeriods(year, null, fichaOfKind('aprendizagem'));
  const bimestre =
    numberParam(params, 'bimestre') ??
    (periods.isPending ? null : defaultBimestre(periods.data ?? [], today));
  const [componente, setComponente] = useState<number>(COMPONENTES_OFERECIDOS[0]?.id ?? 1);
  const [turmaId, setTurmaId] = useState<number | null>(null);
  const [alunoId, setAlunoId] = useState<number | null>(null);
  const [studentFilter, setStudentFilter] = useState('');

  const list = useMonitoringClasses('aprendizagem', school.id, year, bimestre);
  const classes = useMemo(() => (list.data ?? []).filter((t) => t.serie === serie), [list.data, serie]);
  const turma = classes.find((t) => t.turmaId === turmaId) ?? null;
  const acomp = useLearningMonitoring(turma?.acompanhamentoId ?? null);
  const students = useMemo(
    () => [...(acomp.data?.alunoAcompanhamento ?? [])].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    [acomp.data],
  );
  const visibleStudents = useMemo(() => filterRows(students, studentFilter), [students, studentFilter]);
  const student = students.find((s) => s.alunoId === alunoId) ?? null;

  const update = (changes: Record<string, number>) => {
    setTurmaId(null);
    setAlunoId(null);
    setUrlFilters(setParams, changes);
  };

  const pickClass = (t: TurmaAcompanhamento) => {
    if (t.acompanhamentoId === null) {
      toast.info(NOT_STARTED);
      return;
    }
    setTurmaId(t.turmaId);
    setAlunoId(null);
    setStudentFilter('');
  };

  const studentColumns: DataTableColumn<AlunoAcompanhamento>[] = [
    { id: 'nome', label: 'Estudante' },
    {
      id: 'alfabetizado',
      label: 'Alfabetizado',
      width: 120,
      render: (s) => yesNo(s.alfabetizado),
      sortValue: (s) => yesNo(s.alfabetizado),
    },
    {
      id: 'situacao',
      label: 'Progresso',
      width: 200,
      // Not evaluated (literate): after every evaluated student.
      sortValue: (s) => (s.alfabetizado ? null : s.situacao),
      kind: 'decimal',
      render: (s) =>
        s.alfabetizado ? (
          <Typography variant="body2" color="text.secondary">
            Não avaliado (alfabetizado)
          </Typography>
        ) : (
          <ProgressCell started percent={s.situacao} label={s.nome} />
        ),
    },
  ];

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <SchoolHeading school={school} onChangeSchool={onChangeSchool} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            label="Ano de escolaridade"
            value={serie ?? ''}
            onChange={(e) => update({ serie: Number(e.target.value) })}
            sx={{ minWidth: 200 }}
          >
            {EF_SERIES.map(nameOption)}
          </TextField>
          <TextField
            select
            label="Componente curricular"
            value={componente}
            onChange={(e) => setComponente(Number(e.target.value))}
            sx={{ minWidth: 200 }}
          >
            {COMPONENTES_OFERECIDOS.map(nameOption)}
          </TextField>
          <YearBimestreFilter
            year={year}
            bimestre={bimestre ?? ''}
            onYearChange={(ano) => update({ ano })}
            onBimestreChange={(b) => update({ bimestre: b })}
          />
        </Stack>
      </Paper>

      {serie === null ? (
        <Alert severity="info">Escolha o ano de escolaridade para ver as turmas.</Alert>
      ) : bimestre === null || list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert severity="error">{errorText(list.error, LIST_ERROR)}</Alert>
      ) : (
        <section aria-labelledby="turmas-serie">
          <Typography id="turmas-serie" variant="h2" component="h2" sx={{ mb: 0.5 }}>
            Turmas do {serieLabel(serie)} — {bimestreLabel(bimestre)} bimestre de {year}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Clique em uma turma para ver os seus estudantes.
          </Typography>
          {classes.length > 0 && classes.every((t) => t.acompanhamentoId === null) ? (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {NO_MONITORING_FOR_TERM}
            </Alert>
          ) : null}
          <DataTable
            ariaLabel="Turmas do ano de escolaridade"
            columns={CLASS_COLUMNS}
            rows={classes}
            getRowKey={(t) => t.turmaId}
            getRowLabel={(t) => t.nomeTurma}
            onRowClick={pickClass}
            selectedIndex={turma ? classes.indexOf(turma) : null}
            emptyMessage={NO_CLASS_MATCH}
            pagination
            defaultRowsPerPage={10}
            height={370}
          />
        </section>
      )}

      {turma ? (
        <section aria-labelledby="estudantes-turma">
          <Typography id="estudantes-turma" variant="h2" component="h2" sx={{ mb: 0.5 }}>
            Estudantes da turma {turma.nomeTurma}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Clique em um estudante para ver as habilidades avaliadas.
          </Typography>
          {acomp.isPending ? (
            <Loading />
          ) : acomp.isError ? (
            <Alert severity="error">{errorText(acomp.error)}</Alert>
          ) : students.length === 0 ? (
            <Alert severity="info">{NO_STUDENT_SHEETS}</Alert>
          ) : (
            <Stack spacing={1.5}>
              <TextField
                label="Filtrar estudantes"
                value={studentFilter}
                onChange={(e) => setStudentFilter(e.target.value)}
                sx={{ maxWidth: 420 }}
              />
              <DataTable
                ariaLabel={`Estudantes da turma ${turma.nomeTurma}`}
                columns={studentColumns}
                rows={visibleStudents}
                getRowKey={(s) => s.alunoId}
                getRowLabel={(s) => s.nome}
                onRowClick={(s) => setAlunoId(s.alunoId)}
                selectedIndex={student ? visibleStudents.indexOf(student) : null}
                emptyMessage={NO_STUDENTS}
                pagination
                defaultRowsPerPage={10}
                height={370}
                // The class's results: each student with the level of every skill (decision 128).
                exportSource={withFilter(learningResultsExport(turma.acompanhamentoId!), studentFilter)}
                exportLabel={`resultados da turma ${turma.nomeTurma}`}
              />
            </Stack>
          )}
        </section>
      ) : null}

      {turma && student && bimestre ? (
        <StudentSkills
          key={student.acompanhamentoAlunoId}
          student={student}
          turmaId={turma.turmaId}
          ano={year}
          bimestre={bimestre}
          canDelete={can(session.activeConfig.role, 'monitoring.admin')}
          onDeleted={() => {
            setAlunoId(null);
            void queryClient.invalidateQueries({ queryKey: consultKeys.learning(turma.acompanhamentoId!) });
            void queryClient.invalidateQueries({ queryKey: ['acompanhamento-turmas'] });
          }}
        />
      ) : null}
    </Stack>
  );
}
