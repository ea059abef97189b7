import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { turma } from './classes';
import { cpfColumn, createdAt, dateString, requiredRef, serialId, stayDates, timestamps } from './columns';
import { escola } from './schools';

/**
 * A person working at schools (director, coordinator, teacher, registration team). The fields that
 * only one function has (coordinator's training, teacher's experience...) live in `extras`.
 */
export const servidor = pgTable(
  'servidor',
  {
    id: serialId(),
    cpf: cpfColumn('cpf').notNull(),
    nome: varchar('nome', { length: 80 }).notNull(),
    email: varchar('email', { length: 80 }),
    emailPessoal: varchar('email_pessoal', { length: 80 }),
    dataNascimento: dateString('data_nascimento'),
    sexo: varchar('sexo', { length: 1 }),
    telefone: varchar('telefone', { length: 11 }),
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('servidor_cpf_key').on(t.cpf),
    check('servidor_cpf_digits', sql`${t.cpf} ~ '^[0-9]{11}$'`),
  ],
);

/**
 * Staff link history (a "stay"): a person in a function at a school from `data_inicio` to `data_fim`
 * (null while current). Rows are only ever closed, never rewritten, so the history of a school stays
 * complete. funcao: 1 Diretor, 2 Coordenador, 3 Professor Educação Infantil, 4 Professor Ensino
 * Fundamental, 5 Cadastro Escola. A teacher's stay is in one class (`turma_id`; the API always sets
 * it; stays recorded before migration 0002 that matched no class keep it null); the other functions
 * have none. Constraints (decision 030): one current stay per person, school and function (per class
 * for teachers), one current director per school, one current teacher per class.
 */
export const servidorEscola = pgTable(
  'servidor_escola',
  {
    id: serialId(),
    servidorId: requiredRef('servidor_id', () => servidor.id),
    escolaId: requiredRef('escola_id', () => escola.id),
    funcao: smallint('funcao').notNull(),
    turmaId: integer('turma_id').references(() => turma.id),
    turno: smallint('turno'),
    ...stayDates(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('servidor_escola_current_key')
      .on(t.servidorId, t.escolaId, t.funcao)
      .where(sql`${t.dataFim} is null and ${t.turmaId} is null`),
    uniqueIndex('servidor_escola_director_key')
      .on(t.escolaId)
      .where(sql`${t.funcao} = 1 and ${t.dataFim} is null`),
    uniqueIndex('servidor_escola_class_teacher_key')
      .on(t.turmaId)
      .where(sql`${t.turmaId} is not null and ${t.dataFim} is null`),
    index('servidor_escola_escola_idx').on(t.escolaId, t.funcao),
    index('servidor_escola_servidor_idx').on(t.servidorId, t.funcao),
    index('servidor_escola_turma_idx')
      .on(t.turmaId)
      .where(sql`${t.turmaId} is not null`),
    check('servidor_escola_funcao_range', sql`${t.funcao} between 1 and 5`),
    check('servidor_escola_teacher_class', sql`${t.turmaId} is null or ${t.funcao} in (3, 4)`),
    check('servidor_escola_periodo', sql`${t.dataFim} is null or ${t.dataFim} >= ${t.dataInicio}`),
  ],
);
