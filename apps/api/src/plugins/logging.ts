import type { FastifyServerOptions } from 'fastify';
import { redactString, redactValue } from '../lib/redact';

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
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
      req(req: LoggedRequest) {
        return {
          method: req.method,
          url: redactString(req.url ?? ''),
          remoteAddress: req.ip,
          userAgent: req.headers?.['user-agent'],
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
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactString(a) : a)),
        );
      },
    },
  } as FastifyServerOptions['logger'];
}
