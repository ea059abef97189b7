/** The exported lists of students (decision 128): the columns the screens show, typed. */
import type { ClassStudent } from '../contracts/students';
import type { StudentListItem } from '../contracts/student-list';
import { formatCpf } from '../cpf';
import { serieLabel, sexoLabel } from '../enums';
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

/** GET /api/Alunos/Lista: 'Lista de estudantes' (no CPF: the screen shows none). */
export const studentListSheet = exportSheet<StudentListItem>('Lista de estudantes', [
  { id: 'nome', header: 'Nome', value: (r) => r.nome },
  { id: 'dataNascimento', header: 'Data de nascimento', kind: 'date', value: (r) => r.dataNascimento },
  { id: 'nomeMae', header: 'Nome da mãe', value: (r) => r.nomeMae },
  { id: 'turma', header: 'Turma', value: (r) => r.turma },
  { id: 'serie', header: 'Série', value: (r) => (r.serie !== null ? serieLabel(r.serie) : null) },
  { id: 'codigoInep', header: 'Código INEP', value: (r) => r.codigoInep },
  { id: 'escola', header: 'Escola', value: (r) => r.escola },
]);
