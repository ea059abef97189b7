/**
 * Fixtures and fake APIs of the monitoring screens' tests (demo-data.md shapes): the consultation and
 * validation's (`fakeApi`, `acomp`, `admin`: a coordinator's school, a finished monitoring) and the
 * teachers' entry's (`entryFakeApi`, `entryAcomp`, `entryAdmin`: Paulo's classes, an open monitoring).
 */
import { NOT_STARTED, monitoringToday } from '@siam/domain/monitoring';
import type { Acompanhamento, TurmaAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import type { Periodo } from '@siam/domain/contracts/periods';
import type { School } from '../../../api/types';
import { joanaInClass, schoolA, schoolB } from '../../../test/school-data';
import { json, makeSession, perfil, text } from '../../../test/helpers';
import type { SessionUser } from '../../../lib/session';
import type { ClassStudent, TeacherClass } from './queries';

type Route = (url: URL, init: RequestInit) => Response | undefined;

// jsdom has no ResizeObserver; the charts need one.
if (!('ResizeObserver' in globalThis)) {
  (globalThis as Record<string, unknown>).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export const CARLA_CPF = '12345678909';
export const TODAY = monitoringToday();
export const YEAR = Number(TODAY.slice(0, 4));

export { schoolA, schoolB };

export function coordinator(): SessionUser {
  return makeSession({
    nome: 'Carla Coordenadora Lima',
    cpf: CARLA_CPF,
    roles: [perfil(16, 'Coordenador Escola')],
    activeConfig: { role: 16, region: null, city: null, school: null },
  });
}

export function admin(school: School | null = schoolA): SessionUser {
  return makeSession({
    activeConfig: {
      role: 1,
      region: { codigo: 1, sigla: '1ª CRE' },
      city: { codigo: 101, nome: 'Santa Aurora', regional: 1 },
      school,
    },
  });
}

function shift(days: number): string {
  const d = new Date(`${TODAY}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Bimestre 4 open now; bimestre 1 long closed (as the demo data). */
export function periods(ficha: number): Periodo[] {
  return [
    {
      id: ficha * 10 + 1,
      ano: YEAR,
      bimestre: 1,
      fichaAcompanhamentoId: ficha,
      acompanhamentoDataInicio: shift(-120),
      acompanhamentoDataFim: shift(-90),
      validacaoDataInicio: shift(-120),
      validacaoDataFim: shift(-90),
    },
    {
      id: ficha * 10 + 4,
      ano: YEAR,
      bimestre: 4,
      fichaAcompanhamentoId: ficha,
      acompanhamentoDataInicio: shift(-30),
      acompanhamentoDataFim: shift(30),
      validacaoDataInicio: shift(-30),
      validacaoDataFim: shift(30),
    },
  ];
}

export function row(overrides: Partial<TurmaAcompanhamento> = {}): TurmaAcompanhamento {
  return {
    turmaId: 14,
    nomeTurma: '3º ANO A',
    codigoTurma: '1004',
    serie: 6,
    turno: 2,
    anoTurma: YEAR,
    nomeProfessor: 'Telma Professora Dias',
    cpfProfessor: '52998224725',
    acompanhamentoId: 40,
    status: true,
    validado: null,
    situacao: 100,
    justificativa: null,
    ...overrides,
  };
}

export const learningRows = (): TurmaAcompanhamento[] => [
  row(),
  row({
    turmaId: 12,
    nomeTurma: '1º ANO A',
    codigoTurma: '1002',
    serie: 4,
    nomeProfessor: 'Paulo Professor Santos',
    acompanhamentoId: null,
    status: false,
    situacao: 0,
  }),
  row({
    turmaId: 13,
    nomeTurma: '2º ANO A',
    codigoTurma: '1003',
    serie: 5,
    nomeProfessor: 'Rui Professor Costa',
    acompanhamentoId: 41,
    status: false,
    situacao: 35,
  }),
];

export function acomp(overrides: Partial<Acompanhamento> = {}): Acompanhamento {
  const r = row();
  const cpfProfessor = r.cpfProfessor ?? '';
  return {
    acompanhamentoId: 40,
    ano: YEAR,
    bimestre: 4,
    turmaId: r.turmaId,
    nomeTurma: r.nomeTurma,
    anoTurma: YEAR,
    serie: 6,
    turno: 2,
    nomeEscola: schoolA.nomeEscola,
    escolaId: 1,
    responsavel: cpfProfessor,
    nomeProfessor: r.nomeProfessor,
    cpfProfessor,
    componenteCurricular: 1,
    codigosGenerosTextuais: [2],
    status: true,
    validado: null,
    situacao: 100,
    justificativa: null,
    totalNiveis: [],
    periodo: null,
    alunoAcompanhamento: [
      {
        alunoId: 7,
        acompanhamentoAlunoId: 70,
        nome: 'Bruno Lima Alves',
        cpf: null,
        dataNascimento: '2017-05-01',
        situacao: 100,
        alfabetizado: false,
        totalNiveis: [],
      },
      {
        alunoId: 8,
        acompanhamentoAlunoId: 80,
        nome: 'Ana Clara Souza',
        cpf: null,
        dataNascimento: '2017-02-01',
        situacao: 100,
        alfabetizado: true,
        totalNiveis: [],
      },
    ],
    ...overrides,
  };
}

export function skills(mode: 'selected' | 'counts'): Habilidade[] {
  return [1, 2, 3].map((n) => ({
    id: 100 + n,
    ordem: n,
    descricao: `Habilidade ${n} de leitura`,
    estruturaId: 1,
    categoriaId: 11,
    criterios: [1, 2, 3, 4].map((nivel) => ({
      id: 1000 + n * 10 + nivel,
      nivel,
      descricao: `Critério nível ${nivel} da habilidade ${n}`,
      habilidadeId: 100 + n,
    })),
    nivelSelecionado: mode === 'selected' ? n : null,
    quantidadeNiveis:
      mode === 'counts'
        ? [
            { nivel: 1, quantidade: 1 },
            { nivel: n, quantidade: 2 },
          ]
        : [],
  }));
}

export const genres = () => [
  { id: 1, genero: 'Bilhete' },
  { id: 2, genero: 'Conto' },
  { id: 3, genero: 'Receita' },
];

/** A fake of the issue-5 API good for the screens; `extra` answers first. */
export function fakeApi(extra: Route = () => undefined) {
  return (url: URL, init: RequestInit): Response => {
    const custom = extra(url, init);
    if (custom) return custom;
    const p = url.pathname.toLowerCase();
    const q = url.searchParams;
    if (p === '/api/servidor/coordenador')
      return json({ nome: 'Carla', cpf: CARLA_CPF, escolas: [schoolA, schoolB] });
    if (p === '/api/periodo') {
      const all = periods(Number(q.get('fichaId')));
      const b = q.get('bimestre');
      return json(b ? all.filter((x) => x.bimestre === Number(b)) : all);
    }
    if (p === '/api/acompanhamentoaprendizagem/escola/turmas') return json(learningRows());
    if (p === '/api/acompanhamentoatividadeturma/escola/turmas')
      return json([row({ turmaId: 11, nomeTurma: 'INF V A', serie: 2, turno: 1, acompanhamentoId: 30 })]);
    if (p === '/api/acompanhamentoaprendizagem' && init.method === 'GET') return json(acomp());
    if (p === '/api/estruturaficha')
      return json([
        { id: 1, descricao: 'Leitura' },
        { id: 2, descricao: 'Escrita' },
      ]);
    if (p === '/api/categoriaficha') return json([{ id: 11, descricao: 'Compreensão' }]);
    if (p === '/api/acompanhamentoaprendizagem/turma') return json(skills('counts'));
    if (p === '/api/acompanhamentoatividadeturma/turma') return json(skills('selected'));
    if (p === '/api/generotextual') return json(genres());
    if (p === '/api/habilidadeficha/respondidas') return json(skills('selected'));
    return text('Rota não simulada', 404);
  };
}

// ---------------------------------------------------------------- entry

export const PAULO_CPF = '52998224725';

export function teacher() {
  return makeSession({
    nome: 'Paulo Professor Santos',
    cpf: PAULO_CPF,
    roles: [perfil(17, 'Professor Escola')],
    activeConfig: { role: 17, region: null, city: null, school: null },
  });
}

export function entryAdmin() {
  return makeSession();
}

export const infV: TeacherClass = {
  turmaId: 11,
  codigoTurma: '1001',
  nomeTurma: 'INF V A',
  escolaId: 1,
  nomeEscola: 'Escola Estadual Santa Aurora',
  municipio: 'Santa Aurora',
  cre: '1ª CRE',
  turno: 1,
  serie: 2,
  nivelEnsino: 1,
  anoTurma: YEAR,
};
export const primeiroAno: TeacherClass = {
  ...infV,
  turmaId: 12,
  codigoTurma: '1002',
  nomeTurma: '1º ANO A',
  serie: 4,
  nivelEnsino: 2,
};

export function period(bimestre: number, o: Partial<Periodo> = {}): Periodo {
  return {
    id: 100 + bimestre,
    ano: YEAR,
    bimestre,
    fichaAcompanhamentoId: 2,
    acompanhamentoDataInicio: `${YEAR}-01-01`,
    acompanhamentoDataFim: `${YEAR}-12-31`,
    validacaoDataInicio: `${YEAR}-01-01`,
    validacaoDataFim: `${YEAR}-12-31`,
    ...o,
  };
}

/** An open monitoring of INF V A (the entry screens). */
export function entryAcomp(o: Partial<Acompanhamento> = {}): Acompanhamento {
  return {
    acompanhamentoId: 30,
    ano: YEAR,
    bimestre: 4,
    turmaId: infV.turmaId,
    nomeTurma: infV.nomeTurma,
    anoTurma: YEAR,
    serie: infV.serie,
    turno: 1,
    nomeEscola: infV.nomeEscola,
    escolaId: 1,
    responsavel: PAULO_CPF,
    nomeProfessor: 'Paulo Professor Santos',
    cpfProfessor: PAULO_CPF,
    componenteCurricular: 1,
    codigosGenerosTextuais: [],
    status: false,
    validado: null,
    situacao: 0,
    justificativa: null,
    totalNiveis: [],
    periodo: null,
    alunoAcompanhamento: [],
    ...o,
  };
}

export function skill(id: number, nivelSelecionado: number | null = null, categoriaId = 7): Habilidade {
  return {
    id,
    ordem: id,
    descricao: `Habilidade ${id} da categoria`,
    estruturaId: 5,
    categoriaId,
    nivelSelecionado,
    quantidadeNiveis: [],
    criterios: [1, 2, 3, 4].map((nivel) => ({
      id: id * 10 + nivel,
      nivel,
      descricao: `Critério nível ${nivel} da habilidade ${id}`,
      habilidadeId: id,
    })),
  };
}

export const students: ClassStudent[] = [
  joanaInClass({ anoTurmaAlunoId: 101 }),
  {
    id: 2,
    nome: 'Bruno Lima',
    cpf: null,
    codigoInep: null,
    matricula: null,
    sexo: 'M',
    dataNascimento: '2019-05-02',
    anoTurmaAlunoId: 102,
    dataInicio: '2026-02-01',
  },
];

export interface EntryFakeApiOptions {
  turmas?: TeacherClass[];
  periods?: Periodo[];
  /** The monitoring of each class id (absent: not started). */
  monitorings?: Record<number, Acompanhamento>;
  skills?: Habilidade[];
}

/** Answers the reads of the entry screens; `override` answers first. */
export function entryFakeApi(o: EntryFakeApiOptions = {}, override?: Route) {
  return (url: URL, init: RequestInit): Response => {
    const answer = override?.(url, init);
    if (answer) return answer;
    const p = url.pathname;
    const q = url.searchParams;
    if (p === '/api/Servidor/Professor') {
      return json({
        nome: 'Paulo Professor Santos',
        cpf: PAULO_CPF,
        turmas: o.turmas ?? [infV, primeiroAno],
      });
    }
    if (p === '/api/Periodo') return json(o.periods ?? [period(4)]);
    if (
      p === '/api/AcompanhamentoAtividadeTurma/Professor/Turma' ||
      p === '/api/AcompanhamentoAprendizagem'
    ) {
      const m = o.monitorings?.[Number(q.get('TurmaId') ?? q.get('turmaId'))];
      return m ? json(m) : text(NOT_STARTED, 404);
    }
    if (p === '/api/EstruturaFicha') return json([{ id: 5, descricao: 'Linguagem oral' }]);
    if (p === '/api/CategoriaFicha') return json([{ id: 7, descricao: 'Escuta' }]);
    if (p === '/api/AcompanhamentoAtividadeTurma/Turma') return json(o.skills ?? [skill(1), skill(2, 3)]);
    if (p === '/api/habilidadeficha/respondidas') return json(o.skills ?? [skill(1), skill(2, 3)]);
    if (p === '/api/GeneroTextual') {
      return json([
        { id: 1, genero: 'Bilhete' },
        { id: 2, genero: 'Conto' },
      ]);
    }
    if (/^\/api\/turmas\/\d+\/alunos$/.test(p)) return json(students);
    return text(`unexpected ${init.method ?? 'GET'} ${p}`, 500);
  };
}
