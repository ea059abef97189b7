/**
 * The role/permission matrix of spec 01 §6 (menu by role), written once. The web menu is built from
 * MENU, and the API guards call `can(role, feature)`: a role sees a menu entry exactly when the server
 * lets it use that feature.
 */
import { ALL_ROLE_IDS, Role, type RoleId } from './roles';

const R = Role;
const ALL = ALL_ROLE_IDS;
const STATE_MGMT: RoleId[] = [
  R.Superintendencia,
  R.GerenciaArticulacaoMunicipios,
  R.CoordenadorApoioMunicipios,
  R.CoordenadorAlfabetizacaoInfantil,
  R.CoordenadorFundamentalIniciais,
];
const SCHOOL_OFFICE: RoleId[] = [R.DiretorEscola, R.Cadastro];

/** Every feature a role may be granted, with the roles that have it. Administrador has all. */
export const FEATURES = {
  /** Home, calendar, training videos, the session lookups (everyone signed in). */
  home: ALL,
  training: ALL.filter((r) => r !== R.PresidenteUnidadeExecutora),
  'student.consult': [
    R.Administrador,
    R.GerenciaArticulacaoMunicipios,
    R.CoordenadorApoioMunicipios,
    R.CoordenadorAlfabetizacaoInfantil,
    R.CoordenadorFundamentalIniciais,
    R.EquipeArticulacaoEstadual,
    ...SCHOOL_OFFICE,
  ],
  'student.register': [R.Administrador, ...SCHOOL_OFFICE],
  'student.enrol': [R.Administrador, ...SCHOOL_OFFICE],
  'student.move': [R.Administrador, ...SCHOOL_OFFICE],
  'student.delete': [R.Administrador],
  /**
   * Edit, move and finish a student of any school (spec 01 §6); the other roles only students of a
   * school in their area, on the screen the school of the active configuration.
   */
  'student.anySchool': [R.Administrador],
  /** Who saw or changed a student's personal data (docs/decisions/104; not in the spec). */
  'student.audit': [R.Administrador],
  'teacher.assign': [R.Administrador, ...SCHOOL_OFFICE],
  'school.consult': ALL.filter((r) => r !== R.PresidenteUnidadeExecutora && r !== R.ProfessorEscola),
  'school.sync': [R.Administrador, ...SCHOOL_OFFICE],
  'school.searchByInep': [R.Administrador],
  'class.register': [R.Administrador, ...SCHOOL_OFFICE],
  'class.edit': [R.Administrador, ...SCHOOL_OFFICE],
  'staff.director': [R.Administrador, R.SecretarioMunicipal, R.ArticuladorMunicipal, R.DiretorEscola],
  'staff.coordinator': [R.Administrador, ...SCHOOL_OFFICE],
  'staff.team': [R.Administrador, ...SCHOOL_OFFICE],
  'monitoring.entry': [R.Administrador, R.ProfessorEscola],
  'monitoring.consult': [
    R.Administrador,
    ...STATE_MGMT,
    R.EquipeArticulacaoEstadual,
    R.CoordenadorRegional,
    R.ArticuladorRegional,
    R.ProfessorFormadorRegional,
    R.SecretarioMunicipal,
    R.ArticuladorMunicipal,
    R.ProfessorFormadorMunicipal,
    R.CoordenadorEscola,
    R.Prefeito,
  ],
  'monitoring.validate': [R.CoordenadorEscola],
  'monitoring.admin': [R.Administrador],
  panel: ALL.filter((r) => r !== R.PresidenteUnidadeExecutora && r !== R.ProfessorEscola),
  'users.manage': [
    R.Administrador,
    ...STATE_MGMT,
    R.EquipeArticulacaoEstadual,
    R.CoordenadorRegional,
    R.ArticuladorRegional,
    R.SecretarioMunicipal,
    R.ArticuladorMunicipal,
  ],
  /** The places (regionals, municipalities, schools) of another user than oneself (GET Usuario/localizacoes). */
  'users.placesOfOthers': [R.Administrador],
  'register.importSchool': [R.Administrador],
  'register.period': [R.Administrador],
  'register.award': [R.Administrador],
  'parfi.consult': [R.Administrador, R.EquipeArticulacaoEstadual, ...SCHOOL_OFFICE],
  'parfi.execute': [R.Administrador, ...SCHOOL_OFFICE],
  'parfi.visit': [R.Administrador, ...SCHOOL_OFFICE],
  'parfi.defer': [R.Administrador, R.EquipeArticulacaoEstadual],
  'parfi.approvalList': [R.Administrador, R.ArticuladorRegional, R.ArticuladorMunicipal],
  /** The three approval levels (docs/decisions/060): parfi.defer ∪ parfi.approvalList. */
  'parfi.decide': [
    R.Administrador,
    R.EquipeArticulacaoEstadual,
    R.ArticuladorRegional,
    R.ArticuladorMunicipal,
  ],
  /** Undo the last approval decision and delete an execution (DELETE DeferirExecucao, ExecucaoAcao). */
  'parfi.undo': [R.Administrador],
  /** Change a mandatory objective's percentages and counts (PUT ObjetivoObrigatorio); others recount. */
  'parfi.mandatoryLimits': [R.Administrador],
  /** Read and write the visit reports of every pairing (the others: their visiting or visited school). */
  'parfi.visitAnySchool': [R.Administrador],
  /** Delete a visit report. */
  'parfi.visitDelete': [R.Administrador],
} satisfies Record<string, readonly RoleId[]>;

export type Feature = keyof typeof FEATURES;

export function can(role: RoleId, feature: Feature): boolean {
  return role === R.Administrador || (FEATURES[feature] as readonly RoleId[]).includes(role);
}

/**
 * On 'Deferir Execução PARFI' the Equipe de Articulação Estadual narrows the schools awaiting a
 * decision by regional (the administrator sees the whole list).
 */
export function filtersApprovalByRegional(role: RoleId): boolean {
  return role === R.EquipeArticulacaoEstadual;
}

export interface MenuEntry {
  label: string;
  /** Screen route, without the leading slash where the spec writes it so. */
  path: string;
  feature: Feature;
}
export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

/** The side menu: groups and entries in display order (spec 01 §2 and §6). */
export const MENU: MenuGroup[] = [
  {
    label: 'Início',
    entries: [
      { label: 'Início', path: '/inicio', feature: 'home' },
      { label: 'Treinamento SIAM', path: '/treinamento-siam', feature: 'training' },
    ],
  },
  {
    label: 'Estudantes',
    entries: [
      { label: 'Consultar Estudante', path: '/consultar-estudante', feature: 'student.consult' },
      { label: 'Lista de Estudantes', path: '/lista-estudantes', feature: 'student.consult' },
      { label: 'Cadastrar Estudante', path: '/cadastrar-estudante', feature: 'student.register' },
      { label: 'Enturmar Estudante', path: '/enturmar-estudante', feature: 'student.enrol' },
      { label: 'Movimentar Estudante', path: '/movimentar-estudante', feature: 'student.move' },
      { label: 'Auditoria do Estudante', path: '/auditoria-estudante', feature: 'student.audit' },
    ],
  },
  {
    label: 'Professores',
    entries: [{ label: 'Enturmar Professor', path: '/enturmar-professor', feature: 'teacher.assign' }],
  },
  {
    label: 'Escolas',
    entries: [
      { label: 'Consultar Escola', path: '/consulta-escola', feature: 'school.consult' },
      { label: 'Cadastrar Turma', path: '/cadastrar-turma', feature: 'class.register' },
      { label: 'Editar Turma', path: '/editar-turma', feature: 'class.edit' },
      { label: 'Diretor', path: '/consulta-diretor', feature: 'staff.director' },
      { label: 'Coordenador', path: '/consulta-coordenador', feature: 'staff.coordinator' },
      { label: 'Equipe de Cadastro', path: '/consulta-equipe', feature: 'staff.team' },
      { label: 'Sincronizar com SIGE', path: '/sincronizar-escola', feature: 'school.sync' },
    ],
  },
  {
    label: 'Painel',
    entries: [{ label: 'Painel SIAM', path: '/painel-siam', feature: 'panel' }],
  },
  {
    label: 'Consultar',
    entries: [
      {
        label: 'Acompanhamento de Atividades',
        path: '/consultar-acompanhamento-atividade',
        feature: 'monitoring.consult',
      },
      {
        label: 'Acompanhamento de Aprendizagem',
        path: '/consultar-acompanhamento-aprendizagem',
        feature: 'monitoring.consult',
      },
      {
        label: 'Aprendizagem por Estudante',
        path: '/consultar-acompanhamento-aprendizagem-estudante',
        feature: 'monitoring.consult',
      },
    ],
  },
  {
    label: 'Acompanhamento',
    entries: [
      {
        label: 'Acompanhamento de Atividades',
        path: '/acompanhamento-atividades',
        feature: 'monitoring.entry',
      },
      {
        label: 'Acompanhamento de Aprendizagem',
        path: '/acompanhamento-aprendizagem',
        feature: 'monitoring.entry',
      },
    ],
  },
  {
    label: 'Usuários',
    entries: [{ label: 'Manter Usuário', path: '/manter-usuario', feature: 'users.manage' }],
  },
  {
    label: 'Cadastros',
    entries: [
      { label: 'Importar Escola do SGU', path: '/importar-escola-sgu', feature: 'register.importSchool' },
      { label: 'Período de Acompanhamento', path: '/cadastrar-periodo', feature: 'register.period' },
      { label: 'Importar Fichas', path: '/importar-fichas', feature: 'monitoring.admin' },
      { label: 'Prêmio', path: '/cadastrar-premio', feature: 'register.award' },
    ],
  },
  {
    label: 'Prêmio',
    entries: [
      { label: 'Consultar PARFI', path: '/premio/consultar-parfi', feature: 'parfi.consult' },
      { label: 'Executar PARFI', path: '/premio/executar-parfi', feature: 'parfi.execute' },
      { label: 'Relatório de Visita', path: '/premio/listar-visita-parfi', feature: 'parfi.visit' },
      { label: 'Deferir Execução PARFI', path: '/premio/buscar-execucao-parfi', feature: 'parfi.defer' },
      { label: 'Deferimento PARFI', path: '/premio/deferimento-parfi', feature: 'parfi.approvalList' },
    ],
  },
];

/** The menu of one role: only the groups with at least one entry the role may use. */
export function menuFor(role: RoleId): MenuGroup[] {
  return MENU.map((g) => ({ ...g, entries: g.entries.filter((e) => can(role, e.feature)) })).filter(
    (g) => g.entries.length > 0,
  );
}

/**
 * Every screen route of the product with the feature that opens it (menu entries plus the screens
 * reached from them). The web router guards each route with this; the API guards its calls with the
 * same features.
 */
export const SCREEN_FEATURE: Record<string, Feature> = {
  ...Object.fromEntries(MENU.flatMap((g) => g.entries.map((e) => [e.path, e.feature]))),
  '/editar-estudante': 'student.register',
  '/sincronizar-escola-result': 'school.sync',
  '/acompanhamento-atividades-turma': 'monitoring.entry',
  '/acompanhamento-aprendizagem-estudante': 'monitoring.entry',
  '/validar-acompanhamento-atividade': 'monitoring.consult',
  '/validar-acompanhamento-aprendizagem': 'monitoring.consult',
  '/validar-acompanhamento-atividade-municipal': 'monitoring.consult',
  '/validar-acompanhamento-atividade-Regional': 'monitoring.consult',
  '/validar-acompanhamento-atividade-estadual': 'monitoring.consult',
  '/premio/cadastrar-parfi': 'parfi.consult',
  '/premio/editar-parfi': 'parfi.consult',
  '/premio/execucao-do-parfi': 'parfi.execute',
  '/premio/deferir-execucao-parfi': 'parfi.decide',
  '/premio/cadastrar-visita-parfi': 'parfi.visit',
  '/premio/editar-visita-parfi': 'parfi.visit',
};
