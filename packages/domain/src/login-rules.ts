/**
 * The login form's rules without zod (spec 01 §5), so the login screen's first load does not carry a
 * validation library (issue 18); `login.ts` wraps them in the schema `POST /api/Auth` validates with.
 */
export const LOGIN_USER_REQUIRED = 'Por favor, insira o nome de usuário.';
export const LOGIN_PASSWORD_REQUIRED = 'Por favor, insira a senha.';
export const LOGIN_PASSWORD_MIN = 'A senha deve conter pelo menos 6 caracteres.';
export const PASSWORD_MIN_LENGTH = 6;
/**
 * The spec's message for a login that finds no user (spec 01 §7). The product never shows it at login
 * (ARCHITECTURE.md deviations, decision 013 addendum): it would tell anyone which CPFs have accounts.
 * It stays the message where an authorised user looks a person up.
 */
export const LOGIN_USER_NOT_REGISTERED = 'Usuário não cadastrado';
/**
 * The one answer of a failed login, whether the CPF has no account, is not a CPF, or the password is
 * wrong (ARCHITECTURE.md deviations); the login screen shows it.
 */
export const LOGIN_INVALID = 'Usuário ou senha inválidos.';

/** The user field's message (the CPF, masked or digits, trimmed), or null when it is filled. */
export function loginUserIssue(user: unknown): string | null {
  return typeof user === 'string' && user.trim() !== '' ? null : LOGIN_USER_REQUIRED;
}

/** The password's first failing rule (required before minimum length), or null; not trimmed. */
export function loginPasswordIssue(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return LOGIN_PASSWORD_REQUIRED;
  return password.length < PASSWORD_MIN_LENGTH ? LOGIN_PASSWORD_MIN : null;
}

export interface LoginInput {
  user: string;
  password: string;
}
