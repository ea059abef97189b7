/**
 * /consulta-escola (spec 02 §2.4): pick the school (a coordinator among the linked schools, one
 * auto-selected, 'Alterar escola' with more than one; other roles work on the active school of the
 * settings, where the administrator searches by INEP), then its identification, its classes (a class
 * shows its students) and a by-year timeline of its staff.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useQuery } from '@tanstack/react-query';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { funcaoServidorLabel, sexoLabel, turnoLabel } from '@siam/domain/enums';
import { Role } from '@siam/domain/roles';
import { ApiError, api } from '../../api/client';
import { useClassStudents, useSchoolDetail, type ClassStudent, type Turma } from '../../api/schools';
import type { LinkedSchools, School } from '../../api/types';
import { ClassPicker, ClassStudentsTable, classColumns } from '../../components/class-picker';
import type { DataTableColumn } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { SchoolIdentification } from '../../components/school-identification';
import { schoolLabel } from '../../components/school-picker';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { useSession, type SessionUser } from '../../lib/session';
import {
  NO_CLASS_FOUND,
  NO_SCHOOL_FOUND,
  NO_STAFF_HISTORY,
  NO_STUDENTS_IN_CLASS,
  SCHOOLS_LOAD_ERROR,
} from './messages';
import { staffTimeline } from './staff-timeline';

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
      <RequireLocation>
        {session.activeConfig.role === Role.CoordenadorEscola ? (
          <CoordinatorSchools session={session} />
        ) : session.activeConfig.school ? (
          <SchoolConsultation key={session.activeConfig.school.id} school={session.activeConfig.school} />
        ) : (
          <SelectSchoolPrompt />
        )}
      </RequireLocation>
    </>
  );
}

/** The coordinator's linked schools: one is auto-selected; with several the user picks one. */
function CoordinatorSchools({ session }: { session: SessionUser }) {
  const linked = useQuery({
    queryKey: ['linked-schools', 'Coordenador', session.cpf, session.activeConfig.role],
    queryFn: ({ signal }) =>
      api.get<LinkedSchools>('/Servidor/Coordenador', { query: { cpf: session.cpf }, signal }),
    retry: false,
    select: (d) => d?.escolas ?? [],
  });
  const active = session.activeConfig.school;
  const [chosenId, setChosenId] = useState<number | null>(active?.id ?? null);

  if (linked.isPending) return <Loading />;
  if (linked.isError) return <Alert severity="error">{SCHOOLS_LOAD_ERROR}</Alert>;
  const schools = linked.data;
  if (schools.length === 0) return <Alert severity="info">{NO_SCHOOL_FOUND}</Alert>;

  const chosen = schools.length === 1 ? schools[0] : schools.find((s) => s.id === chosenId);
  if (!chosen) {
    return (
      <Paper variant="outlined" component="section" aria-labelledby="escolas-vinculadas" sx={{ p: 2.5 }}>
        <Typography id="escolas-vinculadas" variant="h2" component="h2" sx={{ mb: 1 }}>
          Selecione a escola
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Você coordena mais de uma escola. Escolha qual deseja consultar.
        </Typography>
        <List aria-labelledby="escolas-vinculadas" disablePadding>
          {schools.map((s) => (
            <ListItemButton
              key={s.id}
              onClick={() => setChosenId(s.id)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 }}
            >
              <ListItemText
                primary={schoolLabel(s)}
                secondary={s.nomeMunicipio}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <ChevronRightIcon color="primary" aria-hidden />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    );
  }
  return (
    <SchoolConsultation
      key={chosen.id}
      school={chosen}
      onChangeSchool={schools.length > 1 ? () => setChosenId(null) : undefined}
    />
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
        {(turma) => (turma ? <ClassStudents turma={turma} /> : null)}
      </ClassPicker>

      <StaffTimeline history={data.historicoServidores} />
    </Stack>
  );
}

function ClassStudents({ turma }: { turma: Turma }) {
  const students = useClassStudents(turma.id);
  return (
    <Box component="section" aria-labelledby="alunos-title">
      <Typography id="alunos-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Estudantes da turma {turma.nomeTurma}
      </Typography>
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
