/**
 * The award-year editor (spec 03 §2.14, §5.8, §9): Ano Prêmio (digits only, at most 4) and the parcel
 * years shown read-only (year and year + 1; 2023 has only the 2nd parcel). A new year starts with the
 * §9 defaults, which the editor says before saving and sends explicitly with POST AnoPremio.
 */
import { useMemo } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCurrency } from '@siam/domain/money';
import { AWARD_MSG, NEW_AWARD_YEAR_DEFAULTS, awardYearError } from '@siam/domain/visit-reports';
import { FormTextField } from '../../components/form';
import { SideForm } from '../../components/side-form';
import { toast } from '../../lib/toast';
import { READ_ONLY_SX } from './styles';
import {
  YEAR_MAX_DIGITS,
  newAwardBody,
  parcelYearCells,
  yearFormSchema,
  yearInput,
  type YearFormInput,
  type YearFormValues,
} from './award-rules';
import { CREATE_YEAR_ERROR } from './messages';
import { awardKeys, createAwardYear } from './queries';
import type { AnoPremio } from '@siam/domain/contracts/award';

export interface YearFormProps {
  /** The years already set up (a repeated year is refused at once). */
  existing: readonly number[];
  onSaved: (award: AnoPremio) => void;
  onCancel: () => void;
}

export function YearForm({ existing, onSaved, onCancel }: YearFormProps) {
  const queryClient = useQueryClient();
  const resolver = useMemo(
    () =>
      zodResolver(yearFormSchema(existing)) as unknown as Resolver<YearFormInput, unknown, YearFormValues>,
    [existing],
  );
  const { control, handleSubmit } = useForm<YearFormInput, unknown, YearFormValues>({
    resolver,
    defaultValues: { ano: '' },
  });
  const ano = useWatch({ control, name: 'ano' });
  const parcels = awardYearError(ano) === null ? parcelYearCells(Number(ano)) : { primeira: '', segunda: '' };
  const d = NEW_AWARD_YEAR_DEFAULTS;

  const save = useMutation({
    mutationFn: (values: YearFormValues) => createAwardYear(newAwardBody(values.ano)),
    onSuccess: async (saved) => {
      toast.success(saved.mensagem || AWARD_MSG.saved);
      queryClient.setQueryData(awardKeys.one(saved.anoPremio.id), saved.anoPremio);
      await queryClient.invalidateQueries({ queryKey: awardKeys.list() });
      onSaved(saved.anoPremio);
    },
    onError: (error) => toast.apiError(error, CREATE_YEAR_ERROR),
  });

  return (
    <SideForm
      label="Dados do ano prêmio"
      saving={save.isPending}
      onCancel={onCancel}
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <FormTextField
        control={control}
        name="ano"
        label="Ano Prêmio"
        sanitize={yearInput}
        required
        // The form opens on the user's 'Novo' and has this one field: focus goes to it.
        // eslint-disable-next-line jsx-a11y-x/no-autofocus
        autoFocus
        disabled={save.isPending}
        helperText="Quatro dígitos, a partir de 2023."
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: YEAR_MAX_DIGITS } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Ano PARFI da 1º Parcela"
          value={parcels.primeira}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText={
            parcels.primeira === '-' ? 'O Prêmio 2023 só tem a 2º Parcela.' : 'Igual ao Ano Prêmio.'
          }
          sx={READ_ONLY_SX}
        />
        <TextField
          label="Ano PARFI da 2º Parcela"
          value={parcels.segunda}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText="Ano Prêmio + 1."
          sx={READ_ONLY_SX}
        />
      </Stack>
      <Alert severity="info">
        O novo ano prêmio começa com {formatCurrency(d.valorPremiada)} para a Escola Premiada e{' '}
        {formatCurrency(d.valorFomentada)} para a Escola Fomentada, {d.porcentagemPrimeiraParcela}% na 1º
        Parcela e nenhuma escola nas categorias. Depois de salvar, ajuste esses dados em Valores e em
        Quantidade de Escolas.
      </Alert>
    </SideForm>
  );
}
