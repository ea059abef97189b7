/** A select of numeric options outside a form (filters): `onPick` receives the chosen id. */
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export type OptionSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: number | '';
  options: readonly { id: number; nome: string }[];
  onPick: (id: number) => void;
};

export function OptionSelect({ value, options, onPick, ...props }: OptionSelectProps) {
  return (
    <TextField {...props} select value={value} onChange={(e) => onPick(Number(e.target.value))}>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The years of `years` as options of an OptionSelect. */
export function yearOptions(years: readonly number[]): { id: number; nome: string }[] {
  return years.map((y) => ({ id: y, nome: String(y) }));
}
