/**
 * Texts of the monitoring screens (spec 02 §2.6-2.12, §8) that the domain does not hold: the teachers'
 * entry, then the consultation and validation.
 */

// ---------------------------------------------------------------- entry (spec 02 §2.6-2.9)

export const ACTIVITIES_TITLE = 'Acompanhamento de Atividades';
export const ACTIVITY_CLASS_TITLE = 'Acompanhamento de Atividades da Turma';
export const LEARNING_TITLE = 'Acompanhamento de Aprendizagem';
export const LEARNING_STUDENT_TITLE = 'Acompanhamento de Aprendizagem do Estudante';

export const SAVE_ERROR = 'Erro ao salvar as respostas.';
export const START_ERROR = 'Não foi possível iniciar o acompanhamento, tente novamente mais tarde.';
export const FINISH_ERROR = 'Não foi possível finalizar o acompanhamento, tente novamente mais tarde.';
export const GENRES_ERROR = 'Não foi possível alterar os gêneros textuais, tente novamente mais tarde.';
export const TEACHER_ERROR = 'Erro ao buscar turmas do professor';
export const NO_TEACHER_CLASSES = 'Nenhuma turma encontrada para esse professor';
export const NO_SKILLS = 'Nenhuma habilidade encontrada para esta categoria.';
export const NO_STUDENTS = 'Nenhum estudante encontrado para acompanhamento.';
export const NOTHING_TO_SAVE = 'Nenhuma alteração foi efetuada.';
/** A change of the 'Gêneros textuais' panel was saved (spec 02 §8; decision 035). */
export const CHANGES_SAVED = 'Alterações efetuadas com sucesso!';

export const READ_ONLY_FINISHED =
  'Este acompanhamento foi finalizado: as respostas não podem mais ser alteradas.';
export const READ_ONLY_ROLE =
  'Somente o professor da turma preenche o acompanhamento. Esta é uma visualização.';
export const ALFABETIZADO_NOTICE =
  'Este estudante está marcado como alfabetizado e não é avaliado neste acompanhamento.';
export const TICK_ALL_STUDENTS =
  'Marque todos os estudantes listados como pertencentes à turma para iniciar o acompanhamento.';
export const CHOOSE_GENRE_TO_START = 'Escolha pelo menos um gênero textual para iniciar o acompanhamento.';
export const NO_ENTRY_STATE =
  'Nenhum acompanhamento foi escolhido. Volte para a lista de turmas e clique em Abrir.';
export const DISCARD_TITLE = 'Descartar alterações?';
export const DISCARD_TEXT =
  'As respostas alteradas e ainda não salvas serão perdidas. Deseja descartar as alterações?';
export const FINISH_TITLE = 'Finalizar acompanhamento?';
export const FINISH_TEXT =
  'Depois de finalizado, o acompanhamento segue para validação do coordenador e as respostas não podem mais ser alteradas.';
export const UNSAVED_HINT = 'Há respostas não salvas. Clique em Salvar (ou Ctrl+S) para gravá-las.';

// ---------------------------------------------------------------- consultation and validation (§2.10-2.12)

export const NO_MONITORING_FOR_SCHOOL = 'Nenhum acompanhamento para a escola.';
export const VALIDATE_ERROR = 'Não foi possível validar este acompanhamento';
export const RECALCULATE_ERROR = 'Não foi possível recalcular este acompanhamento';
export const DELETE_ERROR = 'Não foi possível excluir este acompanhamento';
export const NO_STUDENT_MONITORING = 'Não foi encontrado acompanhamento para esse estudante.';
export const NO_STUDENT_SHEETS = 'Não foram encontrados fichas de estudantes para esta turma.';
export const NO_CLASS_MATCH = 'Nenhuma turma encontrada';
export const LIST_ERROR = 'Não foi possível carregar os acompanhamentos, tente novamente mais tarde.';
export const STUDENT_SKILLS_EMPTY = 'Nenhuma habilidade do estudante encontrada';
export const NO_VALIDATION_STATE =
  'Nenhum acompanhamento foi escolhido. Abra a consulta e clique em uma turma para ver o seu acompanhamento.';
export const CONSULT_ONLY =
  'Somente o coordenador da escola valida acompanhamentos. Este perfil apenas consulta.';
export const ADMIN_NO_VALIDATION = 'O administrador não valida acompanhamentos; pode recalcular ou excluir.';
export const STUDENT_RECORD_DELETED = 'Acompanhamento foi excluído com sucesso!';

/** Redirect delay after save, recalculate or delete (spec 02 §9). */
export const BACK_DELAY_MS = 2000;
