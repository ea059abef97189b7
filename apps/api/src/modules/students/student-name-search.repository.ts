import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { NAME_SEARCH_LIMIT } from '@siam/domain/student-name-search';
import { turma } from '../../db/schema/classes';
import { municipio } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { aluno, alunoTurma } from '../../db/schema/students';
import type { Db } from '../../db/types';
import type { AlunoEncontrado } from '@siam/domain/contracts/students';

/** Where to look: one school, the schools of one municipality, optionally only some schools. */
export interface NamePlace {
  escolaId: number | null;
  municipio: number | null;
  /** Only these schools (a school-role caller's own); null: every school of the place. */
  onlySchools: number[] | null;
}

/**
 * The students of a municipality (optionally only some of its schools) having a name word like a
 * word typed, through the name-word vocabulary of migration 0011 (decision 111, addendum): each typed
 * word → the known words with `%` (similarity ≥ 0.3) or `<%` (word similarity ≥ 0.6) by the trigram
 * index of `nome_palavra` → their students in the place by the key (word, school) of
 * `aluno_palavra`. Why these thresholds: a name whose word similarity to the text typed reaches 0.6
 * holds at least 60 % of the trigrams of one of the typed words (pigeonhole), and they nearly always
 * lie in one word of the name, which `<%` then finds; `%` adds the names where the share straddles
 * two words. Measured on the 1 M-student bench: the same 20 as comparing every student of the
 * municipality for 1,000 typed names of 1,000 (typos included). The caller filters and ranks the
 * candidates exactly as before.
 */
function studentsWithSimilarWord(termo: string, place: NamePlace & { municipio: number }): SQL {
  const schools = schoolsOfPlace(place);
  return sql`(select ap.aluno_id from aluno_palavra ap
    where ap.palavra_id in (
      select p.id from nome_palavra p, unnest(string_to_array(${termo}::text, ' ')) as t(palavra)
      where t.palavra % p.palavra or t.palavra <% p.palavra)
    and ap.escola_id = any (array(${schools})))`;
}

/** The schools of the place, as a subquery for `array(...)`. */
function schoolsOfPlace(place: NamePlace & { municipio: number }): SQL {
  return place.onlySchools !== null
    ? sql`select ${escola.id} from ${escola} where ${escola.municipio} = ${place.municipio} and ${inArray(escola.id, place.onlySchools)}`
    : sql`select ${escola.id} from ${escola} where ${escola.municipio} = ${place.municipio}`;
}

/**
 * Students whose folded name (`nome_normalizado`) holds a word sequence similar to `termo`
 * (pg_trgm `<%`: word similarity ≥ 0.6, the extension's default threshold), in the place, best first:
 * word similarity, then similarity of the whole name, then name and id. One statement. A school: its
 * ~200 students by `aluno_escola_idx`, each compared. A municipality (no school): only its students
 * having a word like a typed one (`studentsWithSimilarWord`), so the cost follows the matches, not
 * the municipality's size (docs/performance.md).
 */
export async function findStudentsByNameLike(
  db: Db,
  termo: string,
  place: NamePlace,
  pagina = 1,
): Promise<AlunoEncontrado[]> {
  const municipality = place.escolaId === null && place.municipio !== null ? place.municipio : null;
  const filters: (SQL | undefined)[] =
    municipality !== null
      ? [
          sql`${aluno.id} in ${studentsWithSimilarWord(termo, { ...place, municipio: municipality })}`,
          isNull(aluno.deletedAt),
          sql`${termo} <% ${aluno.nomeNormalizado}`,
        ]
      : [
          isNull(aluno.deletedAt),
          sql`${termo} <% ${aluno.nomeNormalizado}`,
          place.escolaId !== null ? eq(aluno.escolaId, place.escolaId) : undefined,
          place.municipio !== null ? eq(escola.municipio, place.municipio) : undefined,
          place.onlySchools !== null ? inArray(aluno.escolaId, place.onlySchools) : undefined,
        ];
  const candidates = db
    .select({
      id: aluno.id,
      word: sql<number>`word_similarity(${termo}, ${aluno.nomeNormalizado})`.as('word'),
      whole: sql<number>`similarity(${termo}, ${aluno.nomeNormalizado})`.as('whole'),
      nome: aluno.nome,
    })
    .from(aluno);
  // The 20 best of the page first, then their school and class (a common name can match hundreds).
  const ranked = (
    municipality !== null
      ? candidates.where(and(...filters))
      : candidates.innerJoin(escola, eq(escola.id, aluno.escolaId)).where(and(...filters))
  )
    .orderBy(sql`2 desc, 3 desc, 4, 1`)
    .limit(NAME_SEARCH_LIMIT)
    .offset((pagina - 1) * NAME_SEARCH_LIMIT)
    .as('ranked');
  const rows = await db
    .select({
      id: aluno.id,
      nome: aluno.nome,
      dataNascimento: aluno.dataNascimento,
      nomeMae: aluno.nomeMae,
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
    nomeMae: r.nomeMae,
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
