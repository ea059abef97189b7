import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
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
  return (
    <FormControl error={Boolean(fieldState.error)} required={required}>
      <FormLabel id={labelId} sx={{ fontSize: '0.8125rem', fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={inputText(field.value)}
        onChange={(_e, v) => field.onChange(v)}
        onBlur={field.onBlur}
      >
        {options.map((o) => (
          <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.nome} />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
