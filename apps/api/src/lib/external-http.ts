/**
 * GET calls to the external systems (SGU, SIGE): a JSON answer within a time limit, or an AppError
 * with the caller's Portuguese message (503 when the system does not answer or fails, 502 when it
 * answers something that is not JSON). 404 answers null: the system does not know the thing asked.
 */
import { AppError } from './errors';

export interface ExternalMessages {
  /** The system did not answer in time, refused the connection or answered 5xx. */
  unavailable: string;
  /** The answer was not the JSON expected. */
  invalid: string;
}

export const unavailableError = (message: string) => new AppError('EXTERNAL_UNAVAILABLE', 503, message);
export const invalidAnswerError = (message: string) => new AppError('EXTERNAL_INVALID', 502, message);

/** Joins a base URL (with or without a trailing slash) and a relative path. */
export function externalUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export async function getExternalJson(
  url: string,
  timeoutMs: number,
  messages: ExternalMessages,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    // Timeout, refused connection, DNS failure: the system did not answer.
    throw unavailableError(messages.unavailable);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unavailableError(messages.unavailable);
  }
  try {
    return await response.json();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw unavailableError(messages.unavailable);
    }
    throw invalidAnswerError(messages.invalid);
  }
}
