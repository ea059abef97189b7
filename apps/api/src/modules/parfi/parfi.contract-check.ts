/**
 * Compile-time check that the PARFI answers match their contract (packages/domain/src/contracts/parfi.ts),
 * whose types the web reads: a view that drops or retypes a field fails `npm run typecheck`. The
 * routes keep no response schema (their OpenAPI and serialisation are unchanged).
 */
import type {
  Acao,
  AnoParfi,
  AttachedFile,
  DeferirArquivo,
  Deferimento,
  DocumentType,
  Meta,
  Execucao,
  Objetivo,
  PrizeYear,
  ObjetivoObrigatorio,
  PlanoAcao,
  PlanoAcaoLinha,
  PlanoParfi,
} from '@siam/domain/contracts/parfi';
import type { createParfiService } from './parfi.service';
import type { ActionView, ExecutionView, MandatoryView, PlanView } from './parfi.views';
import type { Is } from '../../lib/contract-check';

type Service = ReturnType<typeof createParfiService>;
type Answer<K extends keyof Service> = Service[K] extends (...args: never[]) => infer R ? Awaited<R> : never;

export type ParfiContractCheck = [
  Is<PlanView, PlanoParfi>,
  Is<PlanView['planoAcao'][number], PlanoAcaoLinha>,
  Is<ActionView, PlanoAcao>,
  Is<ExecutionView, Execucao>,
  Is<ExecutionView['arquivosAnexado'][number], AttachedFile>,
  Is<ExecutionView['arquivosAnexado'][number]['deferirArquivos'][number], DeferirArquivo>,
  Is<ExecutionView['deferirExecucoes'][number], Deferimento>,
  Is<PlanView['anoParfi'], PlanoParfi['anoParfi']>,
  Is<MandatoryView, ObjetivoObrigatorio>,
  Is<Answer<'getPlan'>, PlanoParfi>,
  Is<Answer<'getAction'>, PlanoAcao>,
  Is<Answer<'prizeYears'>[number], PrizeYear>,
  Is<Answer<'parfiYears'>[number], AnoParfi>,
  Is<Answer<'objectives'>[number], Objetivo>,
  Is<Answer<'objectives'>[number]['metas'][number], Meta>,
  Is<Answer<'objectives'>[number]['acoes'][number], Acao>,
  Is<Answer<'documentTypes'>[number], DocumentType>,
  Is<Answer<'mandatoryOfSchool'>[number], ObjetivoObrigatorio>,
];
