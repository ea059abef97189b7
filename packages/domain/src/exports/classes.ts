/** The exported lists of classes (decision 128): the columns the class tables show, typed. */
import type { Turma } from '../contracts/classes';
import { serieLabel, turnoLabel } from '../enums';
import { exportSheet } from '../export';

/** What the class tables show for a class without a teacher. */
export const NO_TEACHER = 'Sem professor';

/**
 * GET /api/Escolas/{id}/turmas: the classes of a school (consulta-escola, enturmar-professor,
 * editar-turma and the other class pickers): code, name, série, shift, teacher, number of students.
 */
export const schoolClassesSheet = exportSheet<Turma>('Turmas da escola', [
  { id: 'codigoTurma', header: 'Código', value: (t) => t.codigoTurma },
  { id: 'nomeTurma', header: 'Turma', value: (t) => t.nomeTurma },
  { id: 'serie', header: 'Série', value: (t) => serieLabel(t.serie) },
  { id: 'turno', header: 'Turno', value: (t) => turnoLabel(t.turno) },
  { id: 'nomeProfessor', header: 'Professor', value: (t) => t.nomeProfessor || NO_TEACHER },
  { id: 'quantidadeAlunos', header: 'Estudantes', kind: 'integer', value: (t) => t.quantidadeAlunos },
]);
