/**
 * /editar-turma (spec 02 §2.2, §4 'Class situation'): pick a série, list the school's classes of that
 * série (active and inactive), toggle a class's situation (deactivation asks first; the server refuses
 * it with students or a teacher), select a class to rename it (only non-sige schools and classes of
 * the current year) or remove its teacher (allowed for sige classes too).
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLASSES_NONE_FOR_SERIE,
  CLASS_CREATE_FAILED,
  CLASS_INACTIVATE_CONFIRM,
  CLASS_NAME_MAX_LENGTH,
  CLASS_NOT_CURRENT_YEAR,
  CLASS_UPDATED,
  SIGE_CLASS_VIEW_ONLY_NOTICE,
  classEditSchema,
  isClassEditable,
} from '@siam/domain/classes';
import { SituacaoTurma, serieLabel } from '@siam/domain/enums';
import type { SituationAnswer, Turma } from '@siam/domain/contracts/classes';
import type { School } from '@siam/domain/contracts/schools';
import { api } from '../../api/client';
import { unassignTeacher } from '../../api/schools';
import { ClassPicker, classColumns } from '../../components/class-picker';
import { ActiveSchoolPage } from '../../components/active-school-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DataTableColumn } from '../../components/data-table';
import { DiscardDialog, FormActions, FormTextField } from '../../components/form';
import { toast } from '../../lib/toast';
import { CANCEL_TEXT, CANCEL_TITLE, NO_TEACHER, SELECT_SERIE_HINT, TEACHER_REMOVED } from './messages';

const TITLE = 'Editar Turma';

/** The class's year (`anoTurma`, or `ano`). */
export function classYear(t: Turma): number {
  return t.anoTurma ?? t.ano ?? 0;
}

const columns: DataTableColumn<Turma>[] = [
  ...classColumns(NO_TEACHER, { countWidth: 100 }),
  {
    id: 'ano',
    label: 'Ano',
    render: (t) => classYear(t) || '—',
    sortValue: (t) => classYear(t) || null,
    kind: 'integer',
    width: 80,
  },
  {
    id: 'situacao',
    label: 'Situação',
    render: (t) => (t.situacao === SituacaoTurma.Ativa ? 'Ativa' : 'Inativa'),
    sortValue: (t) => (t.situacao === SituacaoTurma.Ativa ? 'Ativa' : 'Inativa'),
    width: 90,
  },
];

export default function EditClassPage() {
  return (
    <ActiveSchoolPage title={TITLE} task="escolha a série e a turma que deseja alterar.">
      {(school) => <EditClass key={school.id} school={school} />}
    </ActiveSchoolPage>
  );
}

function EditClass({ school }: { school: School }) {
  const queryClient = useQueryClient();
  const [deactivating, setDeactivating] = useState<Turma | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['escola-turmas'] });

  const situation = useMutation({
    mutationFn: ({ t, situacao }: { t: Turma; situacao: 0 | 1 }) =>
      api.put<SituationAnswer | undefined>(`/Turmas/${t.id}/Situacao`, { situacao }),
    onSuccess: (res) => {
      toast.success(res?.mensagem || CLASS_UPDATED);
      setDeactivating(null);
      return refresh();
    },
    onError: (error) => {
      setDeactivating(null);
      toast.apiError(error);
    },
  });

  return (
    <Stack spacing={3}>
      {school.sige ? <Alert severity="info">{SIGE_CLASS_VIEW_ONLY_NOTICE}</Alert> : null}

      <ClassPicker
        schoolId={school.id}
        situacao="todas"
        serieHint={SELECT_SERIE_HINT}
        title={(serie) => `Turmas de ${serieLabel(serie)}`}
        hint={
          school.sige
            ? 'Clique em uma turma para ver os dados ou remover o professor.'
            : 'Use a chave “Ativa” para ativar ou inativar uma turma do ano corrente. Clique em uma turma para alterar o nome ou remover o professor.'
        }
        columns={columns}
        ariaLabel="Turmas da série"
        emptyMessage={CLASSES_NONE_FOR_SERIE}
        table={{
          pagination: true,
          defaultRowsPerPage: 10,
          height: 370,
          switchColumn: {
            label: 'Ativa',
            checked: (t) => t.situacao === SituacaoTurma.Ativa,
            disabled: (t) => situation.isPending || !isClassEditable({ anoTurma: classYear(t) }, school),
            onChange: (t, checked) => {
              if (checked) situation.mutate({ t, situacao: 1 });
              else setDeactivating(t);
            },
          },
        }}
      >
        {(turma, unpick) =>
          turma ? <ClassEditor key={turma.id} turma={turma} school={school} onDone={unpick} /> : null
        }
      </ClassPicker>

      <ConfirmDialog
        open={deactivating !== null}
        title="Inativar turma"
        text={
          <>
            {CLASS_INACTIVATE_CONFIRM}
            <br />
            <strong>{deactivating?.nomeTurma}</strong> deixará de aparecer nas listas de turmas ativas.
          </>
        }
        confirmLabel="Inativar"
        destructive
        loading={situation.isPending}
        onConfirm={() => deactivating && situation.mutate({ t: deactivating, situacao: 0 })}
        onCancel={() => setDeactivating(null)}
      />
    </Stack>
  );
}

function ClassEditor({ turma, school, onDone }: { turma: Turma; school: School; onDone: () => void }) {
  const queryClient = useQueryClient();
  const editable = isClassEditable({ anoTurma: classYear(turma) }, school);
  const [confirm, setConfirm] = useState<'cancel' | 'teacher' | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<{ nomeTurma: string }>({
    resolver: zodResolver(classEditSchema),
    defaultValues: { nomeTurma: turma.nomeTurma },
    mode: 'onTouched',
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['escola-turmas'] });

  const save = useMutation({
    mutationFn: (values: { nomeTurma: string }) =>
      api.put<Turma>('/Turmas', { id: turma.id, nomeTurma: values.nomeTurma }),
    onSuccess: (_res, values) => {
      toast.success(CLASS_UPDATED);
      reset(values);
      return refresh();
    },
    onError: (error) => toast.apiError(error),
  });

  const removeTeacher = useMutation({
    mutationFn: () => unassignTeacher(turma.idProfessor as number, turma.id),
    onSuccess: () => {
      toast.success(TEACHER_REMOVED);
      setConfirm(null);
      return refresh();
    },
    onError: (error) => {
      setConfirm(null);
      toast.apiError(error, CLASS_CREATE_FAILED);
    },
  });

  const nameHelp = school.sige
    ? 'Turma importada do SIGE: o nome não pode ser alterado.'
    : !editable
      ? CLASS_NOT_CURRENT_YEAR
      : 'Até 15 caracteres.';

  return (
    <Card component="section" aria-labelledby="turma-edit-title">
      <CardContent>
        <Typography id="turma-edit-title" variant="h2" component="h2" sx={{ mb: 2 }}>
          Turma {turma.nomeTurma}
        </Typography>
        <Box
          component="form"
          noValidate
          aria-label="Alterar turma"
          onSubmit={handleSubmit((values) => save.mutate(values))}
        >
          <Stack spacing={3}>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
                gap: 3,
                alignItems: 'start',
              }}
            >
              <FormTextField
                control={control}
                name="nomeTurma"
                label="Nome da turma"
                required
                disabled={!editable}
                sanitize={(text) => text.toUpperCase()}
                helperText={nameHelp}
                slotProps={{ htmlInput: { maxLength: CLASS_NAME_MAX_LENGTH, autoComplete: 'off' } }}
              />
              <Box>
                <Typography variant="body2" color="text.secondary" component="p">
                  Professor
                </Typography>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ alignItems: { sm: 'center' }, mt: 0.5 }}
                >
                  <Typography sx={{ fontWeight: 600, flex: 1 }}>
                    {turma.nomeProfessor || NO_TEACHER}
                  </Typography>
                  {turma.idProfessor ? (
                    <Button
                      variant="outlined"
                      color="error"
                      startIcon={<PersonRemoveOutlinedIcon />}
                      onClick={() => setConfirm('teacher')}
                    >
                      Remover professor
                    </Button>
                  ) : null}
                </Stack>
              </Box>
            </Box>
            <FormActions
              saving={save.isPending}
              onCancel={() => (formState.isDirty ? setConfirm('cancel') : onDone())}
              submitDisabled={!editable || !formState.isDirty}
            />
          </Stack>
        </Box>
      </CardContent>
      <DiscardDialog
        open={confirm === 'cancel'}
        title={CANCEL_TITLE}
        text={CANCEL_TEXT}
        onConfirm={() => {
          setConfirm(null);
          reset({ nomeTurma: turma.nomeTurma });
          onDone();
        }}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'teacher'}
        title="Remover professor"
        text={`Deseja remover ${turma.nomeProfessor ?? 'o professor'} da turma ${turma.nomeTurma}?`}
        confirmLabel="Remover"
        destructive
        loading={removeTeacher.isPending}
        onConfirm={() => removeTeacher.mutate()}
        onCancel={() => setConfirm(null)}
      />
    </Card>
  );
}
