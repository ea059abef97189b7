/**
 * A text field that formats its value while typing with a domain formatter. The value is the masked
 * text; `onChange` receives the masked text (so it plugs into react-hook-form's Controller as is).
 */
import type { Ref } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

export type MaskedFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'ref' | 'inputMode'> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

export function MaskedField({
  value,
  onChange,
  ref,
  format,
  inputMode = 'numeric',
  maxLength,
  slotProps,
  ...rest
}: MaskedFieldProps & {
  format: (raw: string) => string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  maxLength?: number;
}) {
  return (
    <TextField
      {...rest}
      value={value ?? ''}
      inputRef={ref}
      onChange={(e) => onChange(format(e.target.value))}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode, maxLength, autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
