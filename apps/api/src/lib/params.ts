/** The wire helpers live with the contracts (packages/domain/src/contracts/params.ts). */
export {
  CODIGO_INVALIDO,
  cpfParam,
  emptyAsUndefined,
  idField,
  optionalIdParam,
} from '@siam/domain/contracts/params';
