/**
 * Compile-time check that the visit-report answers match their contract
 * (packages/domain/src/contracts/visit-reports.ts), whose types the web reads: an answer that drops or
 * retypes a field fails `npm run typecheck`. The routes keep no response schema (their OpenAPI and
 * serialisation are unchanged), except the pairing's, which validates with the contract's schema.
 */
import type {
  CategoriaRelatorio,
  CriterioRelatorio,
  Indicador,
  IndicadorRelatorio,
  ParticipantAdded,
  Participante,
  RelatorioCompleto,
  RelatorioVisita,
  ReportSaved,
  TipoRelatorio,
  UsuarioParticipante,
} from '@siam/domain/contracts/visit-reports';
import type { WithMessage } from '@siam/domain/contracts/parfi';
import type { createVisitReportsService } from './visit-reports.service';
import type { Is } from '../../lib/contract-check';

type Service = ReturnType<typeof createVisitReportsService>;
type Answer<K extends keyof Service> = Service[K] extends (...args: never[]) => infer R ? Awaited<R> : never;

export type VisitReportsContractCheck = [
  Is<Answer<'reportTypes'>[number], TipoRelatorio>,
  Is<Answer<'categories'>[number], CategoriaRelatorio>,
  Is<Answer<'indicators'>[number], Indicador>,
  Is<Answer<'criteria'>[number], CriterioRelatorio>,
  Is<Answer<'list'>[number], RelatorioVisita>,
  Is<Answer<'get'>, RelatorioVisita>,
  Is<Answer<'detail'>, RelatorioCompleto>,
  Is<Answer<'detail'>['indicadores'][number], IndicadorRelatorio>,
  Is<Answer<'detail'>['participantes'][number], Participante>,
  Is<Answer<'answers'>[number], IndicadorRelatorio>,
  Is<Answer<'participants'>[number], Participante>,
  Is<Answer<'lookupUser'>, UsuarioParticipante>,
  Is<Answer<'create'>, number>,
  Is<Answer<'update'>, ReportSaved>,
  Is<Answer<'addParticipant'>, ParticipantAdded>,
  Is<Answer<'remove'>, WithMessage>,
  Is<Answer<'removeParticipant'>, WithMessage>,
];
