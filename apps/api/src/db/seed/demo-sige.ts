/**
 * The demo SIGE (decision 070): the classes and the extra students of demo-sige.json, plus the
 * students the demo seed puts in those classes today (the seed's names and birth dates follow the
 * year, so they are taken from its deterministic plan rather than written down), with scripted
 * differences so that synchronising school C has something to report: the second student by name has
 * the name corrected, the last but one is moved to the first class SIAM does not have (1º ANO D), and
 * the last is no longer listed.
 */
import { toIsoDate } from '@siam/domain/dates';
import { buildSeedPlan, productDay } from './plan';
import demoSige from './demo-sige.json';
import { sigeSchoolSchema, type SigeSchool, type SigeStudent } from '../../lib/sige-feed';
import { z } from 'zod';

const fileSchema = z.object({ escolas: z.array(sigeSchoolSchema) });

/** 'Antonella Teixeira Rodrigues' → 'Antonella Teixeira de Rodrigues' (a corrected name). */
function correctedName(nome: string): string {
  const words = nome.split(' ');
  if (words.length < 2) return `${nome} Silva`;
  return [...words.slice(0, -1), 'de', ...words.slice(-1)].join(' ');
}

export function buildDemoSige(now: Date): SigeSchool[] {
  const { escolas } = fileSchema.parse(demoSige);
  const plan = buildSeedPlan(now);
  const schoolKey = new Map(plan.schools.map((s) => [s.codigoInep, s.key]));
  const byCpf = new Map(plan.students.map((s) => [s.cpf, s]));
  return escolas.map((school) => {
    const key = schoolKey.get(school.codigoInep);
    const turmas = school.turmas.map((t) => ({ ...t, alunos: [...t.alunos] }));
    const newClass = turmas.find(
      (t) =>
        !plan.classes.some(
          (c) => c.escola === key && c.anoTurma === plan.year && c.codigoTurma === t.codigoTurma,
        ),
    );
    for (const turma of turmas) {
      const planClass = plan.classes.find(
        (c) => c.escola === key && c.anoTurma === plan.year && c.codigoTurma === turma.codigoTurma,
      );
      if (!planClass) continue;
      const seeded: SigeStudent[] = plan.enrolments
        .filter((e) => e.turma === planClass.key && e.dataFim === null)
        .map((e) => byCpf.get(e.cpf))
        .filter((s) => s !== undefined && s.matricula !== null)
        .map((s) => ({
          matricula: s?.matricula ?? '',
          nome: s?.nome ?? '',
          cpf: s?.cpf ?? null,
          dataNascimento: s?.dataNascimento ?? '',
          sexo: s?.sexo ?? 'F',
          nomeMae: s?.nomeMae ?? '',
          codigoInep: s?.codigoInep ?? null,
        }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
      if (seeded.length >= 4 && newClass) {
        const renamed = seeded[1];
        if (renamed) renamed.nome = correctedName(renamed.nome);
        seeded.pop(); // no longer listed in SIGE
        const moved = seeded.pop();
        if (moved) newClass.alunos.unshift(moved);
      }
      turma.alunos.unshift(...seeded);
    }
    return { codigoInep: school.codigoInep, turmas };
  });
}

let cache: { day: string; escolas: SigeSchool[] } | null = null;

/** The demo SIGE as of `now`'s day (built once a day: the plan is deterministic). */
export function demoSigeSchools(now: Date): SigeSchool[] {
  const at = productDay(now);
  const day = toIsoDate(at);
  if (cache?.day !== day) cache = { day, escolas: buildDemoSige(at) };
  return cache.escolas;
}
