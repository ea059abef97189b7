import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/pt-br';

const pickersText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Dates in pt-BR: dayjs's locale and the pickers' Portuguese texts ('Hoje', 'Limpar', the fields'
 * placeholders). Given here rather than in the theme, so the login screen, which has no date field,
 * loads neither dayjs nor the pickers (issue 18, decision 131); app/signed-in mounts it.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={pickersText}>
      {children}
    </LocalizationProvider>
  );
}
