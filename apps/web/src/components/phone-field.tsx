import { formatPhone } from '@siam/domain/phone';
import { MaskedField, type MaskedFieldProps } from './masked-field';

/** Phone input, masked (00) 00000-0000 while typing. Default label 'Telefone'. */
export function PhoneField({ label = 'Telefone', ...props }: MaskedFieldProps) {
  return <MaskedField label={label} {...props} format={formatPhone} inputMode="tel" maxLength={15} />;
}
