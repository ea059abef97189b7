/**
 * /consulta-escola (spec 02 §2.4): pick the school (a coordinator among the linked schools, one
 * auto-selected, 'Alterar escola' with more than one; other roles work on the active school of the
 * settings, where the administrator searches by INEP; components/school-scope.tsx), then its identification, its classes (a class
 * shows its students, with 'Imprimir' for the list: class-students-print.tsx) and a by-year timeline of its staff.
 */
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { funcaoServidorLabel, sexoLabel, turnoLabel } from '@siam/domain/enums';
import type { Turma } from '@siam/domain/contracts/classes';
import type { School } from '@siam/domain/contracts/schools';
import type { ClassStudent } from '@siam/domain/contracts/students';
import { ApiError } from '../../api/client';
import { useClassStudents, useSchoolDetail } from '../../api/schools';
import { ClassPicker, ClassStudentsTable, classColumns } from '../../components/class-picker';
import type { DataTableColumn } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { SchoolIdentification } from '../../components/school-identification';
import { SchoolScope } from '../../components/school-scope';
import { useSession } from '../../lib/session';
import {
  NO_CLASS_FOUND,
  NO_SCHOOL_FOUND,
  NO_STAFF_HISTORY,
  NO_STUDENTS_IN_CLASS,
  SCHOOLS_LOAD_ERROR,
} from './messages';
import { staffTimeline } from './staff-timeline';
import { ClassStudentsPrint } from './class-students-print';
import { PrintButton } from '../../components/print/print-parts';

const TITLE = 'Consultar Escola';
const NO_TEACHER = 'Sem professor';

const turmaColumns = classColumns(NO_TEACHER, { withSerie: true });

const studentColumns: DataTableColumn<ClassStudent>[] = [
  { id: 'codigoInep', label: 'Código INEP', render: (s) => s.codigoInep || '—' },
  { id: 'matricula', label: 'Matrícula', render: (s) => s.matricula || '—' },
  { id: 'nome', label: 'Nome' },
  { id: 'sexo', label: 'Sexo', render: (s) => sexoLabel(s.sexo) },
  { id: 'cpf', label: 'CPF', render: (s) => (s.cpf ? formatCpf(s.cpf) : '—') },
];

export default function ConsultSchoolPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Dados da escola, suas turmas com os estudantes e o histórico de servidores por ano."
      />
      <SchoolScope cards>
        {(school, changeSchool) => (
          <SchoolConsultation key={school.id} school={school} onChangeSchool={changeSchool} />
        )}
      </SchoolScope>
    </>
  );
}

function SchoolConsultation({ school, onChangeSchool }: { school: School; onChangeSchool?: () => void }) {
  const detail = useSchoolDetail(school.id);

  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Alert severity={notFound ? 'info' : 'error'}>{notFound ? NO_SCHOOL_FOUND : SCHOOLS_LOAD_ERROR}</Alert>
    );
  }
  const data = { ...school, ...detail.data };

  return (
    <Stack spacing={3}>
      <SchoolIdentification
        school={data}
        actions={
          onChangeSchool ? (
            <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={onChangeSchool}>
              Alterar escola
            </Button>
          ) : undefined
        }
      />

      <ClassPicker
        schoolId={school.id}
        allSeries
        hint="Clique em uma turma para ver os seus estudantes."
        columns={turmaColumns}
        ariaLabel="Turmas da escola"
        emptyMessage={NO_CLASS_FOUND}
        table={{ pagination: true, defaultRowsPerPage: 10, height: 370 }}
      >
        {(turma) => (turma ? <ClassStudents school={school} turma={turma} /> : null)}
      </ClassPicker>

      <StaffTimeline history={data.historicoServidores} />
    </Stack>
  );
}

function ClassStudents({ school, turma }: { school: School; turma: Turma }) {
  const students = useClassStudents(turma.id);
  return (
    <Box component="section" aria-labelledby="alunos-title">
      <Stack direction="row" spacing={2} sx={{ mb: 1.5, alignItems: 'center' }}>
        <Typography id="alunos-title" variant="h2" component="h2" sx={{ flex: 1 }}>
          Estudantes da turma {turma.nomeTurma}
        </Typography>
        {students.isSuccess ? (
          <>
            <PrintButton />
            <ClassStudentsPrint school={school} turma={turma} students={students.data} />
          </>
        ) : null}
      </Stack>
      <ClassStudentsTable
        turma={turma}
        students={students}
        columns={studentColumns}
        emptyMessage={NO_STUDENTS_IN_CLASS}
        table={{ defaultRowsPerPage: 10, height: 370 }}
      />
    </Box>
  );
}

function period(dataInicio: string, dataFim: string | null): string {
  return dataFim
    ? `${formatDateBR(dataInicio)} a ${formatDateBR(dataFim)}`
    : `Desde ${formatDateBR(dataInicio)} (atual)`;
}

function StaffTimeline({ history }: { history: Parameters<typeof staffTimeline>[0] }) {
  const years = staffTimeline(history);
  return (
    <Box component="section" aria-labelledby="servidores-title">
      <Typography id="servidores-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Servidores por ano
      </Typography>
      {years.length === 0 ? (
        <Typography color="text.secondary">{NO_STAFF_HISTORY}</Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {years.map(({ year, entries }) => (
            <Box
              component="li"
              key={year}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '88px 1fr' }, gap: 2 }}
            >
              <Typography
                component="h3"
                variant="h3"
                sx={{ color: 'primary.dark', pt: 1.5, borderTop: 3, borderColor: 'primary.main' }}
              >
                {year}
              </Typography>
              <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {entries.map((e, i) => (
                  <Stack
                    component="li"
                    key={`${e.id}-${year}`}
                    direction={{ xs: 'column', md: 'row' }}
                    spacing={{ xs: 0.5, md: 2 }}
                    sx={{
                      px: 2,
                      py: 1.25,
                      alignItems: { md: 'center' },
                      borderTop: i === 0 ? 0 : 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Box sx={{ width: { md: 230 }, flexShrink: 0 }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={e.dataFim ? 'default' : 'primary'}
                        label={funcaoServidorLabel(e.servidorFuncao.tipoFuncaoServidor)}
                      />
                    </Box>
                    <Typography sx={{ flex: 1, fontWeight: 600 }}>
                      {e.servidorFuncao.servidor.nome}
                      {e.turnoServidor ? (
                        <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                          {' '}
                          · {turnoLabel(e.turnoServidor)}
                        </Typography>
                      ) : null}
                    </Typography>
                    <Typography color="text.secondary" variant="body2">
                      {period(e.dataInicio, e.dataFim)}
                    </Typography>
                  </Stack>
                ))}
              </Paper>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
