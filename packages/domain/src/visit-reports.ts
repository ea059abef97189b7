/**
 * Visit reports and award-year rules (spec 03 §2.9-2.14, §4.4, §5.5, §5.6, §5.8, §9), written once
 * for the web screens and the API.
 */

export const VISIT_MSG = {
  descriptionTooShort: 'Descrição muito curta.',
  futureDate: 'A data da visita deve ser menor ou igual à data atual.',
  dateRequired: 'A data da visita é obrigatória.',
  allLevelFour:
    'Não é permitido avaliar escolas fomentadas com 100% dos indicadores no nível 4! Refaça a avaliação, considerando que esses indicadores gerarão as ações obrigatórias para a escola fomentada. É importante uma avaliação criteriosa para que a escola fomentada tenha um direcionamento do que melhorar em seu processo de ensino-aprendizado.',
  allLevelFourTitle: 'Atenção.',
  limitReached: 'Já foram criados e finalizados os 4 tipos de relatórios necessários.',
  hintDescription: 'Necessário preencher descrição',
  hintParticipant: 'Necessário ter ao menos um participante no relatório de visita.',
  hintIndicators: 'Preencha todos os campos e responda todos os indicadores de todas as categorias.',
  descriptionMax: 'O tamanho máximo da descrição é de 3.000 caracteres.',
  typeInvalid: 'Tipo de relatório inválido.',
  typeNotOffered: 'Tipo de relatório não disponível para este prêmio.',
  openExists: 'Já existe um relatório em aberto deste tipo.',
  finalized: 'Relatório finalizado não pode ser alterado.',
  notFinalized: 'O relatório de visita ainda não foi finalizado.',
  reportNotFound: 'Nenhum relatório encontrado para este código.',
  deleted: 'Relatório excluído com sucesso.',
  saved: 'Sucesso ao salvar!',
  indicatorInvalid: 'Indicador inválido para este relatório.',
  deleteConfirmTitle: 'Confirmar exclusão do relatório.',
  deleteConfirmText: 'Tem certeza que deseja excluir o relatório do sistema?',
  listTitle: 'Relatório de Visita do Prêmio',
} as const;

/** Texts of the screens (§2.9-2.14, §8.2) the web shows as written. */
export const VISIT_UI_MSG = {
  descriptionCounter: '/3.000 caracteres.',
  participantsTitle: 'Lista de Participantes',
  participantFormTitle: 'Cadastrar Participante',
  awardTitle: 'Consultar Prêmio',
  loadError: 'Erro ao buscar dados, tente novamente mais tarde',
  saveAnswersError: 'Erro ao salvar.',
  unexpected: 'An unexpected error occurred.',
  categoriesError: 'Não foi possível buscar categorias, tente novamente mais tarde.',
  noCategories: 'Nenhuma categoria encontrada para este tipo de relatório.',
  noAwardYears: 'Nenhum ano Prêmio encontrado',
  noParfiYears: 'Nenhum ano PARFI encontrado',
  noIndicators: 'Nenhum indicador encontrado para esta categoria.',
  noCriteria: 'Nenhum critério encontrado para esta categoria.',
  noReports: 'Nenhum relatório encontrado.',
  noReportAnswers: 'Nenhum indicador encontrado para este relatório.',
  noAwardForYear: 'Nenhum prêmio encontrado para este ano.',
} as const;

export const PARTICIPANT_MSG = {
  cpfInvalid: 'CPF inválido!',
  cpfInvalidField: 'CPF inválido.',
  userNotFound: 'Usuário não encontrado, necessário realizar o cadastro!',
  noProfile: 'Usuário não possui perfil no SIAM!',
  searchFirst: 'Preencha o campo de pesquisa e certifique que o participante é um usuário existente.',
  added: 'Participante adicionado com sucesso!',
  removed: 'Participante excluído com sucesso.',
  duplicate: 'Participante já adicionado.',
  notFound: 'Nenhum participante encontrado para este relatório.',
  empty: 'Nenhum participante encontrado',
  profileInvalid: 'Perfil inválido.',
  notInformed: 'Não informado',
} as const;

export const AWARD_MSG = {
  yearRequired: 'Ano Prêmio obrigatório.',
  yearInvalid: 'Ano Prêmio inválido.',
  valueRequired: 'Valor do prêmio é obrigatório.',
  valueInvalid: 'Valor inválido.',
  percentInvalid: 'Porcentagem inválida.',
  categoryInvalid: 'Categoria inválida.',
  quantityInvalid: 'Quantidade inválida.',
  parfiYearInvalid: 'Ano PARFI inválido.',
  yearExists: 'Ano Prêmio já cadastrado.',
  yearImmutable: 'Ano Prêmio não pode ser alterado.',
  notFound: 'Ano do prêmio não encontrado.',
  selectYear: 'Selecione um ano prêmio.',
  valueNotInformed: 'Valor não informado',
  saved: 'Sucesso ao salvar!',
} as const;

export const REPORT_TYPE = { diagnostico: 1, acompanhamento: 2, avaliacaoFinal: 3 } as const;
export const REPORT_TYPES = [
  { id: 1, descricao: 'Relatório de Diagnóstico' },
  { id: 2, descricao: 'Relatório de Acompanhamento' },
  { id: 3, descricao: 'Relatório de Avaliação Final' },
] as const;

export const DESCRIPTION_MAX = 3000;
export const DESCRIPTION_MIN_LETTERS = 20;
export const MAX_FINALIZED_REPORTS = 4;
export const CRITERION_LEVELS = [1, 2, 3, 4] as const;
export const AWARD_FIRST_YEAR = 2023;

/**
 * §2.9: the report type offered. Award year 2023: only type 3. Otherwise by the number of finalized
 * reports of the pairing: 0 → 1, 1-2 → 2, 3 or more → 3.
 */
export function offeredReportType(anoPremio: number, finalizedCount: number): 1 | 2 | 3 {
  if (anoPremio === AWARD_FIRST_YEAR) return 3;
  if (finalizedCount <= 0) return 1;
  if (finalizedCount <= 2) return 2;
  return 3;
}

/** §5.5: no new report once 4 finalized reports exist for the pairing. */
export function reportLimitReached(finalizedCount: number): boolean {
  return finalizedCount >= MAX_FINALIZED_REPORTS;
}

/**
 * §2.9: an existing report of the type that the user should open instead of creating one: for
 * types 1 and 3 any report of the type; for type 2 one not finalized.
 */
export function openReportOfType<T extends { tipoRelatorioId: number; finalizado: boolean }>(
  reports: readonly T[],
  tipoRelatorioId: number,
): T | null {
  return (
    reports.find((r) => r.tipoRelatorioId === tipoRelatorioId && (tipoRelatorioId !== 2 || !r.finalizado)) ??
    null
  );
}

/** §2.12: award year 2023 maps to PARFI 2024; otherwise the PARFI year equals the award year. */
export function parfiYearOfAward(anoPremio: number): number {
  return anoPremio === AWARD_FIRST_YEAR ? AWARD_FIRST_YEAR + 1 : anoPremio;
}

/** §5.5: the number of Latin letters (accented ones included) of a description. */
export function descriptionLetters(text: string): number {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[A-Za-z]/g) ?? []
  ).length;
}

export function descriptionLongEnough(text: string | null | undefined): boolean {
  return descriptionLetters(text ?? '') >= DESCRIPTION_MIN_LETTERS;
}

/** §5.5: the visit date is not after today (both `YYYY-MM-DD`). */
export function isFutureVisitDate(data: string, today: string): boolean {
  return data > today;
}

/** §5.5: every answered indicator at level 4 (and at least one answer). */
export function isAllLevelFour(levels: readonly number[]): boolean {
  return levels.length > 0 && levels.every((l) => l === 4);
}

/** §5.5: only indicators with a chosen level above 0 are sent as answers. */
export function answersToSend<T extends { nivel?: number | null | undefined }>(
  indicators: readonly T[],
): T[] {
  return indicators.filter((i) => (i.nivel ?? 0) > 0);
}

export interface FinalizeState {
  saved: boolean;
  finalizado: boolean;
  descricaoDetalhada: string | null | undefined;
  participantes: number;
  /** Indicators of every category of the type, and how many have an answer. */
  indicadoresTotal: number;
  indicadoresRespondidos: number;
}

/**
 * §4.4: the first missing requirement for Finalizar, in the spec's hint order, or null when
 * Finalizar may be pressed. (A saved, not finalized report is a precondition, not a hint.)
 */
export function finalizeHint(s: FinalizeState): string | null {
  if ((s.descricaoDetalhada ?? '').trim() === '') return VISIT_MSG.hintDescription;
  if (s.participantes < 1) return VISIT_MSG.hintParticipant;
  if (s.indicadoresTotal === 0 || s.indicadoresRespondidos < s.indicadoresTotal)
    return VISIT_MSG.hintIndicators;
  return null;
}

export function finalizeEnabled(s: FinalizeState & { isVisitingSchool: boolean }): boolean {
  return s.saved && !s.finalizado && s.isVisitingSchool && finalizeHint(s) === null;
}

/**
 * Everything the server checks before finalising, in order: the §4.4 hints, then the 20 letters,
 * then the 100%-level-4 refusal. Null when the report may be finalized.
 */
export function finalizeError(s: FinalizeState & { levels: readonly number[] }): string | null {
  const hint = finalizeHint(s);
  if (hint) return hint;
  if (!descriptionLongEnough(s.descricaoDetalhada)) return VISIT_MSG.descriptionTooShort;
  if (isAllLevelFour(s.levels)) return VISIT_MSG.allLevelFour;
  return null;
}

/** §4.4: the edit screen's title. */
export function reportTitle(finalizado: boolean, isVisitingSchool: boolean): string {
  if (!finalizado && isVisitingSchool) return 'Editar Relatório de Visita';
  return finalizado ? 'Relatório de Visita (Finalizado)' : 'Relatório de Visita';
}

// ------------------------------------------------------------------ award year (§5.8, §9)

/** §9: the values a new award year starts with. */
export const NEW_AWARD_YEAR_DEFAULTS = {
  valorPremiada: 10,
  valorFomentada: 10,
  porcentagemPrimeiraParcela: 50,
  categoriaEscolas: [1, 2, 3, 4, 5].map((categoriaId) => ({ categoriaId, quantidadeEscolas: 0 })),
} as const;

export const AWARD_CATEGORIES = [
  { id: 1, descricao: 'I - 10 a 40 alunos' },
  { id: 2, descricao: 'II - 41 a 70 alunos' },
  { id: 3, descricao: 'III - 71 a 100 alunos' },
  { id: 4, descricao: 'IV - Mais de 100 alunos' },
  { id: 5, descricao: 'V - Sem categoria' },
] as const;

export const SCHOOL_TYPES = [
  { id: 1, descricao: 'Escola Premiada' },
  { id: 2, descricao: 'Escola Fomentada' },
] as const;

/** §5.8: the award year's error, or null. */
export function awardYearError(ano: unknown): string | null {
  if (ano === undefined || ano === null || ano === '') return AWARD_MSG.yearRequired;
  const s = String(ano);
  if (!/^\d{4}$/.test(s) || Number(s) < AWARD_FIRST_YEAR) return AWARD_MSG.yearInvalid;
  return null;
}

/** §9: the parcel years (first = year, second = year + 1). */
export function parcelYears(ano: number): { primeiroAnoParfi: number; segundoAnoParfi: number } {
  return { primeiroAnoParfi: ano, segundoAnoParfi: ano + 1 };
}

/** The PARFI years an award year has: 2023 only its second parcel (2024). */
export function parfiYearsOfAward(ano: number): { ano: number; parcela: 1 | 2 }[] {
  const { primeiroAnoParfi, segundoAnoParfi } = parcelYears(ano);
  if (ano === AWARD_FIRST_YEAR) return [{ ano: segundoAnoParfi, parcela: 2 }];
  return [
    { ano: primeiroAnoParfi, parcela: 1 },
    { ano: segundoAnoParfi, parcela: 2 },
  ];
}

/** §5.8: first parcel percent, digits only, 0-100; or null when invalid. */
export function firstParcelPercent(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,3}$/.test(s)) return null;
  const n = Number(s);
  return n <= 100 ? n : null;
}

/** §9: second parcel percent = 100 − first. */
export function secondParcelPercent(first: number): number {
  return 100 - first;
}

/** §5.8: a school count: digits only, at most 3. */
export function schoolCountValid(v: unknown): boolean {
  return typeof v === 'number' ? Number.isInteger(v) && v >= 0 && v <= 999 : /^\d{1,3}$/.test(String(v));
}
