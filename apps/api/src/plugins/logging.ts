import type { FastifyServerOptions } from 'fastify';
import { redactString, redactValue } from '../lib/redact';

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

/** The error a log call carries as its first argument (`log.error(err)` or `log.error({ err })`). */
function errorOf(first: unknown): Error | null {
  if (first instanceof Error) return first;
  if (first && typeof first === 'object' && (first as { err?: unknown }).err instanceof Error) {
    return (first as { err: Error }).err;
  }
  return null;
}

/**
 * The request logger: JSON lines (pino) where a CPF (11 digits, masked or not) or a token never
 * appears: URLs and every logged string are redacted, the Authorization header is never logged.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
    serializers: {
      // Errors arrive already redacted as { type, message, stack } (formatters.log, which runs first);
      // pino's own err serializer would rename their type 'Object'.
      err: (err: unknown) => err,
      req(req: LoggedRequest) {
        return {
          method: req.method,
          url: redactString(req.url ?? ''),
          remoteAddress: req.ip,
          userAgent: redactString(String(req.headers?.['user-agent'] ?? '')),
        };
      },
    },
    formatters: {
      log(object: Record<string, unknown>) {
        return redactValue(object) as Record<string, unknown>;
      },
    },
    hooks: {
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        const redacted = args.map((a) => (typeof a === 'string' ? redactString(a) : a));
        // An error logged without a message of its own: pino would copy its message, unredacted.
        const error = errorOf(args[0]);
        if (error && typeof args[1] !== 'string') redacted.splice(1, 0, redactString(error.message));
        method.apply(this, redacted);
      },
    },
  } as FastifyServerOptions['logger'];
}
