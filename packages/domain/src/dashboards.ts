/**
 * The dashboards of /painel-siam (spec 03 §2.17, decision 090): the six panels of PAINEIS_BI, each an
 * embedded report when a URL is configured on the server, else the product's own live figures. The
 * API answers every live panel in one generic shape (indicators, charts with their categories and
 * series, tables), so the web draws any panel with the same components and shows each chart's
 * figures as a table under it. The wire shapes are in `contracts/dashboards.ts`.
 */
import type { Formato } from './contracts/dashboards';
import { PAINEIS_BI } from './enums';
import { formatCurrency } from './money';

export const PainelId = {
  Cadastro: 1,
  CadastroSige: 2,
  Fichas: 3,
  Aprendizagens: 4,
  Atividades: 5,
  Premio: 6,
} as const;
export type PainelIdValue = (typeof PainelId)[keyof typeof PainelId];

/** Which filters each live panel uses (regional, município and escola apply to all). */
export const PAINEL_FILTROS: Record<number, { ano: boolean; bimestre: boolean }> = {
  [PainelId.Cadastro]: { ano: false, bimestre: false },
  [PainelId.CadastroSige]: { ano: false, bimestre: false },
  [PainelId.Fichas]: { ano: true, bimestre: true },
  [PainelId.Aprendizagens]: { ano: true, bimestre: true },
  [PainelId.Atividades]: { ano: true, bimestre: true },
  [PainelId.Premio]: { ano: true, bimestre: false },
};

/** The states of a monitoring sheet in the panels (decision 012's four counters). */
export const STATUS_FICHA = ['Não iniciado', 'Em andamento', 'Completo', 'Validado'] as const;

export const PAINEL_INVALIDO = 'Painel inválido.';
export const PAINEL_SEM_DADOS = 'Nenhum dado encontrado para os filtros selecionados.';
export const PAINEL_SELECIONE = 'Selecione o painel';

export function isPainelId(id: number): id is PainelIdValue {
  return PAINEIS_BI.some((p) => p.id === id);
}

/** pt-BR number formatting of a panel figure (money with R$ and two decimals, percent with %). */
export function formatFigura(valor: number, formato: Formato): string {
  if (formato === 'moeda') return formatCurrency(valor);
  const n = valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return formato === 'percentual' ? `${n}%` : n;
}
