/**
 * The masked inputs (components/masked-field.tsx and its CPF, phone and money forms) and the date
 * input (components/date-field.tsx) bound to a form field: the field's error message replaces
 * `helperText`.
 */
import type { ComponentType } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { CpfField } from '../cpf-field';
import { DateField, type DateFieldProps } from '../date-field';
import { MaskedField, type MaskedFieldProps } from '../masked-field';
import { MoneyField } from '../money-field';
import { PhoneField } from '../phone-field';
import { inputText, type Bound } from './bound';

type Unbound = 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error';

export type FormMaskedProps<T extends FieldValues> = Bound<T> & Omit<MaskedFieldProps, Unbound>;

function bindMasked(Field: ComponentType<MaskedFieldProps>) {
  return function FormMasked<T extends FieldValues>({
    control,
    name,
    helperText,
    ...props
  }: FormMaskedProps<T>) {
    const {
      field: { ref, ...field },
      fieldState,
    } = useController({ control, name });
    return (
      <Field
        {...props}
        name={field.name}
        value={inputText(field.value)}
        ref={ref}
        onBlur={field.onBlur}
        onChange={field.onChange}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? helperText}
      />
    );
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
}: FormMaskedProps<T> & Pick<Parameters<typeof MaskedField>[0], 'format' | 'inputMode' | 'maxLength'>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <MaskedField
      {...props}
      name={field.name}
      value={inputText(field.value)}
      ref={ref}
      onBlur={field.onBlur}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

/** A date ('YYYY-MM-DD' or null) of a form. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: Bound<T> & Omit<DateFieldProps, Unbound>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  return (
    <DateField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      ref={ref}
      onBlur={field.onBlur}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
