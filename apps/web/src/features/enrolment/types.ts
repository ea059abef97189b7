/**
 * Shapes of the class answers that the enrolment screens read (docs/api-contract-users-students.md); the
 * student (`Aluno`) is typed in api/students.ts. A class is the school screens' `Turma`.
 */
import type { ClassStudent as SchoolClassStudent } from '../../api/schools';

export type { Turma } from '../../api/schools';

/** A current student of GET /api/turmas/{id}/alunos, with the id and start of the current stay. */
export interface ClassStudent extends SchoolClassStudent {
  anoTurmaAlunoId: number;
  dataInicio: string | null;
}
