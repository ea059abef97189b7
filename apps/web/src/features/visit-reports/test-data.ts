/** Fixtures and a fake API (docs/api-contract-visit-reports-award.md shapes) for the visit-report tests. */
import type { PrizeYear } from '@siam/domain/contracts/parfi';
import { fakeApiWith, json, makeSession, perfil, text, type ExtraAnswer } from '../../test/helpers';
import { schoolB } from '../../test/school-data';
import type { SessionUser } from '../../lib/session';
import type {
  CategoriaRelatorio,
  CriterioRelatorio,
  Indicador,
  Pareamento,
  Participante,
  RelatorioCompleto,
  RelatorioVisita,
} from '@siam/domain/contracts/visit-reports';

export { admin, director, schoolA } from '../../test/parfi-data';

export { schoolB };

/** Beatriz Diretora Campos, director of school B (the visited school). */
export function visitedDirector(): SessionUser {
  return makeSession({
    nome: 'Beatriz Diretora Campos',
    cpf: '60000000060',
    roles: [perfil(15, 'Diretor Escola', { idRegional: 1, idMunicipio: 102 })],
    activeConfig: {
      role: 15,
      region: { codigo: 1, sigla: '1ª CRE' },
      city: { codigo: 102, nome: 'Rio Claro do Sul', regional: 1 },
      school: schoolB,
    },
  });
}

export const years2025: PrizeYear[] = [
  { anoPremio: 2025, anoPremioId: 1, anoParfi: [2025, 2026], tipoEscolaId: 1 },
];

export const pairing: Pareamento = {
  id: 7,
  anoPremioId: 1,
  escolaPremiada: { id: 1, codigoInep: '27012345', nomeEscola: 'Escola Estadual Santa Aurora' },
  escolaFomentada: { id: 2, codigoInep: '27012346', nomeEscola: 'Escola Municipal Rio Claro' },
};

const TYPE_NAMES: Record<number, string> = {
  1: 'Relatório de Diagnóstico',
  2: 'Relatório de Acompanhamento',
  3: 'Relatório de Avaliação Final',
};
export const types = [1, 2, 3].map((id) => ({ id, descricao: TYPE_NAMES[id]! }));

export function report(over: Partial<RelatorioVisita> = {}): RelatorioVisita {
  const tipo = over.tipoRelatorioId ?? 1;
  return {
    id: 31,
    tipoRelatorioId: tipo,
    tipoRelatorio: TYPE_NAMES[tipo]!,
    data: '2025-09-15',
    descricaoDetalhada: null,
    finalizado: false,
    anoParfiId: 5,
    anoParfi: 2025,
    pareamentoEscolasId: 7,
    escolaVisitante: { codigoInep: '27012345', nomeEscola: 'Escola Estadual Santa Aurora' },
    escolaAcompanhada: { codigoInep: '27012346', nomeEscola: 'Escola Municipal Rio Claro' },
    podeEditar: true,
    ...over,
  };
}

/** Two categories of two indicators each, four criteria per indicator. */
export const categories: CategoriaRelatorio[] = [
  { id: 11, codigo: 1, descricao: 'Gestão Escolar', tipoRelatorioId: 1 },
  { id: 12, codigo: 2, descricao: 'Ensino da Alfabetização', tipoRelatorioId: 1 },
];
export const indicators: Indicador[] = [
  { id: 101, codigo: 1, descricao: 'A equipe acompanha a aprendizagem.', categoriaId: 11, relatorioId: 1 },
  { id: 102, codigo: 2, descricao: 'A escola forma os professores.', categoriaId: 11, relatorioId: 1 },
  { id: 103, codigo: 1, descricao: 'Os professores planejam as aulas.', categoriaId: 12, relatorioId: 1 },
  { id: 104, codigo: 2, descricao: 'Há leitura diária em voz alta.', categoriaId: 12, relatorioId: 1 },
];
export const criteria: CriterioRelatorio[] = indicators.flatMap((i) =>
  [1, 2, 3, 4].map((level) => ({
    id: i.id * 10 + level,
    codigo: level,
    descricao: `Critério ${level} do indicador ${i.id}`,
    indicadorId: i.id,
    categoriaId: i.categoriaId,
  })),
);

/** Every indicator answered at `level` (or per indicator). */
export function answers(level: number | ((i: Indicador) => number)) {
  return indicators.map((i) => {
    const l = typeof level === 'number' ? level : level(i);
    return {
      relatorioVisitaId: 31,
      criterioId: i.id * 10 + l,
      indicadorId: i.id,
      categoriaId: i.categoriaId,
      nivel: l,
      descricaoCriterio: `Critério ${l} do indicador ${i.id}`,
    };
  });
}

export const cecilia: Participante = {
  id: 3,
  relatorioVisitaId: 31,
  nome: 'Cecília Cadastro Alves',
  cpf: '39053344705',
  codigoPerfil: 19,
  nomePerfil: 'Cadastro',
};

export interface FakeVisitState {
  years?: PrizeYear[];
  reports?: RelatorioVisita[];
  full?: RelatorioCompleto;
  participants?: Participante[];
}

export function fakeVisitApi(state: FakeVisitState = {}, extra?: ExtraAnswer) {
  return fakeApiWith((p) => {
    if (p === '/api/premioleia/anopremio') return json(state.years ?? years2025);
    if (p.startsWith('/api/escolas/pareamento/')) return json(pairing);
    if (p.startsWith('/api/anoparfi/')) {
      const ano = Number(p.split('/')[3]);
      return json({ id: 5, ano, anoPremioId: 1, anoPremio: ano === 2024 ? 2023 : ano, parcela: 1 });
    }
    if (p === '/api/relatoriovisita/7/1/5') return json(state.reports ?? []);
    if (/^\/api\/relatoriovisita\/\d+\/1$/.test(p))
      return state.full ? json(state.full) : text('Nenhum relatório encontrado para este código.', 404);
    if (p === '/api/tiporelatorio') return json(types);
    if (p.startsWith('/api/categoriarelatorio/')) return json(categories);
    if (p.startsWith('/api/indicador/categoria/')) {
      const id = Number(p.split('/').pop());
      return json(indicators.filter((i) => i.categoriaId === id));
    }
    if (p.startsWith('/api/criteriorelatorio/')) {
      const id = Number(p.split('/')[3]);
      return json(criteria.filter((c) => c.categoriaId === id));
    }
    if (p.startsWith('/api/participantevisita/relatorio/')) return json(state.participants ?? []);
    return undefined;
  }, extra);
}
