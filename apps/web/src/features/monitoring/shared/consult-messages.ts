/** Texts of the consultation and validation screens (spec 02 §8) that the domain does not hold. */
export const NO_MONITORING_FOR_SCHOOL = 'Nenhum acompanhamento para a escola.';
export const VALIDATE_ERROR = 'Não foi possível validar este acompanhamento';
export const RECALCULATE_ERROR = 'Não foi possível recalcular este acompanhamento';
export const DELETE_ERROR = 'Não foi possível excluir este acompanhamento';
export const NO_STUDENT_MONITORING = 'Não foi encontrado acompanhamento para esse estudante.';
export const NO_STUDENTS_FOR_MONITORING = 'Nenhum estudante encontrado para acompanhamento.';
export const NO_STUDENT_SHEETS = 'Não foram encontrados fichas de estudantes para esta turma.';
export const NO_CLASS_MATCH = 'Nenhuma turma encontrada';
export const LIST_ERROR = 'Não foi possível carregar os acompanhamentos, tente novamente mais tarde.';
export const NO_SKILLS = 'Nenhuma habilidade encontrada para esta categoria.';
export const STUDENT_SKILLS_EMPTY = 'Nenhuma habilidade do estudante encontrada';
export const NO_VALIDATION_STATE =
  'Nenhum acompanhamento foi escolhido. Abra a consulta e clique em uma turma para ver o seu acompanhamento.';
export const CONSULT_ONLY =
  'Somente o coordenador da escola valida acompanhamentos. Este perfil apenas consulta.';
export const ADMIN_NO_VALIDATION = 'O administrador não valida acompanhamentos; pode recalcular ou excluir.';
export const STUDENT_RECORD_DELETED = 'Acompanhamento foi excluído com sucesso!';

/** Redirect delay after save, recalculate or delete (spec 02 §9). */
export const BACK_DELAY_MS = 2000;
