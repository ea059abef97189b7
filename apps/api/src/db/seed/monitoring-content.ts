/**
 * Demo monitoring content (demo-data.md 'Monitoring'): both sheets, the textual genres of every série,
 * and, for the monitorings the plan seeded, consistent answers: every skill (and every student not
 * alfabetizado) answered for the finished ones, a part for those in progress; then each `situacao`
 * is recomputed from the answers by the same rule as the API. Deterministic (seeded PRNG).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { learningProgressPercent, progressPercent } from '@siam/domain/monitoring';
import { replaceSheet } from '../sheet-structure';
import { turma } from '../schema/classes';
import {
  acompanhamento,
  acompanhamentoAluno,
  acompanhamentoGenero,
  respostaAprendizagem,
  respostaAtividade,
} from '../schema/monitoring';
import { criterio, generoTextual, generoTextualSerie, habilidade } from '../schema/sheets';
import { aluno, alunoTurma } from '../schema/students';
import type { Db } from '../types';
import { ACTIVITY_SHEET, LEARNING_SHEET, TEXTUAL_GENRES } from './monitoring-sheets';
import { Prng } from './prng';

/** Levels drawn with a realistic spread (more 2s and 3s). */
function level(rng: Prng): number {
  const r = rng.next();
  return r < 0.15 ? 1 : r < 0.5 ? 2 : r < 0.85 ? 3 : 4;
}

export async function seedMonitoringContent(tx: Db): Promise<Record<string, number>> {
  const rng = new Prng(20_260_505);
  await replaceSheet(tx, LEARNING_SHEET);
  await replaceSheet(tx, ACTIVITY_SHEET);

  const genres = await tx
    .insert(generoTextual)
    .values(TEXTUAL_GENRES.map((g) => ({ genero: g.genero })))
    .returning({ id: generoTextual.id, genero: generoTextual.genero });
  const genreId = new Map(genres.map((g) => [g.genero, g.id]));
  await tx
    .insert(generoTextualSerie)
    .values(
      TEXTUAL_GENRES.flatMap((g) => g.series.map((serie) => ({ serie, generoId: genreId.get(g.genero)! }))),
    );
  const genresOf = (serie: number) =>
    TEXTUAL_GENRES.filter((g) => g.series.includes(serie)).map((g) => genreId.get(g.genero)!);

  // Skills of each sheet with their criterion id per level.
  const crit = await tx
    .select({
      habilidadeId: habilidade.id,
      fichaId: habilidade.fichaId,
      criterioId: criterio.id,
      nivel: criterio.nivel,
    })
    .from(criterio)
    .innerJoin(habilidade, eq(habilidade.id, criterio.habilidadeId))
    .orderBy(habilidade.id, criterio.nivel);
  const skills = new Map<number, Map<number, number[]>>([
    [1, new Map()],
    [2, new Map()],
  ]);
  for (const c of crit) {
    const sheet = skills.get(c.fichaId)!;
    const list = sheet.get(c.habilidadeId) ?? [];
    list[c.nivel - 1] = c.criterioId;
    sheet.set(c.habilidadeId, list);
  }
  const skillList = (ficha: number) => [...skills.get(ficha)!.entries()];

  const monitorings = await tx
    .select({
      id: acompanhamento.id,
      tipo: acompanhamento.tipo,
      turmaId: acompanhamento.turmaId,
      status: acompanhamento.status,
      situacao: acompanhamento.situacao,
      serie: turma.serie,
    })
    .from(acompanhamento)
    .innerJoin(turma, eq(turma.id, acompanhamento.turmaId))
    .orderBy(acompanhamento.id);

  // Students of the classes with a learning monitoring (current stays).
  const learningClasses = [...new Set(monitorings.filter((m) => m.tipo === 1).map((m) => m.turmaId))];
  const stays =
    learningClasses.length === 0
      ? []
      : await tx
          .select({
            turmaId: alunoTurma.turmaId,
            alunoId: aluno.id,
            alfabetizado: aluno.estudanteAlfabetizado,
          })
          .from(alunoTurma)
          .innerJoin(aluno, eq(aluno.id, alunoTurma.alunoId))
          .where(
            and(
              inArray(alunoTurma.turmaId, learningClasses),
              isNull(alunoTurma.dataFim),
              isNull(aluno.deletedAt),
            ),
          )
          .orderBy(aluno.id);

  const activityAnswers: { acompanhamentoId: number; habilidadeId: number; criterioId: number }[] = [];
  const chosenGenres: { acompanhamentoId: number; generoId: number }[] = [];
  const situacao = new Map<number, number>();
  const learningPlans: {
    acompanhamentoId: number;
    alunoId: number;
    answers: { habilidadeId: number; criterioId: number }[];
  }[] = [];

  for (const m of monitorings) {
    if (m.tipo === 2) {
      const list = skillList(2);
      const n = m.status
        ? list.length
        : Math.min(list.length - 1, Math.round((m.situacao / 100) * list.length));
      for (const [habilidadeId, levels] of list.slice(0, n)) {
        activityAnswers.push({ acompanhamentoId: m.id, habilidadeId, criterioId: levels[level(rng) - 1]! });
      }
      situacao.set(m.id, progressPercent(n, list.length));
    } else if (m.tipo === 1) {
      const list = skillList(1);
      const students = stays.filter((s) => s.turmaId === m.turmaId);
      const evaluable = students.filter((s) => s.alfabetizado !== true);
      const total = evaluable.length * list.length;
      let budget = m.status
        ? total
        : Math.min(Math.max(total - 1, 0), Math.round((m.situacao / 100) * total));
      let answered = 0;
      for (const s of students) {
        const answers: { habilidadeId: number; criterioId: number }[] = [];
        if (s.alfabetizado !== true) {
          for (const [habilidadeId, levels] of list) {
            if (budget <= 0) break;
            answers.push({ habilidadeId, criterioId: levels[level(rng) - 1]! });
            budget--;
          }
        }
        answered += answers.length;
        learningPlans.push({ acompanhamentoId: m.id, alunoId: s.alunoId, answers });
      }
      situacao.set(m.id, learningProgressPercent(answered, evaluable.length, list.length));
      const offered = genresOf(m.serie);
      const picks = offered.filter((_, i) => i % 3 === rng.int(0, 2)).slice(0, 3);
      for (const generoId of picks.length > 0 ? picks : offered.slice(0, 1)) {
        chosenGenres.push({ acompanhamentoId: m.id, generoId });
      }
    }
  }

  const learningSkills = skillList(1).length;
  if (learningPlans.length > 0) {
    const records = await tx
      .insert(acompanhamentoAluno)
      .values(
        learningPlans.map((p) => ({
          acompanhamentoId: p.acompanhamentoId,
          alunoId: p.alunoId,
          situacao: progressPercent(p.answers.length, learningSkills),
        })),
      )
      .returning({
        id: acompanhamentoAluno.id,
        acompanhamentoId: acompanhamentoAluno.acompanhamentoId,
        alunoId: acompanhamentoAluno.alunoId,
      });
    const recordId = new Map(records.map((r) => [`${r.acompanhamentoId}:${r.alunoId}`, r.id]));
    const rows = learningPlans.flatMap((p) =>
      p.answers.map((a) => ({
        acompanhamentoAlunoId: recordId.get(`${p.acompanhamentoId}:${p.alunoId}`)!,
        ...a,
      })),
    );
    for (let i = 0; i < rows.length; i += 2000)
      await tx.insert(respostaAprendizagem).values(rows.slice(i, i + 2000));
  }
  for (let i = 0; i < activityAnswers.length; i += 2000) {
    await tx.insert(respostaAtividade).values(activityAnswers.slice(i, i + 2000));
  }
  if (chosenGenres.length > 0) await tx.insert(acompanhamentoGenero).values(chosenGenres);

  // One UPDATE sets every monitoring's progress from the computed values.
  if (situacao.size > 0) {
    const values = sql.join(
      [...situacao].map(([id, s]) => sql`(${id}::int, ${s}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update acompanhamento a set situacao = v.s from (values ${values}) as v(id, s) where a.id = v.id`,
    );
  }

  return {
    habilidades: crit.length / 4,
    generos: genres.length,
    fichasEstudantes: learningPlans.length,
    respostas: activityAnswers.length + learningPlans.reduce((n, p) => n + p.answers.length, 0),
  };
}
