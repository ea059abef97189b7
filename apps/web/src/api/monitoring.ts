/**
 * Monitoring (acompanhamento), docs/api-contract-monitoring.md: the shapes the entry, consultation,
 * validation and period screens read, the sheet/genre/period lookups they share and their query keys.
 * Shared by the monitoring features (features do not import each other).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** Sheet (fichaId): 1 learning (aprendizagem), 2 activities (atividades). */
export type FichaId = 1 | 2;

/** A monitoring period (GET /api/Periodo). Dates 'YYYY-MM-DD'. */
export interface Periodo {
  id: number;
  ano: number;
  bimestre: number;
  fichaAcompanhamentoId: number;
  acompanhamentoDataInicio: string;
  acompanhamentoDataFim: string;
  validacaoDataInicio: string;
  validacaoDataFim: string;
}

/** A count of answers per level (1-4). */
export interface NivelQuantidade {
  nivel: number;
  quantidade: number;
}

/** A row of the school class lists (…/Escola/Turmas). */
export interface TurmaAcompanhamento {
  turmaId: number;
  nomeTurma: string;
  codigoTurma: string | number;
  serie: number;
  turno: number;
  anoTurma: number | null;
  nomeProfessor: string | null;
  cpfProfessor: string | null;
  /** null: no monitoring started for that year and term. */
  acompanhamentoId: number | null;
  /** Finished (finalizado). */
  status: boolean | null;
  /** null: not yet validated (nor rejected). */
  validado: boolean | null;
  /** Progress percent. */
  situacao: number | null;
  /** Rejection reason. */
  justificativa: string | null;
}

export interface AlunoAcompanhamento {
  alunoId: number;
  acompanhamentoAlunoId: number;
  nome: string;
  cpf: string | null;
  dataNascimento: string | null;
  situacao: number | null;
  alfabetizado: boolean | null;
  totalNiveis?: NivelQuantidade[];
}

/** One monitoring (learning or activity). */
export interface Acompanhamento {
  acompanhamentoId: number;
  ano: number;
  bimestre: number;
  turmaId: number;
  nomeTurma: string;
  anoTurma: number | null;
  serie: number;
  turno: number;
  nomeEscola?: string | null;
  escolaId?: number | null;
  responsavel: string | null;
  nomeProfessor: string | null;
  cpfProfessor: string | null;
  componenteCurricular: number | null;
  codigosGenerosTextuais: number[] | null;
  status: boolean | null;
  validado: boolean | null;
  situacao: number | null;
  justificativa: string | null;
  totalNiveis: NivelQuantidade[] | null;
  periodo: Periodo | null;
  alunoAcompanhamento: AlunoAcompanhamento[] | null;
}

export interface Criterio {
  id: number;
  nivel: number;
  descricao: string;
  habilidadeId: number;
}

/** A skill of a category with its criteria and the class's (or student's) answer. */
export interface Habilidade {
  id: number;
  ordem: number;
  descricao: string;
  estruturaId: number;
  categoriaId: number;
  criterios: Criterio[];
  /** The chosen level (1-4); null when unanswered. */
  nivelSelecionado: number | null;
  /** Learning validation: how many students are at each level. */
  quantidadeNiveis?: NivelQuantidade[] | null;
}

export interface Estrutura {
  id: number;
  descricao: string;
}
export interface Categoria {
  id: number;
  descricao: string;
}
export interface GeneroTextual {
  id: number;
  genero: string;
}

export const monitoringKeys = {
  structures: (fichaId: FichaId) => ['estrutura-ficha', fichaId] as const,
  categories: (fichaId: FichaId, estruturaId: number) => ['categoria-ficha', fichaId, estruturaId] as const,
  genres: (serie: number) => ['genero-textual', serie] as const,
  periods: (ano: number, bimestre: number | null, fichaId: FichaId) =>
    ['periodo', ano, bimestre, fichaId] as const,
};

/** GET /api/EstruturaFicha?fichaId= */
export function useStructures(fichaId: FichaId) {
  return useQuery({
    queryKey: monitoringKeys.structures(fichaId),
    queryFn: ({ signal }) => api.get<Estrutura[]>('/EstruturaFicha', { query: { fichaId }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
    select: (data) => data ?? [],
  });
}

/** GET /api/CategoriaFicha?fichaId=&estruturaId= */
export function useCategories(fichaId: FichaId, estruturaId: number | null) {
  return useQuery({
    queryKey: monitoringKeys.categories(fichaId, estruturaId ?? 0),
    queryFn: ({ signal }) =>
      api.get<Categoria[]>('/CategoriaFicha', { query: { fichaId, estruturaId }, signal }),
    enabled: estruturaId !== null,
    staleTime: 5 * 60_000,
    retry: false,
    select: (data) => data ?? [],
  });
}

/** GET /api/GeneroTextual?codigoSerie= : the textual genres of a série. */
export function useGenres(serie: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: monitoringKeys.genres(serie ?? 0),
    queryFn: ({ signal }) =>
      api.get<GeneroTextual[]>('/GeneroTextual', { query: { codigoSerie: serie }, signal }),
    enabled: Boolean(serie) && enabled,
    staleTime: 5 * 60_000,
    retry: false,
    select: (data) => data ?? [],
  });
}

/** GET /api/Periodo?ano=&bimestre=&fichaId= (bimestre null: the year's table). */
export function usePeriods(ano: number | null, bimestre: number | null, fichaId: FichaId, enabled = true) {
  return useQuery({
    queryKey: monitoringKeys.periods(ano ?? 0, bimestre, fichaId),
    queryFn: ({ signal }) =>
      api.get<Periodo[]>('/Periodo', { query: { ano, bimestre: bimestre ?? undefined, fichaId }, signal }),
    enabled: Boolean(ano) && enabled,
    staleTime: 0,
    retry: false,
    select: (data) => data ?? [],
  });
}

/** Sum of answers per level 1-4 (always four entries, missing levels 0). */
export function levelTotals(
  lists: readonly (readonly NivelQuantidade[] | null | undefined)[],
): NivelQuantidade[] {
  const totals = [1, 2, 3, 4].map((nivel) => ({ nivel, quantidade: 0 }));
  for (const list of lists) {
    for (const item of list ?? []) {
      const slot = totals[item.nivel - 1];
      if (slot) slot.quantidade += item.quantidade;
    }
  }
  return totals;
}

/** The per-level counts of a category's skills: chosen levels (one class or one student) or the students' counts. */
export function skillLevelTotals(
  skills: readonly Habilidade[],
  mode: 'selected' | 'counts',
): NivelQuantidade[] {
  if (mode === 'counts') return levelTotals(skills.map((s) => s.quantidadeNiveis));
  return levelTotals(
    skills.map((s) => (s.nivelSelecionado ? [{ nivel: s.nivelSelecionado, quantidade: 1 }] : [])),
  );
}
