/**
 * The specification's calls (../shared/spec/api-calls.txt and section 7 of the three spec documents)
 * and where each parameter travels (issue 15). `spec-calls.test.ts` sends every call exactly as the
 * spec writes it, as an allowed role on the authorization matrix's fixture, and checks that it
 * reaches its handler; the table in docs/api.md is generated from this list (`specCallsTable`).
 */
import type { BuildContext, MatrixRequest } from './authz/matrix';

export interface SpecCall {
  /** `METHOD /api/path` exactly as api-calls.txt (and `npm run -s routes`) writes it. */
  call: string;
  /** Where the spec writes it: `01 §7` (01-core…, 02-classes…, 03-parfi…). */
  where: string;
  /** The spec's own words for the call (its query string as written). */
  written: string;
  /** Query parameters as the spec names them; a request carries no other. */
  query?: readonly string[];
  /** Body fields the spec lists; only they are sent (any other body field must be optional). */
  body?: readonly string[];
  /** A body the spec names without listing its fields ('class fields', 'a list of genre ids'). */
  bodyNote?: string;
  /** What the API also accepts, or chooses where the spec is silent. */
  also?: string;
  /** The request, when the matrix row's (test/authz/matrix.ts) does not carry the spec's names. */
  build?: (c: BuildContext) => MatrixRequest;
  /** Tests beyond spec-calls.test.ts that check this call's shape. */
  tests?: readonly string[];
}

const PERSON = 'a person (nome, cpf, email, emailPessoal, dataNascimento, sexo, telefone, ...)';
const DEFERRAL_FILTERS = ['anoPremio', 'anoParfi', 'codigoRegional', 'codigoMunicipio'] as const;
/** The award year's fields, in POST AnoPremio and (with id and qtdEscolas) PUT AnoPremio. */
const AWARD_YEAR = [
  'ano',
  'primeiroAnoParfi',
  'segundoAnoParfi',
  'valorPremiada',
  'valorFomentada',
  'porcentagemPrimeiraParcela',
  'categoriaEscolas',
] as const;

export const SPEC_CALLS: readonly SpecCall[] = [
  // ------------------------------------------------------------------ 01: session, users, students
  {
    call: 'POST /api/Auth',
    where: '01 §7',
    written: 'POST /Auth with {user, password}',
    body: ['user', 'password'],
  },
  { call: 'GET /api/Administracao/Videos', where: '01 §7', written: 'GET Administracao/Videos' },
  { call: 'GET /api/regionais', where: '01 §7', written: 'GET regionais' },
  {
    call: 'GET /api/Municipios',
    where: '01 §7',
    written: 'GET Municipios?codigoRegional={code}',
    query: ['codigoRegional'],
    also: 'without `codigoRegional`: every municipality',
  },
  { call: 'GET /api/Usuario/PerfilSistema', where: '01 §7', written: 'GET Usuario/PerfilSistema' },
  { call: 'GET /api/Usuario/PerfilAbaixo/:id', where: '01 §7', written: 'GET Usuario/PerfilAbaixo/{id}' },
  { call: 'GET /api/Usuario/:cpf/Vinculo', where: '01 §7, 03 §7.5', written: 'GET Usuario/{cpf}/Vinculo' },
  {
    call: 'POST /api/Usuario',
    where: '01 §7',
    written: 'Send user (cpf digits only, nome, telefonePessoal digits only, emailPessoal, perfisVinculo)',
    body: ['cpf', 'nome', 'telefonePessoal', 'emailPessoal', 'perfisVinculo'],
  },
  {
    call: 'GET /api/Escolas',
    where: '01 §7, 02 §7',
    written: 'GET Escolas?{filters}, GET Escolas?municipio={m}, GET Escolas?IdInep={inep}',
    query: ['municipio', 'IdInep', 'codigoRegional', 'nome'],
    also: '`{filters}` left open by the spec: `codigoRegional`, `nome`',
  },
  { call: 'GET /api/Escolas/:id', where: '01 §7, 02 §7', written: 'GET Escolas/{id}' },
  { call: 'POST /api/Escolas', where: '01 §7, 02 §7', written: 'POST Escolas', bodyNote: 'the school' },
  {
    call: 'PUT /api/Escolas',
    where: '01 §7, 02 §7',
    written: 'PUT Escolas',
    bodyNote: 'the school (with id)',
  },
  {
    call: 'POST /api/Escolas/Sincronizar',
    where: '01 §7',
    written: 'POST Escolas/Sincronizar?codigoInep={inep}',
    query: ['codigoInep'],
    also: 'body `{codigoInep}` (the query wins)',
    tests: ['apps/api/src/modules/sige-sync/sige-sync.test.ts'],
  },
  {
    call: 'GET /api/Escolas/:id/turmas',
    where: '01 §7, 02 §7',
    written: 'GET Escolas/{id}/turmas?serie={s}&situacao=1',
    query: ['serie', 'situacao'],
  },
  {
    call: 'GET /api/Servidor/Coordenador',
    where: '01 §7, 02 §7',
    written: 'GET Servidor/Coordenador?cpf={cpf}',
    query: ['cpf'],
  },
  {
    call: 'GET /api/Servidor/Diretor',
    where: '01 §7, 02 §7',
    written: 'GET Servidor/Diretor?cpf={cpf}',
    query: ['cpf'],
  },
  {
    call: 'GET /api/Servidor/Professor',
    where: '01 §7, 02 §7',
    written: 'GET Servidor/Professor?cpf={cpf}',
    query: ['cpf'],
  },
  {
    call: 'GET /api/Alunos',
    where: '01 §7',
    written: 'GET Alunos?{cpf} or {nome and dataNascimento} or {inep}',
    query: ['cpf', 'nome', 'dataNascimento', 'codigoInep'],
    also: 'names left open by the spec: `?cpf=` | `?nome=&dataNascimento=` | `?codigoInep=`',
  },
  {
    call: 'POST /api/Alunos',
    where: '01 §7',
    written: 'POST Alunos (student fields)',
    bodyNote: 'the student fields (plus `escolaId`, the active school)',
  },
  {
    call: 'PUT /api/Alunos',
    where: '01 §7',
    written: 'PUT Alunos (student fields, plus novoCpf on CPF change)',
    bodyNote: 'the student fields with `id`, plus `novoCpf` on CPF change',
  },
  { call: 'DELETE /api/Alunos', where: '01 §7', written: 'DELETE Alunos?alunoId={id}', query: ['alunoId'] },
  {
    call: 'POST /api/Alunos/Enturmar',
    where: '01 §7',
    written: 'POST Alunos/Enturmar {turmaId, alunoId}',
    body: ['turmaId', 'alunoId'],
  },
  {
    call: 'POST /api/Alunos/Movimentar',
    where: '01 §7',
    written: 'POST Alunos/Movimentar {alunoId, novaTurmaId, motivo}',
    body: ['alunoId', 'novaTurmaId', 'motivo'],
  },
  {
    call: 'POST /api/Alunos/Finalizar',
    where: '01 §7',
    written: 'POST Alunos/Finalizar {alunoId, motivo, anoTurmaAlunoId}',
    body: ['alunoId', 'motivo', 'anoTurmaAlunoId'],
    also: '`anoTurmaAlunoId` absent or null for a student with no class: the spec’s not-in-class message',
    tests: ['apps/api/src/modules/students/students.test.ts'],
  },
  { call: 'GET /api/turmas/:id/alunos', where: '01 §7, 02 §7', written: 'GET turmas/{id}/alunos' },

  // ------------------------------------------------------------------ 02: classes, staff, monitoring
  { call: 'POST /api/Turmas', where: '02 §7', written: 'POST Turmas', bodyNote: 'the class fields' },
  { call: 'PUT /api/Turmas', where: '02 §7', written: 'PUT Turmas', bodyNote: 'the class fields (with id)' },
  {
    call: 'PUT /api/Turmas/:id/Situacao',
    where: '02 §7',
    written: 'PUT Turmas/{id}/Situacao',
    bodyNote: 'the situation `{situacao}`',
  },
  { call: 'GET /api/Servidor', where: '02 §7', written: 'GET Servidor?cpf', query: ['cpf'] },
  { call: 'PUT /api/Servidor', where: '02 §7', written: 'PUT Servidor', bodyNote: PERSON },
  {
    call: 'POST /api/Servidor/CadastroEscola',
    where: '02 §7',
    written: 'POST Servidor/CadastroEscola',
    bodyNote: PERSON,
  },
  {
    call: 'PUT /api/Servidor/CadastroEscola/Desalocar',
    where: '02 §7',
    written: 'PUT Servidor/CadastroEscola/Desalocar?cpf, or ?servidorId&escolaId',
    query: ['cpf', 'servidorId', 'escolaId'],
  },
  {
    call: 'POST /api/Servidor/diretor',
    where: '02 §7',
    written: 'POST Servidor/diretor',
    bodyNote: `${PERSON} and escolaId`,
  },
  {
    call: 'POST /api/Servidor/coordenador',
    where: '02 §7',
    written: 'POST Servidor/coordenador',
    bodyNote: `${PERSON} and escolaId`,
  },
  {
    call: 'PUT /api/Servidor/diretor/Desalocar',
    where: '02 §7',
    written: 'PUT Servidor/diretor/Desalocar?servidorId&escolaId',
    query: ['servidorId', 'escolaId'],
  },
  {
    call: 'PUT /api/Servidor/coordenador/Desalocar',
    where: '02 §7',
    written: 'PUT Servidor/coordenador/Desalocar?servidorId&escolaId',
    query: ['servidorId', 'escolaId'],
  },
  {
    call: 'POST /api/servidor/professor',
    where: '02 §7',
    written: 'POST servidor/professor',
    bodyNote: PERSON,
  },
  {
    call: 'POST /api/servidor/professor/enturmar',
    where: '02 §7',
    written: 'POST servidor/professor/enturmar',
    bodyNote: `${PERSON} and turmaId`,
  },
  {
    call: 'PUT /api/Servidor/Professor/Desenturmar',
    where: '02 §7',
    written: 'PUT Servidor/Professor/Desenturmar?professorId&turmaId',
    query: ['professorId', 'turmaId'],
  },
  { call: 'GET /api/Servidor/escola', where: '02 §7', written: 'GET Servidor/escola?cpf', query: ['cpf'] },
  {
    call: 'GET /api/AcompanhamentoAtividadeTurma/Escola/Turmas',
    where: '02 §7',
    written: 'GET AcompanhamentoAtividadeTurma/Escola/Turmas?escolaId&bimestre&ano&turno',
    query: ['escolaId', 'bimestre', 'ano', 'turno'],
  },
  {
    call: 'GET /api/AcompanhamentoAtividadeTurma/Professor/Turma',
    where: '02 §7',
    written: 'GET AcompanhamentoAtividadeTurma/Professor/Turma?TurmaId&bimestre&ano&responsavel',
    query: ['TurmaId', 'bimestre', 'ano', 'responsavel'],
    also: '`?turmaId=` beside the spec’s `?TurmaId=`',
    build: ({ fx, s, user }) => ({
      method: 'GET',
      url: '/api/AcompanhamentoAtividadeTurma/Professor/Turma',
      query: { TurmaId: s.classId, bimestre: 4, ano: fx.year, responsavel: user.cpf },
    }),
  },
  {
    call: 'GET /api/AcompanhamentoAtividadeTurma/Turma',
    where: '02 §7',
    written: 'GET AcompanhamentoAtividadeTurma/Turma?acompanhamentoId&categoriaId',
    query: ['acompanhamentoId', 'categoriaId'],
  },
  {
    call: 'POST /api/AcompanhamentoAtividadeTurma',
    where: '02 §7',
    written: 'POST AcompanhamentoAtividadeTurma/ to create',
    bodyNote: 'not shown; ours `{turmaId, ano, bimestre, responsavel}`',
  },
  {
    call: 'PUT /api/AcompanhamentoAtividadeTurma',
    where: '02 §7',
    written: 'PUT AcompanhamentoAtividadeTurma/ to finalise (with status true)',
    bodyNote: '`status: true`; ours adds `acompanhamentoId`',
  },
  {
    call: 'POST /api/AcompanhamentoAtividadeTurma/Resposta',
    where: '02 §7',
    written:
      'POST AcompanhamentoAtividadeTurma/Resposta with a list of: criterioId, acompanhamentoAtividadeTurmaId, fichaId, estruturaId, categoriaId, habilidadeId',
    bodyNote:
      'a list of `{criterioId, acompanhamentoAtividadeTurmaId, fichaId, estruturaId, categoriaId, habilidadeId}`',
    also: 'an optional `respostaId` (UUID) on each answer: applied once (decision 133)',
  },
  {
    call: 'POST /api/AcompanhamentoAtividadeTurma/Validacao',
    where: '02 §7',
    written: 'POST AcompanhamentoAtividadeTurma/Validacao with the activity validation payload',
    bodyNote: 'the activity validation payload',
  },
  {
    call: 'GET /api/AcompanhamentoAprendizagem/Escola/Turmas',
    where: '02 §7',
    written: 'GET AcompanhamentoAprendizagem/Escola/Turmas?escolaId&bimestre&ano&turno',
    query: ['escolaId', 'bimestre', 'ano', 'turno'],
  },
  {
    call: 'GET /api/AcompanhamentoAprendizagem',
    where: '02 §7',
    written: 'GET AcompanhamentoAprendizagem?acompId&turmaId&bimestre&ano&componenteCurricular',
    query: ['acompId', 'turmaId', 'bimestre', 'ano', 'componenteCurricular'],
  },
  {
    call: 'GET /api/AcompanhamentoAprendizagem/Turma',
    where: '02 §7',
    written: 'GET AcompanhamentoAprendizagem/Turma?acompanhamentoId&categoriaId',
    query: ['acompanhamentoId', 'categoriaId'],
  },
  {
    call: 'POST /api/AcompanhamentoAprendizagem',
    where: '02 §7',
    written:
      'POST AcompanhamentoAprendizagem/ with ano, bimestre, turmaId, responsavel, componenteCurricular, codigosGenerosTextuais',
    body: ['ano', 'bimestre', 'turmaId', 'responsavel', 'componenteCurricular', 'codigosGenerosTextuais'],
    also: '`alunos` optional: absent, the class’s current students; sent, it must be exactly them',
    tests: ['apps/api/src/modules/monitoring/learning/learning.test.ts'],
  },
  {
    call: 'PUT /api/AcompanhamentoAprendizagem',
    where: '02 §7',
    written: 'PUT AcompanhamentoAprendizagem/ to finalise',
    bodyNote: 'not shown; ours `{acompanhamentoId, status: true}`',
  },
  {
    call: 'POST /api/AcompanhamentoAprendizagem/:id/Validar',
    where: '02 §7',
    written: 'POST AcompanhamentoAprendizagem/{id}/Validar with the learning validation payload',
    bodyNote: 'the learning validation payload',
  },
  {
    call: 'POST /api/AcompanhamentoAprendizagem/AjustarPorcentagem',
    where: '02 §7',
    written: 'POST AcompanhamentoAprendizagem/AjustarPorcentagem?acompApredizagemId',
    query: ['acompApredizagemId'],
  },
  {
    call: 'DELETE /api/AcompanhamentoAprendizagem',
    where: '02 §7',
    written: 'DELETE AcompanhamentoAprendizagem?acompanhamentoId',
    query: ['acompanhamentoId'],
  },
  {
    call: 'DELETE /api/AcompanhamentoAprendizagemAluno',
    where: '02 §7',
    written: 'DELETE AcompanhamentoAprendizagemAluno?acompAlunoId',
    query: ['acompAlunoId'],
  },
  {
    call: 'POST /api/AcompanhamentoAprendizagemAluno/Respostas',
    where: '02 §7',
    written: 'POST AcompanhamentoAprendizagemAluno/Respostas with alunoId, acompanhamentoId, respostas',
    body: ['alunoId', 'acompanhamentoId', 'respostas'],
    also: 'an optional `respostaId` (UUID) on each of `respostas`: applied once (decision 133)',
  },
  {
    call: 'POST /api/habilidadeficha/respondidas',
    where: '02 §7',
    written:
      'POST habilidadeficha/respondidas with ano, bimestre, categoriaId, estruturaId, fichaId, turmaId, alunoId, componenteCurricular',
    body: [
      'ano',
      'bimestre',
      'categoriaId',
      'estruturaId',
      'fichaId',
      'turmaId',
      'alunoId',
      'componenteCurricular',
    ],
  },
  {
    call: 'PUT /api/AcompanhamentoAprendizagem/:id/GenerosTextuais',
    where: '02 §7',
    written: 'PUT AcompanhamentoAprendizagem/{id}/GenerosTextuais; the body is a list of genre ids',
    bodyNote: 'a list of genre ids',
  },
  {
    call: 'GET /api/EstruturaFicha',
    where: '02 §7',
    written: 'GET EstruturaFicha?fichaId',
    query: ['fichaId'],
  },
  {
    call: 'GET /api/CategoriaFicha',
    where: '02 §7',
    written: 'GET CategoriaFicha?fichaId&estruturaId',
    query: ['fichaId', 'estruturaId'],
  },
  {
    call: 'GET /api/GeneroTextual',
    where: '02 §7',
    written: 'GET GeneroTextual?codigoSerie',
    query: ['codigoSerie'],
  },
  {
    call: 'POST /api/GeneroTextual',
    where: '02 §7',
    written: 'POST GeneroTextual{suffix} (the suffix and body are not shown)',
    bodyNote: 'not shown; ours `{genero, series}`',
  },
  {
    call: 'GET /api/Periodo',
    where: '02 §7',
    written: 'GET Periodo?ano&bimestre&fichaId',
    query: ['ano', 'bimestre', 'fichaId'],
  },
  { call: 'POST /api/Periodo', where: '02 §7', written: 'POST Periodo', bodyNote: 'the period fields' },
  {
    call: 'PUT /api/periodo',
    where: '02 §7',
    written: 'PUT periodo',
    bodyNote: 'the period fields (with id)',
  },

  // ------------------------------------------------------------------ 03: PARFI, award, import, sync
  { call: 'GET /api/PlanoAcao/Objetivo', where: '03 §7.1', written: 'GET PlanoAcao/Objetivo' },
  {
    call: 'GET /api/PremioLeia/AnoPremio',
    where: '03 §7.1',
    written: 'GET PremioLeia/AnoPremio[?inep={inep}]',
    query: ['inep'],
  },
  {
    call: 'GET /api/PlanoAcao',
    where: '03 §7.1',
    written: 'GET PlanoAcao?planoAcaoId={id}',
    query: ['planoAcaoId'],
  },
  {
    call: 'GET /api/PlanoParfi',
    where: '03 §7.1',
    written: 'GET PlanoParfi?escolaInep&anoPremio&anoParfi',
    query: ['escolaInep', 'anoPremio', 'anoParfi'],
  },
  {
    call: 'POST /api/PlanoParfi',
    where: '03 §7.1',
    written: 'POST PlanoParfi {escolaInep, anoPremio, anoParfi}',
    body: ['escolaInep', 'anoPremio', 'anoParfi'],
  },
  { call: 'PUT /api/PlanoParfi/:id', where: '03 §7.1', written: 'PUT PlanoParfi/{id}' },
  {
    call: 'POST /api/PlanoAcao',
    where: '03 §7.1',
    written: 'POST PlanoAcao {acaoId, dataFim, dataInicio, planoParfiId, metaId, objetivoId, valor}',
    body: ['acaoId', 'dataFim', 'dataInicio', 'planoParfiId', 'metaId', 'objetivoId', 'valor'],
  },
  {
    call: 'PUT /api/PlanoAcao',
    where: '03 §7.1',
    written: 'PUT PlanoAcao {id, planoParfiId, objetivoId, metaId, acaoId, valor, dataInicio, dataFim}',
    body: ['id', 'planoParfiId', 'objetivoId', 'metaId', 'acaoId', 'valor', 'dataInicio', 'dataFim'],
  },
  {
    call: 'DELETE /api/PlanoAcao',
    where: '03 §7.1',
    written: 'DELETE PlanoAcao?planoAcaoId={id}',
    query: ['planoAcaoId'],
  },
  {
    call: 'PUT /api/ObjetivoObrigatorio',
    where: '03 §7.1',
    written: 'PUT ObjetivoObrigatorio {mandatory objective incl. quantidadeAcaoPlanejada}',
    bodyNote:
      'the mandatory objective (`id`, `objetivoId`, percentages, `numeroAcao`, `quantidadeAcaoPlanejada`)',
  },
  {
    call: 'GET /api/ObjetivoObrigatorio/Escola',
    where: '03 §7.1',
    written:
      'GET ObjetivoObrigatorio/Escola?codigoInep&anoPremio&anoParfi; GET ObjetivoObrigatorio/Escola?codigoInep&relatorioVisitaId',
    query: ['codigoInep', 'anoPremio', 'anoParfi', 'relatorioVisitaId'],
  },
  {
    call: 'POST /api/ObjetivoObrigatorio',
    where: '03 §7.1',
    written: 'POST ObjetivoObrigatorio?relatorioId={id}',
    query: ['relatorioId'],
    also: 'no body (the spec’s call): the finalised report’s objectives (re)created as finalising creates them; a body `{codigoInep, anoPremio, anoParfi, objetivos}` gives them',
    tests: [
      'apps/api/src/modules/visit-reports/visit-reports.test.ts',
      'apps/api/src/modules/parfi/parfi.test.ts',
    ],
  },
  {
    call: 'GET /api/PlanoAcao/Documento',
    where: '03 §7.1',
    written: 'GET PlanoAcao/Documento?planoAcaoId={id}',
    query: ['planoAcaoId'],
  },
  {
    call: 'GET /api/DeferirExecucao/Deferimentos',
    where: '03 §7.2',
    written: 'GET DeferirExecucao/Deferimentos?anoPremio&anoParfi[&codigoRegional][&codigoMunicipio]',
    query: DEFERRAL_FILTERS,
  },
  {
    call: 'GET /api/DeferirExecucao/Listagem',
    where: '03 §7.2',
    written: 'GET DeferirExecucao/Listagem with the same filters',
    query: DEFERRAL_FILTERS,
  },
  {
    call: 'GET /api/DeferirExecucao/Quantidade',
    where: '03 §7.2',
    written: 'GET DeferirExecucao/Quantidade with the same filters',
    query: DEFERRAL_FILTERS,
  },
  {
    call: 'POST /api/DeferirExecucao/obter-ou-criar',
    where: '03 §7.2',
    written: 'POST DeferirExecucao/obter-ou-criar {planoAcaoId}',
    body: ['planoAcaoId'],
  },
  {
    call: 'PUT /api/DeferirExecucao',
    where: '03 §7.2',
    written: 'PUT DeferirExecucao (deferral body as in section 3)',
    bodyNote: 'the deferral (`id`, `deferido`, `deferirArquivos`, ...)',
  },
  {
    call: 'DELETE /api/DeferirExecucao',
    where: '03 §7.2',
    written: 'DELETE DeferirExecucao?deferirId={id}',
    query: ['deferirId'],
  },
  {
    call: 'GET /api/Enums/MotivoIndeferimentoEnum',
    where: '03 §7.2',
    written: 'GET Enums/MotivoIndeferimentoEnum',
  },
  {
    call: 'PUT /api/ExecucaoAcao/Finalizar',
    where: '03 §7.2',
    written: 'PUT ExecucaoAcao/Finalizar?execucaoId={id}',
    query: ['execucaoId'],
  },
  {
    call: 'PUT /api/ExecucaoAcao/RetornarStatus',
    where: '03 §7.2',
    written: 'PUT ExecucaoAcao/RetornarStatus?deferirId={id}',
    query: ['deferirId'],
  },
  {
    call: 'DELETE /api/ExecucaoAcao',
    where: '03 §7.2',
    written: 'DELETE ExecucaoAcao?execucaoAcaoId={id}',
    query: ['execucaoAcaoId'],
  },
  {
    call: 'GET /api/ArquivoAnexado',
    where: '03 §7.3',
    written: 'GET ArquivoAnexado?codigoInep&ano&arquivoId',
    query: ['codigoInep', 'ano', 'arquivoId'],
  },
  {
    call: 'DELETE /api/ArquivoAnexado',
    where: '03 §7.3',
    written: 'DELETE ArquivoAnexado?arquivoId&codigoInep&ano',
    query: ['arquivoId', 'codigoInep', 'ano'],
  },
  {
    call: 'POST /api/ArquivoAnexado',
    where: '03 §7.3',
    written:
      'POST ArquivoAnexado?codigoInep&ano, multipart: Cnpj (digits), ValorOrcamento, NotaFiscal, PlanoAcaoId, DocumentoId, DataExecucao, Arquivo',
    query: ['codigoInep', 'ano'],
    bodyNote: 'multipart: Cnpj, ValorOrcamento, NotaFiscal, PlanoAcaoId, DocumentoId, DataExecucao, Arquivo',
  },
  {
    call: 'GET /api/Escolas/EscolaSGU',
    where: '03 §7.4',
    written: 'GET Escolas/EscolaSGU?codigoInep',
    query: ['codigoInep'],
  },
  {
    call: 'POST /api/Escolas/EscolaSGU',
    where: '03 §7.4',
    written: 'POST Escolas/EscolaSGU (school body with sige)',
    bodyNote: 'the school with `sige` (ours reads `codigoInep`, `sige`)',
  },
  {
    call: 'DELETE /api/Escolas',
    where: '03 §7.4',
    written: 'DELETE Escolas (school in the body)',
    bodyNote: 'the school (ours reads its `id`)',
  },
  { call: 'GET /api/TipoRelatorio', where: '03 §7.5', written: 'GET TipoRelatorio' },
  { call: 'GET /api/AnoPremio', where: '03 §7.5', written: 'GET AnoPremio' },
  { call: 'GET /api/AnoPremio/:id', where: '03 §7.5', written: 'GET AnoPremio/{id}' },
  { call: 'GET /api/AnoParfi', where: '03 §7.5', written: 'GET AnoParfi', also: 'optional `?anoPremioId=`' },
  {
    call: 'GET /api/AnoParfi/:anoParfi/:anoPremioId/:type',
    where: '03 §7.5',
    written: 'GET AnoParfi/{anoParfi}/{anoPremioId}/{type}',
  },
  {
    call: 'POST /api/AnoPremio',
    where: '03 §7.5',
    written:
      'POST AnoPremio {ano, primeiroAnoParfi, segundoAnoParfi, valorPremiada, valorFomentada, porcentagemPrimeiraParcela, categoriaEscolas[]}',
    body: AWARD_YEAR,
  },
  {
    call: 'PUT /api/AnoPremio',
    where: '03 §7.5',
    written: 'PUT AnoPremio (same plus id and qtdEscolas)',
    body: ['id', ...AWARD_YEAR, 'qtdEscolas'],
  },
  {
    call: 'GET /api/CategoriaRelatorio/:tipoRelatorioId',
    where: '03 §7.5',
    written: 'GET CategoriaRelatorio/{tipoRelatorioId}',
  },
  {
    call: 'GET /api/Indicador/Categoria/:categoriaId',
    where: '03 §7.5',
    written: 'GET Indicador/Categoria/{categoriaId}',
  },
  {
    call: 'GET /api/CriterioRelatorio/:categoriaId/:tipoRelatorioId',
    where: '03 §7.5',
    written: 'GET CriterioRelatorio/{categoriaId}/{tipoRelatorioId}',
  },
  {
    call: 'POST /api/ParticipanteVisita',
    where: '03 §7.5',
    written: 'POST ParticipanteVisita {nome, cpf, codigoPerfil, nomePerfil, relatorioVisitaId}',
    body: ['nome', 'cpf', 'codigoPerfil', 'nomePerfil', 'relatorioVisitaId'],
  },
  {
    call: 'DELETE /api/ParticipanteVisita',
    where: '03 §7.5',
    written: 'DELETE ParticipanteVisita?participanteVisitaId={id}',
    query: ['participanteVisitaId'],
  },
  {
    call: 'GET /api/ParticipanteVisita/Relatorio/:reportId',
    where: '03 §7.5',
    written: 'GET ParticipanteVisita/Relatorio/{reportId}',
  },
  {
    call: 'GET /api/RelatorioVisita/:pareamentoEscolas/:anoPremioId/:anoParfiId',
    where: '03 §7.5',
    written: 'GET RelatorioVisita/{pareamentoEscolas}/{anoPremioId}/{anoParfiId}',
  },
  {
    call: 'GET /api/RelatorioVisita',
    where: '03 §7.5',
    written: 'GET RelatorioVisita?relatorioVisitaId={id}',
    query: ['relatorioVisitaId'],
  },
  { call: 'GET /api/RelatorioVisita/:id/1', where: '03 §7.5', written: 'GET RelatorioVisita/{id}/1' },
  {
    call: 'POST /api/RelatorioVisita',
    where: '03 §7.5',
    written: 'POST RelatorioVisita (returns the new id)',
    bodyNote: 'the report (`tipoRelatorioId`, `pareamentoEscolasId`, `anoParfiId`, `data`, ...)',
  },
  {
    call: 'PUT /api/RelatorioVisita',
    where: '03 §7.5',
    written: 'PUT RelatorioVisita',
    bodyNote: 'the report (with id)',
  },
  {
    call: 'DELETE /api/RelatorioVisita',
    where: '03 §7.5',
    written:
      'DELETE RelatorioVisita?relatorioVisitaId&escolaInep&anoPremio&anoParfi&pareamentoEscolasId&anoPremioId',
    query: ['relatorioVisitaId', 'escolaInep', 'anoPremio', 'anoParfi', 'pareamentoEscolasId', 'anoPremioId'],
  },
  {
    call: 'GET /api/IndicadorRelatorio/:reportId',
    where: '03 §7.5',
    written: 'GET IndicadorRelatorio/{reportId}',
  },
  {
    call: 'POST /api/IndicadorRelatorio',
    where: '03 §7.5',
    written: 'POST IndicadorRelatorio (array of relatorioVisitaId, criterioId, indicadorId, categoriaId)',
    bodyNote: 'a list of `{relatorioVisitaId, criterioId, indicadorId, categoriaId}`',
  },
  {
    call: 'GET /api/Escolas/Pareamento/:anoPremioId/:schoolInep',
    where: '03 §7.5',
    written: 'GET Escolas/Pareamento/{anoPremioId}/{schoolInep}',
  },
];

/** The path parameters of a call (`:id` → `id`). */
export function pathParams(call: string): string[] {
  return [...call.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
}

const code = (names: readonly string[] | undefined) =>
  names && names.length > 0 ? names.map((n) => `\`${n}\``).join(', ') : '—';
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table of docs/api.md (between the `spec-calls` markers). */
export function specCallsTable(): string {
  const lines = [
    '| Spec call | Spec | Path | Query string | Body | Also accepted | Test |',
    '|---|---|---|---|---|---|---|',
  ];
  const sorted = [...SPEC_CALLS].sort((a, b) => {
    const [ma, pa] = a.call.split(' ') as [string, string];
    const [mb, pb] = b.call.split(' ') as [string, string];
    return pa.toLowerCase() === pb.toLowerCase()
      ? ma.localeCompare(mb)
      : pa.toLowerCase().localeCompare(pb.toLowerCase());
  });
  for (const c of sorted) {
    const body = c.body ? code(c.body) : (c.bodyNote ?? '—');
    const tests = ['`spec-calls.test.ts`', ...(c.tests ?? []).map((t) => `\`${t.split('/').pop()!}\``)].join(
      ', ',
    );
    lines.push(
      `| \`${c.call}\` | ${c.where} | ${code(pathParams(c.call))} | ${code(c.query)} | ${cell(body)} | ${cell(c.also ?? '')} | ${tests} |`,
    );
  }
  return lines.join('\n');
}

export const SPEC_CALLS_START = '<!-- spec-calls:start (generated from apps/api/test/spec-calls.ts) -->';
export const SPEC_CALLS_END = '<!-- spec-calls:end -->';
