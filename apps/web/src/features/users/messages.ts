/** Texts of manter-usuario that are the screen's own (the rule messages live in @siam/domain/users). */
import { ApiError, errorText } from '../../api/client';

export const CANCEL_TITLE = 'Você tem certeza que deseja cancelar as alterações?';
export const CANCEL_TEXT = 'Todas as mudanças não salvas serão perdidas.';
export const SAVE_FALLBACK = 'Não foi possível cadastrar o perfil, tente novamente mais tarde.';
export const INTERNAL_ERROR = 'Erro interno, tente mais tarde';

/**
 * A user the caller may not change (a profile outside its area or above its role, decision 120): the
 * server refuses the lookup with 403, and the screen says why instead of 'Funcionalidade não permitida'.
 */
export const USER_OUT_OF_REACH =
  'Este usuário tem perfis fora da sua área ou acima do seu perfil: somente quem abrange todos eles pode consultá-lo e alterá-lo.';

/** Spec 01 §7: a lookup error shows the server's text when under 250 characters. */
export function lookupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.fromServer) {
    return error.message.length < 250 ? error.message : INTERNAL_ERROR;
  }
  return errorText(error, INTERNAL_ERROR);
}

/** Spec 01 §7: a save error shows the server's text when under 500 characters, else the fallback. */
export function saveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.message.length < 500) return error.message;
  return SAVE_FALLBACK;
}
