/**
 * Ano Prêmio and Ano PARFI selects of the PARFI screens (spec 03 §2.1, §2.7). The PARFI years depend
 * on the award year and are cleared when it changes; the instalment label says which parcel the PARFI
 * year is (the first of the award's list is the first instalment, any other the second).
 */
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { parcelLabel } from '@siam/domain/parfi';
import type { PrizeYear } from '@siam/domain/contracts/parfi';

export interface ParfiYearFilterProps {
  years: readonly PrizeYear[];
  anoPremio: number | '';
  anoParfi: number | '';
  onChange: (value: { anoPremio: number | ''; anoParfi: number | '' }) => void;
  disabled?: boolean;
  /** Shows the instalment label beside the selects. */
  showInstalment?: boolean;
}

export function ParfiYearFilter({
  years,
  anoPremio,
  anoParfi,
  onChange,
  disabled,
  showInstalment = true,
}: ParfiYearFilterProps) {
  const parfiYears = years.find((y) => y.anoPremio === anoPremio)?.anoParfi ?? [];
  const instalment = anoParfi !== '' && parfiYears.length > 0 ? parcelLabel(anoParfi, parfiYears) : '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        label="Ano Prêmio"
        value={years.some((y) => y.anoPremio === anoPremio) ? anoPremio : ''}
        onChange={(e) => onChange({ anoPremio: Number(e.target.value), anoParfi: '' })}
        disabled={disabled || years.length === 0}
        sx={{ minWidth: 160 }}
      >
        {years.map((y) => (
          <MenuItem key={y.anoPremio} value={y.anoPremio}>
            {y.anoPremio}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Ano PARFI"
        value={parfiYears.includes(anoParfi as number) ? anoParfi : ''}
        onChange={(e) => onChange({ anoPremio, anoParfi: Number(e.target.value) })}
        disabled={disabled || parfiYears.length === 0}
        sx={{ minWidth: 160 }}
      >
        {parfiYears.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {showInstalment && instalment ? (
        <Typography
          variant="subtitle1"
          color="primary.dark"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          aria-live="polite"
        >
          {instalment}
        </Typography>
      ) : null}
    </Stack>
  );
}
