/**
 * Wire contract of the award years (`/AnoPremio`; spec 03 §7.5, §9, docs/api-contract-issue7-visits-award.md):
 * the answers' schemas type the web (derived with z.output) and are checked against the API at
 * compile time (apps/api/src/modules/award/award.contract-check.ts). The bodies are checked by the
 * API field by field, in the editor's order (award.service.ts `parseAwardBody`, its messages): their
 * schemas here describe what the screen sends.
 */
import { z } from 'zod';

/** How many schools an award category has. */
export const qtdEscolasSchema = z.object({ categoriaId: z.number(), quantidadeEscolas: z.number() });
export type QtdEscolas = z.output<typeof qtdEscolasSchema>;

/** An award year as GET /api/AnoPremio answers it; money in reais (two decimals). */
export const anoPremioSchema = z.object({
  id: z.number(),
  ano: z.number(),
  primeiroAnoParfi: z.number(),
  segundoAnoParfi: z.number(),
  // This API always sends both (NOT NULL columns); null stays allowed because the screen shows
  // 'Valor não informado' for a year without a value (spec 03 §2.14), as the legacy API answered.
  valorPremiada: z.number().nullable(),
  valorFomentada: z.number().nullable(),
  porcentagemPrimeiraParcela: z.number(),
  qtdEscolas: z.array(qtdEscolasSchema),
  pareamentoEscolas: z.array(z.number()),
});
export type AnoPremio = z.output<typeof anoPremioSchema>;

/** The answer of POST and PUT /api/AnoPremio: the success text and the year saved. */
export const awardSavedSchema = z.object({ mensagem: z.string(), anoPremio: anoPremioSchema });
export type AwardSaved = z.output<typeof awardSavedSchema>;

/** The body of POST /api/AnoPremio (every field but `ano` may be left out: the §9 defaults apply). */
export const awardCreateBodySchema = z.object({
  ano: z.number(),
  primeiroAnoParfi: z.number(),
  segundoAnoParfi: z.number(),
  valorPremiada: z.number(),
  valorFomentada: z.number(),
  porcentagemPrimeiraParcela: z.number(),
  categoriaEscolas: z.array(qtdEscolasSchema),
});
export type NewAwardBody = z.input<typeof awardCreateBodySchema>;

/** The body of PUT /api/AnoPremio: omitted fields keep their value; the year itself cannot change. */
export const awardUpdateBodySchema = z.object({
  id: z.number(),
  ano: z.number(),
  valorPremiada: z.number().optional(),
  valorFomentada: z.number().optional(),
  porcentagemPrimeiraParcela: z.number().optional(),
  qtdEscolas: z.array(qtdEscolasSchema).optional(),
});
export type AwardChangeBody = z.input<typeof awardUpdateBodySchema>;
