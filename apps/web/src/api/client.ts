/**
 * The one fetch client of the web app. It adds `Authorization: Bearer <token>` and `Perfil: <active
 * role id>`, turns a plain-text (or JSON string) error body into the Error message that the toasts
 * show, and on 401 clears the session, which sends the layout back to /login.
 */
import type { RoleId } from '@siam/domain/roles';
import { clearSession, getSession } from '../lib/session';

export const API_BASE = '/api';
export const GENERIC_ERROR = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
export const NETWORK_ERROR =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when there was no answer at all. */
    readonly status: number,
    /** True when the message is the server's own text (safe to show as is). */
    readonly fromServer: boolean,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body (FormData is sent as is). */
  body?: unknown;
  /** Overrides the active role in the `Perfil` header (the settings flyout's role being chosen). */
  perfil?: RoleId;
  /** false: no token and no Perfil header, and a 401 does not end the session (login). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Sees the headers of a successful answer (e.g. the `Content-Location` of a kept result). */
  onHeaders?: (headers: Headers) => void;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${clean}${qs ? `?${qs}` : ''}`;
}

/** The message carried by an error body: a plain string, a JSON string, or a JSON {message}. */
export function errorMessageFromBody(text: string, contentType: string | null): string | null {
  const body = text.trim();
  if (!body) return null;
  if (contentType?.includes('json') || /^["{[]/.test(body)) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === 'string') return parsed.trim() || null;
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const m = (parsed as { message: unknown }).message;
        return typeof m === 'string' && m.trim() ? m.trim() : null;
      }
      return null;
    } catch {
      // not JSON after all: fall through to the plain text
    }
  }
  // An HTML error page (a proxy's) is not a message for people.
  if (/^<(!doctype|html)/i.test(body)) return null;
  return body;
}

/** The headers of every call: Accept, and with `auth` the token and the active role (`Perfil`). */
export function requestHeaders(auth: boolean, perfil?: RoleId): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain;q=0.9' };
  const session = auth ? getSession() : null;
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers.Perfil = String(perfil ?? session.activeConfig.role);
  }
  return headers;
}

/** The error of a failed answer (a 401 of an authenticated call also ends the session). */
export function errorOfResponse(status: number, text: string, contentType: string | null, auth: boolean) {
  const serverMessage = errorMessageFromBody(text, contentType);
  if (status === 401 && auth) clearSession();
  return new ApiError(serverMessage ?? GENERIC_ERROR, status, serverMessage !== null);
}

/** The value of a successful answer: JSON when it parses, else the text; undefined when empty. */
export function valueOfResponse<T>(status: number, text: string, contentType: string | null): T {
  if (status === 204 || !text) return undefined as T;
  if ((contentType ?? '').includes('json')) return JSON.parse(text) as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** The ApiError of a failed fetch answer (its Portuguese message); a 401 ends the session. */
export async function failedResponse(response: Response, auth = true): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return errorOfResponse(response.status, text, response.headers.get('Content-Type'), auth);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, perfil, auth = true, signal, onHeaders } = options;
  const headers = requestHeaders(auth, perfil);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0, false);
  }

  if (!response.ok) throw await failedResponse(response, auth);

  if (response.status === 204) return undefined as T;
  onHeaders?.(response.headers);
  return valueOfResponse<T>(response.status, await response.text(), response.headers.get('Content-Type'));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** One page of a list the server pages (decisions 129, 130): its rows and the `X-Total-Count` total. */
export interface ApiPage<T> {
  rows: T[];
  total: number;
}

/** GET of one page of a list the server pages; the total comes in the `X-Total-Count` header. */
export async function getPage<T>(
  path: string,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<ApiPage<T>> {
  let total = Number.NaN;
  const rows =
    (await api.get<T[] | null>(path, {
      query,
      signal,
      onHeaders: (h) => (total = Number(h.get('X-Total-Count') ?? Number.NaN)),
    })) ?? [];
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** The text to show for a failed call: the server's message, else `fallback`. */
export function errorText(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof ApiError) return error.fromServer || error.status === 0 ? error.message : fallback;
  return fallback;
}
