import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import type { Bound } from './bound';

export type FormSelectFieldProps<T extends FieldValues> = Bound<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'select'> & {
    options: readonly { id: number; nome: string }[];
    /** After the form received the picked id. */
    onPicked?: (id: number | null) => void;
  };

/** A select of numeric ids (an empty choice is null); the field's error message replaces `helperText`. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  onPicked,
  helperText,
  ...props
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e) => {
        const id = e.target.value === '' ? null : Number(e.target.value);
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
