/**
 * The coordinator's decision (spec 02 §2.11, §2.12, §4 'Validation'): 'Válido' and the reason of a
 * non-validation, on the domain's validationSchema (activity: 'Necessário preencher motivo da não
 * validação'; learning: 'É necessário fornecer o motivo da não validação.', at most 200 characters with
 * a counter). Checking 'Válido' clears the reason. Salvar lives in the page's button bar (form id).
 */
import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  REASON_MAX_LENGTH,
  validationSchema,
  type MonitoringKind,
  type ValidationFormValues,
} from '@siam/domain/monitoring';

export const VALIDATION_FORM_ID = 'validation-form';

type Input = z.input<ReturnType<typeof validationSchema>>;

export interface ValidationFormProps {
  kind: MonitoringKind;
  disabled: boolean;
  defaults: { validacao: boolean; justificativa: string };
  onSubmit: (values: ValidationFormValues) => void;
}

export function ValidationForm({ kind, disabled, defaults, onSubmit }: ValidationFormProps) {
  const { control, handleSubmit, setValue, clearErrors } = useForm<Input, unknown, ValidationFormValues>({
    resolver: zodResolver(validationSchema(kind)),
    defaultValues: defaults,
  });
  const valid = useWatch({ control, name: 'validacao' });
  const learning = kind === 'aprendizagem';

  return (
    <Stack
      component="form"
      id={VALIDATION_FORM_ID}
      noValidate
      spacing={2}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      aria-label="Validação do acompanhamento"
    >
      <Typography color="text.secondary">
        Marque <strong>Válido</strong> para validar o acompanhamento. Para não validar, deixe desmarcado e
        informe o motivo: ele fica registrado e visível para a escola.
      </Typography>
      <Controller
        control={control}
        name="validacao"
        render={({ field }) => (
          <FormControlLabel
            label="Válido"
            disabled={disabled}
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onBlur={field.onBlur}
                onChange={(_e, checked) => {
                  field.onChange(checked);
                  if (checked) {
                    setValue('justificativa', '');
                    clearErrors('justificativa');
                  }
                }}
              />
            }
          />
        )}
      />
      <Controller
        control={control}
        name="justificativa"
        render={({ field, fieldState }) => (
          <div>
            <TextField
              {...field}
              value={field.value ?? ''}
              label="Motivo da não validação"
              placeholder={valid ? 'Não se aplica: o acompanhamento foi marcado como válido.' : undefined}
              multiline
              minRows={3}
              fullWidth
              disabled={disabled || Boolean(valid)}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Obrigatório quando o acompanhamento não for válido.'}
              slotProps={{ htmlInput: learning ? { maxLength: REASON_MAX_LENGTH } : undefined }}
            />
            {learning ? (
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ textAlign: 'right', mt: 0.5 }}
                data-testid="reason-counter"
              >
                {(field.value ?? '').length}/{REASON_MAX_LENGTH} caracteres
              </Typography>
            ) : null}
          </div>
        )}
      />
    </Stack>
  );
}
