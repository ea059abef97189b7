/**
 * Every enumeration of the three spec documents, written once. Each is a readonly list of
 * `{ id, nome }` (ids as the spec gives them; `nome` is the text the interface shows) with a label
 * lookup. Roles live in `roles.ts`.
 */

export interface EnumItem<I extends number | string = number> {
  readonly id: I;
  readonly nome: string;
}

/** The `nome` of the item with `id`, or `fallback` ('' by default) when there is none. */
export function enumLabel<I extends number | string>(
  list: readonly EnumItem<I>[],
  id: I | null | undefined,
  fallback = '',
): string {
  if (id === null || id === undefined) return fallback;
  return list.find((item) => item.id === id)?.nome ?? fallback;
}

/** True when `id` is one of the list's ids (for zod refinements and API guards). */
export function isEnumId<I extends number | string>(list: readonly EnumItem<I>[], id: unknown): id is I {
  return list.some((item) => item.id === id);
}

/** The ids of a list, for `z.union`/`z.enum`-style checks. */
export function enumIds<I extends number | string>(list: readonly EnumItem<I>[]): I[] {
  return list.map((item) => item.id);
}

// ---------------------------------------------------------------- spec 01 §3 and spec 02 §3

/** Years of schooling (série). */
export const SERIES = [
  { id: 1, nome: 'Infantil IV' },
  { id: 2, nome: 'Infantil V' },
  { id: 3, nome: 'Multisseriada EI' },
  { id: 4, nome: '1º ano' },
  { id: 5, nome: '2º ano' },
  { id: 6, nome: '3º ano' },
  { id: 7, nome: '4º ano' },
  { id: 8, nome: '5º ano' },
  { id: 9, nome: 'Multisseriada EF' },
] as const satisfies readonly EnumItem[];
export type SerieId = (typeof SERIES)[number]['id'];
export const serieLabel = (id: number | null | undefined): string => enumLabel(SERIES, id);

export const NIVEIS_ENSINO = [
  { id: 1, nome: 'Educação Infantil' },
  { id: 2, nome: 'Ensino Fundamental' },
] as const satisfies readonly EnumItem[];
export type NivelEnsinoId = (typeof NIVEIS_ENSINO)[number]['id'];
export const nivelEnsinoLabel = (id: number | null | undefined): string => enumLabel(NIVEIS_ENSINO, id);

/** Series 1-3 are Educação Infantil (1), 4-9 Ensino Fundamental (2). */
export function nivelEnsinoDaSerie(serie: number): NivelEnsinoId {
  return serie >= 1 && serie <= 3 ? 1 : 2;
}

/** The series of one education level, in order. */
export function seriesDoNivel(nivel: number): (typeof SERIES)[number][] {
  return SERIES.filter((s) => nivelEnsinoDaSerie(s.id) === nivel);
}

export const MODALIDADES_ENSINO = [{ id: 1, nome: 'Ensino Regular' }] as const satisfies readonly EnumItem[];
export const modalidadeEnsinoLabel = (id: number | null | undefined): string =>
  enumLabel(MODALIDADES_ENSINO, id);

export const TURNOS = [
  { id: 1, nome: 'Matutino' },
  { id: 2, nome: 'Vespertino' },
  { id: 3, nome: 'Integral' },
  { id: 4, nome: 'Intermediário' },
] as const satisfies readonly EnumItem[];
export type TurnoId = (typeof TURNOS)[number]['id'];
export const turnoLabel = (id: number | null | undefined): string => enumLabel(TURNOS, id);

/** Colour/race (cor). */
export const CORES = [
  { id: 0, nome: 'Não declarada' },
  { id: 1, nome: 'Branca' },
  { id: 2, nome: 'Preta' },
  { id: 3, nome: 'Parda' },
  { id: 4, nome: 'Amarela' },
  { id: 5, nome: 'Indígena' },
] as const satisfies readonly EnumItem[];
export type CorId = (typeof CORES)[number]['id'];
export const corLabel = (id: number | null | undefined): string => enumLabel(CORES, id);

export const TRANSPORTES = [
  { id: 1, nome: 'Não' },
  { id: 2, nome: 'Urbano' },
  { id: 3, nome: 'Rural' },
] as const satisfies readonly EnumItem[];
export type TransporteId = (typeof TRANSPORTES)[number]['id'];
export const transporteLabel = (id: number | null | undefined): string => enumLabel(TRANSPORTES, id);

/** Movement reasons (motivo) of a class history entry. */
export const Motivo = {
  Normal: 1,
  Remanejar: 2,
  Transferir: 3,
  DeixouDeFrequentar: 4,
  Falecido: 5,
  EnturmacaoIndevida: 6,
} as const;
export type MotivoId = (typeof Motivo)[keyof typeof Motivo];

export const MOTIVOS = [
  { id: Motivo.Normal, nome: 'Normal' },
  { id: Motivo.Remanejar, nome: 'Remanejar' },
  { id: Motivo.Transferir, nome: 'Transferir' },
  { id: Motivo.DeixouDeFrequentar, nome: 'Deixou de frequentar' },
  { id: Motivo.Falecido, nome: 'Falecido' },
  { id: Motivo.EnturmacaoIndevida, nome: 'Enturmação Indevida' },
] as const satisfies readonly EnumItem[];
export const motivoLabel = (id: number | null | undefined): string => enumLabel(MOTIVOS, id);

/** Reasons that end the stay in a class (the finalize action), spec 01 §4. */
export const MOTIVOS_FINALIZAR: readonly MotivoId[] = [
  Motivo.Transferir,
  Motivo.DeixouDeFrequentar,
  Motivo.Falecido,
  Motivo.EnturmacaoIndevida,
];

export const SEXOS = [
  { id: 'M', nome: 'Masculino' },
  { id: 'F', nome: 'Feminino' },
] as const satisfies readonly EnumItem<string>[];
export type SexoId = (typeof SEXOS)[number]['id'];
export const SEXO_NAO_INFORMADO = 'Não informado';
/** M Masculino, F Feminino, anything else 'Não informado'. */
export function sexoLabel(code: string | null | undefined): string {
  return enumLabel<string>(SEXOS, code, SEXO_NAO_INFORMADO);
}

/** Two-month terms (bimestres) 1 to 4. */
export const BIMESTRES = [
  { id: 1, nome: 'Primeiro' },
  { id: 2, nome: 'Segundo' },
  { id: 3, nome: 'Terceiro' },
  { id: 4, nome: 'Quarto' },
] as const satisfies readonly EnumItem[];
export type BimestreId = (typeof BIMESTRES)[number]['id'];
export const bimestreLabel = (id: number | null | undefined): string => enumLabel(BIMESTRES, id);

// ---------------------------------------------------------------- spec 02 §3

/** Staff function (tipoFuncaoServidor). */
export const FUNCOES_SERVIDOR = [
  { id: 1, nome: 'Diretor' },
  { id: 2, nome: 'Coordenador' },
  { id: 3, nome: 'Professor Educação Infantil' },
  { id: 4, nome: 'Professor Ensino Fundamental' },
  { id: 5, nome: 'Cadastro Escola' },
] as const satisfies readonly EnumItem[];
export type FuncaoServidorId = (typeof FUNCOES_SERVIDOR)[number]['id'];
export const funcaoServidorLabel = (id: number | null | undefined): string => enumLabel(FUNCOES_SERVIDOR, id);

/** School network (rede). */
export const REDES = [
  { id: 1, nome: 'Federal' },
  { id: 2, nome: 'Estadual' },
  { id: 3, nome: 'Municipal' },
  { id: 4, nome: 'Particular' },
  { id: 5, nome: 'Indefinida' },
] as const satisfies readonly EnumItem[];
export type RedeId = (typeof REDES)[number]['id'];
export const redeLabel = (id: number | null | undefined): string => enumLabel(REDES, id);

export const LOCALIZACOES = [
  { id: 1, nome: 'Urbana' },
  { id: 2, nome: 'Rural' },
  { id: 3, nome: 'Indefinida' },
] as const satisfies readonly EnumItem[];
export type LocalizacaoId = (typeof LOCALIZACOES)[number]['id'];
export const localizacaoLabel = (id: number | null | undefined): string => enumLabel(LOCALIZACOES, id);

/** Monitoring type. */
export const TIPOS_ACOMPANHAMENTO = [
  { id: 1, nome: 'Aprendizagem' },
  { id: 2, nome: 'Atividades' },
  { id: 3, nome: 'Institucional' },
] as const satisfies readonly EnumItem[];
export const tipoAcompanhamentoLabel = (id: number | null | undefined): string =>
  enumLabel(TIPOS_ACOMPANHAMENTO, id);

/** Monitoring sheet (fichaId / fichaAcompanhamentoId): 1 learning, 2 activities. */
export const FICHAS_ACOMPANHAMENTO = [
  { id: 1, nome: 'Aprendizagem' },
  { id: 2, nome: 'Atividades' },
] as const satisfies readonly EnumItem[];
export type FichaId = (typeof FICHAS_ACOMPANHAMENTO)[number]['id'];
export const Ficha = { Aprendizagem: 1, Atividades: 2 } as const;
export const fichaAcompanhamentoLabel = (id: number | null | undefined): string =>
  enumLabel(FICHAS_ACOMPANHAMENTO, id);

export const COMPONENTES_CURRICULARES = [
  { id: 1, nome: 'Língua Portuguesa' },
  { id: 2, nome: 'Matemática' },
] as const satisfies readonly EnumItem[];
/** Only Língua Portuguesa is offered (spec 02 §3). */
export const COMPONENTES_OFERECIDOS = COMPONENTES_CURRICULARES.filter((c) => c.id === 1);
export const componenteCurricularLabel = (id: number | null | undefined): string =>
  enumLabel(COMPONENTES_CURRICULARES, id);

/** Evaluation / criterion levels 1 to 4. */
export const NIVEIS_AVALIACAO = [
  { id: 1, nome: 'Nível 1' },
  { id: 2, nome: 'Nível 2' },
  { id: 3, nome: 'Nível 3' },
  { id: 4, nome: 'Nível 4' },
] as const satisfies readonly EnumItem[];
export type NivelAvaliacaoId = (typeof NIVEIS_AVALIACAO)[number]['id'];
export const nivelAvaliacaoLabel = (id: number | null | undefined): string => enumLabel(NIVEIS_AVALIACAO, id);

export const SITUACOES_TURMA = [
  { id: 0, nome: 'Inativa' },
  { id: 1, nome: 'Ativa' },
] as const satisfies readonly EnumItem[];
export const SituacaoTurma = { Inativa: 0, Ativa: 1 } as const;
export const situacaoTurmaLabel = (id: number | null | undefined): string => enumLabel(SITUACOES_TURMA, id);

// ---------------------------------------------------------------- spec 03 §3, §4.1

/** Execution situation (situacao) of a PARFI action's execution, spec 03 §4.1. */
export const SituacaoExecucao = {
  EnviadaParaDeferimento: 0,
  DeferidaNivel1: 1,
  IndeferidaNivel1: 2,
  DeferidaNivel2: 3,
  IndeferidaNivel2: 4,
  DeferidaNivel3: 5,
  IndeferidaNivel3: 6,
  DesistenciaFornecedor: 7,
  DesistenciaEscola: 8,
  Fechada: 9,
} as const;
export type SituacaoExecucaoId = (typeof SituacaoExecucao)[keyof typeof SituacaoExecucao];

export const SITUACOES_EXECUCAO = [
  { id: 0, nome: 'Enviada para deferimento' },
  { id: 1, nome: 'Deferida nível 1' },
  { id: 2, nome: 'Indeferida nível 1' },
  { id: 3, nome: 'Deferida nível 2' },
  { id: 4, nome: 'Indeferida nível 2' },
  { id: 5, nome: 'Deferida nível 3' },
  { id: 6, nome: 'Indeferida nível 3' },
  { id: 7, nome: 'Desistência do fornecedor' },
  { id: 8, nome: 'Desistência da escola' },
  { id: 9, nome: 'Fechada' },
] as const satisfies readonly EnumItem[];
/** Shown when an action has no execution situation yet. */
export const SITUACAO_EXECUCAO_AUSENTE = 'Não enviada para deferimento';
export function situacaoExecucaoLabel(id: number | null | undefined): string {
  return enumLabel(SITUACOES_EXECUCAO, id, SITUACAO_EXECUCAO_AUSENTE);
}

/** Execution status (status). */
export const StatusExecucao = { EmAberto: 0, Finalizada: 1, EmAnalise: 2 } as const;
export type StatusExecucaoId = (typeof StatusExecucao)[keyof typeof StatusExecucao];
/** `codigo` is the spec's constant name; `nome` the display label. */
export const STATUS_EXECUCAO = [
  { id: 0, codigo: 'EmAberto', nome: 'Em aberto' },
  { id: 1, codigo: 'Finalizada', nome: 'Finalizada' },
  { id: 2, codigo: 'EmAnalise', nome: 'Em análise' },
] as const satisfies readonly (EnumItem & { codigo: string })[];
export const statusExecucaoLabel = (id: number | null | undefined): string => enumLabel(STATUS_EXECUCAO, id);

/**
 * Kind (tipo) of a PARFI document type, which decides the required fields (spec 03 §5.2). The spec
 * numbers the kinds 1 to 6 without naming them; the names below are ours.
 */
export const TipoDocumentoKind = {
  /** Budget quote: CPF/CNPJ, value and date. */
  Orcamento: 1,
  /** Fiscal document (invoice): CNPJ, value, document number and date. */
  DocumentoFiscal: 2,
  /** Bank statement: value and date. */
  ExtratoBancario: 3,
  /** Bonus: date. */
  Bonificacao: 4,
  /** Withdrawal (of the supplier or of the school): date. */
  Desistencia: 5,
  /** Procurement paperwork and other records: date. */
  Outro: 6,
} as const;
export type TipoDocumentoKindId = (typeof TipoDocumentoKind)[keyof typeof TipoDocumentoKind];

/** Fields a document of each kind requires (spec 03 §5.2). */
export const DOCUMENT_KIND_FIELDS: Readonly<
  Record<TipoDocumentoKindId, { cpfCnpj: boolean; valor: boolean; numero: boolean; data: boolean }>
> = {
  1: { cpfCnpj: true, valor: true, numero: false, data: true },
  2: { cpfCnpj: true, valor: true, numero: true, data: true },
  3: { cpfCnpj: false, valor: true, numero: false, data: true },
  4: { cpfCnpj: false, valor: false, numero: false, data: true },
  5: { cpfCnpj: false, valor: false, numero: false, data: true },
  6: { cpfCnpj: false, valor: false, numero: false, data: true },
};

/**
 * PARFI document types 1 to 16 (spec 03 §3). Ids 1-6 are the spec's; the spec does not give the ids
 * from 7 on, so they follow its listed order (7 Desistência do fornecedor … 16 Parecer do Conselho
 * Fiscal). Kinds: budgets 1, fiscal document 2, bank statement 3, bonus 4, withdrawals 5, procurement
 * paperwork and other records 6.
 */
export const TIPOS_DOCUMENTO = [
  { id: 1, nome: 'Orçamento 1', tipo: 1 },
  { id: 2, nome: 'Orçamento 2', tipo: 1 },
  { id: 3, nome: 'Orçamento 3', tipo: 1 },
  { id: 4, nome: 'Documento Fiscal', tipo: 2 },
  { id: 5, nome: 'Extrato Bancário', tipo: 3 },
  { id: 6, nome: 'Bonificação', tipo: 4 },
  { id: 7, nome: 'Desistência do fornecedor', tipo: 5 },
  { id: 8, nome: 'Desistência da escola', tipo: 5 },
  { id: 9, nome: 'Termo de referência', tipo: 6 },
  { id: 10, nome: 'Instrução Técnica de Dispensa de Licitação', tipo: 6 },
  { id: 11, nome: 'Homologação do Ato de Dispensa de Licitação', tipo: 6 },
  { id: 12, nome: 'Verificação do menor preço', tipo: 6 },
  { id: 13, nome: 'Ato de Designação', tipo: 6 },
  { id: 14, nome: 'Portaria de nomeação da Comissão e Atesto de Recebimento', tipo: 6 },
  { id: 15, nome: 'Ordem de Compra/Serviço', tipo: 6 },
  { id: 16, nome: 'Parecer do Conselho Fiscal', tipo: 6 },
] as const satisfies readonly (EnumItem & { tipo: TipoDocumentoKindId })[];
export type TipoDocumentoId = (typeof TIPOS_DOCUMENTO)[number]['id'];
export const TipoDocumento = {
  DocumentoFiscal: 4,
  DesistenciaFornecedor: 7,
  DesistenciaEscola: 8,
} as const;
export const tipoDocumentoLabel = (id: number | null | undefined): string => enumLabel(TIPOS_DOCUMENTO, id);
/** The kind (1-6) of a document type, or null for an unknown id. */
export function tipoDocumentoKind(id: number): TipoDocumentoKindId | null {
  return TIPOS_DOCUMENTO.find((t) => t.id === id)?.tipo ?? null;
}

/** Visit report types. */
export const TIPOS_RELATORIO = [
  { id: 1, nome: 'Relatório de Diagnóstico' },
  { id: 2, nome: 'Relatório de Acompanhamento' },
  { id: 3, nome: 'Relatório de Avaliação Final' },
] as const satisfies readonly EnumItem[];
export type TipoRelatorioId = (typeof TIPOS_RELATORIO)[number]['id'];
export const tipoRelatorioLabel = (id: number | null | undefined): string => enumLabel(TIPOS_RELATORIO, id);

/** Award categories by number of pupils. */
export const CATEGORIAS_PREMIO = [
  { id: 1, nome: 'I - 10 a 40 estudantes' },
  { id: 2, nome: 'II - 41 a 70 estudantes' },
  { id: 3, nome: 'III - 71 a 100 estudantes' },
  { id: 4, nome: 'IV - mais de 100 estudantes' },
  { id: 5, nome: 'V - Sem categoria' },
] as const satisfies readonly EnumItem[];
export type CategoriaPremioId = (typeof CATEGORIAS_PREMIO)[number]['id'];
export const categoriaPremioLabel = (id: number | null | undefined): string =>
  enumLabel(CATEGORIAS_PREMIO, id);

export const TIPOS_ESCOLA_PREMIO = [
  { id: 1, nome: 'Escola Premiada' },
  { id: 2, nome: 'Escola Fomentada' },
] as const satisfies readonly EnumItem[];
export type TipoEscolaPremioId = (typeof TIPOS_ESCOLA_PREMIO)[number]['id'];
export const tipoEscolaPremioLabel = (id: number | null | undefined): string =>
  enumLabel(TIPOS_ESCOLA_PREMIO, id);

/** Modality (modalidade) of a PARFI action. */
export const MODALIDADES_ACAO = [
  { id: 1, nome: 'Custeio' },
  { id: 2, nome: 'Capital' },
  { id: 3, nome: 'Não se aplica' },
] as const satisfies readonly EnumItem[];
export const modalidadeAcaoLabel = (id: number | null | undefined): string => enumLabel(MODALIDADES_ACAO, id);

/** BI dashboards of 'Selecione o painel' (spec 03 §2.17); ids are ours, in the listed order. */
export const PAINEIS_BI = [
  { id: 1, nome: 'Acompanhamento de Cadastro' },
  { id: 2, nome: 'Gestão de Cadastro - ALFAMAIS/SIGE' },
  { id: 3, nome: 'Quantitativo de Fichas no Alfamais' },
  { id: 4, nome: 'Acompanhamento de Aprendizagens por Categoria' },
  { id: 5, nome: 'Acompanhamento de Fichas de Atividade' },
  { id: 6, nome: 'Acompanhamento do Prêmio' },
] as const satisfies readonly EnumItem[];
export const painelBiLabel = (id: number | null | undefined): string => enumLabel(PAINEIS_BI, id);
