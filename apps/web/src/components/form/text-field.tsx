import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldValues } from 'react-hook-form';
import { inputText, type Bound } from './bound';

export type FormTextFieldProps<T extends FieldValues> = Bound<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'select'> & {
    /** Shows the input in error without a message of the form (e.g. a live check); default false. */
    error?: boolean;
    /** Applied to the typed text before it reaches the form (e.g. drop what a name cannot hold). */
    sanitize?: (text: string) => string;
  };

/** A text input of a form: the field's error message replaces `helperText`. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  sanitize,
  helperText,
  error = false,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={inputText(field.value)}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(sanitize ? sanitize(e.target.value) : e.target.value)}
      error={Boolean(fieldState.error) || error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
