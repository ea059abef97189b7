import { describe, expect, it } from 'vitest';
import {
  LOGIN_PASSWORD_MIN,
  LOGIN_PASSWORD_REQUIRED,
  LOGIN_USER_REQUIRED,
  type LoginInput,
  loginSchema,
} from './login';

function messages(input: unknown): Record<string, string[]> {
  const result = loginSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('loginSchema', () => {
  it('has the spec messages', () => {
    expect(LOGIN_USER_REQUIRED).toBe('Por favor, insira o nome de usuário.');
    expect(LOGIN_PASSWORD_REQUIRED).toBe('Por favor, insira a senha.');
    expect(LOGIN_PASSWORD_MIN).toBe('A senha deve conter pelo menos 6 caracteres.');
  });

  it('accepts a masked or digits-only user and trims it', () => {
    const ok: LoginInput = loginSchema.parse({ user: ' 529.982.247-25 ', password: 'senha123' });
    expect(ok).toEqual({ user: '529.982.247-25', password: 'senha123' });
    expect(loginSchema.parse({ user: '52998224725', password: '123456' }).user).toBe('52998224725');
  });

  it('does not trim the password', () => {
    expect(loginSchema.parse({ user: 'x', password: ' abcde ' }).password).toBe(' abcde ');
  });

  it('requires the user (missing, empty or blank)', () => {
    expect(messages({ password: 'senha123' })).toEqual({ user: [LOGIN_USER_REQUIRED] });
    expect(messages({ user: '', password: 'senha123' })).toEqual({ user: [LOGIN_USER_REQUIRED] });
    expect(messages({ user: '   ', password: 'senha123' })).toEqual({ user: [LOGIN_USER_REQUIRED] });
    expect(messages({ user: null, password: 'senha123' })).toEqual({ user: [LOGIN_USER_REQUIRED] });
  });

  it('reports only the first failing password rule: required before min', () => {
    expect(messages({ user: 'x' })).toEqual({ password: [LOGIN_PASSWORD_REQUIRED] });
    expect(messages({ user: 'x', password: '' })).toEqual({ password: [LOGIN_PASSWORD_REQUIRED] });
    expect(messages({ user: 'x', password: '12345' })).toEqual({ password: [LOGIN_PASSWORD_MIN] });
  });

  it('puts the user message first when both fail', () => {
    const result = loginSchema.safeParse({ user: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LOGIN_USER_REQUIRED);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      LOGIN_USER_REQUIRED,
      LOGIN_PASSWORD_REQUIRED,
    ]);
  });
});
