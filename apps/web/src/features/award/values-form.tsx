/**
 * The values editor (spec 03 §2.14, §5.8, §9): the school type (Escola Premiada or Escola Fomentada),
 * the prize value (currency, at most 9 characters), the first parcel percent (digits only, capped at
 * 100) and the second parcel percent, read-only, as the remainder. The percent is one per award year:
 * it splits both school types' prizes, which the editor says. Saved with PUT AnoPremio.
 */
import { Alert, Stack, TextField } from '@mui/material';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SCHOOL_TYPES } from '@siam/domain/visit-reports';
import { FormMoneyField, FormSelectField, FormTextField } from '../../components/form';
import { SideForm } from '../../components/side-form';
import { READ_ONLY_SX } from './styles';
import {
  VALUE_INPUT_MAX,
  parcelPreview,
  percentInput,
  remainderText,
  valueInputOf,
  valuesFormSchema,
  type SchoolTypeId,
  type ValuesFormInput,
  type ValuesFormValues,
} from './award-rules';
import { useChangeAwardYear } from './queries';
import type { AnoPremio } from '@siam/domain/contracts/award';

const resolver = zodResolver(valuesFormSchema) as unknown as Resolver<
  ValuesFormInput,
  unknown,
  ValuesFormValues
>;

const SCHOOL_TYPE_OPTIONS = SCHOOL_TYPES.map((t) => ({ id: t.id, nome: t.descricao }));

export interface ValuesFormProps {
  award: AnoPremio;
  /** The school type of the clicked row; null: the editor opens with none chosen. */
  tipo: SchoolTypeId | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function ValuesForm({ award, tipo, onSaved, onCancel }: ValuesFormProps) {
  const { control, handleSubmit, setValue } = useForm<ValuesFormInput, unknown, ValuesFormValues>({
    resolver,
    defaultValues: {
      tipo: tipo ?? '',
      valor: tipo ? valueInputOf(award, tipo) : '',
      porcentagem: String(award.porcentagemPrimeiraParcela),
    },
  });
  const [valor, porcentagem] = useWatch({ control, name: ['valor', 'porcentagem'] });
  const preview = parcelPreview(valor, porcentagem);

  const save = useChangeAwardYear(
    award,
    (v: ValuesFormValues) => ({
      [v.tipo === 1 ? 'valorPremiada' : 'valorFomentada']: v.valor,
      porcentagemPrimeiraParcela: v.porcentagemPrimeiraParcela,
    }),
    onSaved,
  );
  const busy = save.isPending;

  return (
    <SideForm
      label="Valores do prêmio"
      saving={busy}
      onCancel={onCancel}
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <FormSelectField
        control={control}
        name="tipo"
        label="Tipo de escola"
        options={SCHOOL_TYPE_OPTIONS}
        // Each school type has its own prize: show the one already saved for it.
        onPicked={(next) => setValue('valor', valueInputOf(award, next as SchoolTypeId))}
        required
        disabled={busy}
      />
      <FormMoneyField
        control={control}
        name="valor"
        label="Valor do Prêmio"
        required
        disabled={busy}
        helperText="Digite os números, com os centavos."
        slotProps={{ htmlInput: { maxLength: VALUE_INPUT_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="porcentagem"
          label="1º Parcela %"
          sanitize={percentInput}
          required
          disabled={busy}
          helperText="De 0 a 100."
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          label="2º Parcela %"
          value={remainderText(porcentagem)}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText="100 menos a 1º Parcela."
          sx={READ_ONLY_SX}
        />
      </Stack>
      <Alert severity="info">
        {preview ? (
          <>
            Valor 1º Parcela: <strong>{preview.primeira}</strong>. Valor 2º Parcela:{' '}
            <strong>{preview.segunda}</strong>.{' '}
          </>
        ) : null}
        A porcentagem da 1º Parcela vale para as duas escolas do Prêmio {award.ano}.
      </Alert>
    </SideForm>
  );
}
