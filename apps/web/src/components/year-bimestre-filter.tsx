import { Stack } from '@mui/material';
import { selectableYears } from '@siam/domain/dates';
import { BIMESTRES } from '@siam/domain/enums';
import { OptionSelect, yearOptions } from './option-select';

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
      <OptionSelect
        label="Ano"
        value={year}
        options={yearOptions(years)}
        onPick={onYearChange}
        disabled={disabled}
        error={Boolean(yearError)}
        helperText={yearError}
      />
      <OptionSelect
        label="Bimestre"
        value={bimestre}
        options={BIMESTRES}
        onPick={onBimestreChange}
        disabled={disabled}
        error={Boolean(bimestreError)}
        helperText={bimestreError}
      />
    </Stack>
  );
}
