/**
 * Requests that mix ids of two schools (the caller's and another one), where a scope check on one id
 * could let the other through: an action of school B in school A's plan, B's file through A's INEP,
 * B's student moved into A's class... Each must be refused (4xx, never 2xx) and say nothing of B.
 * The caller is the matrix user of the role; `other` is school B (another municipality).
 */
import { Role, type RoleId } from '@siam/domain/roles';
import { plannedAction, type BuildContext, type MatrixRequest } from './matrix';

export interface MixedIdProbe {
  label: string;
  role: RoleId;
  build: (ctx: Omit<BuildContext, 's'>) => MatrixRequest;
}

const file = (inep: string, ano: number, arquivoId: number) =>
  `/api/ArquivoAnexado?codigoInep=${inep}&ano=${ano}&arquivoId=${arquivoId}`;

export const MIXED_ID_PROBES: MixedIdProbe[] = [
  {
    label: "move school B's student into school A's class",
    role: Role.DiretorEscola,
    build: ({ fx }) => ({
      method: 'POST',
      url: '/api/Alunos/Movimentar',
      body: {
        alunoId: fx.schools.otherMunicipality.studentId,
        novaTurmaId: fx.schools.own.classId,
        motivo: 2,
      },
    }),
  },
  {
    label: "finish school B's student",
    role: Role.Cadastro,
    build: ({ fx }) => ({
      method: 'POST',
      url: '/api/Alunos/Finalizar',
      body: { alunoId: fx.schools.otherMunicipality.studentId, motivo: 3, anoTurmaAlunoId: 1 },
    }),
  },
  {
    label: "edit school B's action under school A's plan",
    role: Role.DiretorEscola,
    build: ({ fx }) => ({
      method: 'PUT',
      url: '/api/PlanoAcao',
      body: { id: fx.schools.otherMunicipality.actionId, ...plannedAction(fx, fx.schools.own.planId) },
    }),
  },
  {
    label: "read school B's document through school A's INEP",
    role: Role.DiretorEscola,
    build: ({ fx }) => ({
      method: 'GET',
      url: file(fx.schools.own.inep, fx.parfiYear.ano, fx.schools.otherMunicipality.fileId),
    }),
  },
  {
    label: "delete school B's document through school A's INEP",
    role: Role.Cadastro,
    build: ({ fx }) => ({
      method: 'DELETE',
      url: file(fx.schools.own.inep, fx.parfiYear.ano, fx.schools.otherMunicipality.fileId),
    }),
  },
  {
    label: "mandatory objectives for school B from school A's report",
    role: Role.DiretorEscola,
    build: ({ fx }) => ({
      method: 'POST',
      url: `/api/ObjetivoObrigatorio?relatorioId=${fx.schools.own.reportId}`,
      body: {
        codigoInep: fx.schools.otherMunicipality.inep,
        anoPremio: fx.awardYear.ano,
        anoParfi: fx.parfiYear.ano,
        objetivos: [{ objetivoId: 1, percentualMinimo: 0, numeroAcao: 1 }],
      },
    }),
  },
  {
    label: "move school A's report to school B's pairing",
    role: Role.DiretorEscola,
    build: ({ fx }) => ({
      method: 'PUT',
      url: '/api/RelatorioVisita',
      body: {
        id: fx.schools.own.reportId,
        tipoRelatorioId: 2,
        pareamentoEscolasId: fx.schools.otherMunicipality.pairingId,
        anoParfiId: fx.parfiYear.id,
        data: `${fx.year}-03-10`,
      },
    }),
  },
  {
    label: "answers for school A's and school B's reports in one save",
    role: Role.DiretorEscola,
    build: ({ fx }) => ({
      method: 'POST',
      url: '/api/IndicadorRelatorio',
      body: [fx.schools.own.reportId, fx.schools.otherMunicipality.reportId].map((relatorioVisitaId) => ({
        relatorioVisitaId,
        indicadorId: 1,
        criterioId: 1,
        categoriaId: 1,
      })),
    }),
  },
  {
    label: "end school B's coordinator's stay at school A",
    role: Role.DiretorEscola,
    build: ({ fx }) => ({
      method: 'PUT',
      url: `/api/Servidor/coordenador/Desalocar?servidorId=${fx.schools.otherMunicipality.staffId}&escolaId=${fx.schools.own.id}`,
    }),
  },
  {
    label: "end school B's person's registration-team stays by CPF",
    role: Role.Cadastro,
    build: ({ fx }) => ({
      method: 'PUT',
      url: `/api/Servidor/CadastroEscola/Desalocar?cpf=${fx.schools.otherMunicipality.staffCpf}`,
    }),
  },
  {
    label: "school B's class's learning monitoring by class id",
    role: Role.CoordenadorEscola,
    build: ({ fx }) => ({
      method: 'GET',
      url: `/api/AcompanhamentoAprendizagem?turmaId=${fx.schools.otherMunicipality.classId}&ano=${fx.year}&bimestre=4`,
    }),
  },
  {
    label: "skills of school B's student in school A's class",
    role: Role.CoordenadorEscola,
    build: ({ fx }) => ({
      method: 'POST',
      url: '/api/habilidadeficha/respondidas',
      body: {
        ano: fx.year,
        bimestre: 4,
        turmaId: fx.schools.own.classId,
        alunoId: fx.schools.otherMunicipality.studentId,
      },
    }),
  },
  {
    label: "answers for school B's student in school A's monitoring",
    role: Role.ProfessorEscola,
    build: ({ fx }) => ({
      method: 'POST',
      url: '/api/AcompanhamentoAprendizagemAluno/Respostas',
      body: {
        alunoId: fx.schools.otherMunicipality.studentId,
        acompanhamentoId: fx.schools.own.learningId,
        respostas: [{ criterioId: 1, habilidadeId: 1 }],
      },
    }),
  },
  {
    label: "a teacher's lookup of another person's classes",
    role: Role.ProfessorEscola,
    build: ({ fx }) => ({
      method: 'GET',
      url: `/api/Servidor/Professor?cpf=${fx.schools.otherMunicipality.staffCpf}`,
    }),
  },
  {
    label: 'dashboard filtered by another regional',
    role: Role.SecretarioMunicipal,
    build: ({ fx }) => ({ method: 'GET', url: `/api/Painel/1/Dados?regional=2&ano=${fx.year}` }),
  },
  {
    label: 'school search by INEP (administrator only) by a director',
    role: Role.DiretorEscola,
    build: ({ fx }) => ({ method: 'GET', url: `/api/Escolas?IdInep=${fx.schools.otherMunicipality.inep}` }),
  },
];
