/**
 * The audit of a student's personal data (docs/decisions/104). Every route whose answer carries a
 * student's personal data (name, CPF, birth date, mother's name...) declares it in its route config:
 *
 * - `{ read, detail, ids }`: a read. After the handler, before the answer is serialised, one row
 *   records the caller, role, address, action and every student of the answer (their ids).
 *   If the insert fails the answer is not sent (the data is not shown unrecorded).
 * - `{ write }`: a write. The service records it inside the write's transaction (through `audit()`
 *   for `aluno` entities, or `insertStudentAccess` for a batch such as the SIGE sync), so the record
 *   exists exactly when the change does. The answer (the changed student) is covered by that row.
 *
 * `student-access.test.ts` fails for a route whose response schema carries student fields and that
 * declares neither.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { motivoLabel } from '@siam/domain/enums';
import type { StudentAccessAction } from '@siam/domain/student-audit';
import type { Db } from '../../db/types';
import { insertStudentAccessBatch, type AccessRow, type AccessWho } from './student-access.repository';

export type StudentAccessRule =
  | {
      read: StudentAccessAction;
      /** The detail shown on the audit screen ('Busca por CPF', the class, the monitoring...). */
      detail: (request: FastifyRequest, payload: unknown) => string;
      /** The students of the answer. */
      ids: (payload: unknown) => number[];
      /** Also record a read that found nobody (a search), with no student. */
      recordEmpty?: (request: FastifyRequest) => string;
    }
  | { write: StudentAccessAction };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route reads or changes a student's personal data (decision 104). */
    studentAccess?: StudentAccessRule;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const idsFrom = (items: unknown, key: string): number[] =>
  Array.isArray(items)
    ? items.flatMap((item) => (isObject(item) && typeof item[key] === 'number' ? [item[key]] : []))
    : [];

/** Extractors of the students of an answer. */
export const studentIds = {
  /** An array of students (`id`). */
  list: (payload: unknown) => [...new Set(idsFrom(payload, 'id'))],
  /** A monitoring with its students (`alunoAcompanhamento[].alunoId`). */
  monitoring: (payload: unknown) =>
    isObject(payload) ? [...new Set(idsFrom(payload.alunoAcompanhamento, 'alunoId'))] : [],
};

/** The detail of a monitoring answer: the class, school and term. */
export function monitoringDetail(kind: string) {
  return (_request: FastifyRequest, payload: unknown): string => {
    if (!isObject(payload)) return kind;
    const { nomeTurma, nomeEscola, bimestre, ano } = payload;
    return `${kind}: turma ${String(nomeTurma)} — ${String(nomeEscola)}, ${String(bimestre)}º bimestre de ${String(ano)}`;
  };
}

/**
 * Group commit of the reads' records (decision 104 addendum). Each answer waits until its rows are
 * committed, as before, but the rows of the requests that arrive together share one insert: while
 * an insert is in flight the next rows gather, and go in one statement when it ends. Under load a
 * read no longer pays a statement and a WAL flush of its own (a statement is a round trip and a
 * loopback write system call, the largest cost of a hot read, docs/performance.md); alone, a read
 * waits for nothing more than its own insert. If the insert fails, every answer of that batch fails.
 */
export function createAccessRecorder(db: Db, maxRows = 2000) {
  type Waiter = { n: number; resolve: () => void; reject: (e: unknown) => void };
  let rows: (AccessWho & AccessRow)[] = [];
  let waiters: Waiter[] = [];
  let running = false;

  async function drain(): Promise<void> {
    while (rows.length > 0) {
      // The waiters whose rows all fall in this batch (a request's rows are never split).
      let taken = 0;
      let count = 0;
      for (const w of waiters) {
        if (count + w.n > maxRows && taken > 0) break;
        count += w.n;
        taken += 1;
      }
      const mine = waiters.slice(0, taken);
      const sent = rows.slice(0, count);
      rows = rows.slice(count);
      waiters = waiters.slice(taken);
      try {
        await insertStudentAccessBatch(db, sent);
        for (const w of mine) w.resolve();
      } catch (error) {
        for (const w of mine) w.reject(error);
      }
    }
    running = false;
  }

  return function record(who: AccessWho, own: readonly AccessRow[]): Promise<void> {
    if (own.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      for (const r of own) rows.push({ ...who, ...r });
      waiters.push({ n: own.length, resolve, reject });
      if (!running) {
        running = true;
        void drain();
      }
    });
  };
}

/** Records the reads declared by the routes (their rows committed before the answer is sent). */
export function registerStudentAccessAudit(app: FastifyInstance, db: Db): void {
  const record = createAccessRecorder(db);
  app.addHook('preSerialization', async (request, reply, payload) => {
    const rule = request.routeOptions.config.studentAccess;
    if (!rule || !('read' in rule) || reply.statusCode >= 300) return payload;
    const caller = request.caller;
    if (!caller) throw new Error('a student data route without requireFeature guard');
    const ids = rule.ids(payload);
    // A list exported as a file (decision 128) is recorded as an export of the same students.
    const exporting = request.exporting;
    const acao = exporting ? 'exportar' : rule.read;
    const detail = (text: string) =>
      exporting ? `${text} (arquivo ${exporting.format.toUpperCase()})` : text;
    let row: AccessRow;
    if (ids.length > 0) {
      row = { alunoIds: ids, acao, detalhe: detail(rule.detail(request, payload)) };
    } else if (rule.recordEmpty) {
      row = { alunoIds: [], acao, detalhe: detail(rule.recordEmpty(request)) };
    } else {
      return payload;
    }
    await record({ usuarioCpf: caller.cpf, perfilId: caller.role, ip: request.ip }, [row]);
    return payload;
  });
}

// ---------------------------------------------------------------- writes (inside the transaction)

/** The form's fields, named as the screen shows them. */
const FIELD_LABELS: Record<string, string> = {
  nome: 'nome',
  cpf: 'CPF',
  sexo: 'sexo',
  cor: 'cor/raça',
  dataNascimento: 'data de nascimento',
  nomeMae: 'nome da mãe',
  nomePai: 'nome do pai',
  codigoInep: 'código INEP',
  transporte: 'transporte',
  nivelEnsino: 'nível de ensino',
  serie: 'série',
  participaAee: 'AEE',
  contraturno: 'contraturno',
  pessoaComDeficiencia: 'deficiência',
  descricaoDeficiencia: 'descrição da deficiência',
  dificuldadePedagogica: 'dificuldade pedagógica',
  estudanteAlfabetizado: 'alfabetizado',
};

const field = (v: unknown, key: string): unknown => (isObject(v) ? v[key] : undefined);
const className = (v: unknown): string => {
  const turma = field(v, 'turmaAtual');
  return isObject(turma) && typeof turma.nomeTurma === 'string' ? turma.nomeTurma : '—';
};

/** The screen's detail of a write of the students module (`audit()` of entity 'aluno'). */
export function describeStudentWrite(action: string, before: unknown, after: unknown): string {
  switch (action) {
    case 'cadastrar':
      return 'Cadastro do estudante';
    case 'editar': {
      const changed = Object.keys(FIELD_LABELS).filter(
        (k) => JSON.stringify(field(before, k) ?? null) !== JSON.stringify(field(after, k) ?? null),
      );
      return changed.length === 0
        ? 'Edição sem alteração de dados'
        : `Campos alterados: ${changed.map((k) => FIELD_LABELS[k]).join(', ')}`;
    }
    case 'excluir':
      return 'Exclusão do estudante (exclusão lógica)';
    case 'enturmar': {
      const escola = field(field(after, 'escola'), 'nomeEscola');
      return `Enturmação na turma ${className(after)}${typeof escola === 'string' ? ` — ${escola}` : ''}`;
    }
    case 'movimentar':
      return `Remanejamento da turma ${className(before)} para ${className(after)}`;
    case 'finalizar': {
      const motivo = field(after, 'motivo');
      return `Fim da permanência na turma ${className(before)} (motivo: ${motivoLabel(typeof motivo === 'number' ? motivo : null)})`;
    }
    default:
      return action;
  }
}
