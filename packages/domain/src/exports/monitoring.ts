/**
 * The exported monitoring lists and results (decision 128): the school's classes with their monitoring
 * (consultar-acompanhamento-*, validar-acompanhamento-*, the drill-down by student) and a learning
 * monitoring's results, students × skills with the level chosen for each, as the screens show them.
 */
import type { AlunoAcompanhamento, SchoolCounts, TurmaAcompanhamento } from '../contracts/monitoring';
import type { Habilidade } from '../contracts/sheets';
import { bimestreLabel } from '../enums';
import { exportSheet, type ExportColumn, type ExportSheet } from '../export';
import type { MonitoringKind } from '../monitoring';

const yesNo = (v: boolean | null | undefined) => (v ? 'Sim' : 'Não');

/** The validation column as the list shows it: Sim, Não (rejected), 'Aguardando' or '—'. */
export function monitoringValidatedLabel(
  row: Pick<TurmaAcompanhamento, 'acompanhamentoId' | 'status' | 'validado'>,
): string {
  if (row.acompanhamentoId === null) return '—';
  if (row.validado === true) return 'Sim';
  if (row.validado === false) return 'Não';
  return row.status ? 'Aguardando' : '—';
}

const KIND_TITLE: Record<MonitoringKind, string> = {
  atividade: 'Acompanhamento de atividades',
  aprendizagem: 'Acompanhamento de aprendizagem',
};

/**
 * GET /api/AcompanhamentoAtividadeTurma/Escola/Turmas and /api/AcompanhamentoAprendizagem/Escola/Turmas:
 * Turma, Professor, Finalizado, Validado and the progress in percent (a number; empty when not started).
 */
export function monitoringClassesSheet(
  kind: MonitoringKind,
  term?: { ano: number; bimestre: number },
): ExportSheet<TurmaAcompanhamento> {
  const when = term ? ` — ${bimestreLabel(term.bimestre)} bimestre de ${term.ano}` : '';
  return exportSheet<TurmaAcompanhamento>(`${KIND_TITLE[kind]} — turmas${when}`, [
    { id: 'nomeTurma', header: 'Turma', value: (r) => r.nomeTurma },
    { id: 'nomeProfessor', header: 'Professor', value: (r) => r.nomeProfessor ?? 'Sem professor' },
    {
      id: 'status',
      header: 'Finalizado',
      value: (r) => (r.acompanhamentoId === null ? '—' : yesNo(r.status)),
    },
    { id: 'validado', header: 'Validado', value: monitoringValidatedLabel },
    {
      id: 'situacao',
      header: 'Progresso (%)',
      kind: 'decimal',
      value: (r) => (r.acompanhamentoId === null ? null : r.situacao),
    },
  ]);
}

/** A skill of the learning sheet, as a column of the results. */
export interface ResultSkill {
  id: number;
  descricao: string;
}

/** A student of the results with the level (1-4) chosen for each skill (skill id → level). */
export type ResultStudent = AlunoAcompanhamento & { niveis: Record<string, number> };

/** The results of a learning monitoring (the answer of GET /api/AcompanhamentoAprendizagem when exported). */
export interface LearningResults {
  nomeTurma: string;
  ano: number;
  bimestre: number;
  habilidades: ResultSkill[];
  alunos: ResultStudent[];
}

/**
 * A learning monitoring's results: one row per student (Estudante, Alfabetizado, Progresso (%)) and one
 * column per skill of the sheet with the level chosen (1 to 4, a number; empty when not answered).
 */
export function learningResultsSheet(r: Omit<LearningResults, 'alunos'>): ExportSheet<ResultStudent> {
  const skills: ExportColumn<ResultStudent>[] = r.habilidades.map((h) => ({
    id: `h${h.id}`,
    header: h.descricao,
    kind: 'integer',
    value: (s) => s.niveis[String(h.id)] ?? null,
  }));
  return exportSheet<ResultStudent>(
    `Resultados ${r.nomeTurma} — ${bimestreLabel(r.bimestre)} bimestre de ${r.ano}`,
    [
      { id: 'nome', header: 'Estudante', value: (s) => s.nome },
      { id: 'alfabetizado', header: 'Alfabetizado', value: (s) => yesNo(s.alfabetizado) },
      {
        id: 'situacao',
        header: 'Progresso (%)',
        kind: 'decimal',
        value: (s) => (s.alfabetizado ? null : s.situacao),
      },
      ...skills,
    ],
  );
}

/** Students at a level of a skill (the learning validation's counts). */
const atLevel = (s: Habilidade, nivel: number) =>
  (s.quantidadeNiveis ?? []).filter((q) => q.nivel === nivel).reduce((sum, q) => sum + q.quantidade, 0);

/**
 * GET …/Turma?acompanhamentoId=&categoriaId= (the validation screens' skills table): Nº, Habilidade and,
 * for an activity monitoring, the level chosen for the class; for a learning one, how many students are
 * at each level 1 to 4.
 */
export function skillLevelsSheet(kind: MonitoringKind): ExportSheet<Habilidade> {
  const head: ExportColumn<Habilidade>[] = [
    { id: 'ordem', header: 'Nº', kind: 'integer', value: (s) => s.ordem },
    { id: 'descricao', header: 'Habilidade', value: (s) => s.descricao },
  ];
  if (kind === 'atividade') {
    return exportSheet<Habilidade>('Habilidades da turma', [
      ...head,
      { id: 'nivelSelecionado', header: 'Nível', kind: 'integer', value: (s) => s.nivelSelecionado },
    ]);
  }
  return exportSheet<Habilidade>('Habilidades da turma', [
    ...head,
    ...[1, 2, 3, 4].map((n): ExportColumn<Habilidade> => ({
      id: `nivel${n}`,
      header: `Nível ${n}`,
      kind: 'integer',
      value: (s) => atLevel(s, n),
    })),
  ]);
}

/**
 * GET /api/AcompanhamentoAtividadeTurma/Escolas: the schools of a municipality or regional with their
 * counts for the term (the municipal, regional and state sign-off screens).
 */
export function schoolCountsSheet(term?: { ano: number; bimestre: number }): ExportSheet<SchoolCounts> {
  const when = term ? ` — ${bimestreLabel(term.bimestre)} bimestre de ${term.ano}` : '';
  return exportSheet<SchoolCounts>(`Acompanhamento de atividades — escolas${when}`, [
    { id: 'codigoInep', header: 'INEP', value: (r) => r.codigoInep },
    { id: 'nomeEscola', header: 'Escola', value: (r) => r.nomeEscola },
    { id: 'nomeMunicipio', header: 'Município', value: (r) => r.nomeMunicipio },
    { id: 'turmas', header: 'Turmas (Ed. Infantil)', kind: 'integer', value: (r) => r.turmas },
    { id: 'iniciados', header: 'Iniciados', kind: 'integer', value: (r) => r.iniciados },
    { id: 'finalizados', header: 'Finalizados', kind: 'integer', value: (r) => r.finalizados },
    { id: 'validados', header: 'Validados', kind: 'integer', value: (r) => r.validados },
  ]);
}
