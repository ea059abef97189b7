/**
 * Date input (MUI X DatePicker, pt-BR, dd/mm/aaaa). The value travels as 'YYYY-MM-DD' (the API's date
 * format) or null; an incomplete or impossible date is reported as null while the typed sections stay
 * on screen. Usable with react-hook-form's Controller.
 */
import { useCallback, useState, type Ref } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export interface DateFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  /** 'YYYY-MM-DD' bounds. */
  minDate?: string;
  maxDate?: string;
  disableFuture?: boolean;
  ref?: Ref<HTMLInputElement>;
}

function toDayjs(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const d = dayjs(value, 'YYYY-MM-DD');
  return d.isValid() ? d : null;
}

export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  helperText,
  disabled,
  required,
  minDate,
  maxDate,
  disableFuture,
  ref,
}: DateFieldProps) {
  const external = value ?? null;
  // The picker's own value (it may hold an incomplete date) and the value it last reported.
  const [state, setState] = useState<{ reported: string | null; date: Dayjs | null }>({
    reported: external,
    date: toDayjs(external),
  });
  if (state.reported !== external) setState({ reported: external, date: toDayjs(external) });
  // The picker's input is a hidden one (aria-hidden, tabindex -1): what focuses the field for a form
  // (react-hook-form's focus on the first error, issue 20) is its first section, 'Dia'.
  const inputRef = useCallback(
    (input: HTMLInputElement | null) => {
      if (!ref) return;
      const handle = input
        ? ({
            focus: () =>
              (
                input
                  .closest('.MuiPickersInputBase-root')
                  ?.querySelector<HTMLElement>('[role="spinbutton"]') ?? input
              ).focus(),
          } as unknown as HTMLInputElement)
        : null;
      if (typeof ref === 'function') ref(handle);
      else ref.current = handle;
    },
    [ref],
  );

  return (
    <DatePicker
      label={label}
      value={state.date}
      onChange={(d) => {
        const next = d && d.isValid() ? d.format('YYYY-MM-DD') : null;
        setState({ reported: next, date: d });
        onChange(next);
      }}
      disabled={disabled}
      disableFuture={disableFuture}
      minDate={toDayjs(minDate) ?? undefined}
      maxDate={toDayjs(maxDate) ?? undefined}
      inputRef={inputRef}
      slotProps={{
        textField: { name, error, helperText, required, onBlur, fullWidth: true },
      }}
    />
  );
}
