import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import type { Bound } from './bound';

export type FormSelectFieldProps<T extends FieldValues, V extends number | string = number> = Bound<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'select'> & {
    options: readonly { id: V; nome: string }[];
    /** After the form received the picked id. */
    onPicked?: (id: V | null) => void;
  };

/**
 * A select of the options' ids (numbers or strings; an empty choice is null, a value that is not
 * among the options shows empty); the field's error message replaces `helperText`.
 */
export function FormSelectField<T extends FieldValues, V extends number | string = number>({
  control,
  name,
  options,
  onPicked,
  helperText,
  ...props
}: FormSelectFieldProps<T, V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={options.some((o) => o.id === field.value) ? field.value : ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e) => {
        const raw: unknown = e.target.value;
        const id = options.find((o) => String(o.id) === String(raw))?.id ?? null;
        field.onChange(id);
        onPicked?.(id);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
