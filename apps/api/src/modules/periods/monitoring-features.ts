import type { Feature } from '@siam/domain/permissions';

/** 'Any monitoring feature' of the contract: every role that enters, consults, validates or administers. */
export const MONITORING_FEATURES: readonly Feature[] = [
  'monitoring.entry',
  'monitoring.consult',
  'monitoring.validate',
  'monitoring.admin',
];
