import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { NAME_SEARCH_LIMIT } from '@siam/domain/student-name-search';
import { turma } from '../../db/schema/classes';
import { municipio } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { aluno, alunoTurma } from '../../db/schema/students';
import type { Db } from '../../db/types';
import type { AlunoEncontrado } from './student-name-search.schemas';

/** Where to look: one school, the schools of one municipality, optionally only some schools. */
export interface NamePlace {
  escolaId: number | null;
  municipio: number | null;
  /** Only these schools (a school-role caller's own); null: every school of the place. */
  onlySchools: number[] | null;
}

/**
 * Students whose folded name (`nome_normalizado`) holds a word sequence similar to `termo`
 * (pg_trgm `<%`: word similarity ≥ 0.6, the extension's default threshold), in the place, best first:
 * word similarity, then similarity of the whole name, then name and id. One statement; the planner
 * takes the school index (a school's ~200 students) or the trigram index (aluno_nome_trgm_idx) with
 * the school filter on top, whichever is cheaper (docs/performance.md).
 */
export async function findStudentsByNameLike(
  db: Db,
  termo: string,
  place: NamePlace,
): Promise<AlunoEncontrado[]> {
  const filters: (SQL | undefined)[] = [
    isNull(aluno.deletedAt),
    sql`${termo} <% ${aluno.nomeNormalizado}`,
    place.escolaId !== null ? eq(aluno.escolaId, place.escolaId) : undefined,
    place.municipio !== null ? eq(escola.municipio, place.municipio) : undefined,
    place.onlySchools !== null ? inArray(aluno.escolaId, place.onlySchools) : undefined,
  ];
  // The 20 best first, then their school and class (a common name can match hundreds).
  const ranked = db
    .select({
      id: aluno.id,
      word: sql<number>`word_similarity(${termo}, ${aluno.nomeNormalizado})`.as('word'),
      whole: sql<number>`similarity(${termo}, ${aluno.nomeNormalizado})`.as('whole'),
      nome: aluno.nome,
    })
    .from(aluno)
    .innerJoin(escola, eq(escola.id, aluno.escolaId))
    .where(and(...filters))
    .orderBy(sql`2 desc, 3 desc, 4, 1`)
    .limit(NAME_SEARCH_LIMIT)
    .as('ranked');
  const rows = await db
    .select({
      id: aluno.id,
      nome: aluno.nome,
      dataNascimento: aluno.dataNascimento,
      escolaId: escola.id,
      nomeEscola: escola.nome,
      codigoInepEscola: escola.codigoInep,
      nomeMunicipio: municipio.nome,
      turmaId: turma.id,
      nomeTurma: turma.nomeTurma,
      serie: turma.serie,
      turno: turma.turno,
      anoTurma: turma.anoTurma,
      similaridade: ranked.word,
    })
    .from(ranked)
    .innerJoin(aluno, eq(aluno.id, ranked.id))
    .innerJoin(escola, eq(escola.id, aluno.escolaId))
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .leftJoin(alunoTurma, and(eq(alunoTurma.alunoId, aluno.id), isNull(alunoTurma.dataFim)))
    .leftJoin(turma, eq(turma.id, alunoTurma.turmaId))
    .orderBy(desc(ranked.word), desc(ranked.whole), asc(ranked.nome), asc(ranked.id));
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    dataNascimento: r.dataNascimento,
    escola: {
      id: r.escolaId,
      nomeEscola: r.nomeEscola,
      codigoInep: r.codigoInepEscola,
      nomeMunicipio: r.nomeMunicipio,
    },
    turmaAtual:
      r.turmaId !== null
        ? {
            id: r.turmaId,
            nomeTurma: r.nomeTurma ?? '',
            serie: r.serie ?? 0,
            turno: r.turno ?? 0,
            anoTurma: r.anoTurma ?? 0,
          }
        : null,
    // PGlite answers real as a number, pg as a string.
    similaridade: Math.round(Number(r.similaridade) * 100) / 100,
  }));
}

/** A municipality's regional, or null when there is no such municipality. */
export async function findMunicipalityRegional(db: Db, codigo: number): Promise<number | null> {
  const [row] = await db
    .select({ regional: municipio.regional })
    .from(municipio)
    .where(eq(municipio.codigo, codigo))
    .limit(1);
  return row?.regional ?? null;
}
