import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { turma } from './classes';
import { ownedBy } from './columns';
import { acompanhamento } from './monitoring';
import { escola } from './schools';
import { categoriaFicha } from './sheets';

/**
 * Level counts per monitoring and sheet category (decision 090): how many answers of levels 1-4 a
 * monitoring has in each category, for the dashboards of /painel-siam, which would otherwise read
 * every answer of the state. Kept by triggers on the answer tables (migration 0006), so no writer has
 * to remember it; learning answers count per student and skill, activity answers per class and skill.
 */
export const painelNivelCategoria = pgTable(
  'painel_nivel_categoria',
  {
    acompanhamentoId: ownedBy('acompanhamento_id', () => acompanhamento.id),
    categoriaId: ownedBy('categoria_id', () => categoriaFicha.id),
    n1: integer('n1').notNull().default(0),
    n2: integer('n2').notNull().default(0),
    n3: integer('n3').notNull().default(0),
    n4: integer('n4').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'painel_nivel_categoria_pkey', columns: [t.acompanhamentoId, t.categoriaId] })],
);

/**
 * Registration counts per school for /painel-siam (decision 090): students whose school of record it
 * is (not deleted) and how many of them have no current class. Kept by triggers on `aluno` and
 * `aluno_turma` (migration 0007).
 */
export const painelEscolaCadastro = pgTable('painel_escola_cadastro', {
  escolaId: integer('escola_id')
    .primaryKey()
    .references(() => escola.id, { onDelete: 'cascade' }),
  cadastrados: integer('cadastrados').notNull().default(0),
  semTurma: integer('sem_turma').notNull().default(0),
});

/** Students currently in each class (open stays), kept by triggers on `aluno_turma` (migration 0007). */
export const painelTurmaAlunos = pgTable('painel_turma_alunos', {
  turmaId: integer('turma_id')
    .primaryKey()
    .references(() => turma.id, { onDelete: 'cascade' }),
  enturmados: integer('enturmados').notNull().default(0),
});
