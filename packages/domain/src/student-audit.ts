/**
 * The audit of a student's personal data (docs/decisions/104): the actions recorded, their labels on
 * the administrator's screen /auditoria-estudante, the screen's query and its answer.
 */
import { z } from 'zod';
import { CPF_INVALID, isValidCpf, normalizeCpf } from './cpf';
import { onlyDigits } from './text';

/** Every action recorded in `student_access_log`, with the label the screen shows. */
export const STUDENT_ACCESS_ACTIONS = {
  consultar: 'Consulta',
  listar: 'Listagem',
  cadastrar: 'Cadastro',
  editar: 'Edição',
  excluir: 'Exclusão',
  enturmar: 'Enturmação',
  movimentar: 'Remanejamento',
  finalizar: 'Finalização',
  sincronizar: 'Sincronização SIGE',
  exportar: 'Exportação',
} as const;

export type StudentAccessAction = keyof typeof STUDENT_ACCESS_ACTIONS;

/** Reads show data; the others change it. */
export const STUDENT_READ_ACTIONS: readonly StudentAccessAction[] = ['consultar', 'listar', 'exportar'];

export function studentAccessLabel(acao: string): string {
  return (STUDENT_ACCESS_ACTIONS as Record<string, string>)[acao] ?? acao;
}

export const STUDENT_AUDIT_TITLE = 'Auditoria de dados do estudante';
export const STUDENT_AUDIT_EMPTY = 'Nenhum acesso registrado para este estudante.';
export const STUDENT_AUDIT_FILTER_REQUIRED = 'Informe o CPF ou o código do estudante.';
export const STUDENT_AUDIT_PAGE_INVALID = 'Página inválida.';
export const STUDENT_AUDIT_SIZE_INVALID = 'Quantidade de linhas por página inválida (1 a 100).';
export const STUDENT_AUDIT_ID_INVALID = 'Código do estudante inválido.';

/** Page sizes of the screen's table (and the API's bound). */
export const STUDENT_AUDIT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const STUDENT_AUDIT_MAX_PAGE_SIZE = 100;

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const positiveInt = (message: string, max: number) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: message })
      .regex(/^\s*\d{1,9}\s*$/, { error: message })
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, { error: message })
      .optional(),
  );

/**
 * GET /api/Auditoria/Estudante: `?alunoId=` or `?cpf=` (masked or digits), `pagina` from 1, `tamanho`
 * 1..100 (default 10). Answers `{ tipo, valor, pagina, tamanho }`.
 */
export const studentAuditQuerySchema = z
  .object({
    alunoId: positiveInt(STUDENT_AUDIT_ID_INVALID, 2_147_483_647),
    cpf: z.preprocess(emptyAsUndefined, z.string({ error: CPF_INVALID }).optional()),
    pagina: positiveInt(STUDENT_AUDIT_PAGE_INVALID, 1_000_000),
    tamanho: positiveInt(STUDENT_AUDIT_SIZE_INVALID, STUDENT_AUDIT_MAX_PAGE_SIZE),
  })
  .transform((q, ctx) => {
    const page = { pagina: q.pagina ?? 1, tamanho: q.tamanho ?? 10 };
    if (q.alunoId !== undefined) return { tipo: 'id' as const, alunoId: q.alunoId, cpf: null, ...page };
    if (q.cpf !== undefined) {
      if (!isValidCpf(q.cpf)) {
        ctx.addIssue({ code: 'custom', message: CPF_INVALID });
        return z.NEVER;
      }
      return { tipo: 'cpf' as const, alunoId: null, cpf: normalizeCpf(q.cpf), ...page };
    }
    ctx.addIssue({ code: 'custom', message: STUDENT_AUDIT_FILTER_REQUIRED });
    return z.NEVER;
  });

export type StudentAuditQuery = z.output<typeof studentAuditQuerySchema>;

/** A CPF shown on the audit screen: only the middle six digits ('***.456.789-**'). */
export function maskCpfForAudit(cpf: string | null): string {
  const d = onlyDigits(cpf ?? '');
  if (d.length !== 11) return '***.***.***-**';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

// The answer's schema (GET /api/Auditoria/Estudante) is the wire contract: contracts/audit.ts.

export const STUDENT_AUDIT_CPF_REQUIRED = 'Informe o CPF do estudante.';

/** The screen's search form: the student's CPF (masked or digits). */
export const studentAuditFormSchema = z.object({
  cpf: z
    .string()
    .trim()
    .min(1, { error: STUDENT_AUDIT_CPF_REQUIRED })
    .refine((v) => isValidCpf(v), { error: CPF_INVALID }),
});

export type StudentAuditFormValues = z.infer<typeof studentAuditFormSchema>;

/** 'dd/mm/aaaa hh:mm:ss' of an ISO instant, in the browser's time zone (or `timeZone`). */
export function formatAuditInstant(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
