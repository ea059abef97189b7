/**
 * Wire contract of the staff calls (/api/Servidor…): the person, the teacher lookup, the schools of a
 * person, the teacher's counters and the staff stays of a school. The person bodies depend on the
 * configured institutional e-mail domains: they are built from `personFormSchema` of ../staff.ts.
 */
import { z } from 'zod';
import { ESCOLA_NAO_SELECIONADA } from '../classes';
import { personFormSchema, personUpdateSchema, type PersonKind, type PersonSchemaOptions } from '../staff';
import { cpfParam, idField } from './params';
import { schoolSchema } from './schools';

export { staffStaySchema, type StaffStay } from './schools';

export const SERVIDOR_INVALIDO = 'Servidor inválido.';
export const TURMA_INVALIDA = 'Turma inválida.';
export const INFORME_SERVIDOR_E_ESCOLA = 'Informe o servidor e a escola.';

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

export type Servidor = z.output<typeof servidorSchema>;

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

export type TeacherClass = z.output<typeof teacherClassSchema>;

export const teacherLookupSchema = z.object({
  nome: z.string(),
  cpf: z.string(),
  turmas: z.array(teacherClassSchema),
});

/** GET /api/Servidor/Coordenador and /Diretor: the schools where the person holds the function. */
export const personSchoolsSchema = z.object({
  nome: z.string(),
  cpf: z.string(),
  escolas: z.array(schoolSchema),
});

export type LinkedSchools = z.output<typeof personSchoolsSchema>;

/** GET /api/Servidor/escola: the schools (in scope) where the person holds a current function. */
export const schoolsOfPersonSchema = z.object({ escolas: z.array(schoolSchema) });

/** GET /api/Servidor/Professor/Estatisticas: the teacher panel's counters. */
export const teacherStatisticsSchema = z.object({
  estatisticaAcompanhamentos: z.object({
    naoIniciados: z.number().int(),
    emAndamento: z.number().int(),
    completos: z.number().int(),
    validados: z.number().int(),
  }),
});

export type TeacherStatistics = z.output<typeof teacherStatisticsSchema>;
export type TeacherLookup = z.output<typeof teacherLookupSchema>;

/** ?cpf= of the person lookups. */
export const cpfQuery = z.object({ cpf: cpfParam });

/** ?cpf= of the teacher's counters: absent = the caller. */
export const optionalCpfQuery = z.object({ cpf: cpfParam.optional() });

/** ?servidorId=&escolaId= of the deallocations. */
export const staffIdsQuery = z.object({
  servidorId: idField(SERVIDOR_INVALIDO),
  escolaId: idField(ESCOLA_NAO_SELECIONADA),
});

/** PUT /api/Servidor/CadastroEscola/Desalocar: the ids, or the person's CPF in scope. */
export const teamDeallocationQuery = z.union([staffIdsQuery, cpfQuery], { error: INFORME_SERVIDOR_E_ESCOLA });

/** PUT /api/Servidor/Professor/Desenturmar */
export const teacherUnassignQuery = z.object({
  professorId: idField(SERVIDOR_INVALIDO),
  turmaId: idField(TURMA_INVALIDA),
});

// The person bodies: the form's rules (../staff.ts) with the configured institutional e-mail domains.

/** PUT /api/Servidor: the person's data (`id` when known). */
export function personUpdateBody(options: PersonSchemaOptions) {
  return personUpdateSchema(options).safeExtend({ id: idField(SERVIDOR_INVALIDO).optional() });
}

/** POST of a director, coordinator or registration-team member: the person and the active school. */
export function personAllocationBody(kind: Exclude<PersonKind, 'professor'>, options: PersonSchemaOptions) {
  return personFormSchema(kind, options).safeExtend({ escolaId: idField(ESCOLA_NAO_SELECIONADA) });
}

/** POST /api/servidor/professor: a teacher. */
export function teacherBody(options: PersonSchemaOptions) {
  return personFormSchema('professor', options);
}

/** POST /api/servidor/professor/enturmar: the teacher and the class. */
export function teacherEnrolBody(options: PersonSchemaOptions) {
  return personFormSchema('professor', options).safeExtend({ turmaId: idField(TURMA_INVALIDA) });
}
