/**
 * The dashboards of /painel-siam (spec 03 §2.17, decision 090): the panel list with each configured
 * report URL, and the live figures of a panel for the caller's scope and filters. A filter outside
 * the caller's scope is refused (403), never silently widened or narrowed.
 */
import { PainelId, STATUS_FICHA } from '@siam/domain/dashboards';
import type { Grafico, Painel, PainelDados, Tabela } from '@siam/domain/contracts/dashboards';
import {
  bimestreLabel,
  NIVEIS_AVALIACAO,
  PAINEIS_BI,
  serieLabel,
  situacaoExecucaoLabel,
} from '@siam/domain/enums';
import { monitoringToday } from '@siam/domain/monitoring';
import { roleScope } from '@siam/domain/roles';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { linkedSchoolIds, municipiosOf, regionaisOf } from '../auth';
import {
  acoesPorSituacao,
  alunosPorGrupo,
  cadastroPorGrupo,
  enturmadosPorSerie,
  escolasPremiadas,
  escolasSige,
  fichasPorStatus,
  lugaresDasEscolas,
  niveisPorCategoria,
  premioPorGrupo,
  regionalDoMunicipio,
  type EscolaWhere,
  type FichaRow,
  type Nivel,
  type NivelRow,
} from './dashboards.repository';

export const SCHOOL_NOT_FOUND = 'Nenhuma escola encontrada';
/** The SIGE schools listed in panel 2's table (the first by name). */
export const SIGE_TABLE_LIMIT = 200;
/** Bars per grouped chart; the rest is summed in 'Demais'. */
export const MAX_BARRAS = 30;

export interface Filtros {
  regional?: number | undefined;
  municipio?: number | undefined;
  escola?: number | undefined;
  ano?: number | undefined;
  bimestre?: number | undefined;
}

const NIVEL_ROTULO: Record<Nivel, string> = {
  regional: 'Regional',
  municipio: 'Município',
  escola: 'Escola',
};

/** Groups → the first MAX_BARRAS categories, the others summed as 'Demais'. */
function limitarGrupos(
  grupos: { rotulo: string; valores: number[] }[],
): { rotulo: string; valores: number[] }[] {
  if (grupos.length <= MAX_BARRAS) return grupos;
  const top = [...grupos]
    .sort((a, b) => b.valores.reduce((s, v) => s + v, 0) - a.valores.reduce((s, v) => s + v, 0))
    .slice(0, MAX_BARRAS - 1);
  const keep = new Set(top);
  const rest = grupos.filter((g) => !keep.has(g));
  const demais = rest[0]!.valores.map((_, i) => rest.reduce((s, g) => s + (g.valores[i] ?? 0), 0));
  return [...grupos.filter((g) => keep.has(g)), { rotulo: `Demais (${rest.length})`, valores: demais }];
}

/** A stacked bar chart of monitoring sheets by status (STATUS_FICHA), one bar per group. */
function fichasPorSituacao(
  id: string,
  titulo: string,
  eixo: string,
  grupos: { rotulo: string; valores: number[] }[],
): Grafico {
  return grafico({ id, titulo, tipo: 'barrasEmpilhadas', eixo, formato: 'numero' }, STATUS_FICHA, grupos);
}

/** A chart from groups (rows) and series names; values[i] of each group belongs to series i. */
function grafico(
  base: Omit<Grafico, 'categorias' | 'series'>,
  seriesRotulos: readonly string[],
  grupos: { rotulo: string; valores: number[] }[],
): Grafico {
  const g = limitarGrupos(grupos);
  return {
    ...base,
    categorias: g.map((x) => x.rotulo),
    series: seriesRotulos.map((rotulo, i) => ({ rotulo, valores: g.map((x) => x.valores[i] ?? 0) })),
  };
}

/** Sums rows by a key, keeping the first label and the order of appearance. */
function somar<R>(
  rows: R[],
  key: (r: R) => string | number,
  label: (r: R) => string,
  values: (r: R) => number[],
): { rotulo: string; valores: number[] }[] {
  const map = new Map<string | number, { rotulo: string; valores: number[] }>();
  for (const r of rows) {
    const k = key(r);
    const v = values(r);
    const cur = map.get(k);
    if (!cur) map.set(k, { rotulo: label(r), valores: [...v] });
    else v.forEach((x, i) => (cur.valores[i] = (cur.valores[i] ?? 0) + x));
  }
  return [...map.values()];
}

const total = (rows: { valores: number[] }[], i: number) => rows.reduce((s, r) => s + (r.valores[i] ?? 0), 0);
const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

export function createDashboardsService(db: Db, urls: Record<number, string | undefined>, now: () => Date) {
  /**
   * The caller's scope and the filters as a condition on the schools, and the grouping level.
   * 403 when a filter lies outside the scope; 404 for an unknown school.
   */
  async function resolve(caller: Caller, f: Filtros): Promise<{ where: EscolaWhere; nivel: Nivel }> {
    const scope = roleScope(caller.role);
    const where: EscolaWhere = {};
    let allowedRegionais: number[] | 'all' = 'all';
    let allowedMunicipios: number[] | 'all' = 'all';
    let allowedEscolas: number[] | 'all' = 'all';
    if (scope === 'regional') {
      where.regionais = allowedRegionais = regionaisOf(caller);
    } else if (scope === 'municipal') {
      where.municipios = allowedMunicipios = municipiosOf(caller);
      allowedRegionais = regionaisOf(caller);
    } else if (scope === 'school') {
      where.escolas = allowedEscolas = linkedSchoolIds(caller);
      const places = await lugaresDasEscolas(db, allowedEscolas);
      allowedMunicipios = places.map((p) => p.municipio);
      allowedRegionais = places.map((p) => p.regional);
    }
    const inside = (allowed: number[] | 'all', v: number) => allowed === 'all' || allowed.includes(v);

    if (f.regional !== undefined) {
      if (!inside(allowedRegionais, f.regional)) throw forbidden();
      where.regional = f.regional;
    }
    if (f.municipio !== undefined) {
      if (!inside(allowedMunicipios, f.municipio)) throw forbidden();
      if (allowedRegionais !== 'all' && allowedMunicipios === 'all') {
        const regional = await regionalDoMunicipio(db, f.municipio);
        if (regional === null || !allowedRegionais.includes(regional)) throw forbidden();
      }
      where.municipio = f.municipio;
    }
    if (f.escola !== undefined) {
      if (!inside(allowedEscolas, f.escola)) throw forbidden();
      const [place] = await lugaresDasEscolas(db, [f.escola]);
      if (!place) throw notFound(SCHOOL_NOT_FOUND);
      if (!inside(allowedRegionais, place.regional) || !inside(allowedMunicipios, place.municipio)) {
        throw forbidden();
      }
      where.escola = f.escola;
    }

    let nivel: Nivel = 'regional';
    if (
      where.escola !== undefined ||
      where.municipio !== undefined ||
      scope === 'school' ||
      scope === 'municipal'
    ) {
      nivel = 'escola';
    } else if (where.regional !== undefined || scope === 'regional') {
      nivel = 'municipio';
    }
    return { where, nivel };
  }

  const anoAtual = () => Number(monitoringToday(now()).slice(0, 4));

  async function cadastro(
    where: EscolaWhere,
    nivel: Nivel,
    sige: boolean,
  ): Promise<Omit<PainelDados, 'id' | 'nome'>> {
    const ano = anoAtual();
    const eixo = NIVEL_ROTULO[nivel];
    if (!sige) {
      // Independent statements: run side by side on the pool.
      const [porGrupo, alunos, series] = await Promise.all([
        cadastroPorGrupo(db, where, nivel, ano),
        alunosPorGrupo(db, where, nivel),
        enturmadosPorSerie(db, where, ano),
      ]);
      const grupos = somar(
        porGrupo,
        (r) => r.chave,
        (r) => r.rotulo,
        (r) => [r.escolas, r.turmas, r.enturmados, 0, 0],
      );
      const chaves = [...new Map(porGrupo.map((r) => [r.chave, r.rotulo])).keys()];
      alunos.forEach((a) => {
        const i = chaves.indexOf(a.chave);
        if (i >= 0 && grupos[i]) {
          grupos[i]!.valores[3] = a.cadastrados;
          grupos[i]!.valores[4] = a.semTurma;
        }
      });
      return {
        descricao: `Ano letivo ${ano}: turmas ativas e estudantes enturmados; estudantes pela escola de registro.`,
        indicadores: [
          { rotulo: 'Escolas', valor: total(grupos, 0), formato: 'numero' },
          { rotulo: 'Turmas ativas', valor: total(grupos, 1), formato: 'numero' },
          { rotulo: 'Estudantes enturmados', valor: total(grupos, 2), formato: 'numero' },
          { rotulo: 'Estudantes sem turma', valor: total(grupos, 4), formato: 'numero' },
        ],
        graficos: [
          grafico(
            {
              id: 'cadastro-grupo',
              titulo: `Estudantes cadastrados e enturmados por ${eixo.toLowerCase()}`,
              tipo: 'barras',
              eixo,
              formato: 'numero',
            },
            ['Estudantes cadastrados', 'Estudantes enturmados'],
            grupos.map((g) => ({ rotulo: g.rotulo, valores: [g.valores[3] ?? 0, g.valores[2] ?? 0] })),
          ),
          grafico(
            {
              id: 'cadastro-serie',
              titulo: 'Estudantes enturmados por série',
              tipo: 'barras',
              eixo: 'Série',
              formato: 'numero',
            },
            ['Estudantes enturmados'],
            series.map((s) => ({ rotulo: serieLabel(s.serie), valores: [s.enturmados] })),
          ),
        ],
        tabelas: [
          {
            id: 'cadastro-tabela',
            titulo: `Cadastro por ${eixo.toLowerCase()}`,
            colunas: [
              eixo,
              'Escolas',
              'Turmas ativas',
              'Estudantes enturmados',
              'Estudantes cadastrados',
              'Estudantes sem turma',
            ],
            linhas: grupos.map((g) => [g.rotulo, ...g.valores]),
            observacao: null,
          },
        ],
      };
    }

    const [porGrupo, sigeList] = await Promise.all([
      cadastroPorGrupo(db, where, nivel, ano),
      escolasSige(db, where, ano, SIGE_TABLE_LIMIT),
    ]);
    const origem = (s: boolean) => (s ? 'SIGE' : 'ALFAMAIS');
    const porOrigem = somar(
      porGrupo,
      (r) => origem(r.sige),
      (r) => origem(r.sige),
      (r) => [r.escolas, r.turmas, r.enturmados],
    );
    const doOrigem = (o: string) => porOrigem.find((x) => x.rotulo === o)?.valores ?? [0, 0, 0];
    const grupos = somar(
      porGrupo,
      (r) => r.chave,
      (r) => r.rotulo,
      (r) => (r.sige ? [0, r.enturmados, 0, r.escolas] : [r.enturmados, 0, r.escolas, 0]),
    );
    const tabela: Tabela = {
      id: 'sige-escolas',
      titulo: 'Escolas SIGE: cadastro no SIAM',
      colunas: [
        'Escola',
        'INEP',
        'Município',
        'Turmas ativas',
        'Estudantes enturmados',
        'Com matrícula SIGE',
        'Última sincronização com alterações',
      ],
      linhas: sigeList.escolas.map((e) => [
        e.nome,
        e.codigoInep,
        e.municipio,
        e.turmas,
        e.enturmados,
        e.comMatricula,
        e.ultimaSincronizacao,
      ]),
      observacao:
        sigeList.total > sigeList.escolas.length
          ? `Mostrando ${sigeList.escolas.length} de ${sigeList.total} escolas SIGE (ordem alfabética); use os filtros para ver as demais.`
          : null,
    };
    return {
      descricao:
        `Ano letivo ${ano}. Escolas SIGE recebem turmas e estudantes do SIGE pela sincronização; as demais (ALFAMAIS) ` +
        'cadastram no próprio sistema. Os números são os do SIAM.',
      indicadores: [
        { rotulo: 'Escolas SIGE', valor: doOrigem('SIGE')[0] ?? 0, formato: 'numero' },
        { rotulo: 'Escolas ALFAMAIS', valor: doOrigem('ALFAMAIS')[0] ?? 0, formato: 'numero' },
        { rotulo: 'Estudantes enturmados (SIGE)', valor: doOrigem('SIGE')[2] ?? 0, formato: 'numero' },
        {
          rotulo: 'Estudantes enturmados (ALFAMAIS)',
          valor: doOrigem('ALFAMAIS')[2] ?? 0,
          formato: 'numero',
        },
      ],
      graficos: [
        grafico(
          {
            id: 'sige-escolas-origem',
            titulo: 'Escolas por origem do cadastro',
            tipo: 'pizza',
            eixo: 'Origem',
            formato: 'numero',
          },
          ['Escolas'],
          ['ALFAMAIS', 'SIGE'].map((o) => ({ rotulo: o, valores: [doOrigem(o)[0] ?? 0] })),
        ),
        grafico(
          {
            id: 'sige-estudantes-grupo',
            titulo: `Estudantes enturmados por origem e ${eixo.toLowerCase()}`,
            tipo: 'barrasEmpilhadas',
            eixo,
            formato: 'numero',
          },
          ['ALFAMAIS', 'SIGE'],
          grupos.map((g) => ({ rotulo: g.rotulo, valores: [g.valores[0] ?? 0, g.valores[1] ?? 0] })),
        ),
      ],
      tabelas: [tabela],
    };
  }

  function statusValores(r: FichaRow): number[] {
    return [r.naoIniciado, r.emAndamento, r.completo, r.validado];
  }

  async function fichas(
    where: EscolaWhere,
    nivel: Nivel,
    f: Filtros,
    fichaId: 2 | undefined,
  ): Promise<Omit<PainelDados, 'id' | 'nome'>> {
    const ano = f.ano ?? anoAtual();
    // The activity levels (panel 5) are read beside the states, not after them.
    const niveisPromise =
      fichaId === 2 ? niveisPorCategoria(db, where, { fichaId: 2, ano, bimestre: f.bimestre }) : null;
    const rows = await fichasPorStatus(db, where, nivel, {
      ano,
      bimestre: f.bimestre,
      ...(fichaId === undefined ? {} : { fichaId }),
      hoje: monitoringToday(now()),
    });
    const eixo = NIVEL_ROTULO[nivel];
    const porBimestre = somar(
      rows,
      (r) => r.bimestre,
      (r) => `${bimestreLabel(r.bimestre)} bimestre`,
      statusValores,
    );
    const porGrupo = somar(
      rows,
      (r) => r.chave,
      (r) => r.rotulo,
      statusValores,
    );
    const todos = porBimestre.flatMap((b) => b.valores);
    const esperadas = todos.reduce((s, v) => s + v, 0);
    const indicadores: PainelDados['indicadores'] = STATUS_FICHA.map((rotulo, i) => ({
      rotulo,
      valor: total(porBimestre, i),
      formato: 'numero' as const,
    }));
    const periodo = `Ano ${ano}, ${f.bimestre === undefined ? 'bimestres com acompanhamento já aberto' : `${bimestreLabel(f.bimestre)} bimestre`}`;
    if (fichaId === undefined) {
      const porFicha = somar(
        rows,
        (r) => r.fichaId,
        (r) => (r.fichaId === 1 ? 'Ficha de Aprendizagem' : 'Ficha de Atividades'),
        statusValores,
      );
      return {
        descricao: `${periodo}. Cada turma ativa conta uma vez por bimestre e ficha (Aprendizagem: Ensino Fundamental; Atividades: Educação Infantil).`,
        indicadores: [{ rotulo: 'Fichas esperadas', valor: esperadas, formato: 'numero' }, ...indicadores],
        graficos: [
          fichasPorSituacao('fichas-bimestre', 'Fichas por bimestre e situação', 'Bimestre', porBimestre),
          fichasPorSituacao('fichas-tipo', 'Fichas por tipo e situação', 'Ficha', porFicha),
          fichasPorSituacao('fichas-grupo', `Fichas por ${eixo.toLowerCase()} e situação`, eixo, porGrupo),
        ],
        tabelas: [],
      };
    }

    const media = somar(
      rows,
      (r) => r.bimestre,
      (r) => `${bimestreLabel(r.bimestre)} bimestre`,
      (r) => [r.somaSituacao, r.naoIniciado + r.emAndamento + r.completo + r.validado],
    );
    const niveis = (await niveisPromise) ?? [];
    const somaPct = total(media, 0);
    return {
      descricao: `${periodo}. Turmas ativas de Educação Infantil; o preenchimento médio conta 0% para a ficha não iniciada.`,
      indicadores: [
        { rotulo: 'Fichas esperadas', valor: esperadas, formato: 'numero' },
        ...indicadores,
        {
          rotulo: 'Preenchimento médio',
          valor: esperadas === 0 ? 0 : Math.round((somaPct * 10) / esperadas) / 10,
          formato: 'percentual',
        },
      ],
      graficos: [
        fichasPorSituacao(
          'atividades-bimestre',
          'Fichas de atividade por bimestre e situação',
          'Bimestre',
          porBimestre,
        ),
        grafico(
          {
            id: 'atividades-preenchimento',
            titulo: 'Preenchimento médio por bimestre',
            tipo: 'barras',
            eixo: 'Bimestre',
            formato: 'percentual',
          },
          ['Preenchimento médio (%)'],
          media.map((m) => ({
            rotulo: m.rotulo,
            valores: [m.valores[1] ? Math.round(((m.valores[0] ?? 0) * 10) / m.valores[1]) / 10 : 0],
          })),
        ),
        fichasPorSituacao(
          'atividades-grupo',
          `Fichas de atividade por ${eixo.toLowerCase()} e situação`,
          eixo,
          porGrupo,
        ),
        niveisGrafico('atividades-niveis', 'Níveis registrados por categoria (turmas)', niveis),
      ],
      tabelas: [],
    };
  }

  function niveisGrafico(id: string, titulo: string, rows: NivelRow[]): Grafico {
    return grafico(
      { id, titulo, tipo: 'barrasEmpilhadas', eixo: 'Categoria', formato: 'numero' },
      NIVEIS_AVALIACAO.map((n) => n.nome),
      somar(
        rows,
        (r) => r.categoriaId,
        (r) => r.categoria,
        (r) => NIVEIS_AVALIACAO.map((n) => (n.id === r.nivel ? r.respostas : 0)),
      ),
    );
  }

  async function aprendizagens(where: EscolaWhere, f: Filtros): Promise<Omit<PainelDados, 'id' | 'nome'>> {
    const ano = f.ano ?? anoAtual();
    const rows = await niveisPorCategoria(db, where, { fichaId: 1, ano, bimestre: f.bimestre });
    const porNivel = NIVEIS_AVALIACAO.map((n) => ({
      rotulo: n.nome,
      valores: [rows.filter((r) => r.nivel === n.id).reduce((s, r) => s + r.respostas, 0)],
    }));
    const respostas = total(porNivel, 0);
    const porBimestre = somar(
      rows,
      (r) => r.bimestre,
      (r) => `${bimestreLabel(r.bimestre)} bimestre`,
      (r) => NIVEIS_AVALIACAO.map((n) => (n.id === r.nivel ? r.respostas : 0)),
    );
    return {
      descricao: `Ano ${ano}, ${f.bimestre === undefined ? 'todos os bimestres' : `${bimestreLabel(f.bimestre)} bimestre`}. Uma resposta por estudante e habilidade da ficha de aprendizagem (acompanhamentos em andamento incluídos).`,
      indicadores: [
        { rotulo: 'Respostas registradas', valor: respostas, formato: 'numero' },
        ...porNivel.map((n) => ({
          rotulo: `${n.rotulo} (%)`,
          valor: pct(n.valores[0] ?? 0, respostas),
          formato: 'percentual' as const,
        })),
      ],
      graficos: [
        niveisGrafico('aprendizagens-categoria', 'Níveis por categoria', rows),
        grafico(
          {
            id: 'aprendizagens-niveis',
            titulo: 'Distribuição dos níveis',
            tipo: 'pizza',
            eixo: 'Nível',
            formato: 'numero',
          },
          ['Respostas'],
          porNivel,
        ),
        grafico(
          {
            id: 'aprendizagens-bimestre',
            titulo: 'Níveis por bimestre',
            tipo: 'barrasEmpilhadas',
            eixo: 'Bimestre',
            formato: 'numero',
          },
          NIVEIS_AVALIACAO.map((n) => n.nome),
          porBimestre,
        ),
      ],
      tabelas: [],
    };
  }

  async function premio(
    where: EscolaWhere,
    nivel: Nivel,
    f: Filtros,
  ): Promise<Omit<PainelDados, 'id' | 'nome'>> {
    const [situacoes, grupos, participantes] = await Promise.all([
      acoesPorSituacao(db, where, f.ano),
      premioPorGrupo(db, where, nivel, f.ano),
      escolasPremiadas(db, where, f.ano),
    ]);
    const eixo = NIVEL_ROTULO[nivel];
    const porGrupo = somar(
      grupos,
      (r) => r.chave,
      (r) => r.rotulo,
      (r) => [r.valorParfi, r.planejado, r.executado],
    );
    const porAno = somar(
      grupos,
      (r) => r.anoPremio,
      (r) => String(r.anoPremio),
      (r) => [r.valorParfi, r.planejado, r.executado],
    );
    const acoes = situacoes.reduce((s, r) => s + r.acoes, 0);
    const dinheiro = ['Valor PARFI', 'Planejado', 'Executado'];
    return {
      descricao: `${f.ano === undefined ? 'Todos os anos do prêmio' : `Prêmio ${f.ano}`}. Planos PARFI das escolas participantes: ações por situação de execução e valores planejados e executados.`,
      indicadores: [
        { rotulo: 'Escolas participantes', valor: participantes, formato: 'numero' },
        { rotulo: 'Ações planejadas', valor: acoes, formato: 'numero' },
        { rotulo: 'Valor PARFI', valor: total(porGrupo, 0), formato: 'moeda' },
        { rotulo: 'Planejado', valor: total(porGrupo, 1), formato: 'moeda' },
        { rotulo: 'Executado', valor: total(porGrupo, 2), formato: 'moeda' },
      ],
      graficos: [
        grafico(
          {
            id: 'premio-situacao',
            titulo: 'Ações por situação de execução',
            tipo: 'pizza',
            eixo: 'Situação',
            formato: 'numero',
          },
          ['Ações'],
          situacoes.map((s) => ({ rotulo: situacaoExecucaoLabel(s.situacao), valores: [s.acoes] })),
        ),
        grafico(
          {
            id: 'premio-grupo',
            titulo: `Planejado e executado por ${eixo.toLowerCase()}`,
            tipo: 'barras',
            eixo,
            formato: 'moeda',
          },
          dinheiro,
          porGrupo,
        ),
        grafico(
          {
            id: 'premio-ano',
            titulo: 'Planejado e executado por ano do prêmio',
            tipo: 'barras',
            eixo: 'Ano do prêmio',
            formato: 'moeda',
          },
          dinheiro,
          porAno,
        ),
      ],
      tabelas: [],
    };
  }

  return {
    /** GET /api/Painel: the six panels with the configured report URL, or null (live dashboard). */
    list(): Painel[] {
      return PAINEIS_BI.map((p) => ({ id: p.id, nome: p.nome, url: urls[p.id] ?? null }));
    },

    /** GET /api/Painel/{id}/Dados: the live figures of one panel for the caller's scope and filters. */
    async dados(caller: Caller, id: number, f: Filtros): Promise<PainelDados> {
      const painel = PAINEIS_BI.find((p) => p.id === id);
      if (!painel) throw notFound('Painel não encontrado.');
      const { where, nivel } = await resolve(caller, f);
      const head = { id: painel.id, nome: painel.nome };
      switch (painel.id) {
        case PainelId.Cadastro:
          return { ...head, ...(await cadastro(where, nivel, false)) };
        case PainelId.CadastroSige:
          return { ...head, ...(await cadastro(where, nivel, true)) };
        case PainelId.Fichas:
          return { ...head, ...(await fichas(where, nivel, f, undefined)) };
        case PainelId.Aprendizagens:
          return { ...head, ...(await aprendizagens(where, f)) };
        case PainelId.Atividades:
          return { ...head, ...(await fichas(where, nivel, f, 2)) };
        case PainelId.Premio:
          return { ...head, ...(await premio(where, nivel, f)) };
      }
    },
  };
}
