/**
 * The school-count editor (spec 03 §2.14, §9): the category (I to V) and its quantity (digits only,
 * at most 3). Picking a category shows the quantity it already has; 0 takes it off the table. Saved
 * with PUT AnoPremio (`qtdEscolas` with that category only).
 */
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AWARD_CATEGORIES, AWARD_MSG } from '@siam/domain/visit-reports';
import { FormSelectField, FormTextField } from '../../components/form';
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
import { awardKeys, changeAwardYear, type AnoPremio } from './queries';

const resolver = zodResolver(countFormSchema) as unknown as Resolver<
  CountFormInput,
  unknown,
  CountFormValues
>;

const CATEGORY_OPTIONS = AWARD_CATEGORIES.map((c) => ({ id: c.id, nome: c.descricao }));

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
      <FormSelectField
        control={control}
        name="categoriaId"
        label="Categoria"
        options={CATEGORY_OPTIONS}
        onPicked={(next) => setValue('quantidade', String(countOf(award, next as number)))}
        required
        disabled={busy}
      />
      <FormTextField
        control={control}
        name="quantidade"
        label="Quantidade"
        sanitize={countInput}
        required
        disabled={busy}
        helperText="Número de escolas da categoria, até 999. Com 0, a categoria sai da lista."
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: COUNT_MAX_DIGITS } }}
      />
    </SideForm>
  );
}
