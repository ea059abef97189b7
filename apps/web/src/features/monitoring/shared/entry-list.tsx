/**
 * What the two entry lists share (activities, spec 02 §2.6, and learning, §2.8): the teacher's classes
 * of the kind (their own for a Professor Escola, a looked-up teacher's for the Administrador), the
 * filters kept in the address, the period notice, and what is shown before the classes can be
 * (loading, no class of the kind, the lookup's error, no term chosen).
 */
import type { ReactNode } from 'react';
import { Alert, MenuItem, Paper, Stack } from '@mui/material';
import { useLocation } from 'react-router';
import { fichaOfKind, isSerieOfKind, type MonitoringKind } from '@siam/domain/monitoring';
import { ApiError, errorText } from '../../../api/client';
import { Loading } from '../../../components/loading';
import { NotKeptOffline, pausedWithoutData } from '../../../offline/not-kept';
import { PageHeader } from '../../../components/page-header';
import { YearBimestreFilter } from '../../../components/year-bimestre-filter';
import { WindowNotice, useEntryFilters, type EntryFilters } from './entry-filters';
import { TEACHER_ERROR } from './messages';
import { useTeacherClasses, type TeacherClass } from './queries';
import { readReturnState } from './route-state';
import { TeacherLookup, useTeacherScope } from './teacher-scope';

/** The teacher whose classes are listed, the filters, and their classes of the kind. */
export function useTeacherClassesOfKind(kind: MonitoringKind) {
  const location = useLocation();
  const scope = useTeacherScope(readReturnState(location.state).professorCpf);
  const filters = useEntryFilters(fichaOfKind(kind));
  const teacher = useTeacherClasses(scope.cpf);
  const classes = (teacher.data?.turmas ?? []).filter((t) => isSerieOfKind(kind, t.serie));
  return { scope, filters, teacher, classes };
}

export type TeacherClassesOfKind = ReturnType<typeof useTeacherClassesOfKind>;

/** A choice of a select by id and name (série, component). */
export function nameOption(o: { id: number; nome: string }) {
  return (
    <MenuItem key={o.id} value={o.id}>
      {o.nome}
    </MenuItem>
  );
}

/** The choices of the 'Turma' select. */
export function classOptions(classes: readonly TeacherClass[]) {
  return classes.map((t) => (
    <MenuItem key={t.turmaId} value={t.turmaId}>
      {t.nomeTurma} ({t.codigoTurma})
    </MenuItem>
  ));
}

export interface EntryListProps {
  title: string;
  subtitle: string;
  list: TeacherClassesOfKind;
  /** The selects before the year and term. */
  fields: ReactNode;
  /** The filters wrap (learning has three selects and the year and term). */
  wrap?: boolean;
  /** The teacher has no class of the kind. */
  noClasses: string;
  /** No term chosen yet. */
  chooseTerm: string;
  /** The classes, once a term is chosen. */
  children: (bimestre: number, filters: EntryFilters) => ReactNode;
}

export function EntryList({
  title,
  subtitle,
  list,
  fields,
  wrap,
  noClasses,
  chooseTerm,
  children,
}: EntryListProps) {
  const { scope, filters, teacher, classes } = list;
  const teacherMissing = teacher.isError && teacher.error instanceof ApiError && teacher.error.status === 404;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Stack spacing={2.5}>
        {scope.isTeacher ? null : <TeacherLookup scope={scope} teacherName={teacher.data?.nome} />}
        {scope.cpf ? (
          <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: 2.5 }}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={wrap ? { flexWrap: 'wrap', rowGap: 2 } : undefined}
            >
              {fields}
              <YearBimestreFilter
                year={filters.ano}
                bimestre={filters.bimestre}
                onYearChange={(ano) => filters.set({ ano })}
                onBimestreChange={(b) => filters.set({ bimestre: b })}
              />
            </Stack>
          </Paper>
        ) : null}

        {scope.cpf ? <WindowNotice filters={filters} /> : null}

        {!scope.cpf ? null : pausedWithoutData(teacher) ? (
          <NotKeptOffline />
        ) : teacher.isPending ? (
          <Loading />
        ) : teacherMissing || (teacher.isSuccess && classes.length === 0) ? (
          <Alert severity="info">{noClasses}</Alert>
        ) : teacher.isError ? (
          <Alert severity="error">{errorText(teacher.error, TEACHER_ERROR)}</Alert>
        ) : filters.bimestre === '' ? (
          <Alert severity="info">{chooseTerm}</Alert>
        ) : (
          children(filters.bimestre, filters)
        )}
      </Stack>
    </>
  );
}
