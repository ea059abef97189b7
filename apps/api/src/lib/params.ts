import { cpfSchema } from '@siam/domain/cpf';

// The id and empty-value rules are the wire's: the contracts (packages/domain/src/contracts) use them too.
export { CODIGO_INVALIDO, emptyAsUndefined, idField, optionalIdParam } from '@siam/domain/params';

/**
 * A CPF in a path or query: exactly masked or bare (the domain's one rule); answers the 11 digits.
 * Anything else → 400 'CPF inválido'.
 */
export const cpfParam = cpfSchema();
