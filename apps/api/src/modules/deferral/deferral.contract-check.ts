/**
 * Compile-time check that the approval answers match their contract
 * (packages/domain/src/contracts/deferral.ts), whose types the web reads: a service answer that drops
 * or retypes a field fails `npm run typecheck`. The routes keep no response schema (their OpenAPI and
 * serialisation are unchanged).
 */
import type {
  AwaitingAction,
  DeferralRecord,
  DeferralResult,
  QueueCount,
  SchoolAwaiting,
  SendResult,
} from '@siam/domain/contracts/deferral';
import type { EnumList, WithMessage } from '@siam/domain/contracts/parfi';
import type { createDeferralService } from './deferral.service';
import type { Is } from '../../lib/contract-check';

type Service = ReturnType<typeof createDeferralService>;
type Answer<K extends keyof Service> = Service[K] extends (...args: never[]) => infer R ? Awaited<R> : never;

export type DeferralContractCheck = [
  Is<Answer<'listing'>[number], AwaitingAction>,
  Is<Answer<'bySchool'>[number], SchoolAwaiting>,
  Is<Answer<'count'>, QueueCount>,
  Is<Answer<'openOrCreate'>['form'], DeferralRecord>,
  Is<Answer<'decide'>, DeferralResult>,
  Is<Answer<'cancel'>, WithMessage>,
  Is<Answer<'removeLast'>, WithMessage>,
  Is<Answer<'send'>, SendResult>,
  Is<Answer<'removeExecution'>, WithMessage>,
  Is<Answer<'reasons'>, EnumList>,
];
