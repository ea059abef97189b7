/** Shapes both monitoring kinds answer (docs/api-contract-monitoring.md 'Shapes'), and their query fields. */
import { z } from 'zod';
import { TURNOS, isEnumId } from '@siam/domain/enums';
import { NOT_STARTED, OWN_CLASS } from '@siam/domain/monitoring';
import { cpfSchema } from '@siam/domain/cpf';
import { emptyAsUndefined, idField } from '../../../lib/params';
import { periodoSchema, termQuery, yearQuery } from '../../periods';

export const MONITORING_MSG = {
  escolaInvalida: 'Escola inválida.',
  turmaInvalida: 'Turma inválida.',
  turnoInvalido: 'Turno inválido.',
  categoriaInvalida: 'Categoria inválida.',
  estruturaInvalida: 'Estrutura inválida.',
  alunoInvalido: 'Estudante inválido.',
  criterioInvalido: 'Critério inválido para a habilidade informada.',
  turmaNaoEncontrada: 'Nenhuma turma encontrada',
  escolaNaoEncontrada: 'Nenhuma escola encontrada',
  turmaOutroAno: 'A turma não é do ano informado.',
  semEstudantes: 'Nenhum estudante encontrado para acompanhamento.',
  semRespostas: 'Nenhuma resposta para o acompanhamento',
  respostasMisturadas: 'Todas as respostas devem ser do mesmo acompanhamento.',
  foraDoPeriodo: 'Fora do período de acompanhamento ano/bimestre informados!',
  responsavelDiferente: 'O responsável deve ser o professor que está lançando o acompanhamento.',
  informeTurmaOuAcompanhamento: 'Informe o acompanhamento ou a turma, o ano e o bimestre.',
  own: OWN_CLASS,
  notStarted: NOT_STARTED,
} as const;

export const levelCountSchema = z.object({ nivel: z.number(), quantidade: z.number() });

export const turmaAcompanhamentoSchema = z.object({
  turmaId: z.number(),
  nomeTurma: z.string(),
  codigoTurma: z.string(),
  serie: z.number(),
  turno: z.number(),
  anoTurma: z.number(),
  nomeProfessor: z.string().nullable(),
  cpfProfessor: z.string().nullable(),
  acompanhamentoId: z.number().nullable(),
  status: z.boolean(),
  validado: z.boolean().nullable(),
  situacao: z.number(),
  justificativa: z.string().nullable(),
});
export type TurmaAcompanhamento = z.output<typeof turmaAcompanhamentoSchema>;

export const alunoAcompanhamentoSchema = z.object({
  alunoId: z.number(),
  acompanhamentoAlunoId: z.number(),
  nome: z.string(),
  cpf: z.string().nullable(),
  dataNascimento: z.string(),
  situacao: z.number(),
  alfabetizado: z.boolean(),
  totalNiveis: z.array(levelCountSchema),
});
export type AlunoAcompanhamento = z.output<typeof alunoAcompanhamentoSchema>;

export const acompanhamentoSchema = z.object({
  acompanhamentoId: z.number(),
  ano: z.number(),
  bimestre: z.number(),
  turmaId: z.number(),
  nomeTurma: z.string(),
  anoTurma: z.number(),
  serie: z.number(),
  turno: z.number(),
  nomeEscola: z.string(),
  escolaId: z.number(),
  responsavel: z.string(),
  nomeProfessor: z.string().nullable(),
  cpfProfessor: z.string(),
  componenteCurricular: z.number(),
  codigosGenerosTextuais: z.array(z.number()),
  status: z.boolean(),
  validado: z.boolean().nullable(),
  situacao: z.number(),
  justificativa: z.string().nullable(),
  totalNiveis: z.array(levelCountSchema),
  periodo: periodoSchema.nullable(),
  alunoAcompanhamento: z.array(alunoAcompanhamentoSchema),
});
export type Acompanhamento = z.output<typeof acompanhamentoSchema>;

export const situacaoSchema = z.object({ situacao: z.number() });

/** A CPF in a body or query (exactly masked or bare) → 11 digits; anything else → 'CPF inválido'. */
export const cpfValue = cpfSchema();

export const optionalCpf = z.preprocess(emptyAsUndefined, cpfValue.optional());

export const turnoQuery = z.preprocess(
  emptyAsUndefined,
  z
    .preprocess(
      (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
      z.number({ error: MONITORING_MSG.turnoInvalido }).refine((n) => isEnumId(TURNOS, n), {
        error: MONITORING_MSG.turnoInvalido,
      }),
    )
    .optional(),
);

/** `?escolaId=&bimestre=&ano=&turno=` of the school class lists. */
export const schoolListQuery = z.object({
  escolaId: idField(MONITORING_MSG.escolaInvalida),
  bimestre: termQuery(),
  ano: yearQuery(),
  turno: turnoQuery,
});
