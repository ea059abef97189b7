/** The export sheets of classes, staff, monitoring, dashboards and the student audit (decision 128). */
import { describe, expect, it } from 'vitest';
import type { PainelDados } from '../contracts/dashboards';
import type { HistoricoServidor } from '../contracts/schools';
import type { TurmaAcompanhamento } from '../contracts/monitoring';
import { csvRow, xlsxValue } from '../export';
import { panelFiguresExport } from './dashboards';
import { monitoringClassesSheet } from './monitoring';
import { currentStaff, staffSheet } from './staff';

const stay = (
  id: number,
  nome: string,
  funcao: number,
  dataFim: string | null = null,
): HistoricoServidor => ({
  id,
  servidorFuncao: { servidor: { id, nome, cpf: '12345678909' }, tipoFuncaoServidor: funcao },
  turmaId: null,
  dataInicio: '2025-02-01',
  dataFim,
  turnoServidor: funcao === 2 ? 2 : null,
});

describe('staff sheets', () => {
  it('lists the current holders of a function by name in pt-BR order (Álvaro with the A’s)', () => {
    const history = [
      stay(1, 'Carla', 2),
      stay(2, 'Álvaro', 2),
      stay(3, 'Bruno', 2, '2025-06-30'),
      stay(4, 'Ana', 1),
    ];
    expect(currentStaff(history, 2).map((h) => h.servidorFuncao.servidor.nome)).toEqual(['Álvaro', 'Carla']);
    expect(currentStaff(history).map((h) => h.servidorFuncao.servidor.nome)).toEqual([
      'Álvaro',
      'Ana',
      'Carla',
    ]);
  });

  it('has the screen’s columns per function, the start date as a date', () => {
    expect(staffSheet(2).columns.map((c) => c.header)).toEqual(['Nome', 'CPF', 'Turno', 'Desde']);
    expect(staffSheet(1).columns.map((c) => c.header)).toEqual(['Nome', 'CPF', 'Desde']);
    expect(staffSheet(5).title).toBe('Equipe de cadastro atual');
    expect(csvRow(staffSheet(2), stay(1, 'Carla', 2))).toBe('Carla;123.456.789-09;Vespertino;01/02/2025\r\n');
  });
});

describe('monitoring class list sheet', () => {
  const row = (over: Partial<TurmaAcompanhamento>): TurmaAcompanhamento => ({
    turmaId: 1,
    nomeTurma: '3º ANO A',
    codigoTurma: '1004',
    serie: 6,
    turno: 2,
    anoTurma: 2026,
    nomeProfessor: null,
    cpfProfessor: null,
    acompanhamentoId: 9,
    status: true,
    validado: null,
    situacao: 87.5,
    justificativa: null,
    ...over,
  });
  it('writes what the list shows: Sem professor, Aguardando, the progress as a number with a comma', () => {
    const sheet = monitoringClassesSheet('aprendizagem', { ano: 2026, bimestre: 4 });
    expect(sheet.title).toBe('Acompanhamento de aprendizagem — turmas — Quarto bimestre de 2026');
    expect(csvRow(sheet, row({}))).toBe('3º ANO A;Sem professor;Sim;Aguardando;87,5\r\n');
    expect(csvRow(sheet, row({ acompanhamentoId: null, status: false, situacao: 0 }))).toBe(
      '3º ANO A;Sem professor;—;—;\r\n',
    );
  });
});

describe('dashboard figures sheets', () => {
  const dados: PainelDados = {
    id: 6,
    nome: 'Acompanhamento do Prêmio',
    descricao: '',
    indicadores: [],
    graficos: [
      {
        id: 'g1',
        titulo: 'Valores',
        tipo: 'barras',
        eixo: 'Regional',
        categorias: ['1ª CRE'],
        series: [{ rotulo: 'Executado', valores: [1234.5] }],
        formato: 'moeda',
      },
    ],
    tabelas: [
      {
        id: 't1',
        titulo: 'Escolas',
        colunas: ['Escola', 'INEP', 'Turmas', 'Taxa', 'Última sincronização'],
        linhas: [['Escola Água Branca', '27012345', 3, 12.5, '2026-11-20T13:00:00.000Z']],
        observacao: null,
      },
    ],
  };
  it('types a table’s columns by their values: texts, integers, decimals, the sync instant', () => {
    const t = panelFiguresExport(dados, 't1')!;
    expect(t.sheet.columns.map((c) => c.kind)).toEqual(['text', 'text', 'integer', 'decimal', 'datetime']);
    expect(csvRow(t.sheet, t.rows[0]!)).toBe('Escola Água Branca;27012345;3;12,5;20/11/2026 10:00\r\n');
  });
  it('writes a chart’s money figures as money (R$ in XLSX), and answers null for an unknown id', () => {
    const g = panelFiguresExport(dados, 'g1')!;
    expect(g.sheet.columns.map((c) => c.header)).toEqual(['Regional', 'Executado']);
    expect(csvRow(g.sheet, g.rows[0]!)).toBe('1ª CRE;1234,50\r\n');
    expect(xlsxValue('money', g.rows[0]![1])).toBe(1234.5);
    expect(panelFiguresExport(dados, 'x')).toBeNull();
  });
});
