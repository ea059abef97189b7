/**
 * Compile-time check that the award answers match their contract (packages/domain/src/contracts/award.ts),
 * whose types the web reads: an answer that drops or retypes a field fails `npm run typecheck`. The
 * routes keep no response schema (their OpenAPI and serialisation are unchanged).
 */
import type { AnoPremio, AwardSaved } from '@siam/domain/contracts/award';
import type { createParfiService } from '../parfi';
import type { createAwardService } from './award.service';
import type { Is } from '../../lib/contract-check';

type Award = ReturnType<typeof createAwardService>;
type Parfi = ReturnType<typeof createParfiService>;

export type AwardContractCheck = [
  Is<Awaited<ReturnType<Parfi['awardYears']>>[number], AnoPremio>,
  Is<Awaited<ReturnType<Award['create']>>, AwardSaved>,
  Is<Awaited<ReturnType<Award['update']>>, AwardSaved>,
];
