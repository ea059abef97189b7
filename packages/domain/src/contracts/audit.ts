/** Wire contract of the student-data audit (GET /api/Auditoria/Estudante, decision 104). */
import { z } from 'zod';
import { studentAuditQuerySchema } from '../student-audit';

export { studentAuditQuerySchema };

export const studentAuditRowSchema = z.object({
  /** ISO 8601 instant. */
  quando: z.string(),
  usuario: z.object({ nome: z.string(), cpf: z.string() }),
  perfil: z.string(),
  acao: z.string(),
  detalhe: z.string(),
  ip: z.string().nullable(),
});

export const studentAuditAnswerSchema = z.object({
  /** The students the filter names (a CPF may name a deleted student and its re-registration). */
  alunos: z.array(
    z.object({ id: z.number(), nome: z.string(), cpf: z.string().nullable(), excluido: z.boolean() }),
  ),
  pagina: z.number(),
  tamanho: z.number(),
  total: z.number(),
  itens: z.array(studentAuditRowSchema),
});

export type StudentAuditRow = z.output<typeof studentAuditRowSchema>;
export type StudentAuditAnswer = z.output<typeof studentAuditAnswerSchema>;
