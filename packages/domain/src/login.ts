/** Login form (spec 01 §5), shared by the web form and `POST /api/Auth`. */
import { z } from 'zod';

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

/**
 * `user` is the CPF, masked or digits (trimmed); `password` is not trimmed. Each field reports only
 * its first failing rule (required before minimum length).
 */
export const loginSchema = z.object({
  user: z.string({ error: LOGIN_USER_REQUIRED }).trim().min(1, { error: LOGIN_USER_REQUIRED, abort: true }),
  password: z
    .string({ error: LOGIN_PASSWORD_REQUIRED })
    .min(1, { error: LOGIN_PASSWORD_REQUIRED, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: LOGIN_PASSWORD_MIN }),
});

export type LoginInput = z.infer<typeof loginSchema>;
