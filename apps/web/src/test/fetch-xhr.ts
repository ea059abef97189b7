/**
 * An XMLHttpRequest for the screen tests (jsdom's would go to the network): `send` reports the body's
 * bytes as sent (half, then all) through `upload.onprogress`, then asks `globalThis.fetch`, which the
 * tests replace with `mockFetch`, so uploads (api/upload.ts) are answered and recorded like any call.
 * `abort()` before the answer rejects like a real one (`onabort`).
 */
type Listener = ((event: ProgressEvent) => void) | null;

function bodySize(body: unknown): number {
  if (body instanceof FormData) {
    let n = 0;
    for (const [, v] of body.entries()) n += typeof v === 'string' ? v.length : v.size;
    return n;
  }
  return typeof body === 'string' ? body.length : 0;
}

const progressEvent = (loaded: number, total: number) =>
  ({ lengthComputable: true, loaded, total }) as ProgressEvent;

export class FetchBackedXhr {
  status = 0;
  responseText = '';
  readonly upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private responseHeaders: Headers | null = null;
  private controller = new AbortController();
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders?.get(name) ?? null;
  }

  abort() {
    if (this.aborted) return;
    this.aborted = true;
    this.controller.abort();
    this.onabort?.();
  }

  send(body?: unknown) {
    void this.run(body);
  }

  private async run(body: unknown) {
    const total = bodySize(body);
    await Promise.resolve();
    if (this.aborted) return;
    this.upload.onprogress?.(progressEvent(Math.floor(total / 2), total));
    await Promise.resolve();
    if (this.aborted) return;
    this.upload.onprogress?.(progressEvent(total, total));
    try {
      const response = await globalThis.fetch(this.url, {
        method: this.method,
        headers: this.headers,
        body: body as BodyInit,
        signal: this.controller.signal,
      });
      if (this.aborted) return;
      this.status = response.status;
      this.responseHeaders = response.headers;
      this.responseText = await response.text();
      this.onload?.();
    } catch {
      if (!this.aborted) this.onerror?.();
    }
  }
}
