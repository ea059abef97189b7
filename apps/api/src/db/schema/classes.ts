import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requiredRef, serialId, softDeleteTimestamps } from './columns';
import { escola } from './schools';
import { servidor } from './staff';

/**
 * Class (turma) of a school in a school year. serie 1..9, turno 1..4, nivel_ensino 1 Educação Infantil /
 * 2 Ensino Fundamental, modalidade 1 Ensino Regular, situacao 1 Ativa / 0 Inativa. Soft-deleted.
 */
export const turma = pgTable(
  'turma',
  {
    id: serialId(),
    escolaId: requiredRef('escola_id', () => escola.id),
    codigoTurma: varchar('codigo_turma', { length: 20 }).notNull(),
    nomeTurma: varchar('nome_turma', { length: 80 }).notNull(),
    serie: smallint('serie').notNull(),
    turno: smallint('turno').notNull(),
    nivelEnsino: smallint('nivel_ensino').notNull(),
    modalidade: smallint('modalidade').notNull().default(1),
    situacao: smallint('situacao').notNull().default(1),
    anoTurma: integer('ano_turma').notNull(),
    multisseriada: boolean('multisseriada').notNull().default(false),
    anexo: boolean('anexo').notNull().default(false),
    nomeAnexo: varchar('nome_anexo', { length: 120 }),
    professorId: integer('professor_id').references(() => servidor.id),
    ...softDeleteTimestamps(),
  },
  (t) => [
    uniqueIndex('turma_escola_codigo_ano_key')
      .on(t.escolaId, t.codigoTurma, t.anoTurma)
      .where(sql`${t.deletedAt} is null`),
    index('turma_escola_serie_situacao_idx').on(t.escolaId, t.serie, t.situacao),
    index('turma_professor_idx')
      .on(t.professorId)
      .where(sql`${t.professorId} is not null`),
    check('turma_serie_range', sql`${t.serie} between 1 and 9`),
    check('turma_turno_range', sql`${t.turno} between 1 and 4`),
    check('turma_nivel_range', sql`${t.nivelEnsino} in (1, 2)`),
    check('turma_situacao_range', sql`${t.situacao} in (0, 1)`),
  ],
);

/** What names a class and places it in the school's offer (the class form, the SIGE and the seed write it). */
export type ClassData = Pick<
  typeof turma.$inferSelect,
  'codigoTurma' | 'nomeTurma' | 'serie' | 'turno' | 'nivelEnsino'
>;
