/**
 * /cadastrar-turma (spec 02 §2.1, §5 'Class form'): the class form on the domain's `classFormSchema`
 * (every message written once in packages/domain), its inputs from the form kit (components/form). Série options follow
 * the nível de ensino; multisseriada is shown read-only and set from the série; the attached-room name
 * appears with 'Sala anexa'. Salvar posts to the active school ('Escola não selecionada' without
 * one); Cancelar asks before discarding. Not available for sige schools (notice, no form).
 */
import { useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLASS_ANNEX_NAME_MAX_LENGTH,
  CLASS_CODE_MAX_LENGTH,
  CLASS_CREATED,
  CLASS_CREATE_FAILED,
  CLASS_NAME_MAX_LENGTH,
  ESCOLA_NAO_SELECIONADA,
  classFormSchema,
  isMultigrade,
  seriesOfLevel,
  type ClassFormInput,
  type ClassFormValues,
} from '@siam/domain/classes';
import { NIVEIS_ENSINO, TURNOS } from '@siam/domain/enums';
import { SIGE_NOTICE } from '@siam/domain/students';
import type { Turma } from '@siam/domain/contracts/classes';
import type { School } from '@siam/domain/contracts/schools';
import { api } from '../../api/client';
import {
  DiscardDialog,
  FormActions,
  FormCheckbox,
  FormSelectField,
  FormTextField,
  type FormSelectFieldProps,
} from '../../components/form';
import { ActiveSchoolPage } from '../../components/active-school-page';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { toast } from '../../lib/toast';
import { CANCEL_TEXT, CANCEL_TITLE } from './messages';

const TITLE = 'Cadastrar Turma';

export const EMPTY_CLASS: ClassFormInput = {
  codigoTurma: '',
  nomeTurma: '',
  nivelEnsino: '',
  serie: '',
  turno: '',
  anexo: false,
  nomeAnexo: '',
};

export default function RegisterClassPage() {
  return (
    <ActiveSchoolPage
      title={TITLE}
      task="informe os dados da nova turma do ano corrente."
      render={(school) =>
        school?.sige ? (
          <Alert severity="warning">{SIGE_NOTICE}</Alert>
        ) : (
          <Stack spacing={3}>
            {school ? null : <SelectSchoolPrompt />}
            <ClassForm key={school?.id ?? 0} school={school} />
          </Stack>
        )
      }
    />
  );
}

/** A required select of the form (a blank helper keeps the rows aligned). */
function SelectInput({
  helperText,
  ...props
}: Omit<FormSelectFieldProps<ClassFormInput>, 'required' | 'fullWidth'>) {
  return <FormSelectField {...props} required fullWidth helperText={helperText ?? ' '} />;
}

function ClassForm({ school }: { school: School | null }) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset, setValue } = useForm<ClassFormInput, unknown, ClassFormValues>({
    resolver: zodResolver(classFormSchema),
    defaultValues: EMPTY_CLASS,
    mode: 'onTouched',
  });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const nivel = useWatch({ control, name: 'nivelEnsino' }) as number | '' | undefined;
  const serie = useWatch({ control, name: 'serie' }) as number | '' | undefined;
  const anexo = Boolean(useWatch({ control, name: 'anexo' }));
  const serieOptions = seriesOfLevel(typeof nivel === 'number' ? nivel : null);

  const save = useMutation({
    mutationFn: (values: ClassFormValues) =>
      api.post<Turma>('/Turmas', {
        escolaId: school?.id,
        codigoTurma: values.codigoTurma,
        nomeTurma: values.nomeTurma,
        nivelEnsino: values.nivelEnsino,
        serie: values.serie,
        turno: values.turno,
        anexo: values.anexo,
        nomeAnexo: values.nomeAnexo,
      }),
    onSuccess: () => {
      toast.success(CLASS_CREATED);
      reset(EMPTY_CLASS);
      void queryClient.invalidateQueries({ queryKey: ['escola-turmas'] });
    },
    onError: (error) => toast.apiError(error, CLASS_CREATE_FAILED),
  });

  const submit = handleSubmit((values) => {
    if (!school) {
      toast.error(ESCOLA_NAO_SELECIONADA);
      return;
    }
    save.mutate(values);
  });

  return (
    <Card>
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} aria-label="Dados da turma">
          <Stack spacing={3}>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, 1fr)' },
                columnGap: 2.5,
                rowGap: 1,
              }}
            >
              <FormTextField
                control={control}
                name="codigoTurma"
                label="Código da turma"
                required
                sanitize={(text) => text.replace(/\D+/g, '')}
                helperText="Somente números, até 10 dígitos."
                slotProps={{
                  htmlInput: { inputMode: 'numeric', maxLength: CLASS_CODE_MAX_LENGTH, autoComplete: 'off' },
                }}
              />
              <FormTextField
                control={control}
                name="nomeTurma"
                label="Nome da turma"
                required
                sanitize={(text) => text.toUpperCase()}
                helperText="Até 15 caracteres, por exemplo: 1º ANO B."
                slotProps={{ htmlInput: { maxLength: CLASS_NAME_MAX_LENGTH, autoComplete: 'off' } }}
              />
              <SelectInput control={control} name="turno" label="Turno" options={TURNOS} />
              <SelectInput
                control={control}
                name="nivelEnsino"
                label="Nível de ensino"
                options={NIVEIS_ENSINO}
                onPicked={() => setValue('serie', '', { shouldValidate: false })}
              />
              <SelectInput
                control={control}
                name="serie"
                label="Série"
                options={serieOptions}
                disabled={serieOptions.length === 0}
                helperText={serieOptions.length === 0 ? 'Escolha primeiro o nível de ensino.' : undefined}
              />
              <TextField
                label="Multisseriada"
                value={typeof serie === 'number' ? (isMultigrade(serie) ? 'Sim' : 'Não') : ''}
                helperText="Definida automaticamente pela série."
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                placeholder="—"
              />
            </Box>

            <Box>
              <FormCheckbox
                control={control}
                name="anexo"
                label="Sala anexa"
                onToggle={(checked) => {
                  if (!checked) setValue('nomeAnexo', '');
                }}
              />
              <Typography variant="body2" color="text.secondary">
                Marque quando a turma funciona em uma sala anexa, fora do prédio da escola.
              </Typography>
              {anexo ? (
                <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                  <FormTextField
                    control={control}
                    name="nomeAnexo"
                    label="Nome da sala anexa"
                    required
                    fullWidth
                    sx={{ mt: 2, maxWidth: 640 }}
                    slotProps={{ htmlInput: { maxLength: CLASS_ANNEX_NAME_MAX_LENGTH, autoComplete: 'off' } }}
                  />
                </Box>
              ) : null}
            </Box>

            <FormActions saving={save.isPending} onCancel={() => setConfirmCancel(true)} />
          </Stack>
        </Box>
        <DiscardDialog
          open={confirmCancel}
          title={CANCEL_TITLE}
          text={CANCEL_TEXT}
          onConfirm={() => {
            setConfirmCancel(false);
            reset(EMPTY_CLASS);
          }}
          onCancel={() => setConfirmCancel(false)}
        />
      </CardContent>
    </Card>
  );
}
