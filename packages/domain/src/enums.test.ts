import { describe, expect, it } from 'vitest';
import {
  BIMESTRES,
  CATEGORIAS_PREMIO,
  COMPONENTES_CURRICULARES,
  COMPONENTES_OFERECIDOS,
  CORES,
  DOCUMENT_KIND_FIELDS,
  FICHAS_ACOMPANHAMENTO,
  FUNCOES_SERVIDOR,
  LOCALIZACOES,
  MODALIDADES_ACAO,
  MODALIDADES_ENSINO,
  MOTIVOS,
  MOTIVOS_FINALIZAR,
  Motivo,
  NIVEIS_AVALIACAO,
  NIVEIS_ENSINO,
  PAINEIS_BI,
  REDES,
  SERIES,
  SEXOS,
  SITUACAO_EXECUCAO_AUSENTE,
  SITUACOES_EXECUCAO,
  SITUACOES_TURMA,
  STATUS_EXECUCAO,
  SituacaoExecucao,
  StatusExecucao,
  TIPOS_ACOMPANHAMENTO,
  TIPOS_DOCUMENTO,
  TIPOS_ESCOLA_PREMIO,
  TIPOS_RELATORIO,
  TRANSPORTES,
  TURNOS,
  TipoDocumento,
  bimestreLabel,
  categoriaPremioLabel,
  componenteCurricularLabel,
  corLabel,
  enumIds,
  enumLabel,
  fichaAcompanhamentoLabel,
  funcaoServidorLabel,
  isEnumId,
  localizacaoLabel,
  modalidadeAcaoLabel,
  modalidadeEnsinoLabel,
  motivoLabel,
  nivelAvaliacaoLabel,
  nivelEnsinoDaSerie,
  nivelEnsinoLabel,
  painelBiLabel,
  redeLabel,
  serieLabel,
  seriesDoNivel,
  sexoLabel,
  situacaoExecucaoLabel,
  situacaoTurmaLabel,
  statusExecucaoLabel,
  tipoAcompanhamentoLabel,
  tipoDocumentoKind,
  tipoDocumentoLabel,
  tipoEscolaPremioLabel,
  tipoRelatorioLabel,
  transporteLabel,
  turnoLabel,
} from './enums';

type Pairs = [number | string, string][];
const pairs = (list: readonly { id: number | string; nome: string }[]): Pairs =>
  list.map((i) => [i.id, i.nome]);

describe('enumerations', () => {
  const all = {
    SERIES,
    NIVEIS_ENSINO,
    MODALIDADES_ENSINO,
    TURNOS,
    CORES,
    TRANSPORTES,
    MOTIVOS,
    SEXOS,
    BIMESTRES,
    FUNCOES_SERVIDOR,
    REDES,
    LOCALIZACOES,
    TIPOS_ACOMPANHAMENTO,
    FICHAS_ACOMPANHAMENTO,
    COMPONENTES_CURRICULARES,
    NIVEIS_AVALIACAO,
    SITUACOES_TURMA,
    SITUACOES_EXECUCAO,
    STATUS_EXECUCAO,
    TIPOS_DOCUMENTO,
    TIPOS_RELATORIO,
    CATEGORIAS_PREMIO,
    TIPOS_ESCOLA_PREMIO,
    MODALIDADES_ACAO,
    PAINEIS_BI,
  };

  it.each(Object.entries(all))('%s has unique ids and non-empty unique names', (_name, list) => {
    const ids = list.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = list.map((i) => i.nome);
    expect(names.every((n) => n.trim().length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('spec 01 §3 enumerations', () => {
    expect(pairs(SERIES)).toEqual([
      [1, 'Infantil IV'],
      [2, 'Infantil V'],
      [3, 'Multisseriada EI'],
      [4, '1º ano'],
      [5, '2º ano'],
      [6, '3º ano'],
      [7, '4º ano'],
      [8, '5º ano'],
      [9, 'Multisseriada EF'],
    ]);
    expect(pairs(NIVEIS_ENSINO)).toEqual([
      [1, 'Educação Infantil'],
      [2, 'Ensino Fundamental'],
    ]);
    expect(pairs(MODALIDADES_ENSINO)).toEqual([[1, 'Ensino Regular']]);
    expect(pairs(TURNOS)).toEqual([
      [1, 'Matutino'],
      [2, 'Vespertino'],
      [3, 'Integral'],
      [4, 'Intermediário'],
    ]);
    expect(pairs(CORES)).toEqual([
      [0, 'Não declarada'],
      [1, 'Branca'],
      [2, 'Preta'],
      [3, 'Parda'],
      [4, 'Amarela'],
      [5, 'Indígena'],
    ]);
    expect(pairs(TRANSPORTES)).toEqual([
      [1, 'Não'],
      [2, 'Urbano'],
      [3, 'Rural'],
    ]);
    expect(pairs(MOTIVOS)).toEqual([
      [1, 'Normal'],
      [2, 'Remanejar'],
      [3, 'Transferir'],
      [4, 'Deixou de frequentar'],
      [5, 'Falecido'],
      [6, 'Enturmação Indevida'],
    ]);
    expect(pairs(BIMESTRES)).toEqual([
      [1, 'Primeiro'],
      [2, 'Segundo'],
      [3, 'Terceiro'],
      [4, 'Quarto'],
    ]);
  });

  it('motivo constants match the list; finalize reasons are 3 to 6', () => {
    expect(Motivo).toEqual({
      Normal: 1,
      Remanejar: 2,
      Transferir: 3,
      DeixouDeFrequentar: 4,
      Falecido: 5,
      EnturmacaoIndevida: 6,
    });
    expect(MOTIVOS_FINALIZAR).toEqual([3, 4, 5, 6]);
  });

  it('derives the education level from the série', () => {
    expect([1, 2, 3].map(nivelEnsinoDaSerie)).toEqual([1, 1, 1]);
    expect([4, 5, 6, 7, 8, 9].map(nivelEnsinoDaSerie)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(seriesDoNivel(1).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(seriesDoNivel(2).map((s) => s.id)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(seriesDoNivel(3)).toEqual([]);
  });

  it('sexo display: M, F, else Não informado', () => {
    expect(pairs(SEXOS)).toEqual([
      ['M', 'Masculino'],
      ['F', 'Feminino'],
    ]);
    expect(sexoLabel('M')).toBe('Masculino');
    expect(sexoLabel('F')).toBe('Feminino');
    expect(sexoLabel('X')).toBe('Não informado');
    expect(sexoLabel('')).toBe('Não informado');
    expect(sexoLabel(null)).toBe('Não informado');
    expect(sexoLabel(undefined)).toBe('Não informado');
  });

  it('spec 02 §3 enumerations', () => {
    expect(pairs(FUNCOES_SERVIDOR)).toEqual([
      [1, 'Diretor'],
      [2, 'Coordenador'],
      [3, 'Professor Educação Infantil'],
      [4, 'Professor Ensino Fundamental'],
      [5, 'Cadastro Escola'],
    ]);
    expect(pairs(REDES)).toEqual([
      [1, 'Federal'],
      [2, 'Estadual'],
      [3, 'Municipal'],
      [4, 'Particular'],
      [5, 'Indefinida'],
    ]);
    expect(pairs(LOCALIZACOES)).toEqual([
      [1, 'Urbana'],
      [2, 'Rural'],
      [3, 'Indefinida'],
    ]);
    expect(pairs(TIPOS_ACOMPANHAMENTO)).toEqual([
      [1, 'Aprendizagem'],
      [2, 'Atividades'],
      [3, 'Institucional'],
    ]);
    expect(pairs(FICHAS_ACOMPANHAMENTO)).toEqual([
      [1, 'Aprendizagem'],
      [2, 'Atividades'],
    ]);
    expect(pairs(COMPONENTES_CURRICULARES)).toEqual([
      [1, 'Língua Portuguesa'],
      [2, 'Matemática'],
    ]);
    expect(pairs(COMPONENTES_OFERECIDOS)).toEqual([[1, 'Língua Portuguesa']]);
    expect(NIVEIS_AVALIACAO.map((n) => n.id)).toEqual([1, 2, 3, 4]);
    expect(pairs(SITUACOES_TURMA)).toEqual([
      [0, 'Inativa'],
      [1, 'Ativa'],
    ]);
  });

  it('spec 03 §3 and §4.1 enumerations', () => {
    expect(pairs(SITUACOES_EXECUCAO)).toEqual([
      [0, 'Enviada para deferimento'],
      [1, 'Deferida nível 1'],
      [2, 'Indeferida nível 1'],
      [3, 'Deferida nível 2'],
      [4, 'Indeferida nível 2'],
      [5, 'Deferida nível 3'],
      [6, 'Indeferida nível 3'],
      [7, 'Desistência do fornecedor'],
      [8, 'Desistência da escola'],
      [9, 'Fechada'],
    ]);
    expect(Object.values(SituacaoExecucao)).toEqual(SITUACOES_EXECUCAO.map((s) => s.id));
    expect(SITUACAO_EXECUCAO_AUSENTE).toBe('Não enviada para deferimento');
    expect(STATUS_EXECUCAO.map((s) => [s.id, s.codigo, s.nome])).toEqual([
      [0, 'EmAberto', 'Em aberto'],
      [1, 'Finalizada', 'Finalizada'],
      [2, 'EmAnalise', 'Em análise'],
    ]);
    expect(StatusExecucao).toEqual({ EmAberto: 0, Finalizada: 1, EmAnalise: 2 });
    expect(pairs(TIPOS_RELATORIO)).toEqual([
      [1, 'Relatório de Diagnóstico'],
      [2, 'Relatório de Acompanhamento'],
      [3, 'Relatório de Avaliação Final'],
    ]);
    expect(pairs(CATEGORIAS_PREMIO)).toEqual([
      [1, 'I - 10 a 40 estudantes'],
      [2, 'II - 41 a 70 estudantes'],
      [3, 'III - 71 a 100 estudantes'],
      [4, 'IV - mais de 100 estudantes'],
      [5, 'V - Sem categoria'],
    ]);
    expect(pairs(TIPOS_ESCOLA_PREMIO)).toEqual([
      [1, 'Escola Premiada'],
      [2, 'Escola Fomentada'],
    ]);
    expect(pairs(MODALIDADES_ACAO)).toEqual([
      [1, 'Custeio'],
      [2, 'Capital'],
      [3, 'Não se aplica'],
    ]);
    expect(PAINEIS_BI.map((p) => p.nome)).toEqual([
      'Acompanhamento de Cadastro',
      'Gestão de Cadastro - ALFAMAIS/SIGE',
      'Quantitativo de Fichas no Alfamais',
      'Acompanhamento de Aprendizagens por Categoria',
      'Acompanhamento de Fichas de Atividade',
      'Acompanhamento do Prêmio',
    ]);
  });

  it('document types 1 to 16 with their kinds', () => {
    expect(TIPOS_DOCUMENTO.map((t) => t.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(TIPOS_DOCUMENTO.slice(0, 6).map((t) => [t.id, t.nome, t.tipo])).toEqual([
      [1, 'Orçamento 1', 1],
      [2, 'Orçamento 2', 1],
      [3, 'Orçamento 3', 1],
      [4, 'Documento Fiscal', 2],
      [5, 'Extrato Bancário', 3],
      [6, 'Bonificação', 4],
    ]);
    expect(TIPOS_DOCUMENTO.slice(6).map((t) => t.nome)).toEqual([
      'Desistência do fornecedor',
      'Desistência da escola',
      'Termo de referência',
      'Instrução Técnica de Dispensa de Licitação',
      'Homologação do Ato de Dispensa de Licitação',
      'Verificação do menor preço',
      'Ato de Designação',
      'Portaria de nomeação da Comissão e Atesto de Recebimento',
      'Ordem de Compra/Serviço',
      'Parecer do Conselho Fiscal',
    ]);
    expect(tipoDocumentoKind(TipoDocumento.DesistenciaFornecedor)).toBe(5);
    expect(tipoDocumentoKind(TipoDocumento.DesistenciaEscola)).toBe(5);
    expect(tipoDocumentoKind(TipoDocumento.DocumentoFiscal)).toBe(2);
    expect(tipoDocumentoKind(16)).toBe(6);
    expect(tipoDocumentoKind(17)).toBeNull();
    for (const t of TIPOS_DOCUMENTO) expect(t.tipo >= 1 && t.tipo <= 6).toBe(true);
  });

  it('document kinds decide the required fields (spec 03 §5.2)', () => {
    expect(DOCUMENT_KIND_FIELDS[1]).toEqual({ cpfCnpj: true, valor: true, numero: false, data: true });
    expect(DOCUMENT_KIND_FIELDS[2]).toEqual({ cpfCnpj: true, valor: true, numero: true, data: true });
    expect(DOCUMENT_KIND_FIELDS[3]).toEqual({ cpfCnpj: false, valor: true, numero: false, data: true });
    for (const k of [4, 5, 6] as const) {
      expect(DOCUMENT_KIND_FIELDS[k]).toEqual({ cpfCnpj: false, valor: false, numero: false, data: true });
    }
  });

  it('label lookups give the name, or the fallback', () => {
    expect(serieLabel(4)).toBe('1º ano');
    expect(serieLabel(99)).toBe('');
    expect(serieLabel(null)).toBe('');
    expect(nivelEnsinoLabel(2)).toBe('Ensino Fundamental');
    expect(modalidadeEnsinoLabel(1)).toBe('Ensino Regular');
    expect(turnoLabel(4)).toBe('Intermediário');
    expect(corLabel(0)).toBe('Não declarada');
    expect(transporteLabel(3)).toBe('Rural');
    expect(motivoLabel(6)).toBe('Enturmação Indevida');
    expect(bimestreLabel(3)).toBe('Terceiro');
    expect(funcaoServidorLabel(5)).toBe('Cadastro Escola');
    expect(redeLabel(2)).toBe('Estadual');
    expect(localizacaoLabel(2)).toBe('Rural');
    expect(tipoAcompanhamentoLabel(3)).toBe('Institucional');
    expect(fichaAcompanhamentoLabel(2)).toBe('Atividades');
    expect(componenteCurricularLabel(1)).toBe('Língua Portuguesa');
    expect(nivelAvaliacaoLabel(4)).toBe('Nível 4');
    expect(situacaoTurmaLabel(0)).toBe('Inativa');
    expect(situacaoExecucaoLabel(2)).toBe('Indeferida nível 1');
    expect(situacaoExecucaoLabel(null)).toBe('Não enviada para deferimento');
    expect(situacaoExecucaoLabel(undefined)).toBe('Não enviada para deferimento');
    expect(statusExecucaoLabel(2)).toBe('Em análise');
    expect(tipoDocumentoLabel(15)).toBe('Ordem de Compra/Serviço');
    expect(tipoRelatorioLabel(3)).toBe('Relatório de Avaliação Final');
    expect(categoriaPremioLabel(5)).toBe('V - Sem categoria');
    expect(tipoEscolaPremioLabel(2)).toBe('Escola Fomentada');
    expect(modalidadeAcaoLabel(3)).toBe('Não se aplica');
    expect(painelBiLabel(6)).toBe('Acompanhamento do Prêmio');
    expect(enumLabel(TURNOS, 9, '-')).toBe('-');
  });

  it('isEnumId and enumIds', () => {
    expect(isEnumId(TURNOS, 1)).toBe(true);
    expect(isEnumId(TURNOS, 5)).toBe(false);
    expect(isEnumId(TURNOS, '1')).toBe(false);
    expect(isEnumId(SEXOS, 'F')).toBe(true);
    expect(enumIds(CORES)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
