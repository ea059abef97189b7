/** The exported student access audit (decision 128): every entry of the student, as the screen shows it. */
import type { StudentAuditRow } from '../contracts/audit';
import { exportSheet } from '../export';

/**
 * GET /api/Auditoria/Estudante?formato=: Quando (date and time), Usuário, CPF do usuário (masked as on
 * the screen), Perfil, Ação, Detalhe, Endereço IP; newest first, every page.
 */
export const studentAuditSheet = exportSheet<StudentAuditRow>('Auditoria de acessos do estudante', [
  { id: 'quando', header: 'Quando', kind: 'datetime', value: (r) => r.quando },
  { id: 'usuario', header: 'Usuário', value: (r) => r.usuario.nome },
  { id: 'cpfUsuario', header: 'CPF do usuário', value: (r) => r.usuario.cpf },
  { id: 'perfil', header: 'Perfil', value: (r) => r.perfil },
  { id: 'acao', header: 'Ação', value: (r) => r.acao },
  { id: 'detalhe', header: 'Detalhe', value: (r) => r.detalhe },
  { id: 'ip', header: 'Endereço IP', value: (r) => r.ip },
]);
