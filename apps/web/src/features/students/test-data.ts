import type { Aluno } from '@siam/domain/contracts/students';
/** Students and schools of the tests of this feature (shaped like the demo data). */
import { schoolAOfStudent, stayInClassOfSchoolA } from '../../test/school-data';

export { schoolA as SCHOOL_A, schoolC as SCHOOL_C } from '../../test/school-data';

export function joana(overrides: Partial<Aluno> = {}): Aluno {
  return {
    id: 10,
    nome: 'Joana Maria Souza',
    cpf: '35906821406',
    sexo: 'F',
    cor: 3,
    dataNascimento: '2020-01-15',
    nomeMae: 'Maria Souza Lima',
    nomePai: null,
    codigoInep: null,
    matricula: 'MAT-0001',
    transporte: 2,
    nivelEnsino: 2,
    serie: 4,
    estudanteAprovado: null,
    estudanteReenturmado: false,
    estudanteAlfabetizado: false,
    participaAee: false,
    contraturno: true,
    pessoaComDeficiencia: false,
    descricaoDeficiencia: null,
    dificuldadePedagogica: false,
    temAcompanhamento: false,
    situacao: 1,
    escola: { ...schoolAOfStudent },
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
  };
}
