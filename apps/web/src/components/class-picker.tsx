/**
 * The class picker of the class screens (enturmar-estudante, enturmar-professor, editar-turma,
 * consulta-escola): a série select (unless `allSeries`), then the school's classes of that série in a
 * table whose clicked row is the picked class. `children` renders what belongs to the picked class;
 * it receives the class (fresh from the list after a refetch) and a function that unpicks it.
 * `ClassStudentsTable` lists the picked class's students. Both tables sort by a header click and export
 * (CSV, XLSX) through their list's call (decision 128).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { SERIES, serieLabel, turnoLabel } from '@siam/domain/enums';
import { errorText } from '../api/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Turma } from '@siam/domain/contracts/classes';
import type { ClassStudent } from '@siam/domain/contracts/students';
import { useSchoolClasses, type ClassQueryOptions } from '../api/schools';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';

/** The série select's default helper text. */
export const ACTIVE_CLASSES_HINT = 'Selecione a série para listar as turmas ativas da escola.';

/**
 * The class table's usual columns: code, name, (série,) shift, teacher (`noTeacher` without one) and
 * number of students.
 */
export function classColumns(
  noTeacher: string,
  { codeWidth = 100, countWidth = 110, withSerie = false } = {},
): DataTableColumn<Turma>[] {
  return [
    { id: 'codigoTurma', label: 'Código', width: codeWidth },
    { id: 'nomeTurma', label: 'Turma' },
    ...(withSerie
      ? [
          {
            id: 'serie',
            label: 'Série',
            render: (t: Turma) => serieLabel(t.serie),
            // The séries in school order (Infantil IV … 9º ano), not by their names.
            kind: 'integer',
          } as DataTableColumn<Turma>,
        ]
      : []),
    {
      id: 'turno',
      label: 'Turno',
      render: (t) => turnoLabel(t.turno),
      sortValue: (t) => turnoLabel(t.turno),
    },
    {
      id: 'nomeProfessor',
      label: 'Professor',
      render: (t) => t.nomeProfessor || noTeacher,
      sortValue: (t) => t.nomeProfessor || noTeacher,
    },
    { id: 'quantidadeAlunos', label: 'Estudantes', align: 'right', width: countWidth, kind: 'integer' },
  ];
}

export interface ClassPickerProps extends Pick<ClassQueryOptions, 'situacao' | 'clientRetry'> {
  schoolId: number;
  /** The school's classes of every série: no série select. */
  allSeries?: boolean;
  /** The série select's helper text while no série is chosen (default ACTIVE_CLASSES_HINT). */
  serieHint?: string;
  /** The heading of the classes, given the chosen série (null with `allSeries`); default 'Turmas'. */
  title?: (serie: number | null) => ReactNode;
  /** A line under the heading. */
  hint?: ReactNode;
  /** A line under the table while it has classes and none is picked. */
  pickHint?: ReactNode;
  columns: DataTableColumn<Turma>[];
  ariaLabel: string;
  emptyMessage: string;
  /** More of the table's props (pagination, height, a switch column). */
  table?: Pick<DataTableProps<Turma>, 'pagination' | 'defaultRowsPerPage' | 'height' | 'switchColumn'>;
  children: (turma: Turma | null, unpick: () => void) => ReactNode;
}

export function ClassPicker({
  schoolId,
  situacao,
  clientRetry,
  allSeries = false,
  serieHint = ACTIVE_CLASSES_HINT,
  title = () => 'Turmas',
  hint,
  pickHint,
  columns,
  ariaLabel,
  emptyMessage,
  table,
  children,
}: ClassPickerProps) {
  const [serie, setSerie] = useState<number | ''>('');
  const [turmaId, setTurmaId] = useState<number | null>(null);
  const chosen = allSeries || serie !== '';
  const classes = useSchoolClasses(schoolId, serie === '' ? null : serie, {
    situacao,
    enabled: chosen,
    clientRetry,
  });
  const rows = classes.data ?? [];
  const turma = rows.find((t) => t.id === turmaId) ?? null;

  return (
    <>
      {allSeries ? null : (
        <TextField
          select
          label="Série"
          value={serie}
          onChange={(e) => {
            setSerie(Number(e.target.value));
            setTurmaId(null);
          }}
          sx={{ maxWidth: 320 }}
          helperText={serie === '' ? serieHint : ' '}
        >
          {SERIES.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.nome}
            </MenuItem>
          ))}
        </TextField>
      )}

      {chosen ? (
        <Box component="section" aria-labelledby="turmas-title">
          <Typography id="turmas-title" variant="h2" component="h2" sx={{ mb: hint ? 0.5 : 1.5 }}>
            {title(serie === '' ? null : serie)}
          </Typography>
          {hint ? (
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {hint}
            </Typography>
          ) : null}
          {classes.isError ? (
            <Alert severity="error">{errorText(classes.error)}</Alert>
          ) : (
            <DataTable
              ariaLabel={ariaLabel}
              columns={columns}
              rows={rows}
              getRowKey={(t) => t.id}
              getRowLabel={(t) => t.nomeTurma}
              onRowClick={(t) => setTurmaId(t.id)}
              selectedIndex={turma ? rows.indexOf(turma) : null}
              loading={classes.isPending}
              emptyMessage={emptyMessage}
              filterable
              exportSource={{
                path: `/Escolas/${schoolId}/turmas`,
                query: { serie: serie === '' ? undefined : serie, situacao: situacao ?? 1 },
              }}
              {...table}
            />
          )}
          {pickHint && rows.length > 0 && !turma ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {pickHint}
            </Typography>
          ) : null}
        </Box>
      ) : null}

      {children(turma, () => setTurmaId(null))}
    </>
  );
}

/** The students of the picked class (the answer of useClassStudents), or the error of that call. */
export function ClassStudentsTable({
  turma,
  students,
  columns,
  emptyMessage = 'Nenhum estudante nesta turma.',
  table,
}: {
  turma: Turma;
  students: UseQueryResult<ClassStudent[]>;
  columns: DataTableColumn<ClassStudent>[];
  emptyMessage?: string;
  table?: Pick<DataTableProps<ClassStudent>, 'defaultRowsPerPage' | 'height'>;
}) {
  if (students.isError) return <Alert severity="error">{errorText(students.error)}</Alert>;
  return (
    <DataTable
      ariaLabel={`Estudantes da turma ${turma.nomeTurma}`}
      columns={columns}
      rows={students.data ?? []}
      getRowKey={(s) => s.id}
      loading={students.isPending}
      emptyMessage={emptyMessage}
      pagination
      filterable
      exportSource={{ path: `/turmas/${turma.id}/alunos` }}
      {...table}
    />
  );
}
