import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { isAbort, uploadPercent, uploadWithProgress, type UploadProgress } from './upload';
import { getSession, resetSessionCache } from '../lib/session';
import { json, makeSession, mockFetch, signIn, text } from '../test/helpers';

afterEach(() => resetSessionCache());

const form = () => {
  const f = new FormData();
  f.append('Arquivo', new File(['x'.repeat(1000)], 'nota.pdf'), 'nota.pdf');
  return f;
};

describe('uploadWithProgress', () => {
  it('sends the token, Perfil and query like the client, reports the bytes sent and parses the answer', async () => {
    signIn(makeSession({ activeConfig: { role: 15, region: null, city: null, school: null } }));
    const calls = mockFetch(() => json({ mensagem: 'ok' }, 201));
    const seen: UploadProgress[] = [];
    const res = await uploadWithProgress<{ mensagem: string }>('/ArquivoAnexado', form(), {
      query: { codigoInep: '27012345', ano: 2025, vazio: '' },
      onProgress: (p) => seen.push(p),
    });
    expect(res).toEqual({ mensagem: 'ok' });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${getSession()?.token}`);
    expect(headers.Perfil).toBe('15');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.url.pathname + calls[0]!.url.search).toBe(
      '/api/ArquivoAnexado?codigoInep=27012345&ano=2025',
    );
    expect(seen.at(-1)).toEqual({ loaded: 1000, total: 1000 });
    expect(seen.map(uploadPercent)).toEqual([50, 100]);
  });

  it('turns an error body into the Portuguese message; a 401 ends the session', async () => {
    signIn();
    mockFetch(() => text('O arquivo deve ter no máximo 10 MB.', 413));
    const error = await uploadWithProgress('/ArquivoAnexado', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).message, (error as ApiError).status]).toEqual([
      'O arquivo deve ter no máximo 10 MB.',
      413,
    ]);
    expect(getSession()).not.toBeNull();
    mockFetch(() => text('Sessão expirada', 401));
    await expect(uploadWithProgress('/ArquivoAnexado', form())).rejects.toThrow('Sessão expirada');
    expect(getSession()).toBeNull();
  });

  it('aborts when the signal fires, with an AbortError', async () => {
    signIn();
    mockFetch(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = uploadWithProgress('/ArquivoAnexado', form(), { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    const already = await uploadWithProgress('/ArquivoAnexado', form(), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(isAbort(already)).toBe(true);
  });

  it('computes the percentage', () => {
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 333, total: 1000 })).toBe(33);
    expect(uploadPercent({ loaded: 2000, total: 1000 })).toBe(100);
  });
});
