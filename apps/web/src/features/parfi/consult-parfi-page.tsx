/**
 * /premio/consultar-parfi and /premio/executar-parfi (spec 03 §2.1, §2.4, §6): the active school's plan
 * for the chosen award and PARFI years, its figures and its actions. On the query screen a row opens
 * the action's edit screen and 'Adicionar ação' (hidden for the state articulation team) the register
 * screen; on the execution list a row opens the action's execution. 'Imprimir' prints the plan (query
 * screen) or every action's execution with its documents (execution list; parfi-print.tsx), and
 * 'Baixar PDF' downloads the plan's PDF made by the server (GET /api/PlanoParfi/{id}/Pdf).
 */
import { Alert, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { PARFI_MSG } from '@siam/domain/parfi';
import { can } from '@siam/domain/permissions';
import { api, errorText } from '../../api/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parfiKeys, usePrizeYears } from '../../api/parfi';
import type { PlanoParfi } from '@siam/domain/contracts/parfi';
import type { School } from '../../api/types';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { ParfiYearFilter } from '../../components/parfi-year-filter';
import { ChangeSchoolButton, SchoolScope } from '../../components/school-scope';
import { FiltersPanel } from '../../components/filters-panel';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { ActionsTable } from './actions-table';
import {
  CONSULT_TITLE,
  CREATE_PARFI_ERROR,
  EXECUTE_LIST_TITLE,
  PLANS_ERROR,
  PRIZE_YEARS_ERROR,
} from './messages';
import { PlanFigures } from './plan-figures';
import { ExecutionPrint, PlanPrint, useActionsOfPlan } from './parfi-print';
import { PrintButton } from '../../components/print/print-parts';
import { usePreparedPrint, usePrintWhenReady } from '../../components/print/use-prepared-print';
import { PdfDownloadButton } from '../../components/print/pdf-download-button';
import { PARFI_PATH, targetUrl } from './route-state';
import { isNotFound, useMandatoryObjectives, usePlan } from './queries';
import { useParfiYears } from './use-parfi-years';

type Mode = 'consult' | 'execute';

export function ConsultParfiPage() {
  return <ParfiPlanScreen mode="consult" />;
}

export function ExecuteParfiPage() {
  return <ParfiPlanScreen mode="execute" />;
}

function ParfiPlanScreen({ mode }: { mode: Mode }) {
  return (
    <>
      <PageHeader
        title={mode === 'consult' ? CONSULT_TITLE : EXECUTE_LIST_TITLE}
        subtitle={
          mode === 'consult'
            ? 'Planejamento das ações da escola com o valor do prêmio, por ano do PARFI.'
            : 'Escolha uma ação do plano para anexar os documentos da execução e enviá-la para deferimento.'
        }
      />
      <SchoolScope purpose="consultar o PARFI">
        {(school, changeSchool) => <PlanOfSchool mode={mode} school={school} changeSchool={changeSchool} />}
      </SchoolScope>
    </>
  );
}

function PlanOfSchool({
  mode,
  school,
  changeSchool,
}: {
  mode: Mode;
  school: School;
  changeSchool?: () => void;
}) {
  const navigate = useNavigate();
  const session = useSession();
  // The state team consults PARFI without executing it (the API's writers need parfi.execute).
  const stateTeam = session ? !can(session.activeConfig.role, 'parfi.execute') : false;
  const prizeYears = usePrizeYears(school.codigoInep);
  const years = useParfiYears(prizeYears.data ?? []);
  const ready = years.anoPremio !== '' && years.anoParfi !== '';
  const plan = usePlan(school.codigoInep, years.anoPremio, years.anoParfi);
  const mandatory = useMandatoryObjectives(school.codigoInep, years.anoPremio, years.anoParfi);
  const queryClient = useQueryClient();
  const createPlan = useMutation({
    mutationFn: () =>
      api.post<PlanoParfi>('/PlanoParfi', {
        escolaInep: school.codigoInep,
        anoPremio: years.anoPremio,
        anoParfi: years.anoParfi,
      }),
    onSuccess: (created) =>
      queryClient.setQueryData(
        parfiKeys.plan(school.codigoInep, created.anoPremio, created.anoParfi.ano),
        created,
      ),
    onError: (error) => toast.apiError(error, CREATE_PARFI_ERROR),
  });
  const planData = plan.data ?? null;
  const actionIds = planData?.planoAcao.map((a) => a.id) ?? [];
  const executionPrint = usePreparedPrint();
  const executions = useActionsOfPlan(actionIds, mode === 'execute' && executionPrint.wanted);
  usePrintWhenReady(executionPrint, executions.data !== null, executions.isError);

  if (prizeYears.isPending) return <Loading />;
  if (prizeYears.isError)
    return <Alert severity="error">{errorText(prizeYears.error, PRIZE_YEARS_ERROR)}</Alert>;
  if (prizeYears.data.length === 0) {
    return (
      <Stack spacing={2}>
        {changeSchool ? <ChangeSchoolButton onClick={changeSchool} /> : null}
        <Alert severity="info">{PARFI_MSG.schoolNotInAward}</Alert>
      </Stack>
    );
  }

  const mandatoryList = mandatory.data ?? [];
  const writer = mode === 'consult' && !stateTeam && ready;
  // Spec §2.1: the add button shows when a plan exists or mandatory objectives exist.
  const canAdd = writer && (planData !== null || mandatoryList.length > 0);
  // Without either, the school first creates its (empty) plan (docs/decisions/061).
  const canCreatePlan = writer && planData === null && mandatoryList.length === 0;
  const target = (planoAcaoId: number | null) => ({
    anoPremio: Number(years.anoPremio),
    anoParfi: Number(years.anoParfi),
    planoAcaoId,
  });
  const add = () => void navigate(targetUrl(PARFI_PATH.register, target(null)));
  const open = (planoAcaoId: number) =>
    void navigate(
      targetUrl(mode === 'consult' ? PARFI_PATH.edit : PARFI_PATH.execution, target(planoAcaoId)),
    );

  return (
    <Stack spacing={2.5}>
      <FiltersPanel>
        <ParfiYearFilter
          years={prizeYears.data}
          anoPremio={years.anoPremio}
          anoParfi={years.anoParfi}
          onChange={years.set}
        />
        <Stack direction="row" spacing={1.5}>
          {changeSchool ? <ChangeSchoolButton onClick={changeSchool} /> : null}
          {planData !== null ? (
            <>
              <PrintButton
                onClick={mode === 'execute' ? executionPrint.request : undefined}
                disabled={executionPrint.wanted}
              />
              {mode === 'consult' ? (
                <PdfDownloadButton
                  path={`/PlanoParfi/${planData.id}/Pdf`}
                  fallbackName={`plano-parfi-${school.codigoInep}-${planData.anoParfi.ano}.pdf`}
                />
              ) : null}
            </>
          ) : null}
          {canAdd ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
              Adicionar ação
            </Button>
          ) : null}
        </Stack>
      </FiltersPanel>

      {!ready ? (
        <Alert severity="info">Escolha o Ano Prêmio e o Ano PARFI para ver o plano da escola.</Alert>
      ) : plan.isError ? (
        <Alert severity={isNotFound(plan.error) ? 'info' : 'error'}>
          {errorText(plan.error, PLANS_ERROR)}
        </Alert>
      ) : plan.isPending || mandatory.isPending ? (
        <Loading />
      ) : planData === null ? (
        <Alert
          severity="info"
          action={
            canCreatePlan ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => createPlan.mutate()}
                disabled={createPlan.isPending}
              >
                {createPlan.isPending ? 'Aguarde...' : 'Criar plano'}
              </Button>
            ) : undefined
          }
        >
          {PARFI_MSG.noPlan}
          {canCreatePlan ? ` Crie o plano do PARFI ${years.anoParfi} para começar a planejar as ações.` : ''}
        </Alert>
      ) : (
        <>
          <PlanFigures plan={planData} />
          {mode === 'consult' ? (
            <PlanPrint plan={planData} school={school} />
          ) : (
            <ExecutionPrint
              title={`Execução do PARFI ${planData.anoParfi.ano}`}
              subtitle={`Prêmio ${planData.anoPremio} · ações, situação da execução e documentos anexados`}
              actions={executions.data}
              school={school}
            />
          )}
          <ActionsTable
            ariaLabel="Ações do PARFI"
            rows={planData.planoAcao}
            onOpen={(r) => open(r.id)}
            height={mode === 'consult' ? 500 : 460}
            emptyMessage={PARFI_MSG.noPlan}
            exportSource={{
              path: '/PlanoParfi',
              query: { escolaInep: school.codigoInep, anoPremio: years.anoPremio, anoParfi: years.anoParfi },
            }}
          />
        </>
      )}
    </Stack>
  );
}
