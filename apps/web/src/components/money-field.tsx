import { InputAdornment } from '@mui/material';
import { formatMoneyInput } from '@siam/domain/money';
import { MaskedField, type MaskedFieldProps } from './masked-field';

/**
 * Money input: typed digits fill the cents from the right ('12345' → '123,45'). The value is the
 * masked text; read the centavos with `toCents` from @siam/domain/money. Default label 'Valor'.
 */
export function MoneyField({ label = 'Valor', slotProps, ...props }: MaskedFieldProps) {
  return (
    <MaskedField
      label={label}
      {...props}
      format={formatMoneyInput}
      inputMode="decimal"
      slotProps={{
        ...slotProps,
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
      }}
    />
  );
}
