import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, MSG } from '../lib/errors';
import { redactValue } from '../lib/redact';

const PLAIN = 'text/plain; charset=utf-8';

/** Messages for the framework's own 4xx errors (malformed JSON, body too large, ...). */
const STATUS_MESSAGES: Record<number, string> = {
  400: MSG.badRequest,
  401: MSG.sessionExpired,
  403: MSG.forbidden,
  404: MSG.notFound,
  405: MSG.methodNotAllowed,
  406: MSG.badRequest,
  413: MSG.payloadTooLarge,
  414: MSG.badRequest,
  415: MSG.unsupportedMediaType,
  429: MSG.tooManyRequests,
  431: MSG.badRequest,
};

function sendText(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type(PLAIN).send(message);
}

interface ValidationIssue {
  message?: string;
  keyword?: string;
  instancePath?: string;
}

/** The first failing rule's message; a body or query of the wrong kind as a whole is 'Requisição inválida.'. */
function validationMessage(validation: ValidationIssue[]): string {
  const first = validation[0];
  if (!first?.message) return MSG.badRequest;
  if ((first.instancePath === '/' || first.instancePath === '') && first.keyword === 'invalid_type') {
    return MSG.badRequest;
  }
  return first.message;
}

/**
 * One error handler for the whole API: every refusal or failure is a plain-text Portuguese body.
 * AppError → its status and message; schema validation → 400 with the first rule's message; the
 * framework's 4xx → a clear message for the status; anything else → 500 'Erro interno, tente mais
 * tarde' (details only in the log, redacted).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) return sendText(reply, error.statusCode, error.message);
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendText(reply, 400, validationMessage(error.validation as ValidationIssue[]));
      }
      const status = (error as FastifyError).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        if ((error as FastifyError).validation) {
          return sendText(
            reply,
            400,
            validationMessage((error as FastifyError).validation as ValidationIssue[]),
          );
        }
        return sendText(reply, status, STATUS_MESSAGES[status] ?? MSG.badRequest);
      }
      // drizzle wraps the driver's error ('Failed query: ...'): its cause says what went wrong.
      const cause = (error as { cause?: unknown }).cause;
      request.log.error(
        {
          err: error,
          ...(cause instanceof Error
            ? { cause: { message: cause.message, code: (cause as { code?: unknown }).code } }
            : {}),
          body: redactValue(request.body),
        },
        'request failed',
      );
      return sendText(reply, 500, MSG.internal);
    },
  );
}

/**
 * The router's own refusals before any route or hook runs (an ill-formed URL escape, a path
 * parameter longer than `maxParamLength`): Fastify answers them in JSON unless this handles them.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void sendText(reply, status, status >= 500 ? MSG.internal : (STATUS_MESSAGES[status] ?? MSG.badRequest));
}

export { sendText };
