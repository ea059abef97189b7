/**
 * The school-count editor (spec 03 §2.14, §9): the category (I to V) and its quantity (digits only,
 * at most 3). Picking a category shows the quantity it already has; 0 takes it off the table. Saved
 * with PUT AnoPremio (`qtdEscolas` with that category only).
 */
import { MenuItem, TextField } from '@mui/material';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AWARD_CATEGORIES, AWARD_MSG } from '@siam/domain/visit-reports';
import { SideForm } from '../../components/side-form';
import { toast } from '../../lib/toast';
import {
  COUNT_MAX_DIGITS,
  countFormSchema,
  countInput,
  countOf,
  type CountFormInput,
  type CountFormValues,
} from './award-rules';
import { EDIT_YEAR_ERROR } from './messages';
import { awardKeys, changeAwardYear } from './queries';
import type { AnoPremio } from '@siam/domain/contracts/award';

const resolver = zodResolver(countFormSchema) as unknown as Resolver<
  CountFormInput,
  unknown,
  CountFormValues
>;

export interface CountFormProps {
  award: AnoPremio;
  /** The category of the clicked row; null: none chosen yet. */
  categoriaId: number | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function CountForm({ award, categoriaId, onSaved, onCancel }: CountFormProps) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue } = useForm<CountFormInput, unknown, CountFormValues>({
    resolver,
    defaultValues: {
      categoriaId: categoriaId ?? '',
      quantidade: categoriaId ? String(countOf(award, categoriaId)) : '',
    },
  });

  const save = useMutation({
    mutationFn: (v: CountFormValues) => changeAwardYear({ id: award.id, ano: award.ano, qtdEscolas: [v] }),
    onSuccess: async (saved) => {
      toast.success(saved.mensagem || AWARD_MSG.saved);
      queryClient.setQueryData(awardKeys.one(award.id), saved.anoPremio);
      await queryClient.invalidateQueries({ queryKey: awardKeys.all });
      onSaved();
    },
    onError: (error) => toast.apiError(error, EDIT_YEAR_ERROR),
  });
  const busy = save.isPending;

  return (
    <SideForm
      label="Quantidade de escolas"
      saving={busy}
      onCancel={onCancel}
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <Controller
        control={control}
        name="categoriaId"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Categoria"
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(e) => {
              const next = Number(e.target.value);
              field.onChange(next);
              setValue('quantidade', String(countOf(award, next)));
            }}
            required
            disabled={busy}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {AWARD_CATEGORIES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.descricao}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="quantidade"
        render={({ field, fieldState }) => (
          <TextField
            label="Quantidade"
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(countInput(e.target.value))}
            required
            disabled={busy}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              'Número de escolas da categoria, até 999. Com 0, a categoria sai da lista.'
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: COUNT_MAX_DIGITS } }}
          />
        )}
      />
    </SideForm>
  );
}
