/**
 * Texts of the visit-report screens that are not rules (the spec's rule messages live in VISIT_MSG,
 * VISIT_UI_MSG and PARTICIPANT_MSG of @siam/domain/visit-reports): titles, the product's own hints and
 * dialog texts, and the failure defaults of spec 03 §8.2 ('Não foi possível {ação}, tente novamente
 * mais tarde.', the wording the spec gives in full for categories).
 */
const fail = (what: string) => `Não foi possível ${what}, tente novamente mais tarde.`;

export const CREATE_TITLE = 'Cadastrar Relatório de Visita';

// §8.2 failure defaults (the server's own text wins when it sends one).
export const AWARD_YEARS_ERROR = fail('buscar anos Prêmio');
export const PARFI_YEARS_ERROR = fail('buscar anos PARFI');
export const INDICATORS_ERROR = fail('buscar indicadores');
export const USER_ERROR = fail('buscar o usuário');
export const REPORTS_ERROR = fail('buscar relatórios');
export const REPORT_ERROR = fail('buscar o relatório');
export const REPORT_ANSWERS_ERROR = fail('buscar os indicadores do relatório');
export const ADD_PARTICIPANT_ERROR = fail('adicionar participante');
export const DELETE_PARTICIPANT_ERROR = fail('excluir participante');
export const DELETE_REPORT_ERROR = fail('excluir o relatório de visita');
export const SAVE_REPORT_ERROR = fail('salvar relatório');
export const PARTICIPANTS_ERROR = fail('buscar participantes');
export const PAIRING_ERROR = fail('buscar o pareamento das escolas');

// The product's own texts (decision 082).
export const ONLY_VISITING_SCHOOL =
  'Somente a escola visitante (premiada) cadastra e altera relatórios de visita. A escola acompanhada consulta os relatórios finalizados ou em andamento.';
export const READ_ONLY_NOTICE =
  'Visualização: somente a escola visitante (premiada) pode alterar este relatório.';
export const FINALIZED_NOTICE =
  'Relatório finalizado: data, indicadores, descrição e participantes não podem mais ser alterados.';
export const DESCRIPTION_LATER =
  'A descrição detalhada aparece quando todos os indicadores de todas as categorias forem avaliados.';
export const SAVE_FIRST_PARTICIPANTS = 'Salve o relatório para poder adicionar participantes.';
export const SAVE_FIRST_FINALIZE = 'Salve o relatório antes de finalizar.';
export const CHOOSE_DATE_FIRST =
  'Informe a data da visita para escolher a categoria e avaliar os indicadores.';
export const CHOOSE_INDICATOR = 'Escolha um indicador da lista para ver os critérios de cada nível.';
export const OPEN_REPORT_JUMP = 'Já existe um relatório em aberto deste tipo. Ele foi aberto para continuar.';
export const NO_REPORT_CHOSEN =
  'Nenhum relatório foi escolhido. Volte para a lista de relatórios de visita e escolha um relatório.';
export const FINALIZE_CONFIRM_TITLE = 'Finalizar relatório';
export const FINALIZE_CONFIRM_TEXT =
  'Depois de finalizado, o relatório não poderá mais ser alterado e as ações obrigatórias serão criadas para a escola acompanhada. Deseja finalizar?';
export const DELETE_PARTICIPANT_TITLE = 'Excluir participante';
export const DELETE_PARTICIPANT_TEXT =
  'O participante será retirado da lista deste relatório. Deseja continuar?';
