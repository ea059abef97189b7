import { MenuItem, Stack, TextField } from '@mui/material';
import { selectableYears } from '@siam/domain/dates';
import { BIMESTRES } from '@siam/domain/enums';

export interface YearBimestreFilterProps {
  year: number | '';
  bimestre: number | '';
  onYearChange: (year: number) => void;
  onBimestreChange: (bimestre: number) => void;
  disabled?: boolean;
  yearError?: string;
  bimestreError?: string;
}

/** The 'Ano' (2023 to the current year) and 'Bimestre' (Primeiro to Quarto) selects. */
export function YearBimestreFilter({
  year,
  bimestre,
  onYearChange,
  onBimestreChange,
  disabled,
  yearError,
  bimestreError,
}: YearBimestreFilterProps) {
  const years = selectableYears();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minWidth: { sm: 380 } }}>
      <TextField
        select
        label="Ano"
        value={year}
        onChange={(e) => onYearChange(Number(e.target.value))}
        disabled={disabled}
        error={Boolean(yearError)}
        helperText={yearError}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Bimestre"
        value={bimestre}
        onChange={(e) => onBimestreChange(Number(e.target.value))}
        disabled={disabled}
        error={Boolean(bimestreError)}
        helperText={bimestreError}
      >
        {BIMESTRES.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.nome}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
