/**
 * The authorization matrix (issue 8, docs/decisions/100): one row per API route as Fastify registers
 * it (`METHOD /api/path`), with what it requires (domain features, never role lists), how its data is
 * scoped, and a valid request for each scope target. `authz-matrix.test.ts` runs every row for every
 * role and target and fails on any leak, on a route without a row, and on a row without a route.
 */
import { cpfCheckDigits } from '@siam/domain/cpf';
import type { Feature } from '@siam/domain/permissions';
import { Role } from '@siam/domain/roles';
import { newStudentForm } from '../testing/demo-data';
import type { Fixture, MatrixUser, PersonFx, SchoolFx } from './fixture';
import type { PersonTarget, RowRule } from './model';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MatrixRequest {
  method: Method;
  url: string;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw payload (multipart); `body` is sent as JSON otherwise. */
  payload?: string | Buffer;
}

export interface BuildContext {
  fx: Fixture;
  /** The school of the target (school A for `own`). */
  s: SchoolFx;
  /** The caller. */
  user: MatrixUser;
}

export interface MatrixRow extends RowRule {
  /** `METHOD /api/path`, exactly as `npm run -s routes` prints it. */
  route: string;
  build: (ctx: BuildContext) => MatrixRequest;
  /** Public rows only: one request without a token (the call reads no token and no `Perfil`). */
  once?: boolean;
  /** Signs a fresh token for this request (logout revokes the token it carries). */
  freshToken?: boolean;
  /**
   * A call that names a person (decision 120): the person targets it checks and a request about
   * that person `p` (inside the caller's school scope otherwise). Every role with access gets 403.
   */
  person?: {
    targets: readonly PersonTarget[];
    build: (ctx: BuildContext & { p: PersonFx }) => MatrixRequest;
  };
  note?: string;
}

const f = (...features: Feature[]) => ({ features });

/** Everyone who reads PARFI data (modules/parfi/parfi.features.ts PARFI_READERS). */
const PARFI_READERS: Feature[] = [
  'parfi.consult',
  'parfi.execute',
  'parfi.defer',
  'parfi.approvalList',
  'parfi.decide',
];
const MONITORING: Feature[] = [
  'monitoring.entry',
  'monitoring.consult',
  'monitoring.validate',
  'monitoring.admin',
];
const MONITORING_LISTS: Feature[] = ['monitoring.consult', 'monitoring.validate', 'monitoring.entry'];
const STAFF: Feature[] = ['staff.director', 'staff.coordinator', 'staff.team', 'teacher.assign'];
const SCHOOL_SCREENS: Feature[] = [
  'school.consult',
  'school.sync',
  'class.register',
  'class.edit',
  'staff.director',
  'staff.coordinator',
  'staff.team',
  'teacher.assign',
  'student.consult',
  'student.register',
  'student.enrol',
  'student.move',
];

const get = (url: string, query?: MatrixRequest['query']): MatrixRequest => ({
  method: 'GET',
  url,
  ...(query ? { query } : {}),
});
const post = (url: string, body?: unknown, query?: MatrixRequest['query']): MatrixRequest => ({
  method: 'POST',
  url,
  body,
  ...(query ? { query } : {}),
});
const put = (url: string, body?: unknown, query?: MatrixRequest['query']): MatrixRequest => ({
  method: 'PUT',
  url,
  body,
  ...(query ? { query } : {}),
});
const del = (url: string, query?: MatrixRequest['query'], body?: unknown): MatrixRequest => ({
  method: 'DELETE',
  url,
  ...(query ? { query } : {}),
  ...(body !== undefined ? { body } : {}),
});

/** A person form (staff calls) for a new person of the target school. */
function person(cpf: string, extra: Record<string, unknown> = {}) {
  return {
    nome: 'Pessoa Matriz Autorizacao',
    cpf,
    email: 'pessoa.matriz@educacao.gov.br',
    emailPessoal: 'pessoa.matriz@exemplo.com',
    dataNascimento: '1985-03-04',
    sexo: 'F',
    telefone: '82999990000',
    ...extra,
  };
}

/** Bimestre 4 of a year's monitoring period (the fixture year has it already: POST answers 409). */
const period4 = (ano: number) => ({
  ano,
  bimestre: 4,
  fichaAcompanhamentoId: 1,
  acompanhamentoDataInicio: `${ano}-01-10`,
  acompanhamentoDataFim: `${ano}-01-20`,
  validacaoDataInicio: `${ano}-01-21`,
  validacaoDataFim: `${ano}-01-30`,
});

/** A planned action of a plan in the fixture's PARFI year (POST /api/PlanoAcao; PUT adds its id). */
export const plannedAction = (fx: Fixture, planoParfiId: number) => ({
  planoParfiId,
  objetivoId: 1,
  metaId: 1,
  acaoId: 1,
  valor: 100,
  dataInicio: `${fx.parfiYear.ano}-03-01`,
  dataFim: `${fx.parfiYear.ano}-04-01`,
});

/** Both person targets: writes that change the person (their data and links). */
const ABOVE_AND_OUTSIDE: readonly PersonTarget[] = ['above', 'outside'];
/**
 * Writes that only end a person's stay at a school of the caller's scope: the person must not be above
 * the caller; a person outside the area has no stay inside it to end (the school scope refuses it).
 */
const ABOVE: readonly PersonTarget[] = ['above'];

/** Valid CPFs outside the demo data, one per target (new people of the staff and user calls). */
const NEW_PERSON: Record<SchoolFx['target'], string> = {
  own: '82647103950',
  sameMunicipality: '31467592099',
  otherMunicipality: '23156984051',
  otherRegional: '79823415609',
};

/**
 * Valid CPFs outside the demo data for the new users of POST /api/Usuario, one per target: apart from
 * NEW_PERSON, since the user they become holds a municipal role, above the school roles that then
 * allocate NEW_PERSON (decision 120).
 */
const NEW_USER: Record<SchoolFx['target'], string> = Object.fromEntries(
  (['own', 'sameMunicipality', 'otherMunicipality', 'otherRegional'] as const).map((t, i) => {
    const base = `851${i}12345`;
    return [t, base + cpfCheckDigits(base)];
  }),
) as Record<SchoolFx['target'], string>;

const mandatoryQuery = ({ fx, s }: BuildContext) => ({
  codigoInep: s.inep,
  anoPremio: fx.awardYear.ano,
  anoParfi: fx.parfiYear.ano,
});
const parfiQuery = ({ fx, s }: BuildContext) => ({
  escolaInep: s.inep,
  anoPremio: fx.awardYear.ano,
  anoParfi: fx.parfiYear.ano,
});
const fileQuery = ({ fx, s }: BuildContext) => ({ codigoInep: s.inep, ano: fx.parfiYear.ano });

/** A tiny PDF in a multipart body (POST /api/ArquivoAnexado). */
function multipartPdf(planoAcaoId: number): { payload: string; headers: Record<string, string> } {
  const b = 'authzmatrixboundary';
  const field = (name: string, value: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload =
    field('PlanoAcaoId', String(planoAcaoId)) +
    field('DocumentoId', '1') +
    field('DataExecucao', '2025-05-05') +
    `--${b}\r\nContent-Disposition: form-data; name="Arquivo"; filename="a.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n' +
    `--${b}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const ADMIN_NOT_WRITER = {
  roles: [Role.Administrador],
  reason:
    'only the class’s teacher writes its monitoring; the administrator has `monitoring.entry` for the lookups (decision 041)',
};
const ADMIN_NOT_VALIDATOR = {
  roles: [Role.Administrador],
  reason: 'the administrator cannot validate (decision 041)',
};
const DUE_LEVEL = {
  features: ['parfi.decide'] as Feature[],
  reason: 'only the approver of the level due decides (decision 060)',
};

const PUBLIC = { access: 'public', scope: 'none' } as const;
const NONE = 'none' as const;
const SCHOOL = 'school' as const;

export const MATRIX: MatrixRow[] = [
  // ------------------------------------------------------------------ public and session
  { route: 'GET /api/health', ...PUBLIC, build: () => get('/api/health') },
  { route: 'GET /api/config', ...PUBLIC, build: () => get('/api/config') },
  { route: 'GET /api/openapi.json', ...PUBLIC, build: () => get('/api/openapi.json') },
  { route: 'GET /api/docs', ...PUBLIC, build: () => get('/api/docs') },
  { route: 'GET /api/docs/json', ...PUBLIC, build: () => get('/api/docs/json') },
  { route: 'GET /api/docs/yaml', ...PUBLIC, build: () => get('/api/docs/yaml') },
  { route: 'GET /api/docs/static/*', ...PUBLIC, build: () => get('/api/docs/static/swagger-ui.css') },
  { route: 'GET /api/docs/static/index.html', ...PUBLIC, build: () => get('/api/docs/static/index.html') },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    ...PUBLIC,
    build: () => get('/api/docs/static/swagger-initializer.js'),
  },
  {
    route: 'POST /api/Auth',
    ...PUBLIC,
    once: true,
    note: 'login (reads no token and no Perfil): one wrong-password attempt, 401; the 19 argon2 verifications per role would only slow the suite',
    build: ({ user }) => post('/api/Auth', { user: user.cpf, password: 'senha-errada-1' }),
  },
  {
    route: 'POST /api/Auth/Sair',
    access: 'signed-in',
    scope: NONE,
    freshToken: true,
    build: () => post('/api/Auth/Sair'),
  },

  // ------------------------------------------------------------------ home and lookups
  {
    route: 'GET /api/Administracao/Videos',
    access: f('home'),
    scope: NONE,
    build: () => get('/api/Administracao/Videos'),
  },
  {
    route: 'GET /api/Calendario/Eventos',
    access: f('home'),
    scope: NONE,
    build: () => get('/api/Calendario/Eventos'),
  },
  {
    route: 'GET /api/Pendencias',
    access: f('home'),
    scope: NONE,
    build: () => get('/api/Pendencias'),
    note: "the caller's own pending work: counted in its area only (modules/attention/attention.test.ts)",
  },
  { route: 'GET /api/regionais', access: f('home'), scope: NONE, build: () => get('/api/regionais') },
  {
    route: 'GET /api/Municipios',
    access: f('home'),
    scope: NONE,
    build: ({ s }) => get('/api/Municipios', { codigoRegional: s.regional }),
  },
  {
    route: 'GET /api/Usuario/PerfilSistema',
    access: f('home'),
    scope: NONE,
    build: () => get('/api/Usuario/PerfilSistema'),
  },
  {
    route: 'GET /api/Usuario/PerfilAbaixo/:id',
    access: f('home'),
    scope: NONE,
    build: ({ user }) => get(`/api/Usuario/PerfilAbaixo/${user.role}`),
  },
  {
    route: 'GET /api/Usuario/Localizacoes',
    access: f('home'),
    scope: SCHOOL,
    outside: 'filtered',
    note: 'the caller’s own CPF with the target’s regional and municipality as filters; another person’s CPF is the administrator’s only (decision 014)',
    build: ({ s, user }) =>
      get('/api/Usuario/Localizacoes', { cpf: user.cpf, regionId: s.regional, cityId: s.municipio }),
  },
  {
    route: 'GET /api/Usuario/:cpf/Escolas',
    access: f('home'),
    scope: 'self',
    outside: 'filtered',
    build: ({ s, user }) => get(`/api/Usuario/${s.target === 'own' ? user.cpf : s.staffCpf}/Escolas`),
  },
  {
    route: 'GET /api/Servidor/Coordenador',
    access: f('home'),
    scope: 'self',
    othersNeed: ['staff.coordinator'],
    outside: 'filtered',
    build: ({ s, user }) =>
      get('/api/Servidor/Coordenador', { cpf: s.target === 'own' ? user.cpf : s.coordinatorCpf }),
  },
  {
    route: 'GET /api/Servidor/Diretor',
    access: f('home'),
    scope: 'self',
    othersNeed: ['staff.director'],
    outside: 'filtered',
    build: ({ s, user }) =>
      get('/api/Servidor/Diretor', { cpf: s.target === 'own' ? user.cpf : s.directorCpf }),
  },

  // ------------------------------------------------------------------ users
  {
    route: 'GET /api/Usuario/Diretorio',
    access: f('users.manage'),
    scope: NONE,
    build: ({ s }) => get('/api/Usuario/Diretorio', { cpf: s.staffCpf }),
  },
  {
    route: 'GET /api/Usuario/Lista',
    access: f('users.manage'),
    scope: NONE,
    note: 'users list of manter-usuario (decision 130): only the users the caller may change (decision 120), filtered in SQL; names no place',
    build: () => get('/api/Usuario/Lista', { pagina: 1, tamanhoPagina: 10 }),
  },
  {
    route: 'GET /api/Usuario/:cpf/Vinculo',
    access: f('users.manage'),
    scope: SCHOOL,
    note: 'only a user the caller may change: every link inside its area, no role above its own (decision 120); grants are checked on save (decision 017)',
    build: ({ s }) => get(`/api/Usuario/${s.staffCpf}/Vinculo`),
    person: { targets: ABOVE_AND_OUTSIDE, build: ({ p }) => get(`/api/Usuario/${p.cpf}/Vinculo`) },
  },
  {
    route: 'POST /api/Usuario',
    access: f('users.manage'),
    scope: SCHOOL,
    outsideRefusal: {
      status: 400,
      body: 'Você não tem permissão para conceder ou remover este perfil.',
      reason:
        'a municipal role may grant no profile on manter-usuario (PerfilAbaixo leaves it only school profiles), so that refusal comes before the place check (decision 017)',
    },
    note: 'a new user with a Professor Formador Municipal link in the target’s municipality',
    build: ({ s }) =>
      post('/api/Usuario', {
        cpf: NEW_USER[s.target],
        nome: 'Usuario Matriz Autorizacao',
        emailPessoal: 'usuario.matriz@exemplo.com',
        telefonePessoal: '82999990000',
        perfisVinculo: [{ idRegional: s.regional, idMunicipio: s.municipio, idPerfilSistema: [13] }],
      }),
    person: {
      targets: ABOVE_AND_OUTSIDE,
      build: ({ p }) =>
        post('/api/Usuario', {
          cpf: p.cpf,
          nome: 'Nome Trocado Pela Matriz',
          emailPessoal: 'trocado.matriz@exemplo.com',
          telefonePessoal: '82911112222',
          perfisVinculo: [],
        }),
    },
  },

  // ------------------------------------------------------------------ staff
  {
    route: 'GET /api/Servidor/Professor/Estatisticas',
    access: f('monitoring.entry'),
    scope: 'self',
    outside: 'filtered',
    build: ({ s, user }) =>
      get('/api/Servidor/Professor/Estatisticas', { cpf: s.target === 'own' ? user.cpf : s.staffCpf }),
  },
  {
    route: 'GET /api/Servidor',
    access: f(...STAFF),
    scope: SCHOOL,
    note: 'the person forms’ lookup: only a person the caller may change (decision 120), audited',
    build: ({ s }) => get('/api/Servidor', { cpf: s.staffCpf }),
    person: { targets: ABOVE_AND_OUTSIDE, build: ({ p }) => get('/api/Servidor', { cpf: p.cpf }) },
  },
  {
    route: 'GET /api/Servidor/escola',
    access: f(...STAFF),
    scope: SCHOOL,
    outside: 'filtered',
    build: ({ s }) => get('/api/Servidor/escola', { cpf: s.staffCpf }),
  },
  {
    route: 'GET /api/Servidor/Professor',
    access: f('teacher.assign', 'monitoring.entry'),
    scope: 'self',
    othersNeed: ['teacher.assign'],
    outside: 'filtered',
    build: ({ s, user }) =>
      get('/api/Servidor/Professor', { cpf: s.target === 'own' ? user.cpf : s.teacherCpf }),
  },
  {
    route: 'PUT /api/Servidor',
    access: f(...STAFF),
    scope: SCHOOL,
    build: ({ s }) => put('/api/Servidor', { ...person(s.staffCpf), id: s.staffId }),
    person: {
      targets: ABOVE_AND_OUTSIDE,
      build: ({ p }) => put('/api/Servidor', { ...person(p.cpf), id: p.servidorId }),
    },
  },
  {
    route: 'POST /api/Servidor/diretor',
    access: f('staff.director'),
    scope: SCHOOL,
    build: ({ s }) => post('/api/Servidor/diretor', { ...person(NEW_PERSON[s.target]), escolaId: s.id }),
    person: {
      targets: ABOVE_AND_OUTSIDE,
      build: ({ p, fx }) => post('/api/Servidor/diretor', { ...person(p.cpf), escolaId: fx.schools.own.id }),
    },
  },
  {
    route: 'POST /api/Servidor/coordenador',
    access: f('staff.coordinator'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/Servidor/coordenador', {
        ...person(NEW_PERSON[s.target], { turnoServidor: 1 }),
        escolaId: s.id,
      }),
    person: {
      targets: ABOVE_AND_OUTSIDE,
      build: ({ p, fx }) =>
        post('/api/Servidor/coordenador', {
          ...person(p.cpf, { turnoServidor: 1 }),
          escolaId: fx.schools.own.id,
        }),
    },
  },
  {
    route: 'POST /api/Servidor/CadastroEscola',
    access: f('staff.team'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/Servidor/CadastroEscola', { ...person(NEW_PERSON[s.target]), escolaId: s.id }),
    person: {
      targets: ABOVE_AND_OUTSIDE,
      build: ({ p, fx }) =>
        post('/api/Servidor/CadastroEscola', { ...person(p.cpf), escolaId: fx.schools.own.id }),
    },
  },
  {
    route: 'PUT /api/Servidor/diretor/Desalocar',
    access: f('staff.director'),
    scope: SCHOOL,
    build: ({ s }) =>
      put('/api/Servidor/diretor/Desalocar', undefined, { servidorId: s.staffId, escolaId: s.id }),
    person: {
      targets: ABOVE,
      build: ({ p, fx }) =>
        put('/api/Servidor/diretor/Desalocar', undefined, {
          servidorId: p.servidorId,
          escolaId: fx.schools.own.id,
        }),
    },
  },
  {
    route: 'PUT /api/Servidor/coordenador/Desalocar',
    access: f('staff.coordinator'),
    scope: SCHOOL,
    build: ({ s }) =>
      put('/api/Servidor/coordenador/Desalocar', undefined, { servidorId: s.staffId, escolaId: s.id }),
    person: {
      targets: ABOVE,
      build: ({ p, fx }) =>
        put('/api/Servidor/coordenador/Desalocar', undefined, {
          servidorId: p.servidorId,
          escolaId: fx.schools.own.id,
        }),
    },
  },
  {
    route: 'PUT /api/Servidor/CadastroEscola/Desalocar',
    access: f('staff.team'),
    scope: SCHOOL,
    build: ({ s }) =>
      put('/api/Servidor/CadastroEscola/Desalocar', undefined, { servidorId: s.staffId, escolaId: s.id }),
    person: {
      targets: ABOVE,
      build: ({ p, fx }) =>
        put('/api/Servidor/CadastroEscola/Desalocar', undefined, {
          servidorId: p.servidorId,
          escolaId: fx.schools.own.id,
        }),
    },
  },
  {
    route: 'POST /api/servidor/professor',
    access: f('teacher.assign'),
    scope: NONE,
    note: 'registers a person as a teacher (no school yet)',
    build: ({ s }) => post('/api/servidor/professor', person(NEW_PERSON[s.target])),
    person: { targets: ABOVE_AND_OUTSIDE, build: ({ p }) => post('/api/servidor/professor', person(p.cpf)) },
  },
  {
    route: 'POST /api/servidor/professor/enturmar',
    access: f('teacher.assign'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/servidor/professor/enturmar', { ...person(NEW_PERSON[s.target]), turmaId: s.spareClassId }),
    person: {
      targets: ABOVE_AND_OUTSIDE,
      build: ({ p, fx }) =>
        post('/api/servidor/professor/enturmar', { ...person(p.cpf), turmaId: fx.schools.own.spareClassId }),
    },
  },
  {
    route: 'PUT /api/Servidor/Professor/Desenturmar',
    access: f('teacher.assign', 'class.edit'),
    scope: SCHOOL,
    build: ({ s }) =>
      put('/api/Servidor/Professor/Desenturmar', undefined, {
        professorId: s.teacherId ?? s.staffId,
        turmaId: s.teacherClassId ?? s.classId,
      }),
    person: {
      targets: ABOVE,
      build: ({ p, fx }) =>
        put('/api/Servidor/Professor/Desenturmar', undefined, {
          professorId: p.servidorId,
          turmaId: fx.schools.own.classId,
        }),
    },
  },

  // ------------------------------------------------------------------ dashboards
  { route: 'GET /api/Painel', access: f('panel'), scope: NONE, build: () => get('/api/Painel') },
  {
    route: 'GET /api/Painel/:id/Dados',
    access: f('panel'),
    scope: SCHOOL,
    build: ({ fx, s }) => get('/api/Painel/1/Dados', { escola: s.id, ano: fx.year }),
  },

  // ------------------------------------------------------------------ schools and classes
  {
    route: 'GET /api/Escolas',
    access: f('school.consult', 'school.searchByInep'),
    scope: SCHOOL,
    outside: 'filtered',
    build: ({ s }) => get('/api/Escolas', { municipio: s.municipio }),
  },
  {
    route: 'GET /api/Escolas/:id',
    access: f(...SCHOOL_SCREENS),
    scope: SCHOOL,
    build: ({ s }) => get(`/api/Escolas/${s.id}`),
  },
  {
    route: 'POST /api/Escolas',
    access: f('register.importSchool'),
    scope: NONE,
    build: () =>
      post('/api/Escolas', {
        codigoInep: '27088803',
        nomeEscola: 'Escola Matriz Nova',
        codigoMunicipio: 101,
        rede: 3,
        localizacao: 1,
      }),
  },
  {
    route: 'PUT /api/Escolas',
    access: f('register.importSchool'),
    scope: NONE,
    build: ({ fx }) =>
      put('/api/Escolas', {
        id: fx.spare.schoolId,
        codigoInep: '27088801',
        nomeEscola: 'Escola Matriz Alteravel',
        codigoMunicipio: 101,
        rede: 3,
        localizacao: 1,
      }),
  },
  {
    route: 'DELETE /api/Escolas',
    access: f('register.importSchool'),
    scope: NONE,
    build: ({ fx }) => del('/api/Escolas', undefined, { id: fx.spare.schoolToDeleteId }),
  },
  {
    route: 'GET /api/Auditoria/Estudante',
    access: f('student.audit'),
    scope: NONE,
    note: "state-wide audit of a student's personal data, administrator only (decision 104)",
    build: ({ s }) => get('/api/Auditoria/Estudante', { alunoId: s.studentId }),
  },
  {
    route: 'GET /api/Escolas/EscolaSGU',
    access: f('register.importSchool'),
    scope: NONE,
    build: ({ s }) => get('/api/Escolas/EscolaSGU', { codigoInep: s.inep }),
  },
  {
    route: 'POST /api/Escolas/EscolaSGU',
    access: f('register.importSchool'),
    scope: NONE,
    build: () => post('/api/Escolas/EscolaSGU', { codigoInep: '27088804', sige: false }),
  },
  {
    route: 'POST /api/Escolas/Sincronizar',
    access: f('school.sync'),
    scope: SCHOOL,
    note: 'the spec’s form: `?codigoInep=` (the body form is accepted too)',
    build: ({ s }) => post('/api/Escolas/Sincronizar', undefined, { codigoInep: s.inep }),
  },
  {
    route: 'GET /api/Escolas/Sincronizar/Resultados',
    access: f('school.sync'),
    scope: SCHOOL,
    note: 'the kept synchronisations of a school (decision 126)',
    build: ({ s }) => get('/api/Escolas/Sincronizar/Resultados', { escolaId: s.id }),
  },
  {
    route: 'GET /api/Escolas/Sincronizar/Resultados/:id',
    access: f('school.sync'),
    scope: SCHOOL,
    build: ({ s }) => get(`/api/Escolas/Sincronizar/Resultados/${s.syncResultId}`),
  },
  {
    route: 'GET /api/Escolas/:id/turmas',
    access: f('school.consult', 'student.enrol', 'class.edit', 'teacher.assign'),
    scope: SCHOOL,
    build: ({ s }) => get(`/api/Escolas/${s.id}/turmas`),
  },
  {
    route: 'POST /api/Turmas',
    access: f('class.register'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/Turmas', {
        escolaId: s.id,
        codigoTurma: '9901',
        nomeTurma: 'MATRIZ',
        nivelEnsino: 2,
        serie: 7,
        turno: 1,
        anexo: false,
      }),
  },
  {
    route: 'PUT /api/Turmas',
    access: f('class.edit'),
    scope: SCHOOL,
    build: ({ s }) => put('/api/Turmas', { id: s.classId, nomeTurma: 'MATRIZ R' }),
  },
  {
    route: 'PUT /api/Turmas/:id/Situacao',
    access: f('class.edit'),
    scope: SCHOOL,
    note: 'activating an active class: idempotent',
    build: ({ s }) => put(`/api/Turmas/${s.classId}/Situacao`, { situacao: 1 }),
  },

  // ------------------------------------------------------------------ students
  {
    route: 'GET /api/Alunos',
    access: f('student.consult'),
    scope: NONE,
    note: 'exact lookups (CPF, full name and birth date, INEP) cross schools by design, so a school can receive a transfer; each is audited (decision 015)',
    build: ({ s }) =>
      get('/api/Alunos', { nome: s.studentName, dataNascimento: String(s.studentForm.dataNascimento) }),
  },
  {
    route: 'GET /api/Alunos/Buscar',
    access: f('student.consult'),
    scope: SCHOOL,
    note: 'fuzzy name search (decision 111): only inside the scope, unlike the exact lookups',
    build: ({ s }) => get('/api/Alunos/Buscar', { nome: s.studentName, escolaId: s.id }),
  },
  {
    route: 'GET /api/Alunos/Lista',
    access: f('student.consult'),
    scope: SCHOOL,
    note: "'Lista de estudantes' (decision 130): the place's scope checks of Alunos/Buscar; pages recorded as 'listar'",
    build: ({ s }) => get('/api/Alunos/Lista', { escolaId: s.id, pagina: 1, tamanhoPagina: 20 }),
  },
  {
    route: 'POST /api/Alunos',
    access: f('student.register'),
    scope: SCHOOL,
    build: ({ s }) =>
      post(
        '/api/Alunos',
        newStudentForm(NEW_PERSON[s.target], {
          nome: 'Estudante Matriz Autorizacao',
          nomeMae: 'Mae Matriz Autorizacao',
          escolaId: s.id,
        }),
      ),
  },
  {
    route: 'PUT /api/Alunos',
    access: f('student.register'),
    scope: SCHOOL,
    note: 'saves the student unchanged',
    build: ({ s }) => put('/api/Alunos', s.studentForm),
  },
  {
    route: 'DELETE /api/Alunos',
    access: f('student.delete'),
    scope: NONE,
    build: ({ fx }) => del('/api/Alunos', { alunoId: fx.spare.studentId }),
  },
  {
    route: 'POST /api/Alunos/Enturmar',
    access: f('student.enrol'),
    scope: SCHOOL,
    build: ({ s }) => post('/api/Alunos/Enturmar', { turmaId: s.classId, alunoId: s.studentId }),
  },
  {
    route: 'POST /api/Alunos/Movimentar',
    access: f('student.move'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/Alunos/Movimentar', { alunoId: s.studentId, novaTurmaId: s.classId, motivo: 2 }),
  },
  {
    route: 'POST /api/Alunos/Finalizar',
    access: f('student.move'),
    scope: SCHOOL,
    note: 'a stay id that is not current: refused by the rule after the scope check',
    build: ({ s }) =>
      post('/api/Alunos/Finalizar', { alunoId: s.studentId, motivo: 3, anoTurmaAlunoId: 999999 }),
  },
  {
    route: 'GET /api/turmas/:id/alunos',
    access: f('student.consult', 'student.enrol', 'school.consult', 'teacher.assign', 'monitoring.entry'),
    scope: SCHOOL,
    build: ({ s }) => get(`/api/turmas/${s.classId}/alunos`),
  },

  // ------------------------------------------------------------------ sheets and periods
  {
    route: 'GET /api/EstruturaFicha',
    access: f(...MONITORING),
    scope: NONE,
    build: () => get('/api/EstruturaFicha', { fichaId: 1 }),
  },
  {
    route: 'GET /api/CategoriaFicha',
    access: f(...MONITORING),
    scope: NONE,
    build: ({ fx }) => get('/api/CategoriaFicha', { fichaId: 1, estruturaId: fx.estruturaId }),
  },
  {
    route: 'GET /api/GeneroTextual',
    access: f(...MONITORING),
    scope: NONE,
    build: () => get('/api/GeneroTextual', { codigoSerie: 4 }),
  },
  {
    route: 'POST /api/GeneroTextual',
    access: f('monitoring.admin'),
    scope: NONE,
    build: () => post('/api/GeneroTextual', { genero: 'Genero Matriz', series: [4] }),
  },
  {
    route: 'POST /api/Fichas/Importar',
    access: f('monitoring.admin'),
    scope: NONE,
    note: 'the learning sheet has answers: the administrator’s import is refused by the rule',
    build: () =>
      post('/api/Fichas/Importar', {
        fichaId: 1,
        estruturas: [
          {
            descricao: 'Estrutura Matriz',
            categorias: [
              {
                descricao: 'Categoria Matriz',
                habilidades: [{ descricao: 'Habilidade', criterios: ['1', '2', '3', '4'] }],
              },
            ],
          },
        ],
      }),
  },
  {
    route: 'GET /api/Periodo',
    access: f(...MONITORING, 'register.period'),
    scope: NONE,
    build: ({ fx }) => get('/api/Periodo', { ano: fx.year }),
  },
  {
    route: 'POST /api/Periodo',
    access: f('register.period'),
    scope: NONE,
    note: 'bimestre 4 already has a period: 409 for the administrator',
    build: ({ fx }) => post('/api/Periodo', period4(fx.year)),
  },
  {
    route: 'PUT /api/periodo',
    access: f('register.period'),
    scope: NONE,
    build: ({ fx }) => put('/api/periodo', { id: 999999, ...period4(fx.year) }),
  },

  // ------------------------------------------------------------------ monitoring of activities
  {
    route: 'GET /api/AcompanhamentoAtividadeTurma/Escola/Turmas',
    access: f(...MONITORING_LISTS),
    scope: SCHOOL,
    outside: 'filtered',
    build: ({ fx, s }) =>
      get('/api/AcompanhamentoAtividadeTurma/Escola/Turmas', { escolaId: s.id, ano: fx.year, bimestre: 4 }),
  },
  {
    route: 'GET /api/AcompanhamentoAtividadeTurma/Escolas',
    access: f('monitoring.consult'),
    scope: SCHOOL,
    outside: 'filtered',
    note: 'the sign-off counts per school (issue 17): the municipality in scope (placeInScope); a school role sees only its own schools there',
    build: ({ fx, s }) =>
      get('/api/AcompanhamentoAtividadeTurma/Escolas', { municipio: s.municipio, ano: fx.year, bimestre: 4 }),
  },
  {
    route: 'GET /api/AcompanhamentoAtividadeTurma/Professor/Turma',
    access: f('monitoring.entry'),
    scope: SCHOOL,
    build: ({ fx, s }) =>
      get('/api/AcompanhamentoAtividadeTurma/Professor/Turma', {
        turmaId: s.classId,
        ano: fx.year,
        bimestre: 4,
      }),
  },
  {
    route: 'GET /api/AcompanhamentoAtividadeTurma/Turma',
    access: f(...MONITORING),
    scope: SCHOOL,
    build: ({ s }) => get('/api/AcompanhamentoAtividadeTurma/Turma', { acompanhamentoId: s.activityId }),
  },
  {
    route: 'POST /api/AcompanhamentoAtividadeTurma',
    insideMayRefuse: ADMIN_NOT_WRITER,
    access: f('monitoring.entry'),
    scope: SCHOOL,
    build: ({ fx, s, user }) =>
      post('/api/AcompanhamentoAtividadeTurma', {
        turmaId: s.classId,
        ano: fx.year,
        bimestre: 4,
        responsavel: user.cpf,
      }),
  },
  {
    route: 'POST /api/AcompanhamentoAtividadeTurma/Resposta',
    insideMayRefuse: ADMIN_NOT_WRITER,
    access: f('monitoring.entry'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/AcompanhamentoAtividadeTurma/Resposta', [
        {
          criterioId: 1,
          acompanhamentoAtividadeTurmaId: s.activityId,
          fichaId: 2,
          estruturaId: 1,
          categoriaId: 1,
          habilidadeId: 1,
        },
      ]),
  },
  {
    route: 'PUT /api/AcompanhamentoAtividadeTurma',
    insideMayRefuse: ADMIN_NOT_WRITER,
    access: f('monitoring.entry'),
    scope: SCHOOL,
    build: ({ s }) =>
      put('/api/AcompanhamentoAtividadeTurma', { acompanhamentoId: s.activityId, status: true }),
  },
  {
    route: 'POST /api/AcompanhamentoAtividadeTurma/Validacao',
    insideMayRefuse: ADMIN_NOT_VALIDATOR,
    access: f('monitoring.validate'),
    scope: SCHOOL,
    build: ({ s, user }) =>
      post('/api/AcompanhamentoAtividadeTurma/Validacao', {
        acompanhamentoAtividadeTurmaId: s.activityId,
        validacao: true,
        responsavel: user.cpf,
      }),
  },

  // ------------------------------------------------------------------ monitoring of learning
  {
    route: 'GET /api/AcompanhamentoAprendizagem/Escola/Turmas',
    access: f(...MONITORING_LISTS),
    scope: SCHOOL,
    outside: 'filtered',
    build: ({ fx, s }) =>
      get('/api/AcompanhamentoAprendizagem/Escola/Turmas', { escolaId: s.id, ano: fx.year, bimestre: 4 }),
  },
  {
    route: 'GET /api/AcompanhamentoAprendizagem',
    access: f(...MONITORING),
    scope: SCHOOL,
    build: ({ s }) => get('/api/AcompanhamentoAprendizagem', { acompId: s.learningId }),
  },
  {
    route: 'GET /api/AcompanhamentoAprendizagem/Turma',
    access: f(...MONITORING),
    scope: SCHOOL,
    build: ({ s }) => get('/api/AcompanhamentoAprendizagem/Turma', { acompanhamentoId: s.learningId }),
  },
  {
    route: 'POST /api/AcompanhamentoAprendizagem',
    insideMayRefuse: ADMIN_NOT_WRITER,
    access: f('monitoring.entry'),
    scope: SCHOOL,
    build: ({ fx, s, user }) =>
      post('/api/AcompanhamentoAprendizagem', {
        ano: fx.year,
        bimestre: 4,
        turmaId: s.classId,
        responsavel: user.cpf,
        componenteCurricular: 1,
        codigosGenerosTextuais: [1],
        alunos: [s.studentId],
      }),
  },
  {
    route: 'PUT /api/AcompanhamentoAprendizagem',
    insideMayRefuse: ADMIN_NOT_WRITER,
    access: f('monitoring.entry'),
    scope: SCHOOL,
    build: ({ s }) =>
      put('/api/AcompanhamentoAprendizagem', { acompanhamentoId: s.learningId, status: true }),
  },
  {
    route: 'PUT /api/AcompanhamentoAprendizagem/:id/GenerosTextuais',
    insideMayRefuse: ADMIN_NOT_WRITER,
    access: f('monitoring.entry'),
    scope: SCHOOL,
    build: ({ s }) => put(`/api/AcompanhamentoAprendizagem/${s.learningId}/GenerosTextuais`, [1]),
  },
  {
    route: 'POST /api/habilidadeficha/respondidas',
    access: f(...MONITORING),
    scope: SCHOOL,
    build: ({ fx, s }) =>
      post('/api/habilidadeficha/respondidas', {
        ano: fx.year,
        bimestre: 4,
        turmaId: s.classId,
        alunoId: s.studentId,
      }),
  },
  {
    route: 'POST /api/AcompanhamentoAprendizagemAluno/Respostas',
    insideMayRefuse: ADMIN_NOT_WRITER,
    access: f('monitoring.entry'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/AcompanhamentoAprendizagemAluno/Respostas', {
        alunoId: s.studentId,
        acompanhamentoId: s.learningId,
        respostas: [{ criterioId: 1, habilidadeId: 1 }],
      }),
  },
  {
    route: 'POST /api/AcompanhamentoAprendizagem/:id/Validar',
    insideMayRefuse: ADMIN_NOT_VALIDATOR,
    access: f('monitoring.validate'),
    scope: SCHOOL,
    build: ({ s, user }) =>
      post(`/api/AcompanhamentoAprendizagem/${s.learningId}/Validar`, {
        validacao: true,
        responsavel: user.cpf,
      }),
  },
  {
    route: 'POST /api/AcompanhamentoAprendizagem/AjustarPorcentagem',
    access: f('monitoring.admin'),
    scope: NONE,
    build: ({ s }) =>
      post('/api/AcompanhamentoAprendizagem/AjustarPorcentagem', undefined, {
        acompApredizagemId: s.learningId,
      }),
  },
  {
    route: 'DELETE /api/AcompanhamentoAprendizagem',
    access: f('monitoring.admin'),
    scope: NONE,
    build: ({ fx }) => del('/api/AcompanhamentoAprendizagem', { acompanhamentoId: fx.spare.learningId }),
  },
  {
    route: 'DELETE /api/AcompanhamentoAprendizagemAluno',
    access: f('monitoring.admin'),
    scope: NONE,
    build: ({ fx }) =>
      del('/api/AcompanhamentoAprendizagemAluno', { acompAlunoId: fx.spare.learningStudentId }),
  },

  // ------------------------------------------------------------------ award and PARFI
  {
    route: 'POST /api/AnoPremio',
    access: f('register.award'),
    scope: NONE,
    build: () => post('/api/AnoPremio', {}),
  },
  {
    route: 'PUT /api/AnoPremio',
    access: f('register.award'),
    scope: NONE,
    build: () => put('/api/AnoPremio', {}),
  },
  {
    route: 'GET /api/AnoPremio',
    access: f(...PARFI_READERS, 'register.award', 'parfi.visit'),
    scope: NONE,
    build: () => get('/api/AnoPremio'),
  },
  {
    route: 'GET /api/AnoPremio/:id',
    access: f(...PARFI_READERS, 'register.award', 'parfi.visit'),
    scope: NONE,
    build: ({ fx }) => get(`/api/AnoPremio/${fx.awardYear.id}`),
  },
  {
    route: 'GET /api/AnoParfi',
    access: f(...PARFI_READERS, 'register.award', 'parfi.visit'),
    scope: NONE,
    build: ({ fx }) => get('/api/AnoParfi', { anoPremioId: fx.awardYear.id }),
  },
  {
    route: 'GET /api/AnoParfi/:anoParfi/:anoPremioId/:type',
    access: f(...PARFI_READERS, 'register.award', 'parfi.visit'),
    scope: NONE,
    build: ({ fx }) => get(`/api/AnoParfi/${fx.parfiYear.ano}/${fx.awardYear.id}/1`),
  },
  {
    route: 'GET /api/PremioLeia/AnoPremio',
    access: f(...PARFI_READERS),
    scope: SCHOOL,
    outside: 'filtered',
    build: ({ s }) => get('/api/PremioLeia/AnoPremio', { inep: s.inep }),
  },
  {
    route: 'GET /api/PlanoAcao/Objetivo',
    access: f(...PARFI_READERS),
    scope: NONE,
    build: () => get('/api/PlanoAcao/Objetivo'),
  },
  {
    route: 'GET /api/PlanoParfi',
    access: f(...PARFI_READERS),
    scope: SCHOOL,
    build: (c) => get('/api/PlanoParfi', parfiQuery(c)),
  },
  {
    route: 'GET /api/PlanoParfi/:id/Pdf',
    access: f(...PARFI_READERS),
    scope: SCHOOL,
    note: 'the plan as an archived PDF (same read and scope as PUT PlanoParfi/:id)',
    build: ({ s }) => get(`/api/PlanoParfi/${s.planId}/Pdf`),
  },
  {
    route: 'POST /api/PlanoParfi',
    access: f('parfi.execute'),
    scope: SCHOOL,
    note: 'the plan exists: answers it (200)',
    build: (c) => post('/api/PlanoParfi', parfiQuery(c)),
  },
  {
    route: 'PUT /api/PlanoParfi/:id',
    access: f(...PARFI_READERS),
    scope: SCHOOL,
    build: ({ s }) => put(`/api/PlanoParfi/${s.planId}`),
  },
  {
    route: 'GET /api/PlanoAcao',
    access: f(...PARFI_READERS),
    scope: SCHOOL,
    build: ({ s }) => get('/api/PlanoAcao', { planoAcaoId: s.actionId }),
  },
  {
    route: 'POST /api/PlanoAcao',
    access: f('parfi.execute'),
    scope: SCHOOL,
    build: ({ fx, s }) => post('/api/PlanoAcao', plannedAction(fx, s.planId)),
  },
  {
    route: 'PUT /api/PlanoAcao',
    access: f('parfi.execute'),
    scope: SCHOOL,
    build: ({ fx, s }) => put('/api/PlanoAcao', { id: s.actionId, ...plannedAction(fx, s.planId) }),
  },
  {
    route: 'DELETE /api/PlanoAcao',
    access: f('parfi.execute'),
    scope: SCHOOL,
    build: ({ s }) => del('/api/PlanoAcao', { planoAcaoId: s.actionId }),
  },
  {
    route: 'GET /api/PlanoAcao/Documento',
    access: f(...PARFI_READERS),
    scope: SCHOOL,
    build: ({ s }) => get('/api/PlanoAcao/Documento', { planoAcaoId: s.sentActionId }),
  },
  {
    route: 'GET /api/ObjetivoObrigatorio/Escola',
    access: f(...PARFI_READERS, 'parfi.visit'),
    scope: SCHOOL,
    outside: 'filtered',
    build: (c) => get('/api/ObjetivoObrigatorio/Escola', mandatoryQuery(c)),
  },
  {
    route: 'POST /api/ObjetivoObrigatorio',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ fx, s }) =>
      post(
        '/api/ObjetivoObrigatorio',
        {
          codigoInep: s.inep,
          anoPremio: fx.awardYear.ano,
          anoParfi: fx.parfiYear.ano,
          objetivos: [{ objetivoId: 1, percentualMinimo: 0, numeroAcao: 1 }],
        },
        { relatorioId: s.reportId },
      ),
  },
  {
    route: 'PUT /api/ObjetivoObrigatorio',
    access: f('parfi.execute'),
    scope: SCHOOL,
    build: ({ s }) =>
      put('/api/ObjetivoObrigatorio', {
        id: s.mandatoryId,
        objetivoId: 1,
        percentualMinimo: 0,
        numeroAcao: 1,
      }),
  },

  // ------------------------------------------------------------------ PARFI approvals and files
  {
    route: 'GET /api/DeferirExecucao/Listagem',
    access: f('parfi.decide'),
    scope: SCHOOL,
    outside: 'filtered',
    build: ({ fx, s }) =>
      get('/api/DeferirExecucao/Listagem', {
        anoPremio: fx.awardYear.ano,
        anoParfi: fx.parfiYear.ano,
        codigoRegional: s.regional,
        codigoMunicipio: s.municipio,
      }),
  },
  {
    route: 'GET /api/DeferirExecucao/Deferimentos',
    access: f('parfi.decide'),
    scope: SCHOOL,
    outside: 'filtered',
    build: ({ fx, s }) =>
      get('/api/DeferirExecucao/Deferimentos', {
        anoPremio: fx.awardYear.ano,
        anoParfi: fx.parfiYear.ano,
        codigoRegional: s.regional,
        codigoMunicipio: s.municipio,
      }),
  },
  {
    route: 'GET /api/DeferirExecucao/Quantidade',
    access: f('parfi.decide'),
    scope: SCHOOL,
    outside: 'filtered',
    note: 'a count: the test cannot see another school in it; the service counts only the caller’s scope',
    build: ({ fx, s }) =>
      get('/api/DeferirExecucao/Quantidade', {
        anoPremio: fx.awardYear.ano,
        anoParfi: fx.parfiYear.ano,
        codigoRegional: s.regional,
        codigoMunicipio: s.municipio,
      }),
  },
  {
    route: 'POST /api/DeferirExecucao/obter-ou-criar',
    insideMayRefuse: DUE_LEVEL,
    access: f('parfi.decide'),
    scope: SCHOOL,
    build: ({ s }) => post('/api/DeferirExecucao/obter-ou-criar', { planoAcaoId: s.sentActionId }),
  },
  {
    route: 'PUT /api/DeferirExecucao',
    insideMayRefuse: DUE_LEVEL,
    access: f('parfi.decide'),
    scope: SCHOOL,
    build: ({ s }) =>
      put('/api/DeferirExecucao', {
        id: s.deferralId,
        deferido: true,
        deferirArquivos: [{ arquivoAnexadoId: s.fileId, deferido: true }],
      }),
  },
  {
    route: 'DELETE /api/DeferirExecucao',
    insideMayRefuse: {
      features: ['parfi.decide', 'parfi.execute'],
      reason: 'only the administrator undoes a decision (decision 060)',
    },
    access: f('parfi.decide', 'parfi.execute'),
    scope: SCHOOL,
    build: ({ s }) => del('/api/DeferirExecucao', { deferirId: s.deferralId }),
  },
  {
    route: 'PUT /api/ExecucaoAcao/RetornarStatus',
    insideMayRefuse: DUE_LEVEL,
    access: f('parfi.decide'),
    scope: SCHOOL,
    build: ({ s }) => put('/api/ExecucaoAcao/RetornarStatus', undefined, { deferirId: s.deferralId }),
  },
  {
    route: 'PUT /api/ExecucaoAcao/Finalizar',
    access: f('parfi.execute'),
    scope: SCHOOL,
    build: ({ s }) => put('/api/ExecucaoAcao/Finalizar', undefined, { execucaoId: s.executionId }),
  },
  {
    route: 'DELETE /api/ExecucaoAcao',
    insideMayRefuse: {
      features: ['parfi.execute'],
      reason: 'only the administrator deletes an execution (decision 060)',
    },
    access: f('parfi.execute'),
    scope: SCHOOL,
    build: ({ s }) => del('/api/ExecucaoAcao', { execucaoAcaoId: s.executionId }),
  },
  {
    route: 'GET /api/Enums/MotivoIndeferimentoEnum',
    access: f(...PARFI_READERS),
    scope: NONE,
    build: () => get('/api/Enums/MotivoIndeferimentoEnum'),
  },
  {
    route: 'POST /api/ArquivoAnexado',
    access: f('parfi.execute'),
    scope: SCHOOL,
    build: (c) => {
      const { payload, headers } = multipartPdf(c.s.sentActionId);
      return { method: 'POST', url: '/api/ArquivoAnexado', query: fileQuery(c), payload, headers };
    },
  },
  {
    route: 'GET /api/ArquivoAnexado',
    access: f(...PARFI_READERS),
    scope: SCHOOL,
    build: (c) => get('/api/ArquivoAnexado', { ...fileQuery(c), arquivoId: c.s.fileId }),
  },
  {
    route: 'DELETE /api/ArquivoAnexado',
    access: f('parfi.execute'),
    scope: SCHOOL,
    build: (c) => del('/api/ArquivoAnexado', { ...fileQuery(c), arquivoId: c.s.fileId }),
  },

  // ------------------------------------------------------------------ visit reports
  {
    route: 'GET /api/TipoRelatorio',
    access: f('parfi.visit'),
    scope: NONE,
    build: () => get('/api/TipoRelatorio'),
  },
  {
    route: 'GET /api/CategoriaRelatorio/:tipoRelatorioId',
    access: f('parfi.visit'),
    scope: NONE,
    build: () => get('/api/CategoriaRelatorio/1'),
  },
  {
    route: 'GET /api/Indicador/Categoria/:categoriaId',
    access: f('parfi.visit'),
    scope: NONE,
    build: () => get('/api/Indicador/Categoria/1'),
  },
  {
    route: 'GET /api/CriterioRelatorio/:categoriaId/:tipoRelatorioId',
    access: f('parfi.visit'),
    scope: NONE,
    build: () => get('/api/CriterioRelatorio/1/1'),
  },
  {
    route: 'GET /api/Escolas/Pareamento/:anoPremioId/:schoolInep',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ fx, s }) => get(`/api/Escolas/Pareamento/${fx.awardYear.id}/${s.inep}`),
  },
  {
    route: 'GET /api/RelatorioVisita/:pareamentoEscolas/:anoPremioId/:anoParfiId',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ fx, s }) => get(`/api/RelatorioVisita/${s.pairingId}/${fx.awardYear.id}/${fx.parfiYear.id}`),
  },
  {
    route: 'GET /api/RelatorioVisita',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ s }) => get('/api/RelatorioVisita', { relatorioVisitaId: s.reportId }),
  },
  {
    route: 'GET /api/RelatorioVisita/:id/1',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ s }) => get(`/api/RelatorioVisita/${s.reportId}/1`),
  },
  {
    route: 'GET /api/RelatorioVisita/:id/Pdf',
    access: f('parfi.visit'),
    scope: SCHOOL,
    note: 'the report as an archived PDF (same read as GET RelatorioVisita/:id/1)',
    build: ({ s }) => get(`/api/RelatorioVisita/${s.reportId}/Pdf`),
  },
  {
    route: 'POST /api/RelatorioVisita',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ fx, s }) =>
      post('/api/RelatorioVisita', {
        tipoRelatorioId: 2,
        pareamentoEscolasId: s.pairingId,
        anoParfiId: fx.parfiYear.id,
        data: `${fx.year}-03-11`,
      }),
  },
  {
    route: 'PUT /api/RelatorioVisita',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ fx, s }) =>
      put('/api/RelatorioVisita', {
        id: s.reportId,
        tipoRelatorioId: 2,
        pareamentoEscolasId: s.pairingId,
        anoParfiId: fx.parfiYear.id,
        data: `${fx.year}-03-10`,
      }),
  },
  {
    route: 'DELETE /api/RelatorioVisita',
    insideMayRefuse: {
      features: ['parfi.visit'],
      reason: 'only the administrator deletes a visit report (decision 080)',
    },
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ s }) => del('/api/RelatorioVisita', { relatorioVisitaId: s.reportId }),
  },
  {
    route: 'GET /api/IndicadorRelatorio/:reportId',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ s }) => get(`/api/IndicadorRelatorio/${s.reportId}`),
  },
  {
    route: 'POST /api/IndicadorRelatorio',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/IndicadorRelatorio', [
        { relatorioVisitaId: s.reportId, indicadorId: 1, criterioId: 1, categoriaId: 1 },
      ]),
  },
  {
    route: 'GET /api/ParticipanteVisita/Usuario/:cpf',
    access: f('parfi.visit'),
    scope: NONE,
    note: 'a person lookup by exact CPF to add a visit participant (name and profiles)',
    build: ({ s }) => get(`/api/ParticipanteVisita/Usuario/${s.staffCpf}`),
  },
  {
    route: 'GET /api/ParticipanteVisita/Relatorio/:reportId',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ s }) => get(`/api/ParticipanteVisita/Relatorio/${s.reportId}`),
  },
  {
    route: 'POST /api/ParticipanteVisita',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ s }) =>
      post('/api/ParticipanteVisita', {
        relatorioVisitaId: s.reportId,
        nome: 'Participante Matriz',
        cpf: NEW_PERSON[s.target],
      }),
  },
  {
    route: 'DELETE /api/ParticipanteVisita',
    access: f('parfi.visit'),
    scope: SCHOOL,
    build: ({ s }) => del('/api/ParticipanteVisita', { participanteVisitaId: s.participantId }),
  },
];
