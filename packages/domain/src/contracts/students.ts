/**
 * Wire contract of the student calls (GET/POST/PUT/DELETE /api/Alunos, enrolment and moves, the
 * students of a class, the fuzzy name search): the API validates and documents with these schemas,
 * the web app derives its types from them.
 */
import { z } from 'zod';
import { MOTIVOS_FINALIZAR, Motivo } from '../enums';
import { studentNameSearchQuerySchema } from '../student-name-search';
import { studentFormSchema, studentQuerySchema, studentUpdateFormSchema } from '../students';
import { cpfParam, idField } from './params';

export { studentNameSearchQuerySchema, studentQuerySchema };

/** The query of GET /api/Alunos as the caller sends it: one filter at a time. */
export type StudentQuery = z.input<typeof studentQuerySchema>;

/** Messages of the student calls that the spec leaves open. */
export const STUDENT_MSG = {
  schoolRequired: 'Selecione uma escola no menu de configurações',
  schoolNotFound: 'Nenhuma escola encontrada',
  studentRequired: 'Informe o estudante.',
  classRequired: 'Informe a turma.',
  classNotFound: 'Nenhuma turma encontrada',
  classNotCurrent: 'A turma não está ativa no ano letivo atual.',
  classOtherSchool: 'A nova turma deve ser da mesma escola da turma atual.',
  sameClass: 'O estudante já está nesta turma.',
  motivoMove: 'Motivo inválido. Para remanejar, use o motivo Remanejar.',
  motivoFinish:
    'Motivo inválido. Para finalizar, use Transferir, Deixou de frequentar, Falecido ou Enturmação Indevida.',
  stayNotCurrent: 'A enturmação informada não é a atual do estudante.',
} as const;

const turmaResumo = {
  id: z.number().int(),
  codigoTurma: z.string(),
  nomeTurma: z.string(),
  serie: z.number().int(),
  turno: z.number().int(),
  escolaId: z.number().int(),
  nomeEscola: z.string(),
  codigoInepEscola: z.string(),
  nomeProfessor: z.string().nullable(),
};

/** The student's current class (`turmaAtual`). */
export const turmaAlunoSchema = z
  .object({
    anoTurmaAlunoId: z.number().int(),
    ...turmaResumo,
    nivelEnsino: z.number().int(),
    anoTurma: z.number().int(),
    /** 'YYYY-MM-DD' */
    dataInicio: z.string(),
  })
  .meta({ id: 'TurmaAluno' });

/** One stay in a class (`historico`, `turmasAnteriores`); Enturmação Indevida is left out. */
export const historicoItemSchema = z
  .object({
    anoTurmaAlunoId: z.number().int(),
    ano: z.number().int(),
    turma: z.object(turmaResumo),
    motivo: z.number().int(),
    /** 'YYYY-MM-DD' */
    dataInicio: z.string(),
    /** 'YYYY-MM-DD', null while the stay is open. */
    dataFim: z.string().nullable(),
  })
  .meta({ id: 'HistoricoItem' });

/** The student's school: the current class's school, else the school of record. */
export const escolaAlunoSchema = z.object({
  id: z.number().int(),
  codigoInep: z.string(),
  nomeEscola: z.string(),
  nomeMunicipio: z.string(),
  sige: z.boolean(),
});

export const alunoSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    cpf: z.string().nullable(),
    sexo: z.string(),
    cor: z.number().int(),
    /** 'YYYY-MM-DD' */
    dataNascimento: z.string(),
    nomeMae: z.string(),
    nomePai: z.string().nullable(),
    codigoInep: z.string().nullable(),
    matricula: z.string().nullable(),
    transporte: z.number().int(),
    nivelEnsino: z.number().int().nullable(),
    serie: z.number().int().nullable(),
    estudanteAprovado: z.boolean().nullable(),
    estudanteReenturmado: z.boolean(),
    estudanteAlfabetizado: z.boolean().nullable(),
    participaAee: z.boolean(),
    contraturno: z.boolean(),
    pessoaComDeficiencia: z.boolean(),
    descricaoDeficiencia: z.string().nullable(),
    dificuldadePedagogica: z.boolean(),
    temAcompanhamento: z.boolean(),
    situacao: z.number().int().nullable(),
    escola: escolaAlunoSchema.nullable(),
    turmaAtual: turmaAlunoSchema.nullable(),
    historico: z.array(historicoItemSchema),
    turmasAnteriores: z.array(historicoItemSchema),
  })
  .meta({ id: 'Aluno' });

/** A student's current class as the lookups that do not open the record name it. */
const classBriefSchema = z.object({
  id: z.number().int(),
  nomeTurma: z.string(),
  serie: z.number().int(),
  turno: z.number().int(),
});

/**
 * A student out of the caller's area, as a lookup answers it (issue 15): only what enrolling needs —
 * the name, birth date (the age-for-grade rule), mother's name, current school and whether (and in
 * which class) the student is enrolled now. No CPF, parents, colour, disability or history.
 */
export const alunoResumoSchema = z
  .object({
    /** Always true: the screens show the record for enrolment only. */
    restrito: z.literal(true),
    id: z.number().int(),
    nome: z.string(),
    dataNascimento: z.string(),
    nomeMae: z.string(),
    escola: escolaAlunoSchema.nullable(),
    turmaAtual: classBriefSchema.extend({ escolaId: z.number().int() }).nullable(),
  })
  .meta({ id: 'AlunoResumo' });

/** An exact lookup's item: the whole record inside the caller's area, else the reduced one. */
export const alunoConsultaSchema = z.union([alunoSchema, alunoResumoSchema]);

export type Aluno = z.output<typeof alunoSchema>;
export type AlunoResumo = z.output<typeof alunoResumoSchema>;
export type AlunoConsulta = z.output<typeof alunoConsultaSchema>;
export type TurmaAluno = z.output<typeof turmaAlunoSchema>;
export type HistoricoItem = z.output<typeof historicoItemSchema>;
export type EscolaAluno = z.output<typeof escolaAlunoSchema>;

export const classStudentSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    cpf: z.string().nullable(),
    codigoInep: z.string().nullable(),
    matricula: z.string().nullable(),
    sexo: z.string(),
    dataNascimento: z.string(),
    anoTurmaAlunoId: z.number().int(),
    dataInicio: z.string(),
  })
  .meta({ id: 'AlunoDaTurma' });

export type ClassStudent = z.output<typeof classStudentSchema>;

/** POST /api/Alunos: the form (domain `studentFormSchema`) plus the active school. */
export const studentCreateBody = studentFormSchema.and(
  z.object({ escolaId: idField(STUDENT_MSG.schoolRequired) }),
);

/**
 * PUT /api/Alunos: the student's id, the form (absent or null check boxes keep their value), and
 * `novoCpf` when the CPF changes.
 */
export const studentUpdateBody = studentUpdateFormSchema.and(
  z.object({
    id: idField(STUDENT_MSG.studentRequired),
    novoCpf: z.preprocess((v) => (v === '' || v === null ? undefined : v), cpfParam.optional()),
  }),
);

export const enrolBody = z.object({
  turmaId: idField(STUDENT_MSG.classRequired),
  alunoId: idField(STUDENT_MSG.studentRequired),
});

export const moveBody = z.object({
  alunoId: idField(STUDENT_MSG.studentRequired),
  novaTurmaId: idField(STUDENT_MSG.classRequired),
  motivo: z
    .number({ error: STUDENT_MSG.motivoMove })
    .refine((m) => m === Motivo.Remanejar, { error: STUDENT_MSG.motivoMove }),
});

export const finishBody = z.object({
  alunoId: idField(STUDENT_MSG.studentRequired),
  motivo: z
    .number({ error: STUDENT_MSG.motivoFinish })
    .refine((m) => (MOTIVOS_FINALIZAR as readonly number[]).includes(m), { error: STUDENT_MSG.motivoFinish }),
  // The current stay (a guard against finishing a stale screen). A student with no class has none:
  // absent or null here, so the service answers the spec's 'Estudante não está em uma turma...'.
  anoTurmaAlunoId: z.preprocess(
    (v) => (v === null || v === '' || v === 0 ? undefined : v),
    idField(STUDENT_MSG.stayNotCurrent).optional(),
  ),
});

// The bodies the screens send. Their ids are read by `idField` (digits as strings too), whose input
// type is `unknown`: the output is the shape the screens build.
export type EnrolBody = z.output<typeof enrolBody>;
export type MoveBody = z.output<typeof moveBody>;
export type FinishBody = z.output<typeof finishBody>;

/** DELETE /api/Alunos?alunoId= */
export const studentDeleteQuery = z.object({ alunoId: idField(STUDENT_MSG.studentRequired) });

/** The class of GET /api/turmas/{id}/alunos. */
export const classStudentsParams = z.object({ id: idField() });

/* GET /api/Alunos/Buscar (the fuzzy name search; the query rule is in ../student-name-search.ts). */

/**
 * One student of the fuzzy name search: what a suggestion list shows to tell namesakes apart — name,
 * birth date, mother's name, school and current class (decision 127); no CPF, no father's name.
 */
export const alunoEncontradoSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    /** 'YYYY-MM-DD' */
    dataNascimento: z.string(),
    nomeMae: z.string(),
    escola: z.object({
      id: z.number().int(),
      nomeEscola: z.string(),
      codigoInep: z.string(),
      nomeMunicipio: z.string(),
    }),
    turmaAtual: classBriefSchema.extend({ anoTurma: z.number().int() }).nullable(),
    /** pg_trgm word similarity of the name typed, 0..1 (two decimals). */
    similaridade: z.number(),
  })
  .meta({ id: 'AlunoEncontrado' });

export type AlunoEncontrado = z.output<typeof alunoEncontradoSchema>;
