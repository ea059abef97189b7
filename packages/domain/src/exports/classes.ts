/** The exported lists of classes (decision 128): the columns the class tables show, typed. */
import type { Turma } from '../contracts/classes';
import { SituacaoTurma, serieLabel, turnoLabel } from '../enums';
import { exportSheet, type ExportSheet } from '../export';

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

/**
 * The class list of editar-turma (`situacao=todas`: active and inactive classes of every year): the
 * usual columns and, as that screen shows them, the year and the situation.
 */
export const schoolClassesAllSheet = exportSheet<Turma>('Turmas da escola', [
  ...schoolClassesSheet.columns,
  { id: 'ano', header: 'Ano', kind: 'integer', value: (t) => t.anoTurma || t.ano || null },
  {
    id: 'situacao',
    header: 'Situação',
    value: (t) => (t.situacao === SituacaoTurma.Ativa ? 'Ativa' : 'Inativa'),
  },
]);

/** The sheet of a class list call by its `situacao` filter. */
export function classesSheetFor(situacao: unknown): ExportSheet<Turma> {
  return situacao === 'todas' ? schoolClassesAllSheet : schoolClassesSheet;
}
