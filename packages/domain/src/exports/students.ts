/** The exported lists of students (decision 128): the columns the screens show, typed. */
import type { ClassStudent } from '../contracts/students';
import { formatCpf } from '../cpf';
import { sexoLabel } from '../enums';
import { exportSheet } from '../export';

/** GET /api/turmas/{id}/alunos: the students of a class (consulta-escola and the class pickers). */
export const classStudentsSheet = exportSheet<ClassStudent>('Estudantes da turma', [
  { id: 'codigoInep', header: 'Código INEP', value: (r) => r.codigoInep },
  { id: 'matricula', header: 'Matrícula', value: (r) => r.matricula },
  { id: 'nome', header: 'Nome', value: (r) => r.nome },
  { id: 'sexo', header: 'Sexo', value: (r) => sexoLabel(r.sexo) },
  { id: 'cpf', header: 'CPF', value: (r) => (r.cpf ? formatCpf(r.cpf) : null) },
  { id: 'dataNascimento', header: 'Data de nascimento', kind: 'date', value: (r) => r.dataNascimento },
  { id: 'dataInicio', header: 'Na turma desde', kind: 'date', value: (r) => r.dataInicio },
]);
