/** Texts of offline monitoring entry (issue 18, decision 134). */
import { waitingLabel } from './outbox-model';

export const OFFLINE_NOTICE =
  'Sem conexão com a internet. As respostas do acompanhamento ficam guardadas neste aparelho e serão enviadas quando a conexão voltar.';
export const NEEDS_NETWORK =
  'Sem conexão com a internet: iniciar ou finalizar um acompanhamento precisa de conexão.';
export const WAITING_BEFORE_FINISH =
  'Há respostas deste acompanhamento aguardando envio. Envie-as (Enviar agora) antes de finalizar.';
export const NOT_KEPT_OFFLINE =
  'Sem conexão: esta parte do acompanhamento ainda não foi aberta neste aparelho. Abra-a uma vez com internet para usá-la sem conexão.';
export const ALL_SENT = 'Todas as respostas guardadas no aparelho foram enviadas.';
export const SAVE_WILL_RETRY =
  'Erro ao salvar as respostas. Elas ficaram guardadas neste aparelho e serão reenviadas automaticamente.';
export const SEND_NOW = 'Enviar agora';
export const OFFLINE_AUTOSAVE_HINT = 'Sem conexão: cada escolha fica guardada neste aparelho.';
export const REFUSED_HINT =
  'O servidor recusou estas respostas. Confira a mensagem de cada uma: descarte-as ou, depois de resolver a causa, tente enviar de novo.';

export function savedOnDevice(count: number): string {
  return `Sem conexão: ${count === 1 ? '1 resposta guardada' : `${count} respostas guardadas`} neste aparelho. Serão enviadas quando a conexão voltar.`;
}

export function logoutWaitingText(count: number): string {
  return `${waitingLabel(count)}. Se sair agora, elas serão apagadas deste aparelho e não chegarão ao servidor. Conecte-se à internet e use 'Enviar agora' antes de sair.`;
}
