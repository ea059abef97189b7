/**
 * Wire contract of 'O que aguarda você' (GET /api/Pendencias, issue 17 item 5, docs/decisions/125): the
 * pending work of the caller's active role in its scope, one item per kind (and term), counts from
 * the server. An item whose count is 0 is left out; nothing pending is `[]`.
 */
import { z } from 'zod';
import { ATTENTION_KINDS } from '../attention';

/** One line under an item: a school, a class… with its own count or a short description. */
export const pendenciaDetalheSchema = z.object({
  rotulo: z.string(),
  quantidade: z.number().int().nullable().optional(),
  descricao: z.string().nullable().optional(),
});

export const pendenciaSchema = z.object({
  tipo: z.enum(ATTENTION_KINDS),
  titulo: z.string(),
  quantidade: z.number().int().positive(),
  /** The deadline ('AAAA-MM-DD'), when the work has one (a monitoring window's end). */
  prazo: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  /** Days from today (America/Maceio) to `prazo`: 0 on its last day, negative after it. */
  diasRestantes: z.number().int().nullable().optional(),
  /** The web route, with its query, of the screen that handles the work. */
  rota: z.string(),
  detalhes: z.array(pendenciaDetalheSchema).optional(),
});
export type Pendencia = z.output<typeof pendenciaSchema>;
export type PendenciaDetalhe = z.output<typeof pendenciaDetalheSchema>;

export const pendenciasSchema = z.array(pendenciaSchema);
