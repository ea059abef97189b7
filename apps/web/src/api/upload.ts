/**
 * Uploads with progress (issue 17 item 6, decision 126). `fetch` cannot report how much of a request
 * body has been sent, so a file goes through XMLHttpRequest: `xhr.upload.onprogress` reports the bytes
 * sent, and the AbortSignal aborts the request (`xhr.abort()`). Everything else is the one client's
 * (client.ts): the token and `Perfil` headers, the Portuguese error messages and the end of the
 * session on 401. An aborted upload rejects with a DOMException named 'AbortError', like fetch.
 */
import type { RoleId } from '@siam/domain/roles';
import {
  ApiError,
  GENERIC_ERROR,
  NETWORK_ERROR,
  buildUrl,
  errorOfResponse,
  requestHeaders,
  valueOfResponse,
  type QueryValue,
} from './client';

/** Bytes of the request body sent so far, of `total`. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  query?: Record<string, QueryValue>;
  perfil?: RoleId;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** The percentage (0–100, whole) of an upload. */
export function uploadPercent(p: UploadProgress): number {
  if (p.total <= 0) return 0;
  return Math.min(100, Math.floor((p.loaded / p.total) * 100));
}

export const UPLOAD_CANCELLED = 'Envio cancelado. Nenhum documento foi salvo.';

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

const abortError = () => new DOMException('O envio foi cancelado.', 'AbortError');

/** Sends `form` (multipart) to `path` and answers the parsed body, reporting the bytes sent. */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { method = 'POST', query, perfil, signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, query));
    for (const [name, value] of Object.entries(requestHeaders(true, perfil))) {
      xhr.setRequestHeader(name, value);
    }
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      done();
      const contentType = xhr.getResponseHeader('Content-Type');
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorOfResponse(xhr.status, xhr.responseText, contentType, true));
        return;
      }
      try {
        resolve(valueOfResponse<T>(xhr.status, xhr.responseText, contentType));
      } catch {
        reject(new ApiError(GENERIC_ERROR, xhr.status, false));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(NETWORK_ERROR, 0, false));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(form);
  });
}
