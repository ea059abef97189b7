/** Fixtures and a fake API (docs/api-contract-parfi.md shapes) for the PARFI screen tests. */
import type {
  AttachedFile,
  Deferimento,
  DocumentType,
  Execucao,
  Objetivo,
  ObjetivoObrigatorio,
  PlanoAcao,
  PlanoAcaoLinha,
  PlanoParfi,
  PrizeYear,
} from '@siam/domain/contracts/parfi';
import { fakeApiWith, json, makeSession, perfil, text, type ExtraAnswer } from './helpers';
import { schoolA } from './school-data';
import type { SessionUser } from '../lib/session';

export const INEP = '27012345';

export { schoolA };

const place = {
  region: { codigo: 1, sigla: '1ª CRE' },
  city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
  school: schoolA,
};

/** Diego Diretor Rocha, director of school A, with the school active. */
export function director(): SessionUser {
  return makeSession({
    nome: 'Diego Diretor Rocha',
    cpf: '98765432100',
    roles: [perfil(15, 'Diretor Escola', { idRegional: 1, idMunicipio: 101 })],
    activeConfig: { role: 15, ...place },
  });
}

export function admin(): SessionUser {
  return makeSession({ activeConfig: { role: 1, ...place } });
}

export function stateTeam(): SessionUser {
  return makeSession({
    nome: 'Eva Articulação Estadual',
    cpf: '71460238001',
    roles: [perfil(7, 'Equipe de Articulação Estadual')],
    activeConfig: { role: 7, ...place },
  });
}

export const prizeYears: PrizeYear[] = [
  { anoPremio: 2025, anoPremioId: 1, anoParfi: [2025, 2026], tipoEscolaId: 1 },
];

export const objectives: Objetivo[] = [1, 2, 8, 9].map((id) => ({
  id,
  codigo: id,
  resumo: `Objetivo ${id}`,
  metas: [{ id: id * 10, codigo: `${id}.1`, descricao: `Meta ${id}.1` }],
  acoes: [
    {
      id: id * 100,
      codigo: `${id}.1.1`,
      descricao: `Ação ${id}.1.1`,
      financiavel: true,
      debito: false,
      modalidade: 1,
      modalidadeDescricao: 'Custeio',
      orientacao: `Orientação da ação ${id}.1.1`,
      metaId: id * 10,
    },
  ],
}));

export function line(overrides: Partial<PlanoAcaoLinha> = {}): PlanoAcaoLinha {
  return {
    id: 11,
    planoParfiId: 1,
    objetivoId: 2,
    objetivoCodigo: 2,
    objetivo: 'Objetivo 2',
    metaId: 20,
    meta: '2.1 - Meta 2.1',
    acaoId: 200,
    acao: '2.1.1 - Ação 2.1.1',
    financiavel: true,
    debito: false,
    modalidade: 1,
    modalidadeDescricao: 'Custeio',
    valor: 4500,
    dataInicio: '2025-03-01',
    dataFim: '2025-06-30',
    situacao: null,
    status: 'Não enviada para deferimento',
    statusExecucao: null,
    podeEditar: true,
    ...overrides,
  };
}

export function plan(overrides: Partial<PlanoParfi> = {}): PlanoParfi {
  return {
    id: 1,
    escolaInep: INEP,
    nomeEscola: schoolA.nomeEscola,
    anoPremio: 2025,
    anoPremioId: 1,
    tipoEscolaId: 1,
    anoParfi: { id: 1, ano: 2025, parcela: 1, valorParfi: 25000, dataInicio: '2025-01-01' },
    parcelaDescricao: '1ª parcela',
    valorPremio: 50000,
    saldoDisponivel: 20500,
    valorExecutado: 0,
    totalPlanejado: 4500,
    acoesObrigatorias: null,
    totaisObjetivo: [{ objetivoId: 2, valorPlanejado: 4500 }],
    planoAcao: [line()],
    ...overrides,
  };
}

export function mandatory(overrides: Partial<ObjetivoObrigatorio> = {}): ObjetivoObrigatorio {
  return {
    id: 1,
    planoParfiId: 1,
    relatorioVisitaId: 1,
    objetivoId: 1,
    objetivoCodigo: 1,
    resumo: 'Objetivo 1',
    percentualMinimo: 10,
    percentualMaximo: 20,
    valorMinimo: 2500,
    valorMaximo: 5000,
    numeroAcao: 2,
    quantidadeAcaoPlanejada: 0,
    quantidadeIndicadores: 2,
    valorPlanejado: 0,
    pendente: true,
    ...overrides,
  };
}

export function file(overrides: Partial<AttachedFile> = {}): AttachedFile {
  return {
    id: 501,
    execucaoAcaoId: 70,
    documentoId: 1,
    tipoDocumento: 'Orçamento 1',
    tipo: 1,
    nome: 'orcamento.pdf',
    contentType: 'application/pdf',
    tamanho: 1000,
    dataExecucao: '2025-04-01',
    cnpj: '12ABC34501DE35',
    valorOrcamento: 4000,
    notaFiscal: null,
    deferido: null,
    finalizado: false,
    motivoIndeferimentoId: null,
    motivoIndeferimento: null,
    detalhamento: null,
    deferirArquivos: [],
    ...overrides,
  };
}

export function deferral(overrides: Partial<Deferimento> = {}): Deferimento {
  return {
    id: 900,
    execucaoAcaoId: 70,
    data: '2025-05-02T13:00:00.000Z',
    nivelDeferimentoId: 1,
    deferido: false,
    motivoIndeferimentoId: 2,
    detalhamento: 'Orçamento ilegível',
    nomeUsuario: 'Marta Articuladora Municipal',
    perfilId: 12,
    situacaoAnterior: 0,
    ...overrides,
  };
}

export function execution(overrides: Partial<Execucao> = {}): Execucao {
  return {
    id: 70,
    situacao: null,
    status: 0,
    podeIncluir: true,
    podeEnviar: true,
    arquivosAnexado: [file()],
    deferirExecucoes: [],
    ...overrides,
  };
}

export function action(overrides: Partial<PlanoAcao> = {}): PlanoAcao {
  return {
    ...line(),
    orientacao: 'Orientação da ação 2.1.1',
    escolaInep: INEP,
    nomeEscola: schoolA.nomeEscola,
    anoPremio: 2025,
    anoParfi: 2025,
    valorOrcado: 5175,
    execucaoAcao: [],
    ...overrides,
  };
}

export const documentTypes: DocumentType[] = [
  { id: 1, descricao: 'Orçamento 1', tipo: 1 },
  { id: 4, descricao: 'Documento Fiscal', tipo: 2 },
  { id: 5, descricao: 'Extrato Bancário', tipo: 3 },
  { id: 9, descricao: 'Termo de referência', tipo: 6 },
];

export const reasons = [
  { id: 1, descricao: 'Documento ilegível' },
  { id: 2, descricao: 'Valor divergente' },
];

export interface FakeState {
  years?: PrizeYear[];
  plan?: PlanoParfi | null;
  mandatory?: ObjetivoObrigatorio[];
  action?: PlanoAcao;
  types?: DocumentType[];
}

/** The GETs of the PARFI screens; `extra` answers first (writes, errors). */
export function fakeApi(state: FakeState = {}, extra?: ExtraAnswer) {
  return fakeApiWith((p) => {
    if (p === '/api/premioleia/anopremio') return json(state.years ?? prizeYears);
    if (p === '/api/planoacao/objetivo') return json(objectives);
    if (p === '/api/planoparfi') {
      const pl = state.plan === undefined ? plan() : state.plan;
      return pl ? json(pl) : text('Nenhum plano encontrado.', 404);
    }
    if (p === '/api/objetivoobrigatorio/escola') return json(state.mandatory ?? []);
    if (p === '/api/planoacao') return json(state.action ?? action());
    if (p === '/api/planoacao/documento') return json(state.types ?? documentTypes);
    if (p === '/api/enums/motivoindeferimentoenum') return json({ dadosEnum: reasons });
    return undefined;
  }, extra);
}
