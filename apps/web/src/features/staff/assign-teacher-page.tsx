/**
 * /enturmar-professor (spec 02 §2.3, §4 'Teacher assignment', §5 'Teacher registration fixed values'):
 * pick a série, list the school's active classes, select one to see its students and teacher. The
 * teacher register-or-replace form (CPF search, then the shared person form of kind 'professor')
 * assigns the teacher with the fixed values of the class's série; when the class already has a teacher
 * a dialog asks to confirm the substitution. The teacher can be removed after a confirmation. Sige
 * schools: the external system assigns teachers (notice), removal stays allowed.
 */
import { useId, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLASSES_NONE_FOR_SERIE,
  CLASS_CREATE_FAILED,
  CLASS_REPLACE_TEACHER_CONFIRM,
} from '@siam/domain/classes';
import { formatCpf } from '@siam/domain/cpf';
import { serieLabel, sexoLabel, turnoLabel } from '@siam/domain/enums';
import { PROFILE_REGISTER_FAILED, TEACHER_REGISTERED, teacherFixedValues } from '@siam/domain/staff';
import { SIGE_NOTICE } from '@siam/domain/students';
import type { Turma } from '@siam/domain/contracts/classes';
import type { School } from '@siam/domain/contracts/schools';
import type { ClassStudent } from '@siam/domain/contracts/students';
import { api } from '../../api/client';
import { unassignTeacher, usePublicConfig, useClassStudents } from '../../api/schools';
import { ClassPicker, ClassStudentsTable, classColumns } from '../../components/class-picker';
import { ActiveSchoolPage } from '../../components/active-school-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DataTableColumn } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { SidePanel } from '../../components/side-panel';
import { toast } from '../../lib/toast';
import { PersonForm, personValues, type PersonValues } from './person-form';
import { PersonSearch, type PersonFound } from './person-search';

const TITLE = 'Enturmar Professor';
const NO_TEACHER = 'Sem professor';
export const TEACHER_REMOVED = 'Professor removido da turma com sucesso!';

const turmaColumns = classColumns(NO_TEACHER);

const studentColumns: DataTableColumn<ClassStudent>[] = [
  { id: 'nome', label: 'Nome' },
  { id: 'cpf', label: 'CPF', render: (s) => (s.cpf ? formatCpf(s.cpf) : '—') },
  { id: 'sexo', label: 'Sexo', render: (s) => sexoLabel(s.sexo) },
  { id: 'matricula', label: 'Matrícula', render: (s) => s.matricula || '—' },
];

export default function AssignTeacherPage() {
  return (
    <ActiveSchoolPage
      title={TITLE}
      task="escolha a série e a turma para cadastrar, substituir ou remover o professor."
    >
      {(school) => <AssignTeacher key={school.id} school={school} />}
    </ActiveSchoolPage>
  );
}

function AssignTeacher({ school }: { school: School }) {
  return (
    <Stack spacing={3}>
      {school.sige ? (
        <Alert severity="warning">
          {SIGE_NOTICE} Os professores das turmas desta escola são enturmados pelo SIGE; aqui é possível
          apenas remover o professor de uma turma.
        </Alert>
      ) : null}

      <ClassPicker
        schoolId={school.id}
        title={(serie) => `Turmas de ${serieLabel(serie)}`}
        hint="Clique em uma turma para ver os estudantes e o professor."
        columns={turmaColumns}
        ariaLabel="Turmas da série"
        emptyMessage={CLASSES_NONE_FOR_SERIE}
        table={{ pagination: true, defaultRowsPerPage: 10, height: 370 }}
      >
        {(turma) => (turma ? <ClassTeacher key={turma.id} turma={turma} school={school} /> : null)}
      </ClassPicker>
    </Stack>
  );
}

function ClassTeacher({ turma, school }: { turma: Turma; school: School }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const students = useClassStudents(turma.id);
  const config = usePublicConfig();
  const [panel, setPanel] = useState(false);
  const [found, setFound] = useState<(PersonFound & { values: PersonValues }) | null>(null);
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const hasTeacher = Boolean(turma.idProfessor || turma.nomeProfessor);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['escola-turmas'] });
  const close = () => {
    setPanel(false);
    setFound(null);
    setPending(null);
  };

  const assign = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<Turma>('/servidor/professor/enturmar', body),
    onSuccess: () => {
      toast.success(TEACHER_REGISTERED);
      close();
      return refresh();
    },
    onError: (error) => {
      setPending(null);
      toast.apiError(error, PROFILE_REGISTER_FAILED);
    },
  });

  const remove = useMutation({
    mutationFn: () => unassignTeacher(turma.idProfessor as number, turma.id),
    onSuccess: () => {
      toast.success(TEACHER_REMOVED);
      setConfirmRemove(false);
      return refresh();
    },
    onError: (error) => {
      setConfirmRemove(false);
      toast.apiError(error, CLASS_CREATE_FAILED);
    },
  });

  const submit = (values: PersonValues) => {
    const body = {
      ...values,
      ...(found?.person?.id ? { id: found.person.id } : {}),
      ...teacherFixedValues(turma.serie),
      turmaId: turma.id,
      escolaId: school.id,
    };
    if (hasTeacher) setPending(body);
    else assign.mutate(body);
  };

  return (
    <Box component="section" aria-labelledby="turma-title">
      <Typography id="turma-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        Turma {turma.nomeTurma}
      </Typography>
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: 2.5 }} aria-label="Professor da turma" component="section">
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="body2" color="text.secondary">
                Professor da turma · {serieLabel(turma.serie)} · {turnoLabel(turma.turno)}
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {turma.nomeProfessor || NO_TEACHER}
              </Typography>
              {turma.cpfProfessor ? (
                <Typography variant="body2" color="text.secondary">
                  CPF {formatCpf(turma.cpfProfessor)}
                </Typography>
              ) : null}
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {turma.idProfessor ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<PersonRemoveOutlinedIcon />}
                  onClick={() => setConfirmRemove(true)}
                >
                  Remover professor
                </Button>
              ) : null}
              <Button
                variant="contained"
                startIcon={hasTeacher ? <SwapHorizIcon /> : <PersonAddAlt1Icon />}
                onClick={() => setPanel(true)}
                disabled={school.sige}
              >
                {hasTeacher ? 'Substituir professor' : 'Cadastrar professor'}
              </Button>
            </Stack>
          </Stack>
        </Paper>

        <Box>
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            Estudantes
          </Typography>
          <ClassStudentsTable
            turma={turma}
            students={students}
            columns={studentColumns}
            table={{ defaultRowsPerPage: 10, height: 370 }}
          />
        </Box>
      </Stack>

      <SidePanel
        open={panel}
        onClose={() => (assign.isPending ? undefined : close())}
        title={
          hasTeacher
            ? `Substituir professor da turma ${turma.nomeTurma}`
            : `Professor da turma ${turma.nomeTurma}`
        }
        width={720}
        actions={
          found ? (
            <>
              <Button variant="outlined" onClick={close} disabled={assign.isPending}>
                Cancelar
              </Button>
              <Button type="submit" form={formId} variant="contained" disabled={assign.isPending}>
                {assign.isPending ? 'Aguarde...' : 'Salvar'}
              </Button>
            </>
          ) : undefined
        }
      >
        <Stack spacing={3}>
          <PersonSearch
            kind="professor"
            label="CPF do professor"
            onFound={(f) => setFound({ ...f, values: personValues('professor', f.cpf, f.person) })}
          />
          {found ? (
            config.isPending ? (
              <Loading />
            ) : (
              <PersonForm
                key={found.cpf}
                kind="professor"
                formId={formId}
                defaultValues={found.values}
                institutionalDomains={config.data?.dominiosInstitucionais ?? []}
                onSubmit={submit}
                header={
                  <Alert severity={found.person ? 'info' : 'warning'}>
                    {found.person
                      ? 'Professor já cadastrado. Confira os dados e clique em Salvar para enturmá-lo.'
                      : 'Nenhum servidor encontrado com este CPF. Preencha o cadastro do professor.'}
                  </Alert>
                }
              />
            )
          ) : null}
        </Stack>
      </SidePanel>

      <ConfirmDialog
        open={pending !== null}
        title="Substituir professor"
        text={
          <>
            {CLASS_REPLACE_TEACHER_CONFIRM}
            <br />
            Professor atual: <strong>{turma.nomeProfessor}</strong>
          </>
        }
        confirmLabel="Substituir"
        loading={assign.isPending}
        onConfirm={() => pending && assign.mutate(pending)}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={confirmRemove}
        title="Remover professor"
        text={`Deseja remover ${turma.nomeProfessor ?? 'o professor'} da turma ${turma.nomeTurma}?`}
        confirmLabel="Remover"
        destructive
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmRemove(false)}
      />
    </Box>
  );
}
