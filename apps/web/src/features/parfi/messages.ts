/**
 * Texts of the PARFI planning and execution screens that are not rules (the spec's messages live in
 * PARFI_MSG of @siam/domain/parfi): titles, hints, the product's own dialog texts, and the failure
 * defaults of spec 03 §8.1 ('Não foi possível {ação}, tente novamente mais tarde.', the one wording
 * the spec gives in full; docs/api-contract-parfi.md lists the action of each call).
 */
const fail = (what: string) => `Não foi possível ${what}, tente novamente mais tarde.`;

export const CONSULT_TITLE = 'Consultar PARFI';
export const EXECUTE_LIST_TITLE = 'Executar PARFI';
export const REGISTER_TITLE = 'Cadastrar PARFI';
export const EDIT_TITLE = 'Editar PARFI';
export const EXECUTION_TITLE = 'Execução do PARFI';

export const TOTAL_PLANNED_TOOLTIP = 'Valor total planejado das ações do PARFI';
export const NOT_APPLICABLE = 'N/A';
export const STATE_TEAM_READ_ONLY = 'A Equipe de Articulação Estadual consulta o plano sem alterá-lo.';
export const NO_ACTION_CHOSEN =
  'Nenhuma ação foi escolhida. Volte para a lista do PARFI e escolha o ano e a ação.';

export const DELETE_DOCUMENT_TITLE = 'Excluir documento';
export const DELETE_DOCUMENT_TEXT = 'Ao confirmar, o documento será excluído. Deseja continuar?';
export const DELETE_HISTORY_TITLE = 'Excluir deferimento';
export const DELETE_HISTORY_TEXT =
  'Ao confirmar, o último registro do histórico de deferimento será excluído e a execução volta à situação anterior. Deseja continuar?';
export const DELETE_EXECUTION_TITLE = 'Excluir execução';
export const DELETE_EXECUTION_TEXT =
  'Ao confirmar, a execução desta ação, seus documentos e seu histórico serão excluídos. Deseja continuar?';
export const SEND_TITLE = 'Enviar para deferimento';
export const SEND_TEXT =
  'Depois de enviada, a execução segue para análise e os documentos não podem ser alterados até a decisão. Deseja continuar?';

// §8.1 failure defaults
export const OBJECTIVES_ERROR = 'Não foi possível buscar objetivos, tente novamente mais tarde.';
export const PRIZE_YEARS_ERROR = fail('buscar anos premiados');
export const ACTIONS_ERROR = fail('localizar ações do plano');
export const PLANS_ERROR = fail('buscar planos');
export const UPDATE_PLAN_ERROR = fail('atualizar plano');
export const DELETE_PLAN_ERROR = fail('deletar plano');
export const CREATE_ACTION_ERROR = fail('criar ação');
export const CREATE_PARFI_ERROR = fail('criar PARFI');
export const FINISH_EXECUTION_ERROR = fail('finalizar execução');
export const DELETE_DEFERRAL_ERROR = fail('excluir o deferimento');
export const DOCUMENT_TYPES_ERROR = fail('localizar tipos de documentos necessários');
export const UPLOAD_ERROR = fail('carregar o arquivo');
export const DELETE_FILE_ERROR = fail('deletar o arquivo');
