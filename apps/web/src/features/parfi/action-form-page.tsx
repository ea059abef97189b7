/**
 * /premio/cadastrar-parfi and /premio/editar-parfi (spec 03 §2.2, §2.3, §4.2, §5.1, §6): one action of
 * the plan. Objective → goal → action from option panels (read-only on edit), the action's guidance,
 * the value with the maximum available in its label, and the dates (react-hook-form with the form
 * kit). Every rule of §5.1 comes from
 * @siam/domain/parfi; the server checks them again and recalculates the plan's balance.
 */
import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDateBR } from '@siam/domain/dates';
import { formatCurrency, formatMoney } from '@siam/domain/money';
import { PARFI_MSG, VALUE_INPUT_MAX, selectableObjectives } from '@siam/domain/parfi';
import { can } from '@siam/domain/permissions';
import { api, errorText } from '../../api/client';
import { parfiKeys, useObjectives } from '../../api/parfi';
import type {
  Objetivo,
  ObjetivoObrigatorio,
  PlanoAcaoLinha,
  PlanoParfi,
  WithMessage,
} from '@siam/domain/contracts/parfi';
import type { School } from '../../api/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  FormDateField,
  FormMoneyField,
  useChangeClearsError,
  useFocusFirstInvalid,
} from '../../components/form';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { SchoolScope } from '../../components/school-scope';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import {
  actionBody,
  actionContext,
  objectiveRefusal,
  validateAction,
  valueLabel,
  type ActionValues,
} from './action-rules';
import {
  CREATE_ACTION_ERROR,
  DELETE_PLAN_ERROR,
  EDIT_TITLE,
  NO_ACTION_CHOSEN,
  OBJECTIVES_ERROR,
  PLANS_ERROR,
  REGISTER_TITLE,
  STATE_TEAM_READ_ONLY,
  UPDATE_PLAN_ERROR,
} from './messages';
import { OptionPanel } from './option-panel';
import { useMandatoryObjectives, usePlan } from './queries';
import { PARFI_PATH, backUrl, useActionTarget, type ActionTarget } from './route-state';

type Mode = 'register' | 'edit';

export function RegisterParfiPage() {
  return <ActionScreen mode="register" />;
}

export function EditParfiPage() {
  return <ActionScreen mode="edit" />;
}

function ActionScreen({ mode }: { mode: Mode }) {
  const target = useActionTarget();
  return (
    <>
      <PageHeader
        title={mode === 'register' ? REGISTER_TITLE : EDIT_TITLE}
        subtitle={
          mode === 'register'
            ? 'Escolha o objetivo, a meta e a ação; depois informe o valor e o período da ação.'
            : 'Altere o valor ou o período da ação do PARFI.'
        }
      />
      <SchoolScope purpose="planejar o PARFI">
        {(school) =>
          !target || (mode === 'edit' && target.planoAcaoId === null) ? (
            <Alert severity="info">{NO_ACTION_CHOSEN}</Alert>
          ) : (
            <ActionLoader mode={mode} school={school} target={target} />
          )
        }
      </SchoolScope>
    </>
  );
}

function ActionLoader({ mode, school, target }: { mode: Mode; school: School; target: ActionTarget }) {
  const plan = usePlan(school.codigoInep, target.anoPremio, target.anoParfi);
  const mandatory = useMandatoryObjectives(school.codigoInep, target.anoPremio, target.anoParfi);
  const objectives = useObjectives();
  if (plan.isPending || mandatory.isPending || objectives.isPending) return <Loading />;
  if (plan.isError) return <Alert severity="error">{errorText(plan.error, PLANS_ERROR)}</Alert>;
  if (plan.data === null) return <Alert severity="info">{PARFI_MSG.noPlan}</Alert>;
  if (objectives.isError)
    return <Alert severity="error">{errorText(objectives.error, OBJECTIVES_ERROR)}</Alert>;
  if (objectives.data.length === 0) return <Alert severity="info">{PARFI_MSG.noObjective}</Alert>;
  const action =
    mode === 'edit' ? (plan.data.planoAcao.find((a) => a.id === target.planoAcaoId) ?? null) : null;
  if (mode === 'edit' && !action) return <Alert severity="warning">{PARFI_MSG.actionNotFound}</Alert>;
  return (
    <ActionForm
      key={action?.id ?? 'new'}
      mode={mode}
      school={school}
      target={target}
      plan={plan.data}
      mandatory={mandatory.data ?? []}
      objectives={objectives.data}
      action={action}
    />
  );
}

interface ActionFormProps {
  mode: Mode;
  school: School;
  target: ActionTarget;
  plan: PlanoParfi;
  mandatory: ObjetivoObrigatorio[];
  objectives: Objetivo[];
  action: PlanoAcaoLinha | null;
}

function ActionForm({ mode, school, target, plan, mandatory, objectives, action }: ActionFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  // The state team consults PARFI without executing it (the API's writers need parfi.execute).
  const stateTeam = session ? !can(session.activeConfig.role, 'parfi.execute') : false;
  const pending = mandatory.filter((m) => m.pendente);
  // §2.2: while a mandatory objective has actions to plan, a new action must use it.
  const fixedObjective = mode === 'register' ? (pending[0]?.objetivoId ?? null) : null;

  const { control, handleSubmit, setValue, setError, clearErrors, subscribe, formState } =
    useForm<ActionValues>({
      defaultValues: {
        objetivoId: action?.objetivoId ?? fixedObjective,
        metaId: action?.metaId ?? null,
        acaoId: action?.acaoId ?? null,
        valor: action ? formatMoney(Number(action.valor)) : '',
        dataInicio: action?.dataInicio ?? null,
        dataFim: action?.dataFim ?? null,
      },
    });
  const values = useWatch({ control }) as ActionValues;
  const errors = formState.errors;
  // §5.1's rules run on Salvar (validateAction); a changed field drops its message.
  useChangeClearsError({ subscribe, clearErrors });
  const [dialog, setDialog] = useState<'discard' | 'delete' | null>(null);

  const ctx = actionContext(plan, mandatory, values.objetivoId, action);
  const locked = action ? !action.podeEditar : false;
  const readOnly = stateTeam || locked;
  const parfiStart = plan.anoParfi.dataInicio;

  const offered = mode === 'edit' ? objectives : selectableObjectives(objectives, mandatory);
  const objective = objectives.find((o) => o.id === values.objetivoId) ?? null;
  const metas = objective?.metas ?? [];
  const acoes =
    values.metaId === null ? [] : (objective?.acoes ?? []).filter((a) => a.metaId === values.metaId);
  const chosenAction = objective?.acoes.find((a) => a.id === values.acaoId) ?? null;

  const set = (patch: Partial<ActionValues>) => {
    for (const [name, value] of Object.entries(patch)) setValue(name as keyof ActionValues, value);
  };

  const back = () => void navigate(backUrl(PARFI_PATH.consult, target));
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: parfiKeys.all });
    back();
  };

  const save = useMutation({
    mutationFn: (v: ActionValues) =>
      mode === 'register'
        ? api.post<WithMessage>('/PlanoAcao', actionBody(v, plan.id))
        : api.put<WithMessage>('/PlanoAcao', { id: action!.id, ...actionBody(v, plan.id) }),
    onSuccess: (res) =>
      done(res?.mensagem || (mode === 'register' ? PARFI_MSG.planCreated : PARFI_MSG.planUpdated)),
    onError: (error) => toast.apiError(error, mode === 'register' ? CREATE_ACTION_ERROR : UPDATE_PLAN_ERROR),
  });
  const remove = useMutation({
    mutationFn: () => api.delete<WithMessage>('/PlanoAcao', { query: { planoAcaoId: action!.id } }),
    onSuccess: (res) => {
      setDialog(null);
      return done(res?.mensagem || PARFI_MSG.planDeleted);
    },
    onError: (error) => {
      setDialog(null);
      toast.apiError(error, DELETE_PLAN_ERROR);
    },
  });

  const { ref: formRef, request: focusFirstError } = useFocusFirstInvalid<HTMLFormElement>();
  const submit = handleSubmit((v) => {
    const found = validateAction(v, plan, ctx);
    for (const [name, message] of Object.entries(found)) setError(name as keyof ActionValues, { message });
    const first = Object.values(found)[0];
    if (first) {
      focusFirstError();
      toast.error(first);
      return;
    }
    save.mutate(v);
  });

  const chooseObjective = (id: number) => {
    const refusal = objectiveRefusal(actionContext(plan, mandatory, id, action));
    if (refusal) {
      toast.error(refusal);
      return;
    }
    set({ objetivoId: id, metaId: null, acaoId: null });
  };

  return (
    <Stack
      spacing={2.5}
      component="form"
      ref={formRef}
      noValidate
      aria-label={mode === 'register' ? REGISTER_TITLE : EDIT_TITLE}
      onSubmit={(e) => {
        // Each Salvar starts from no message: validateAction decides them all.
        clearErrors();
        void submit(e);
      }}
    >
      {stateTeam ? <Alert severity="info">{STATE_TEAM_READ_ONLY}</Alert> : null}
      {locked ? <Alert severity="info">{PARFI_MSG.actionLocked}</Alert> : null}
      {mode === 'edit' && pending.length > 0 ? (
        <Alert severity="warning">{PARFI_MSG.mandatoryPending}</Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Escola"
            value={`${school.codigoInep} - ${school.nomeEscola}`}
            disabled
            sx={{ flex: 2 }}
          />
          <TextField label="Ano Prêmio" value={target.anoPremio} disabled sx={{ flex: 1 }} />
          <TextField label="Ano PARFI" value={target.anoParfi} disabled sx={{ flex: 1 }} />
        </Stack>
      </Paper>

      {fixedObjective !== null ? <Alert severity="info">{PARFI_MSG.mandatoryFixed}</Alert> : null}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <OptionPanel
          title="Objetivo"
          options={offered.map((o) => ({ id: o.id, primary: `${o.codigo} - ${o.resumo}` }))}
          value={values.objetivoId}
          onChange={chooseObjective}
          disabled={mode === 'edit' || fixedObjective !== null || readOnly}
          emptyHint={PARFI_MSG.noObjective}
          error={errors.objetivoId?.message}
        />
        <OptionPanel
          title="Meta"
          options={metas.map((m) => ({ id: m.id, primary: `${m.codigo} - ${m.descricao}` }))}
          value={values.metaId}
          onChange={(id) => set({ metaId: id, acaoId: null })}
          disabled={mode === 'edit' || readOnly}
          emptyHint={PARFI_MSG.selectObjectiveFirst}
          onBlockedClick={() => toast.info(PARFI_MSG.selectObjectiveFirst)}
          error={errors.metaId?.message}
        />
        <OptionPanel
          title="Ação"
          options={acoes.map((a) => ({ id: a.id, primary: `${a.codigo} - ${a.descricao}` }))}
          value={values.acaoId}
          onChange={(id) => set({ acaoId: id })}
          disabled={mode === 'edit' || readOnly}
          emptyHint={values.objetivoId === null ? PARFI_MSG.selectObjectiveFirst : PARFI_MSG.selectGoalFirst}
          onBlockedClick={() =>
            toast.info(
              values.objetivoId === null ? PARFI_MSG.selectObjectiveFirst : PARFI_MSG.selectGoalFirst,
            )
          }
          error={errors.acaoId?.message}
        />
      </Box>

      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Stack spacing={2.5}>
          <TextField
            label="Orientações"
            value={chosenAction?.orientacao ?? ''}
            placeholder="As orientações aparecem ao escolher a ação."
            multiline
            minRows={3}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Box sx={{ flex: 1 }}>
              <FormMoneyField
                control={control}
                name="valor"
                label={valueLabel(values.objetivoId === null ? null : ctx)}
                helperText=" "
                disabled={readOnly}
                slotProps={{ htmlInput: { maxLength: VALUE_INPUT_MAX } }}
                required
                fullWidth
              />
            </Box>
            <Box sx={{ flex: 1 }}>
              <FormDateField
                control={control}
                name="dataInicio"
                label="Data Início"
                minDate={parfiStart}
                helperText={`A partir de ${formatDateBR(parfiStart)}`}
                disabled={readOnly}
                required
              />
            </Box>
            <Box sx={{ flex: 1 }}>
              <FormDateField
                control={control}
                name="dataFim"
                label="Data Fim"
                minDate={values.dataInicio ?? parfiStart}
                helperText=" "
                disabled={readOnly}
                required
              />
            </Box>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Saldo disponível do plano: {formatCurrency(Number(plan.saldoDisponivel))}
          </Typography>
        </Stack>
      </Paper>

      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => setDialog('discard')}>
          Cancelar
        </Button>
        {mode === 'edit' ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDialog('delete')}
            disabled={readOnly || remove.isPending}
          >
            Excluir
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={readOnly || save.isPending}>
          {save.isPending ? 'Aguarde...' : 'Salvar'}
        </Button>
      </Stack>

      <ConfirmDialog
        open={dialog === 'discard'}
        title={PARFI_MSG.discardActionTitle}
        text={PARFI_MSG.discardText}
        onConfirm={back}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={PARFI_MSG.deleteActionTitle}
        text={PARFI_MSG.deleteActionText}
        confirmLabel="Excluir"
        destructive
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
}
