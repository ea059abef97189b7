/**
 * The HTTP side of `npm run bench:day`: one call of a virtual user, timed and counted under its kind
 * of call, with a few of each kind's requests kept so that the calibration can send them again on
 * their own (day.ts, CPU per kind).
 */
import { randomUUID } from 'node:crypto';

export interface KeptRequest {
  base: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  /** What the calibration needs beyond the request (the class an enrolment went to...). */
  meta?: Record<string, unknown>;
}

export interface KindStats {
  latencies: number[];
  ok: number;
  errors: number;
  /** The first few errors as 'status: text', for the report. */
  samples: string[];
}

/** Every call's latency and outcome, per kind, for the current window (a ramp step). */
export class Recorder {
  window = new Map<string, KindStats>();
  /** Up to KEEP requests of each kind, the latest ones (for the calibration). */
  kept = new Map<string, KeptRequest[]>();
  static readonly KEEP = 400;
  recording = true;

  record(kind: string, ms: number, ok: boolean, error?: string): void {
    if (!this.recording) return;
    let s = this.window.get(kind);
    if (!s) this.window.set(kind, (s = { latencies: [], ok: 0, errors: 0, samples: [] }));
    s.latencies.push(ms);
    if (ok) s.ok++;
    else {
      s.errors++;
      if (error && s.samples.length < 5) s.samples.push(error);
    }
  }

  keep(kind: string, request: KeptRequest): void {
    let list = this.kept.get(kind);
    if (!list) this.kept.set(kind, (list = []));
    if (list.length < Recorder.KEEP) list.push(request);
    else list[Math.floor(Math.random() * Recorder.KEEP)] = request;
  }

  /** Answers the window so far and starts a new one. */
  take(): Map<string, KindStats> {
    const w = this.window;
    this.window = new Map();
    return w;
  }
}

export class CallError extends Error {
  constructor(
    readonly kind: string,
    readonly status: number,
    text: string,
  ) {
    super(`${kind}: ${status} ${text.slice(0, 160)}`);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** Statuses that are an answer, not an error (e.g. 404 'not started yet'). */
  expect?: number[];
  meta?: Record<string, unknown>;
  /** Not kept for the calibration (a call that cannot be sent twice). */
  noKeep?: boolean;
}

export interface Answer<T> {
  status: number;
  data: T;
  headers: Headers;
}

const TIMEOUT_MS = 30_000;

/** A user's connection to one API process: its token and active role. */
export class Session {
  token: string | null = null;
  constructor(
    readonly base: string,
    readonly perfil: number,
    readonly recorder: Recorder,
  ) {}

  headers(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}`, perfil: String(this.perfil) } : {};
  }

  async login(cpf: string, password: string): Promise<void> {
    const a = await this.call<{ token: string }>('login', '/api/Auth', {
      method: 'POST',
      body: { user: cpf, password },
    });
    this.token = a.data.token;
  }

  /** One call: timed, recorded under `kind`; throws CallError on an unexpected status. */
  async call<T>(kind: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...this.headers() };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const t0 = performance.now();
    let status: number;
    let text: string;
    let responseHeaders: Headers;
    try {
      const r = await fetch(`${this.base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await r.text();
      status = r.status;
      responseHeaders = r.headers;
    } catch (error) {
      const ms = performance.now() - t0;
      const message = error instanceof Error ? error.message : String(error);
      this.recorder.record(kind, ms, false, `rede: ${message}`);
      throw new CallError(kind, 0, message);
    }
    const ms = performance.now() - t0;
    const ok = (status >= 200 && status < 300) || (options.expect ?? []).includes(status);
    this.recorder.record(
      kind,
      ms,
      ok,
      ok ? undefined : `${status} ${method} ${path.split('?')[0]}: ${text.slice(0, 120)}`,
    );
    if (!ok) throw new CallError(kind, status, text);
    if (!options.noKeep && status >= 200 && status < 300)
      this.recorder.keep(kind, {
        base: this.base,
        method,
        path,
        headers,
        ...(options.body === undefined ? {} : { body: options.body }),
        ...(options.meta ? { meta: options.meta } : {}),
      });
    let data: unknown = null;
    if (text && (responseHeaders.get('content-type') ?? '').includes('json')) data = JSON.parse(text);
    return { status, data: data as T, headers: responseHeaders };
  }
}

export const uuid = () => randomUUID();
