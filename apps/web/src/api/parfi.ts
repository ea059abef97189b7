/**
 * PARFI plan, execution, files and approval (spec 03 §3, §7.1-7.3; docs/api-contract-parfi.md): the
 * shapes the screens read, the calls and their query keys. Shared by the parfi and parfi-approval
 * features (features do not import each other).
 */
import { useQuery } from '@tanstack/react-query';
import { getSession } from '../lib/session';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR, api, buildUrl, errorMessageFromBody } from './client';

// ---------------------------------------------------------------- shapes

export interface Meta {
  id: number;
  codigo: string;
  descricao: string;
}

export interface Acao {
  id: number;
  codigo: string;
  descricao: string;
  financiavel: boolean;
  debito: boolean;
  /** 1 Custeio, 2 Capital, 3 Não se aplica. */
  modalidade: number;
  modalidadeDescricao?: string;
  orientacao: string | null;
  /** The goal the action belongs to. */
  metaId: number;
}

export interface Objetivo {
  id: number;
  codigo: string;
  resumo: string;
  metas: Meta[];
  acoes: Acao[];
}

/** GET PremioLeia/AnoPremio: one award year with its PARFI years (newest first). */
export interface PrizeYear {
  anoPremio: number;
  anoPremioId?: number;
  anoParfi: number[];
  tipoEscolaId?: number | null;
}

/** One approval decision on a document. */
export interface DeferirArquivo {
  id: number;
  deferirExecucaoId: number;
  nivelDeferimentoId: number;
  data: string;
  deferido: boolean | null;
  motivoIndeferimentoId: number | null;
  motivoIndeferimento: string | null;
  detalhamento: string | null;
}

export interface AttachedFile {
  id: number;
  execucaoAcaoId: number;
  documentoId: number;
  tipoDocumento: string;
  /** Kind 1-6 of the document type (§5.2). */
  tipo: number;
  nome: string;
  contentType: string;
  tamanho: number;
  dataExecucao: string;
  cnpj: string | null;
  valorOrcamento: number | null;
  notaFiscal: string | null;
  deferido: boolean | null;
  finalizado: boolean;
  motivoIndeferimentoId: number | null;
  motivoIndeferimento: string | null;
  detalhamento: string | null;
  deferirArquivos: DeferirArquivo[];
}

/** An approval record (history entry). */
export interface Deferimento {
  id: number;
  execucaoAcaoId: number;
  data: string;
  nivelDeferimentoId: number;
  deferido: boolean | null;
  motivoIndeferimentoId: number | null;
  detalhamento: string | null;
  nomeUsuario: string | null;
  perfilId: number | null;
  situacaoAnterior: number | null;
}

export interface Execucao {
  id: number;
  /** §4.1; null: not sent for approval. */
  situacao: number | null;
  /** 0 EmAberto, 1 Finalizada, 2 EmAnalise. */
  status: number;
  podeIncluir: boolean;
  podeEnviar: boolean;
  arquivosAnexado: AttachedFile[];
  deferirExecucoes: Deferimento[];
}

/** A row of the plan's actions. */
export interface PlanoAcaoLinha {
  id: number;
  planoParfiId: number;
  objetivoId: number;
  objetivoCodigo: string;
  objetivo: string;
  metaId: number;
  meta: string;
  acaoId: number;
  acao: string;
  financiavel: boolean;
  debito: boolean;
  modalidade: number;
  modalidadeDescricao: string;
  valor: number;
  dataInicio: string;
  dataFim: string;
  situacao: number | null;
  /** The §4.1 label. */
  status: string;
  statusExecucao: number | null;
  podeEditar: boolean;
}

/** GET PlanoAcao?planoAcaoId=: one action with its execution. */
export interface PlanoAcao extends PlanoAcaoLinha {
  orientacao: string | null;
  escolaInep: string;
  nomeEscola: string;
  anoPremio: number;
  anoParfi: number;
  /** valor × 1.15; null for objectives 1, 8, 9. */
  valorOrcado: number | null;
  execucaoAcao: Execucao[];
}

export interface PlanoParfi {
  id: number;
  escolaInep: string;
  nomeEscola: string;
  anoPremio: number;
  anoPremioId: number;
  tipoEscolaId: number | null;
  anoParfi: { id: number; ano: number; parcela: number; valorParfi: number; dataInicio: string };
  parcelaDescricao: string;
  valorPremio: number;
  saldoDisponivel: number;
  valorExecutado: number;
  totalPlanejado: number;
  /** null when the plan has no mandatory objective (N/A). */
  acoesObrigatorias: { preenchidas: number; total: number } | null;
  totaisObjetivo: { objetivoId: number; valorPlanejado: number }[];
  planoAcao: PlanoAcaoLinha[];
}

export interface MandatoryObjective {
  id: number;
  planoParfiId: number;
  relatorioVisitaId: number | null;
  objetivoId: number;
  objetivoCodigo: string;
  resumo: string;
  percentualMinimo: number | null;
  percentualMaximo: number | null;
  valorMinimo: number | null;
  valorMaximo: number | null;
  numeroAcao: number;
  quantidadeAcaoPlanejada: number;
  quantidadeIndicadores: number;
  valorPlanejado: number;
  pendente: boolean;
}

export interface DocumentType {
  id: number;
  descricao: string;
  /** Kind 1 to 6 (spec 03 §5.2). */
  tipo: number;
}

export interface EnumItem {
  id: number;
  descricao: string;
}

/** Answer of the writes that carry the spec's success text. */
export interface WithMessage {
  mensagem: string;
}

// ---------------------------------------------------------------- keys and calls

export const parfiKeys = {
  all: ['parfi'] as const,
  objectives: () => ['parfi', 'objetivos'] as const,
  prizeYears: (inep: string | null) => ['parfi', 'anos-premio', inep] as const,
  plan: (inep: string, anoPremio: number, anoParfi: number) =>
    ['parfi', 'plano', inep, anoPremio, anoParfi] as const,
  mandatory: (inep: string, anoPremio: number, anoParfi: number) =>
    ['parfi', 'obrigatorios', inep, anoPremio, anoParfi] as const,
  action: (id: number) => ['parfi', 'acao', id] as const,
  documentTypes: (planoAcaoId: number) => ['parfi', 'tipos-documento', planoAcaoId] as const,
  reasons: () => ['parfi', 'motivos'] as const,
};

export function useObjectives() {
  return useQuery({
    queryKey: parfiKeys.objectives(),
    queryFn: ({ signal }) => api.get<Objetivo[]>('/PlanoAcao/Objetivo', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function usePrizeYears(inep: string | null) {
  return useQuery({
    queryKey: parfiKeys.prizeYears(inep),
    queryFn: ({ signal }) =>
      api.get<PrizeYear[]>('/PremioLeia/AnoPremio', { query: { inep: inep ?? undefined }, signal }),
    staleTime: 60_000,
    retry: false,
    select: (d) => d ?? [],
  });
}

export function useReasons() {
  return useQuery({
    queryKey: parfiKeys.reasons(),
    queryFn: ({ signal }) => api.get<{ dadosEnum: EnumItem[] }>('/Enums/MotivoIndeferimentoEnum', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
    select: (d) => d?.dadosEnum ?? [],
  });
}

// ---------------------------------------------------------------- files

/**
 * Opens an attached file in a new tab (§2.5, §2.8, §7.3): the tab is opened at once (so the browser
 * does not block it as a pop-up), the file is fetched with the session's headers, then shown from a
 * blob URL. Rejects with the server's text when the file cannot be read.
 */
export async function openAttachedFile(q: {
  codigoInep: string;
  ano: number;
  arquivoId: number;
}): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const session = getSession();
    const headers: Record<string, string> = {};
    if (session) {
      headers.Authorization = `Bearer ${session.token}`;
      headers.Perfil = String(session.activeConfig.role);
    }
    let response: Response;
    try {
      response = await fetch(buildUrl('/ArquivoAnexado', q), { headers });
    } catch {
      throw new ApiError(NETWORK_ERROR, 0, false);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      const message = errorMessageFromBody(text, response.headers.get('Content-Type'));
      throw new ApiError(message ?? GENERIC_ERROR, response.status, message !== null);
    }
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    // The tab keeps its own copy once loaded; free the URL later.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
