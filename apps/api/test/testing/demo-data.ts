/**
 * Demo data that many API test files look up or send: the demo schools A, B and C by INEP code and a
 * valid registration body of a new student.
 */
import { CPF, type TestApp } from './test-app';

/** INEP codes of the demo schools the module tests use by letter. */
export const DEMO_SCHOOL_INEP = { A: '27012345', B: '27012346', C: '27099999' } as const;
export type DemoSchool = keyof typeof DEMO_SCHOOL_INEP;

/** The ids of the demo schools A, B and C, as the administrator finds them by INEP code. */
export async function demoSchoolIds(t: TestApp): Promise<Record<DemoSchool, number>> {
  const ids: Record<DemoSchool, number> = { A: 0, B: 0, C: 0 };
  for (const [key, inep] of Object.entries(DEMO_SCHOOL_INEP) as [DemoSchool, string][]) {
    const [s] = (await t.as(CPF.ana, 1)(`/api/Escolas?IdInep=${inep}`)).json() as { id: number }[];
    ids[key] = s!.id;
  }
  return ids;
}

/** A valid body of POST /api/Alunos for a new student with this CPF; `fields` add to or replace it. */
export function newStudentForm<T extends Record<string, unknown>>(cpf: string, fields: T = {} as T) {
  return {
    nome: 'Beatriz Nogueira Prado',
    nomeMae: 'Helena Nogueira Prado',
    nomePai: '',
    cpf,
    sexo: 'F',
    cor: 3,
    transporte: 1,
    dataNascimento: '2019-06-10',
    codigoInep: '',
    pessoaComDeficiencia: false,
    ...fields,
  };
}
