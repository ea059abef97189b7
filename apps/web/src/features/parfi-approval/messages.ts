/**
 * Texts of the PARFI approval screens that are not rules (the spec's messages live in PARFI_MSG of
 * @siam/domain/parfi), and the failure defaults of spec 03 §8.1 for the approval calls.
 */
const fail = (what: string) => `Não foi possível ${what}, tente novamente mais tarde.`;

export const APPROVAL_LIST_TITLE = 'Deferimento PARFI';
export const SEARCH_TITLE = 'Deferir Execução do PARFI';
export const DEFER_TITLE = 'Deferir Execução do PARFI';
export const NO_DEFERRAL_CHOSEN =
  'Nenhuma ação foi escolhida. Volte para a lista de deferimento e escolha a ação a avaliar.';
export const CHOOSE_YEARS = 'Escolha o Ano Prêmio e o Ano PARFI para ver as ações que aguardam deferimento.';
export const CHOOSE_SCHOOL = 'Clique em uma escola para ver as ações que aguardam deferimento.';

export const PRIZE_YEARS_ERROR = fail('buscar anos premiados');
export const DEFERRALS_ERROR = fail('buscar deferimentos');
export const QUANTITY_ERROR = fail('buscar a quantidade de deferimento');
export const EXECUTION_ERROR = fail('buscar execução');
export const REASONS_ERROR = fail('buscar motivos de indeferimento');
export const DEFER_ERROR = fail('deferir execução');
export const CANCEL_DEFERRAL_ERROR = fail('cancelar deferimento');
