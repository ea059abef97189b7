/**
 * The school-count editor (spec 03 §2.14, §9): the category (I to V) and its quantity (digits only,
 * at most 3). Picking a category shows the quantity it already has; 0 takes it off the table. Saved
 * with PUT AnoPremio (`qtdEscolas` with that category only).
 */
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AWARD_CATEGORIES } from '@siam/domain/visit-reports';
import { FormSelectField, FormTextField } from '../../components/form';
import { SideForm } from '../../components/side-form';
import {
  COUNT_MAX_DIGITS,
  countFormSchema,
  countInput,
  countOf,
  type CountFormInput,
  type CountFormValues,
} from './award-rules';
import { useChangeAwardYear } from './queries';
import type { AnoPremio } from '@siam/domain/contracts/award';

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
  const { control, handleSubmit, setValue } = useForm<CountFormInput, unknown, CountFormValues>({
    resolver,
    defaultValues: {
      categoriaId: categoriaId ?? '',
      quantidade: categoriaId ? String(countOf(award, categoriaId)) : '',
    },
  });

  const save = useChangeAwardYear(award, (v: CountFormValues) => ({ qtdEscolas: [v] }), onSaved);
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
