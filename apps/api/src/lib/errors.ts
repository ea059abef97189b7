/**
 * An error the API answers with: an HTTP status and the Portuguese message shown to the user (the
 * plain-text body). `code` is a stable identifier for logs and tests.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MSG = {
  forbidden: 'Funcionalidade não permitida',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  notFound: 'Recurso não encontrado.',
  badRequest: 'Requisição inválida.',
  internal: 'Erro interno, tente mais tarde',
  tooManyLogins: 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.',
  tooManyRequests: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',
  payloadTooLarge: 'Requisição muito grande.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  methodNotAllowed: 'Método não permitido.',
  invalidCpf: 'CPF inválido',
} as const;

export const forbidden = () => new AppError('FORBIDDEN', 403, MSG.forbidden);
export const unauthorized = () => new AppError('UNAUTHORIZED', 401, MSG.sessionExpired);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', 400, message);
export const notFound = (message: string = MSG.notFound) => new AppError('NOT_FOUND', 404, message);
