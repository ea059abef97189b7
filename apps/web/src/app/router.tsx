/**
 * The routes of the product (spec 01 §2, spec 03 premio/ routes). One lazy route per screen; every
 * screen inside the layout is guarded by ScreenGuard with `can(activeRole, SCREEN_FEATURE[path])`.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Loading } from '../components/loading';
import { LayoutError, RootError } from './error-pages';
import { requireSession } from './session-guard';
import { loadToaster } from './toast-host';

type Lazy = NonNullable<RouteObject['lazy']>;

const home: Lazy = async () => ({ Component: (await import('../features/home/home-page')).default });
const training: Lazy = async () => ({
  Component: (await import('../features/training/training-page')).default,
});
const login: Lazy = async () => ({ Component: (await import('../features/login/login-page')).default });
// The shell, with the signed-in providers and the toasts' provider, is loaded apart from the entry,
// so the login page does not pay for it (decision 131).
const layout: Lazy = async () => {
  const [{ SignedInLayout }] = await Promise.all([import('./signed-in'), loadToaster()]);
  return { Component: SignedInLayout };
};
const screenGuard: Lazy = async () => ({ Component: (await import('./screen-guard')).ScreenGuard });
const notFound: Lazy = async () => ({ Component: (await import('./not-found')).NotFound });

/** The screens inside the layout. Paths are relative to '/', written as the spec writes them. */
export const screenRoutes: RouteObject[] = [
  { path: 'inicio', handle: { title: 'Início' }, lazy: home },
  { path: 'treinamento-siam', handle: { title: 'Treinamento SIAM' }, lazy: training },

  // Estudantes
  {
    path: 'consultar-estudante',
    handle: { title: 'Consultar Estudante' },
    lazy: async () => ({ Component: (await import('../features/students/consult-student-page')).default }),
  },
  {
    path: 'lista-estudantes',
    handle: { title: 'Lista de Estudantes' },
    lazy: async () => ({ Component: (await import('../features/students/student-list-page')).default }),
  },
  {
    path: 'cadastrar-estudante',
    handle: { title: 'Cadastrar Estudante' },
    lazy: async () => ({ Component: (await import('../features/students/register-student-page')).default }),
  },
  {
    path: 'editar-estudante',
    handle: { title: 'Editar Estudante' },
    lazy: async () => ({ Component: (await import('../features/students/edit-student-page')).default }),
  },
  {
    path: 'enturmar-estudante',
    handle: { title: 'Enturmar Estudante' },
    lazy: async () => ({ Component: (await import('../features/enrolment/enrol-student-page')).default }),
  },
  {
    path: 'movimentar-estudante',
    handle: { title: 'Movimentar Estudante' },
    lazy: async () => ({ Component: (await import('../features/enrolment/move-student-page')).default }),
  },
  {
    // Not in the spec: the audit of a student's personal data (docs/decisions/104).
    path: 'auditoria-estudante',
    handle: { title: 'Auditoria de dados do estudante' },
    lazy: async () => ({ Component: (await import('../features/student-audit/student-audit-page')).default }),
  },

  // Professores
  {
    path: 'enturmar-professor',
    handle: { title: 'Enturmar Professor' },
    lazy: async () => ({ Component: (await import('../features/staff/assign-teacher-page')).default }),
  },

  // Escolas
  {
    path: 'consulta-escola',
    handle: { title: 'Consultar Escola' },
    lazy: async () => ({ Component: (await import('../features/schools/consult-school-page')).default }),
  },
  {
    path: 'cadastrar-turma',
    handle: { title: 'Cadastrar Turma' },
    lazy: async () => ({ Component: (await import('../features/classes/register-class-page')).default }),
  },
  {
    path: 'editar-turma',
    handle: { title: 'Editar Turma' },
    lazy: async () => ({ Component: (await import('../features/classes/edit-class-page')).default }),
  },
  {
    path: 'consulta-diretor',
    handle: { title: 'Diretor' },
    lazy: async () => ({ Component: (await import('../features/staff/staff-page')).DirectorPage }),
  },
  {
    path: 'consulta-coordenador',
    handle: { title: 'Coordenador' },
    lazy: async () => ({ Component: (await import('../features/staff/staff-page')).CoordinatorPage }),
  },
  {
    path: 'consulta-equipe',
    handle: { title: 'Equipe de Cadastro' },
    lazy: async () => ({ Component: (await import('../features/staff/staff-page')).TeamPage }),
  },
  {
    path: 'sincronizar-escola',
    handle: { title: 'Sincronizar SIAM com SIGE' },
    lazy: async () => ({ Component: (await import('../features/sige-sync/sync-school-page')).default }),
  },
  {
    path: 'sincronizar-escola-result',
    handle: { title: 'Sincronizar SIAM com SIGE' },
    lazy: async () => ({ Component: (await import('../features/sige-sync/sync-result-page')).default }),
  },

  // Painel
  {
    path: 'painel-siam',
    handle: { title: 'Painel SIAM' },
    lazy: async () => ({ Component: (await import('../features/dashboards/dashboards-page')).default }),
  },

  // Consultar
  {
    path: 'consultar-acompanhamento-atividade',
    handle: { title: 'Consultar Acompanhamento de Atividades' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/shared/consult-monitoring-page')).ActivityConsultPage,
    }),
  },
  {
    path: 'consultar-acompanhamento-aprendizagem',
    handle: { title: 'Consultar Acompanhamento de Aprendizagem' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/shared/consult-monitoring-page')).LearningConsultPage,
    }),
  },
  {
    path: 'consultar-acompanhamento-aprendizagem-estudante',
    handle: { title: 'Consultar Aprendizagem por Estudante' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/learning/student-monitoring-page')).default,
    }),
  },
  {
    path: 'validar-acompanhamento-atividade',
    handle: { title: 'Validar Acompanhamento de Atividades' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/shared/validate-monitoring-page'))
        .ValidateActivityPage,
    }),
  },
  {
    path: 'validar-acompanhamento-aprendizagem',
    handle: { title: 'Validar Acompanhamento de Aprendizagem' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/shared/validate-monitoring-page'))
        .ValidateLearningPage,
    }),
  },
  {
    path: 'validar-acompanhamento-atividade-municipal',
    handle: { title: 'Validar Acompanhamento de Atividades - Municipal' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/shared/sign-off-page')).MunicipalSignOffPage,
    }),
  },
  {
    path: 'validar-acompanhamento-atividade-Regional',
    handle: { title: 'Validar Acompanhamento de Atividades - Regional' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/shared/sign-off-page')).RegionalSignOffPage,
    }),
  },
  {
    path: 'validar-acompanhamento-atividade-estadual',
    handle: { title: 'Validar Acompanhamento de Atividades - Estadual' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/shared/sign-off-page')).StateSignOffPage,
    }),
  },

  // Acompanhamento
  {
    path: 'acompanhamento-atividades',
    handle: { title: 'Acompanhamento de Atividades' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/activities/activities-page')).default,
    }),
  },
  {
    path: 'acompanhamento-atividades-turma',
    handle: { title: 'Acompanhamento de Atividades da Turma' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/activities/activity-class-page')).default,
    }),
  },
  {
    path: 'acompanhamento-aprendizagem',
    handle: { title: 'Acompanhamento de Aprendizagem' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/learning/learning-page')).default,
    }),
  },
  {
    path: 'acompanhamento-aprendizagem-estudante',
    handle: { title: 'Acompanhamento de Aprendizagem do Estudante' },
    lazy: async () => ({
      Component: (await import('../features/monitoring/learning/learning-student-page')).default,
    }),
  },

  // Usuários
  {
    path: 'manter-usuario',
    handle: { title: 'Manter Usuário' },
    lazy: async () => ({ Component: (await import('../features/users/user-page')).default }),
  },

  // Cadastros
  {
    path: 'importar-escola-sgu',
    handle: { title: 'Importar Escola do SGU' },
    lazy: async () => ({ Component: (await import('../features/school-import/import-school-page')).default }),
  },
  {
    path: 'cadastrar-periodo',
    handle: { title: 'Período de Acompanhamento' },
    lazy: async () => ({ Component: (await import('../features/periods/periods-page')).default }),
  },
  {
    path: 'importar-fichas',
    handle: { title: 'Importar Fichas de Acompanhamento' },
    lazy: async () => ({
      Component: (await import('../features/sheets-import/import-sheets-page')).default,
    }),
  },
  {
    path: 'cadastrar-premio',
    handle: { title: 'Consultar Prêmio' },
    lazy: async () => ({ Component: (await import('../features/award/award-page')).default }),
  },

  // Prêmio (spec 03)
  {
    path: 'premio/consultar-parfi',
    handle: { title: 'Consultar PARFI' },
    lazy: async () => ({
      Component: (await import('../features/parfi/consult-parfi-page')).ConsultParfiPage,
    }),
  },
  {
    path: 'premio/cadastrar-parfi',
    handle: { title: 'Cadastrar PARFI' },
    lazy: async () => ({ Component: (await import('../features/parfi/action-form-page')).RegisterParfiPage }),
  },
  {
    path: 'premio/editar-parfi',
    handle: { title: 'Editar PARFI' },
    lazy: async () => ({ Component: (await import('../features/parfi/action-form-page')).EditParfiPage }),
  },
  {
    path: 'premio/executar-parfi',
    handle: { title: 'Executar PARFI' },
    lazy: async () => ({
      Component: (await import('../features/parfi/consult-parfi-page')).ExecuteParfiPage,
    }),
  },
  {
    path: 'premio/execucao-do-parfi',
    handle: { title: 'Execução do PARFI' },
    lazy: async () => ({ Component: (await import('../features/parfi/execution-page')).default }),
  },
  {
    path: 'premio/deferimento-parfi',
    handle: { title: 'Deferimento PARFI' },
    lazy: async () => ({
      Component: (await import('../features/parfi-approval/approval-list-page')).default,
    }),
  },
  {
    path: 'premio/buscar-execucao-parfi',
    handle: { title: 'Deferir Execução do PARFI' },
    lazy: async () => ({
      Component: (await import('../features/parfi-approval/search-execution-page')).default,
    }),
  },
  {
    path: 'premio/deferir-execucao-parfi',
    handle: { title: 'Deferir Execução do PARFI' },
    lazy: async () => ({
      Component: (await import('../features/parfi-approval/defer-execution-page')).default,
    }),
  },
  {
    path: 'premio/listar-visita-parfi',
    handle: { title: 'Relatório de Visita do Prêmio' },
    lazy: async () => ({ Component: (await import('../features/visit-reports/list-page')).default }),
  },
  {
    path: 'premio/cadastrar-visita-parfi',
    handle: { title: 'Cadastrar Relatório de Visita' },
    lazy: async () => ({
      Component: (await import('../features/visit-reports/report-pages')).CreateVisitReportPage,
    }),
  },
  {
    path: 'premio/editar-visita-parfi',
    handle: { title: 'Editar Relatório de Visita' },
    lazy: async () => ({
      Component: (await import('../features/visit-reports/report-pages')).EditVisitReportPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RootError />,
    HydrateFallback: () => <Loading minHeight={320} />,
    children: [
      { path: '/login', handle: { title: 'Entrar' }, lazy: login },
      {
        path: '/',
        lazy: layout,
        loader: requireSession,
        // The token's expiry is checked again on every navigation.
        shouldRevalidate: () => true,
        errorElement: <LayoutError />,
        children: [
          {
            // Errors of a screen show inside the layout.
            errorElement: <LayoutError />,
            children: [
              { index: true, element: <Navigate to="/inicio" replace /> },
              { lazy: screenGuard, children: screenRoutes },
              { path: '*', handle: { title: 'Página não encontrada' }, lazy: notFound },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
