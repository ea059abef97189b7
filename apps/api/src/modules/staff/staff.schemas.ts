import { z } from 'zod';

/**
 * A person of the school staff (spec 02 §3 'Person'): one record per CPF whatever its functions and
 * schools. The common fields, then the extras of the person's functions (coordinator's training,
 * director's formacaoGestao, teacher's experience and fixed values) as they were last saved.
 */
export const servidorSchema = z
  .looseObject({
    id: z.number().int(),
    nome: z.string(),
    cpf: z.string(),
    email: z.string().nullable(),
    emailPessoal: z.string().nullable(),
    dataNascimento: z.string().nullable(),
    sexo: z.string().nullable(),
    telefone: z.string().nullable(),
  })
  .meta({ id: 'Servidor' });

export type Servidor = z.infer<typeof servidorSchema>;

/** One class of the teacher lookup (GET /api/Servidor/Professor). */
export const teacherClassSchema = z.object({
  turmaId: z.number().int(),
  codigoTurma: z.string(),
  nomeTurma: z.string(),
  escolaId: z.number().int(),
  nomeEscola: z.string(),
  municipio: z.string(),
  cre: z.string(),
  turno: z.number().int(),
  serie: z.number().int(),
  nivelEnsino: z.number().int(),
  anoTurma: z.number().int(),
});

export type TeacherClass = z.infer<typeof teacherClassSchema>;

export const teacherLookupSchema = z.object({
  nome: z.string(),
  cpf: z.string(),
  turmas: z.array(teacherClassSchema),
});
