/** Texts of the class screens that the spec leaves open (its own texts live in @siam/domain/classes). */
export const CANCEL_TITLE = 'Cancelar operação?';
export const CANCEL_TEXT =
  'Tem certeza que deseja cancelar a operação? Após cancelar, as alterações não serão salvas.';
export const TEACHER_REMOVED = 'Professor removido da turma com sucesso!';
export const NO_TEACHER = 'Sem professor';
export const SELECT_SERIE_HINT = 'Selecione a série para listar as turmas da escola.';
