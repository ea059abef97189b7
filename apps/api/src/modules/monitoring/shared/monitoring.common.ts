/**
 * Rules both monitoring kinds share (spec 02 §4-§6, docs/api-contract-monitoring.md): who may read, who
 * may write (the class's current teacher with role Professor Escola, `responsavel` = own CPF), the
 * windows (entry for start/answers/finish, validation for validation) and the validator's checks.
 */
import {
  ALREADY_FINISHED,
  FINISH_EXPIRED,
  START_EXPIRED,
  isInside,
  mayValidateMonitoring,
  monitoringToday,
  monitoringWindow,
  validationBlocker,
  validationWindow,
} from '@siam/domain/monitoring';
import { isClassTeacher } from '@siam/domain/roles';
import type { Db } from '../../../db/types';
import { badRequest, forbidden } from '../../../lib/errors';
import type { Caller } from '../../../lib/caller';
import { assertSchoolInScope, isPlaceInScope } from '../../auth';
import type { Periodo } from '@siam/domain/contracts/periods';
import type { MonitoredClass, MonitoringRow } from './monitoring.repository';
import {
  MONITORING_MSG,
  type Acompanhamento,
  type AlunoAcompanhamento,
} from '@siam/domain/contracts/monitoring';

export interface Ctx {
  caller: Caller;
  ip?: string | null;
}

/** Today in America/Maceio ('YYYY-MM-DD') by the app's clock. */
export const todayOf = (now: () => Date): string => monitoringToday(now());

/**
 * Reading a class's monitoring: a teacher only for a class they teach or a monitoring they are
 * responsible for (and in their school); every other role within its scope.
 */
export async function assertCanRead(
  db: Db,
  caller: Caller,
  cls: MonitoredClass,
  m: MonitoringRow | null,
): Promise<void> {
  await assertSchoolInScope(db, caller, cls.escolaId);
  assertTeacherCanRead(caller, cls, m);
}

/**
 * `assertCanRead` when the school's place was read with the class (one statement for the whole
 * answer): the same checks in the same order, the scope from that place (`isPlaceInScope`).
 */
export function assertCanReadAt(
  caller: Caller,
  cls: MonitoredClass,
  m: MonitoringRow | null,
  place: { municipio: number; regional: number } | null,
): void {
  if (!isPlaceInScope(caller, cls.escolaId, place)) throw forbidden();
  assertTeacherCanRead(caller, cls, m);
}

function assertTeacherCanRead(caller: Caller, cls: MonitoredClass, m: MonitoringRow | null): void {
  if (isClassTeacher(caller.role) && cls.professorCpf !== caller.cpf && m?.responsavel !== caller.cpf) {
    throw forbidden();
  }
}

/** Writing (start, answers, genres, finish): Professor Escola, the class's current teacher, own monitoring. */
export async function assertWriter(
  db: Db,
  caller: Caller,
  cls: MonitoredClass,
  m: MonitoringRow | null,
): Promise<void> {
  if (!isClassTeacher(caller.role)) throw forbidden();
  await assertSchoolInScope(db, caller, cls.escolaId);
  if (cls.professorCpf !== caller.cpf) throw forbidden();
  if (m && m.responsavel !== caller.cpf) throw forbidden();
}

/** Starting needs today inside the entry window of the term's period. */
export function assertCanStart(period: Periodo | null, today: string): void {
  if (!isInside(monitoringWindow(period), today)) throw badRequest(START_EXPIRED);
}

/** Answers, genres and finishing: not finished, today inside the entry window. */
export function assertCanChange(m: MonitoringRow, period: Periodo | null, today: string): void {
  if (m.status) throw badRequest(ALREADY_FINISHED);
  const w = monitoringWindow(period);
  if (w && today > w.fim) throw badRequest(FINISH_EXPIRED);
  if (!isInside(w, today)) throw badRequest(MONITORING_MSG.foraDoPeriodo);
}

/**
 * Validation: Coordenador Escola of the class's school (the administrator cannot validate), not the
 * caller's own class, a finished monitoring not yet decided, today inside the validation window.
 */
export async function assertCanValidate(
  db: Db,
  caller: Caller,
  cls: MonitoredClass,
  m: MonitoringRow,
  period: Periodo | null,
  today: string,
): Promise<void> {
  if (!mayValidateMonitoring(caller.role)) throw forbidden();
  await assertSchoolInScope(db, caller, cls.escolaId);
  const blocker = validationBlocker({
    ownClass: m.responsavel === caller.cpf || cls.professorCpf === caller.cpf,
    finished: m.status,
    validado: m.validado,
    insideWindow: isInside(validationWindow(period), today),
  });
  if (blocker) throw badRequest(blocker);
}

/** The `Acompanhamento` shape from its parts. */
export function toAcompanhamento(
  m: MonitoringRow,
  cls: MonitoredClass,
  parts: {
    periodo: Periodo | null;
    generos: number[];
    totalNiveis: { nivel: number; quantidade: number }[];
    alunos: AlunoAcompanhamento[];
  },
): Acompanhamento {
  return {
    acompanhamentoId: m.id,
    ano: m.ano,
    bimestre: m.bimestre,
    turmaId: cls.id,
    nomeTurma: cls.nomeTurma,
    anoTurma: cls.anoTurma,
    serie: cls.serie,
    turno: cls.turno,
    nomeEscola: cls.nomeEscola,
    escolaId: cls.escolaId,
    responsavel: m.responsavel,
    nomeProfessor: m.nomeResponsavel ?? (cls.professorCpf === m.responsavel ? cls.professorNome : null),
    cpfProfessor: m.responsavel,
    componenteCurricular: m.componente,
    codigosGenerosTextuais: parts.generos,
    status: m.status,
    validado: m.validado,
    situacao: m.situacao,
    justificativa: m.justificativa,
    totalNiveis: parts.totalNiveis,
    periodo: parts.periodo,
    alunoAcompanhamento: parts.alunos,
  };
}
