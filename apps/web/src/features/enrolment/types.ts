/**
 * Shapes of the class answers that the enrolment screens read (docs/api-contract-users-students.md); the
 * student (`Aluno`) is typed in api/students.ts. Only the fields these screens use are typed.
 */

/** A class (turma) of GET /api/Escolas/{id}/turmas. */
export interface Turma {
  id: number;
  codigoTurma: string | number;
  nomeTurma: string;
  serie: number;
  turno: number;
  nivelEnsino?: number | null;
  situacao: number;
  quantidadeAlunos: number;
  escolaId: number;
  nomeProfessor: string | null;
  anoTurma?: number | null;
}

/** A current student of GET /api/turmas/{id}/alunos. */
export interface ClassStudent {
  id: number;
  nome: string;
  cpf: string | null;
  codigoInep: string | null;
  matricula: string | null;
  sexo: string | null;
  dataNascimento: string;
  anoTurmaAlunoId: number;
  dataInicio: string | null;
}
