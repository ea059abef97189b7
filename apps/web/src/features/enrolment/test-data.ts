/** Fixtures of the enrolment tests (demo-data.md shapes). */
import { referenceYear } from '@siam/domain/age-grade';
import type { Turma } from '@siam/domain/contracts/classes';
import type { Aluno, ClassStudent } from '@siam/domain/contracts/students';
import { classOfSchoolA, joanaInClass, studentOfSchoolA } from '../../test/school-data';

export { schoolA } from '../../test/school-data';

export const turma: (overrides?: Partial<Turma>) => Turma = classOfSchoolA;

export const classStudent: ClassStudent = joanaInClass();

/** A birth date that makes the student `age` for the age-for-grade rule today. */
export function bornAged(age: number): string {
  return `${referenceYear() - age}-01-10`;
}

export function aluno(overrides: Partial<Aluno> = {}): Aluno {
  return studentOfSchoolA({
    id: 2,
    nome: 'Pedro Henrique Costa',
    cpf: '10742583635',
    sexo: 'M',
    cor: 1,
    dataNascimento: bornAged(6),
    nomeMae: 'Ana Costa Pereira',
    matricula: null,
    transporte: 1,
    nivelEnsino: null,
    serie: null,
    estudanteAlfabetizado: null,
    contraturno: false,
    turmaAtual: null,
    historico: [],
    turmasAnteriores: [],
    ...overrides,
  });
}
