/** The exported users list of manter-usuario (decisions 128, 130): the columns the screen shows. */
import type { UserListItem } from '../contracts/user-list';
import { formatCpf } from '../cpf';
import { formatPhone } from '../phone';
import { ROLE_NAMES, isRoleId } from '../roles';
import { exportSheet } from '../export';

/** The profile names of a user, as the list shows them. */
export const userProfileNames = (perfis: readonly number[]): string =>
  perfis.map((id) => (isRoleId(id) ? ROLE_NAMES[id] : String(id))).join(', ');

export const userListSheet = exportSheet<UserListItem>('Usuários', [
  { id: 'nome', header: 'Nome', value: (r) => r.nome },
  { id: 'cpf', header: 'CPF', value: (r) => formatCpf(r.cpf) },
  { id: 'emailPessoal', header: 'E-mail alternativo', value: (r) => r.emailPessoal },
  {
    id: 'telefonePessoal',
    header: 'Telefone de contato',
    value: (r) => (r.telefonePessoal ? formatPhone(r.telefonePessoal) : null),
  },
  { id: 'perfis', header: 'Perfis', value: (r) => userProfileNames(r.perfis) },
]);
