/**
 * The SIGE feed (a school's classes of the current school year with their students), as the SIGE
 * service answers it and the demo SIGE builds it. Read by the sige-sync module's adapters and by the
 * demo data (db/seed/demo-sige.ts), so it lives outside the module.
 */
import { z } from 'zod';
import { isValidCpf } from '@siam/domain/cpf';
import { isIsoDate } from '@siam/domain/dates';

const sigeStudentSchema = z.object({
  /** The SIGE enrolment number: the student's identifier there. */
  matricula: z.string().trim().min(1).max(30),
  nome: z.string().trim().min(1).max(80),
  cpf: z
    .string()
    .regex(/^\d{11}$/)
    .refine(isValidCpf)
    .nullable()
    .default(null),
  dataNascimento: z.string().refine(isIsoDate),
  sexo: z.enum(['F', 'M']),
  nomeMae: z.string().trim().min(1).max(80),
  codigoInep: z
    .string()
    .regex(/^\d{12}$/)
    .nullable()
    .default(null),
});
export type SigeStudent = z.infer<typeof sigeStudentSchema>;

const sigeClassSchema = z.object({
  codigoTurma: z.string().trim().min(1).max(20),
  nomeTurma: z.string().trim().min(1).max(80),
  serie: z.number().int().min(1).max(9),
  turno: z.number().int().min(1).max(4),
  nivelEnsino: z.number().int().min(1).max(2),
  alunos: z.array(sigeStudentSchema),
});
export type SigeClass = z.infer<typeof sigeClassSchema>;

export const sigeSchoolSchema = z.object({
  codigoInep: z.string().regex(/^\d{8}$/),
  turmas: z.array(sigeClassSchema),
});
export type SigeSchool = z.infer<typeof sigeSchoolSchema>;
