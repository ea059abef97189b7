/** Fixtures and a fake API of the entry screens' tests. */
import { NOT_STARTED } from '@siam/domain/monitoring';
import type { Acompanhamento } from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import type { Periodo } from '@siam/domain/contracts/periods';
import { makeSession, perfil } from '../../../test/helpers';
import { json, text } from '../../../test/helpers';
import type { ClassStudent, TeacherClass } from './entry-queries';

export const YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Maceio', year: 'numeric' }).format(new Date()),
);
export const PAULO_CPF = '52998224725';

export function teacher() {
  return makeSession({
    nome: 'Paulo Professor Santos',
    cpf: PAULO_CPF,
    roles: [perfil(17, 'Professor Escola')],
    activeConfig: { role: 17, region: null, city: null, school: null },
  });
}

export function admin() {
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

export function acomp(o: Partial<Acompanhamento> = {}): Acompanhamento {
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
  { id: 1, nome: 'Joana Maria Souza', cpf: '35906821406', dataNascimento: '2020-01-15' },
  { id: 2, nome: 'Bruno Lima', cpf: null, dataNascimento: '2019-05-02' },
];

type Handler = (url: URL, init: RequestInit) => Response | undefined;

export interface FakeApiOptions {
  turmas?: TeacherClass[];
  periods?: Periodo[];
  /** The monitoring of each class id (absent: not started). */
  monitorings?: Record<number, Acompanhamento>;
  skills?: Habilidade[];
}

/** Answers the reads of the entry screens; `override` answers first. */
export function fakeApi(o: FakeApiOptions = {}, override?: Handler) {
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
