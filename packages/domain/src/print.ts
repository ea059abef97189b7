/**
 * Printed and archived documents (issue 17 item 2), written once for the print views of the web app
 * and the PDFs of the API: the header's stamp (date and time of generation), the signature lines a
 * paper form carries, and the name of a downloaded PDF.
 */
import { formatAuditInstant } from './student-audit';

/** 'dd/mm/aaaa às hh:mm' of an instant, in `timeZone` (default: the runtime's). */
export function formatPrintStamp(at: Date, timeZone?: string): string {
  const full = formatAuditInstant(at.toISOString(), timeZone); // 'dd/mm/aaaa hh:mm:ss'
  const [date = '', time = ''] = full.split(' ');
  return `${date} às ${time.slice(0, 5)}`;
}

/** The instant truncated to the minute: the generation stamp, so two downloads in a minute are equal. */
export function printMinute(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** Who signs each paper form (one 'Assinatura' line each). */
export const PRINT_SIGNATURES = {
  parfiPlan: ['Diretor(a) da escola', 'Presidente do Conselho Escolar'],
  parfiExecution: ['Diretor(a) da escola', 'Presidente da Unidade Executora'],
  visitReport: ['Visitante (escola premiada)', 'Diretor(a) da escola visitada'],
  learningMonitoring: ['Professor(a) da turma', 'Coordenador(a) pedagógico(a)'],
} as const satisfies Record<string, readonly string[]>;

/** The file name of a downloaded PDF: ASCII letters, digits and hyphens, e.g. 'plano-parfi-27012345-2025.pdf'. */
export function pdfFileName(...parts: (string | number)[]): string {
  const slug = parts
    .map((p) =>
      String(p)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${slug || 'documento'}.pdf`;
}

/** A PARFI plan's actions grouped by objective, in objective code order (the printed plan). */
export function groupByObjective<T extends { objetivoId: number; objetivoCodigo: number; objetivo: string }>(
  rows: readonly T[],
): { objetivoId: number; codigo: number; objetivo: string; rows: T[] }[] {
  const groups = new Map<number, { objetivoId: number; codigo: number; objetivo: string; rows: T[] }>();
  for (const r of rows) {
    const g = groups.get(r.objetivoId) ?? {
      objetivoId: r.objetivoId,
      codigo: r.objetivoCodigo,
      objetivo: r.objetivo,
      rows: [],
    };
    g.rows.push(r);
    groups.set(r.objetivoId, g);
  }
  return [...groups.values()].sort((a, b) => a.codigo - b.codigo);
}
