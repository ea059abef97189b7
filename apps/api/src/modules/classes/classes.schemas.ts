import { z } from 'zod';

/** A class as the class lists answer it (spec 01 §3, spec 02 §3). */
export const turmaSchema = z
  .object({
    id: z.number().int(),
    codigoTurma: z.string(),
    nomeTurma: z.string(),
    serie: z.number().int(),
    turno: z.number().int(),
    nivelEnsino: z.number().int(),
    composicaoEnsino: z.number().int(),
    modalidadeEnsino: z.number().int(),
    situacao: z.number().int(),
    quantidadeAlunos: z.number().int(),
    escolaId: z.number().int(),
    nomeProfessor: z.string().nullable(),
    cpfProfessor: z.string().nullable(),
    idProfessor: z.number().int().nullable(),
    anoTurma: z.number().int(),
    ano: z.number().int(),
    multisseriada: z.boolean(),
    anexo: z.boolean(),
    nomeAnexo: z.string().nullable(),
  })
  .meta({ id: 'Turma' });

export type Turma = z.infer<typeof turmaSchema>;

export const CLASS_MSG = {
  serieInvalida: 'Série inválida.',
  situacaoInvalida: 'Situação inválida.',
  anoInvalido: 'Ano inválido.',
  escolaNaoEncontrada: 'Nenhuma escola encontrada',
} as const;

/** Answer of PUT /api/Turmas/{id}/Situacao. */
export const situationAnswerSchema = z.object({ mensagem: z.string() });
