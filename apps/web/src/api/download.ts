/**
 * Downloads a file the API makes (a list's CSV/XLSX export, a PDF) with the session's headers, reading
 * the answer in chunks so the screen can show how much has arrived, and saving it under the name the
 * server gave (Content-Disposition). The page never builds the file itself: a state-wide export is
 * written by the server as a stream and the browser only receives it.
 */
import { ApiError, NETWORK_ERROR, buildUrl, failedResponse, requestHeaders, type QueryValue } from './client';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Bytes expected, when the server said (an export streamed or compressed does not). */
  total: number | null;
}

export interface DownloadOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** The name when the server gives none. */
  fallbackName?: string;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` or `filename="…"`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/** Fetches a file of the API with progress; resolves with it and its name. */
export async function fetchFile(
  path: string,
  options: DownloadOptions = {},
): Promise<{ blob: Blob; name: string }> {
  const { query, signal, onProgress, fallbackName = 'arquivo' } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers: requestHeaders(true), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0, false);
  }
  if (!response.ok) throw await failedResponse(response);

  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress?.({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress?.({ received, total });
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(NETWORK_ERROR, 0, false);
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    received = buffer.byteLength;
    onProgress?.({ received, total });
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), name };
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a file of the API and saves it (see fetchFile). */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<string> {
  const { blob, name } = await fetchFile(path, options);
  saveFile(blob, name);
  return name;
}

/** '1,2 MB', '340 KB', '12 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
