/** Login form (spec 01 §5), shared by the web form and `POST /api/Auth`; the rules in `login-rules.ts`. */
import { z } from 'zod';
import {
  LOGIN_PASSWORD_REQUIRED,
  LOGIN_USER_REQUIRED,
  loginPasswordIssue,
  loginUserIssue,
} from './login-rules';

export {
  LOGIN_INVALID,
  LOGIN_PASSWORD_MIN,
  LOGIN_PASSWORD_REQUIRED,
  LOGIN_USER_NOT_REGISTERED,
  LOGIN_USER_REQUIRED,
  PASSWORD_MIN_LENGTH,
  loginPasswordIssue,
  loginUserIssue,
  type LoginInput,
} from './login-rules';

const issue = (check: (v: unknown) => string | null) => (v: string, ctx: z.RefinementCtx) => {
  const message = check(v);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/**
 * `user` is the CPF, masked or digits (trimmed); `password` is not trimmed. Each field reports only
 * its first failing rule (required before minimum length).
 */
export const loginSchema = z.object({
  user: z.string({ error: LOGIN_USER_REQUIRED }).trim().superRefine(issue(loginUserIssue)),
  password: z.string({ error: LOGIN_PASSWORD_REQUIRED }).superRefine(issue(loginPasswordIssue)),
});
