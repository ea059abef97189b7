import { formatCpf } from '@siam/domain/cpf';
import { MaskedField, type MaskedFieldProps } from './masked-field';

/** CPF input, masked 000.000.000-00 while typing. Default label 'CPF'. */
export function CpfField({ label = 'CPF', ...props }: MaskedFieldProps) {
  return <MaskedField label={label} {...props} format={formatCpf} maxLength={14} />;
}
