import type { Feature } from '@siam/domain/permissions';

/** Everyone who reads PARFI data: consult, execute, and the three approval levels. */
export const PARFI_READERS: readonly Feature[] = [
  'parfi.consult',
  'parfi.execute',
  'parfi.defer',
  'parfi.approvalList',
  'parfi.decide',
];
/** The three approval levels (docs/decisions/060). */
export const PARFI_DECIDERS: readonly Feature[] = ['parfi.decide'];
