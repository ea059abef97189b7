/**
 * A text field of the login form, built from the parts MUI's TextField renders for an outlined field
 * (FormControl, InputLabel, OutlinedInput, FormHelperText) with the same ids and aria wiring. TextField
 * itself also imports Select, Menu, Popover and Modal, which the login screen's first load does not
 * need (issue 18, decision 131).
 */
import { useId, type ReactNode, type Ref } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
} from '@mui/material';

export interface LoginFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The field's message, shown in red under it. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  inputProps?: InputBaseComponentProps;
  endAdornment?: ReactNode;
}

export function LoginField({
  name,
  label,
  value,
  onChange,
  error,
  inputRef,
  type,
  autoComplete,
  placeholder,
  inputProps,
  endAdornment,
}: LoginFieldProps) {
  const id = useId();
  const helperTextId = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
        autoComplete={autoComplete}
        placeholder={placeholder}
        fullWidth
        aria-describedby={helperTextId}
        inputProps={inputProps}
        endAdornment={endAdornment}
      />
      {error ? <FormHelperText id={helperTextId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
