/** Texts of /cadastrar-periodo that the domain does not hold (spec 02 §2.15, §9). */
export const PAGE_TITLE = 'Consultar Período de Acompanhamento';
export const CANCEL_TITLE = 'Cancelar operação?';
export const CANCEL_TEXT =
  'Tem certeza que deseja cancelar a operação? Após cancelar, as alterações não serão salvas.';
export const NO_PERIODS = 'Nenhum período cadastrado para o ano e o tipo de acompanhamento escolhidos.';
export const PERIOD_SAVE_ERROR = 'Não foi possível salvar o período, tente novamente mais tarde.';
export const PERIODS_LOAD_ERROR = 'Não foi possível carregar os períodos, tente novamente mais tarde.';
/** Picking a bimestre that already has a period loads its dates after this wait (spec 02 §9). */
export const PERIOD_LOAD_DELAY_MS = 800;
