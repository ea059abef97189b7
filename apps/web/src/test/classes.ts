/**
 * A class as the API's class lists answer it (`Turma` of the contract), for the screens' tests: the
 * fields a test cares about, the rest as the API answers a plain class of the current year.
 */
import type { Turma } from '@siam/domain/contracts/classes';

type TurmaFields = Pick<
  Turma,
  | 'id'
  | 'codigoTurma'
  | 'nomeTurma'
  | 'serie'
  | 'turno'
  | 'situacao'
  | 'quantidadeAlunos'
  | 'escolaId'
  | 'nomeProfessor'
> &
  Partial<Turma>;

export function testTurma(fields: TurmaFields): Turma {
  const year = fields.anoTurma ?? fields.ano ?? new Date().getFullYear();
  return {
    nivelEnsino: 2,
    composicaoEnsino: 1,
    modalidadeEnsino: 1,
    cpfProfessor: null,
    idProfessor: null,
    anoTurma: year,
    ano: year,
    multisseriada: false,
    anexo: false,
    nomeAnexo: null,
    ...fields,
  };
}
