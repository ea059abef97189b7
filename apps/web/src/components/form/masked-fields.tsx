/**
 * The masked inputs (components/masked-field.tsx and its CPF, phone and money forms) and the date
 * input (components/date-field.tsx) bound to a form field: the field's error message replaces
 * `helperText`.
 */
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { CpfField } from '../cpf-field';
import { DateField, type DateFieldProps } from '../date-field';
import { MaskedField, type MaskedFieldProps } from '../masked-field';
import { MoneyField } from '../money-field';
import { PhoneField } from '../phone-field';
import { inputText, type Bound } from './bound';

type Unbound = 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error';

/** What a masked or date input receives from its form field. */
function useBoundInput<T extends FieldValues>({ control, name }: Bound<T>, helperText: ReactNode) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return {
    name: field.name,
    value: inputText(field.value),
    ref,
    onBlur: field.onBlur,
    onChange: field.onChange,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}

export type FormMaskedProps<T extends FieldValues> = Bound<T> & Omit<MaskedFieldProps, Unbound>;

function bindMasked(Field: ComponentType<MaskedFieldProps>) {
  return function FormMasked<T extends FieldValues>({
    control,
    name,
    helperText,
    ...props
  }: FormMaskedProps<T>) {
    return <Field {...props} {...useBoundInput({ control, name }, helperText)} />;
  };
}

export const FormCpfField = bindMasked(CpfField);
export const FormPhoneField = bindMasked(PhoneField);
export const FormMoneyField = bindMasked(MoneyField);

/** A masked input with its own formatter. */
export function FormMaskedField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormMaskedProps<T> & Pick<ComponentProps<typeof MaskedField>, 'format' | 'inputMode' | 'maxLength'>) {
  return <MaskedField {...props} {...useBoundInput({ control, name }, helperText)} />;
}

/** A date ('YYYY-MM-DD' or null) of a form. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: Bound<T> & Omit<DateFieldProps, Unbound>) {
  const { value, helperText: helper, ...bound } = useBoundInput({ control, name }, helperText);
  return (
    <DateField {...props} {...bound} value={value === '' ? null : value} helperText={helper as string} />
  );
}
