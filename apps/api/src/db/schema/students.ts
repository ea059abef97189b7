import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { turma } from './classes';
import {
  cpfColumn,
  createdAt,
  dateString,
  requiredRef,
  serialId,
  softDeleteTimestamps,
  stayDates,
} from './columns';
import { escola } from './schools';

/**
 * Student (spec 01 §3). The current class and the history are derived from `aluno_turma`.
 * sexo 'F' | 'M'; cor 0..5; transporte 1..3; codigo_inep is the student's 12-digit INEP id; matricula
 * the external enrolment number (read-only). Soft-deleted: a CPF is unique among the non-deleted.
 * `escola_id` is the school of record (the school that registered the student or last enrolled them;
 * decision 015); `nome_normalizado` the name without accents, case or extra spaces (domain
 * `normalizeStudentName`), which the name + birth date search compares by index and the fuzzy name
 * search compares by trigrams (pg_trgm, decision 111).
 */
export const aluno = pgTable(
  'aluno',
  {
    id: serialId(),
    nome: varchar('nome', { length: 80 }).notNull(),
    nomeNormalizado: varchar('nome_normalizado', { length: 80 }).notNull(),
    cpf: cpfColumn('cpf'),
    sexo: varchar('sexo', { length: 1 }).notNull(),
    cor: smallint('cor').notNull().default(0),
    dataNascimento: dateString('data_nascimento').notNull(),
    nomeMae: varchar('nome_mae', { length: 80 }).notNull(),
    nomePai: varchar('nome_pai', { length: 80 }),
    codigoInep: varchar('codigo_inep', { length: 12 }),
    matricula: varchar('matricula', { length: 30 }),
    transporte: smallint('transporte').notNull().default(1),
    nivelEnsino: smallint('nivel_ensino'),
    serie: smallint('serie'),
    estudanteAprovado: boolean('estudante_aprovado'),
    estudanteReenturmado: boolean('estudante_reenturmado').notNull().default(false),
    estudanteAlfabetizado: boolean('estudante_alfabetizado'),
    participaAee: boolean('participa_aee').notNull().default(false),
    contraturno: boolean('contraturno').notNull().default(false),
    pessoaComDeficiencia: boolean('pessoa_com_deficiencia').notNull().default(false),
    descricaoDeficiencia: varchar('descricao_deficiencia', { length: 80 }),
    dificuldadePedagogica: boolean('dificuldade_pedagogica').notNull().default(false),
    situacao: smallint('situacao'),
    escolaId: integer('escola_id').references(() => escola.id),
    ...softDeleteTimestamps(),
  },
  (t) => [
    uniqueIndex('aluno_cpf_key')
      .on(t.cpf)
      .where(sql`${t.deletedAt} is null`),
    index('aluno_nome_normalizado_nascimento_idx')
      .on(t.nomeNormalizado, t.dataNascimento)
      .where(sql`${t.deletedAt} is null`),
    index('aluno_escola_idx').on(t.escolaId),
    // The students list and its export (decision 130): a school's students by name, and a wider
    // place's by name, read in keyset pages (nome_normalizado, id).
    index('aluno_escola_nome_idx')
      .on(t.escolaId, t.nomeNormalizado, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('aluno_nome_id_idx')
      .on(t.nomeNormalizado, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('aluno_codigo_inep_idx')
      .on(t.codigoInep)
      .where(sql`${t.codigoInep} is not null`),
    check('aluno_cpf_digits', sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check('aluno_inep_digits', sql`${t.codigoInep} ~ '^[0-9]{12}$'`),
    check('aluno_sexo_values', sql`${t.sexo} in ('F', 'M')`),
  ],
);

/**
 * Class history of a student: one row per stay in a class. The current class is the row with no
 * `data_fim`; a partial unique index keeps at most one per student. motivo: 1 Normal, 2 Remanejar,
 * 3 Transferir, 4 Deixou de frequentar, 5 Falecido, 6 Enturmação Indevida.
 */
export const alunoTurma = pgTable(
  'aluno_turma',
  {
    id: serialId(),
    alunoId: requiredRef('aluno_id', () => aluno.id),
    turmaId: requiredRef('turma_id', () => turma.id),
    ano: integer('ano').notNull(),
    motivo: smallint('motivo').notNull().default(1),
    ...stayDates(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('aluno_turma_current_key')
      .on(t.alunoId)
      .where(sql`${t.dataFim} is null`),
    index('aluno_turma_aluno_idx').on(t.alunoId, t.dataInicio),
    index('aluno_turma_turma_current_idx')
      .on(t.turmaId)
      .where(sql`${t.dataFim} is null`),
    check('aluno_turma_motivo_range', sql`${t.motivo} between 1 and 6`),
  ],
);
