/**
 * The class shapes of the enrolment screens are those of api/schools.ts (one definition); this
 * re-export only keeps the enrolment test data's import working.
 */
export type { ClassStudent, Turma } from '../../api/schools';
