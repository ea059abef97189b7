import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { inputText, type Bound } from './bound';

/** A checkbox of a boolean field; `onToggle` runs after the form received the new value. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  onToggle,
}: Bound<T> & { label: string; onToggle?: (checked: boolean) => void }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onBlur={field.onBlur}
          onChange={(_e, checked) => {
            field.onChange(checked);
            onToggle?.(checked);
          }}
        />
      }
    />
  );
}

/** A row of radio buttons labelled by `label` (the element `labelId`); the error shows below. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  labelId,
  options,
  required,
}: Bound<T> & {
  label: string;
  labelId: string;
  options: readonly { id: string; nome: string }[];
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const group = useRef<HTMLDivElement>(null);
  const errorId = `${labelId}-error`;
  // react-hook-form focuses the first field in error through its ref: the group's checked radio, or
  // its first one (issue 20).
  const { ref } = field;
  useEffect(() => {
    ref({
      focus: () =>
        (
          group.current?.querySelector<HTMLInputElement>('input:checked') ??
          group.current?.querySelector<HTMLInputElement>('input')
        )?.focus(),
    });
  }, [ref]);
  return (
    <FormControl error={Boolean(fieldState.error)} required={required}>
      <FormLabel id={labelId} sx={{ fontSize: '0.8125rem', fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        ref={group}
        aria-labelledby={labelId}
        aria-invalid={fieldState.error ? true : undefined}
        aria-describedby={fieldState.error ? errorId : undefined}
        name={field.name}
        value={inputText(field.value)}
        onChange={(_e, v) => field.onChange(v)}
        onBlur={field.onBlur}
      >
        {options.map((o) => (
          <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.nome} />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
