/**
 * /cadastrar-turma (spec 02 §2.1, §5 'Class form'): the class form on the domain's `classFormSchema`
 * (every message written once in packages/domain), MUI inputs through Controller. Série options follow
 * the nível de ensino; multisseriada is shown read-only and set from the série; the attached-room name
 * appears with 'Sala anexa'. Salvar posts to the active school ('Escola não selecionada' without
 * one); Cancelar asks before discarding. Not available for sige schools (notice, no form).
 */
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
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
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { useSession } from '../../lib/session';
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
  const session = useSession();
  if (!session) return null;
  const school = session.activeConfig.school;
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={
          school
            ? `${school.codigoInep} - ${school.nomeEscola}: informe os dados da nova turma do ano corrente.`
            : 'Informe os dados da nova turma do ano corrente.'
        }
      />
      <RequireLocation>
        {school?.sige ? (
          <Alert severity="warning">{SIGE_NOTICE}</Alert>
        ) : (
          <Stack spacing={3}>
            {school ? null : <SelectSchoolPrompt />}
            <ClassForm key={school?.id ?? 0} school={school} />
          </Stack>
        )}
      </RequireLocation>
    </>
  );
}

function Field({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return <Box sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}>{children}</Box>;
}

function SelectInput({
  control,
  name,
  label,
  options,
  disabled,
  helper,
  onPicked,
}: {
  control: Control<ClassFormInput>;
  name: FieldPath<ClassFormInput>;
  label: string;
  options: readonly { id: number; nome: string }[];
  disabled?: boolean;
  helper?: string;
  onPicked?: (id: number) => void;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label={label}
          name={field.name}
          value={(field.value as number | string | undefined) ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => {
            const id = Number(e.target.value);
            field.onChange(id);
            onPicked?.(id);
          }}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helper ?? ' '}
        >
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
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
              <Controller
                name="codigoTurma"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    label="Código da turma"
                    required
                    name={field.name}
                    value={(field.value as string | undefined) ?? ''}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(e.target.value.replace(/\D+/g, ''))}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'Somente números, até 10 dígitos.'}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'numeric',
                        maxLength: CLASS_CODE_MAX_LENGTH,
                        autoComplete: 'off',
                      },
                    }}
                  />
                )}
              />
              <Controller
                name="nomeTurma"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    label="Nome da turma"
                    required
                    name={field.name}
                    value={(field.value as string | undefined) ?? ''}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'Até 15 caracteres, por exemplo: 1º ANO B.'}
                    slotProps={{ htmlInput: { maxLength: CLASS_NAME_MAX_LENGTH, autoComplete: 'off' } }}
                  />
                )}
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
                helper={serieOptions.length === 0 ? 'Escolha primeiro o nível de ensino.' : undefined}
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
              <Controller
                name="anexo"
                control={control}
                render={({ field }) => (
                  <FormControlLabel
                    label="Sala anexa"
                    control={
                      <Checkbox
                        name={field.name}
                        checked={Boolean(field.value)}
                        onBlur={field.onBlur}
                        onChange={(_e, checked) => {
                          field.onChange(checked);
                          if (!checked) setValue('nomeAnexo', '');
                        }}
                      />
                    }
                  />
                )}
              />
              <Typography variant="body2" color="text.secondary">
                Marque quando a turma funciona em uma sala anexa, fora do prédio da escola.
              </Typography>
              {anexo ? (
                <Field wide>
                  <Controller
                    name="nomeAnexo"
                    control={control}
                    render={({ field, fieldState }) => (
                      <TextField
                        label="Nome da sala anexa"
                        required
                        fullWidth
                        sx={{ mt: 2, maxWidth: 640 }}
                        name={field.name}
                        value={(field.value as string | null | undefined) ?? ''}
                        inputRef={field.ref}
                        onBlur={field.onBlur}
                        onChange={field.onChange}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                        slotProps={{
                          htmlInput: { maxLength: CLASS_ANNEX_NAME_MAX_LENGTH, autoComplete: 'off' },
                        }}
                      />
                    )}
                  />
                </Field>
              ) : null}
            </Box>

            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="outlined" onClick={() => setConfirmCancel(true)} disabled={save.isPending}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? 'Aguarde...' : 'Salvar'}
              </Button>
            </Stack>
          </Stack>
        </Box>
        <ConfirmDialog
          open={confirmCancel}
          title={CANCEL_TITLE}
          text={CANCEL_TEXT}
          confirmLabel="Sim, descartar"
          cancelLabel="Continuar editando"
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
