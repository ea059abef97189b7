import type { Aluno } from '@siam/domain/contracts/students';
/** Students and schools of the tests of this feature (shaped like the demo data). */
import { stayInClassOfSchoolA, studentOfSchoolA } from '../../test/school-data';

export { schoolA as SCHOOL_A, schoolC as SCHOOL_C } from '../../test/school-data';

export function joana(overrides: Partial<Aluno> = {}): Aluno {
  return studentOfSchoolA({
    id: 10,
    nome: 'Joana Maria Souza',
    cpf: '35906821406',
    sexo: 'F',
    cor: 3,
    dataNascimento: '2020-01-15',
    nomeMae: 'Maria Souza Lima',
    matricula: 'MAT-0001',
    transporte: 2,
    nivelEnsino: 2,
    serie: 4,
    estudanteAlfabetizado: false,
    contraturno: true,
    turmaAtual: stayInClassOfSchoolA({
      anoTurmaAlunoId: 100,
      id: 2,
      nomeProfessor: 'Paulo Professor Santos',
      dataInicio: '2026-02-03',
    }),
    historico: [
      {
        anoTurmaAlunoId: 100,
        ano: 2026,
        turma: {
          id: 2,
          codigoTurma: '1002',
          nomeTurma: '1º ANO A',
          serie: 4,
          turno: 1,
          escolaId: 1,
          nomeEscola: 'Escola Estadual Santa Aurora',
          codigoInepEscola: '27012345',
          nomeProfessor: 'Paulo Professor Santos',
        },
        motivo: 1,
        dataInicio: '2026-02-03',
        dataFim: null,
      },
      {
        anoTurmaAlunoId: 90,
        ano: 2025,
        turma: {
          id: 1,
          codigoTurma: '1001',
          nomeTurma: 'INF V A',
          serie: 2,
          turno: 1,
          escolaId: 1,
          nomeEscola: 'Escola Estadual Santa Aurora',
          codigoInepEscola: '27012345',
          nomeProfessor: null,
        },
        motivo: 2,
        dataInicio: '2025-02-10',
        dataFim: '2025-12-15',
      },
    ],
    turmasAnteriores: [],
    ...overrides,
  });
}
