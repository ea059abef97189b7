/**
 * /validar-acompanhamento-atividade and /validar-acompanhamento-aprendizagem (spec 02 §2.11, §2.12,
 * §2.14, §4): the class's header, the skills of a structure and category with a chart of levels 1-4 and
 * a detail panel per skill, and the coordinator's decision. The validation window comes from
 * GET /api/Periodo; outside it, or for an own class, or once decided, the decision is read-only.
 * Learning adds the textual genres panel and, for the Administrador, Recalcular and Excluir. After
 * saving, recalculating or deleting, the screen goes back to the consultation after 2 seconds.
 * Learning's 'Imprimir' prints the class's students × skills with their levels (learning-print.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { PrintButton } from '../../../components/print/print-parts';
import { usePreparedPrint, usePrintWhenReady } from '../../../components/print/use-prepared-print';
import { LearningPrint, useClassLevels } from './learning-print';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { bimestreLabel, turnoLabel } from '@siam/domain/enums';
import {
  MONITORING_DELETED,
  MONITORING_UPDATED,
  MONITORING_VALIDATED,
  NO_ACTIVITY,
  OUTSIDE_VALIDATION,
  fichaOfKind,
  isInside,
  mayValidateMonitoring,
  monitoringToday,
  validationWindow,
  type MonitoringKind,
  type ValidationFormValues,
} from '@siam/domain/monitoring';
import { can } from '@siam/domain/permissions';
import { errorText } from '../../../api/client';
import { skillLevelTotals, usePeriods } from '../../../api/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LevelChart } from '../../../components/level-chart';
import { PageHeader } from '../../../components/page-header';
import { SheetPickers, useSheetSelection } from '../../../components/sheet-pickers';
import { SkillDetailPanel } from '../../../components/skill-detail-panel';
import { ExportButton } from '../../../components/export-button';
import { SkillLevelsTable } from '../../../components/skill-levels-table';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { GenresEditor } from '../learning/genres-editor';
import {
  ADMIN_NO_VALIDATION,
  BACK_DELAY_MS,
  CONSULT_ONLY,
  DELETE_ERROR,
  NO_SKILLS,
  NO_VALIDATION_STATE,
  RECALCULATE_ERROR,
  VALIDATE_ERROR,
} from './messages';
import { ClassHeader } from './class-header';
import { ProgressCell } from './progress-cell';
import {
  deleteLearning,
  learningResultsExport,
  recalculateLearning,
  skillsExport,
  useLearningMonitoring,
  useMonitoringClasses,
  useMonitoringSkills,
  validateMonitoring,
} from './queries';
import { CONSULT_PATH, readValidationState, type ValidationState } from './route-state';
import { isOwnClass, validationControls, validationWindowText, yesNo } from './rules';
import { VALIDATION_FORM_ID, ValidationForm } from './validation-form';

export const VALIDATE_TITLE: Record<MonitoringKind, string> = {
  atividade: 'Validar Acompanhamento de Atividades',
  aprendizagem: 'Validar Acompanhamento de Aprendizagem',
};

export function ValidateActivityPage() {
  return <ValidateMonitoringPage kind="atividade" />;
}
export function ValidateLearningPage() {
  return <ValidateMonitoringPage kind="aprendizagem" />;
}

export function ValidateMonitoringPage({ kind }: { kind: MonitoringKind }) {
  const location = useLocation();
  const state = readValidationState(location.state);
  if (!state) {
    return (
      <>
        <PageHeader title={VALIDATE_TITLE[kind]} />
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={CONSULT_PATH[kind]} color="inherit">
              Abrir consulta
            </Button>
          }
        >
          {NO_VALIDATION_STATE}
        </Alert>
      </>
    );
  }
  return <Validation key={state.acompanhamentoId} kind={kind} state={state} />;
}

type Dialog = 'recalcular' | 'excluir' | null;

function Validation({ kind, state }: { kind: MonitoringKind; state: ValidationState }) {
  const session = useSession()!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const role = session.activeConfig.role;
  const admin = can(role, 'monitoring.admin');
  const validator = mayValidateMonitoring(role);
  const learning = kind === 'aprendizagem';

  // The row as the server has it now (the route state may be old), then the learning monitoring.
  const list = useMonitoringClasses(kind, state.escola.id, state.ano, state.bimestre);
  const fresh = list.data?.find((r) => r.acompanhamentoId === state.acompanhamentoId);
  const acomp = useLearningMonitoring(learning ? state.acompanhamentoId : null);
  const row = { ...state.turma, ...fresh };
  const finished = Boolean(acomp.data?.status ?? row.status);
  const validado = acomp.data ? acomp.data.validado : row.validado;
  const justificativa = (acomp.data ? acomp.data.justificativa : row.justificativa) ?? '';
  const generos = acomp.data?.codigosGenerosTextuais ?? state.generos ?? [];
  const percent = acomp.data?.situacao ?? row.situacao;

  const periods = usePeriods(state.ano, state.bimestre, fichaOfKind(kind));
  const period = periods.data?.find((p) => p.bimestre === state.bimestre) ?? null;
  const insideWindow = periods.isSuccess ? isInside(validationWindow(period), monitoringToday()) : null;
  const ownClass = isOwnClass(row, session.cpf);
  const controls = validationControls({ kind, validator, ownClass, finished, validado, insideWindow });

  const sheet = useSheetSelection(fichaOfKind(kind));
  const skills = useMonitoringSkills(kind, state.acompanhamentoId, sheet.categoriaId);
  const [skill, setSkill] = useState<Habilidade | null>(null);
  const [genresOpen, setGenresOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const back = () => void navigate(state.voltar || CONSULT_PATH[kind]);
  const leaveSoon = (message: string) => {
    toast.success(message);
    setLeaving(true);
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: ['acompanhamento-turmas'] });
    timer.current = setTimeout(back, BACK_DELAY_MS);
  };

  const validate = useMutation({
    mutationFn: (v: ValidationFormValues) =>
      validateMonitoring(kind, state.acompanhamentoId, {
        validacao: v.validacao,
        justificativa: v.justificativa,
        responsavel: session.cpf,
      }),
    onSuccess: () => leaveSoon(MONITORING_VALIDATED),
    onError: (error) => toast.apiError(error, VALIDATE_ERROR),
  });
  const recalc = useMutation({
    mutationFn: () => recalculateLearning(state.acompanhamentoId),
    onSuccess: () => leaveSoon(MONITORING_UPDATED),
    onError: (error) => toast.apiError(error, RECALCULATE_ERROR),
  });
  const remove = useMutation({
    mutationFn: () => deleteLearning(state.acompanhamentoId),
    onSuccess: () => leaveSoon(MONITORING_DELETED),
    onError: (error) => toast.apiError(error, DELETE_ERROR),
  });
  const busy = leaving || validate.isPending || recalc.isPending || remove.isPending;
  const print = usePreparedPrint();
  const classLevels = useClassLevels(acomp.data, learning && print.wanted);
  usePrintWhenReady(print, classLevels.data !== null, classLevels.isError);
  const mode = learning ? 'counts' : 'selected';
  const skillRows = skills.data ?? [];

  return (
    <>
      <PageHeader
        title={VALIDATE_TITLE[kind]}
        subtitle={`${bimestreLabel(state.bimestre)} bimestre de ${state.ano}`}
        actions={
          learning ? (
            <Stack direction="row" spacing={1.5}>
              {acomp.data ? <PrintButton onClick={print.request} disabled={print.wanted} /> : null}
              <Button
                variant="outlined"
                startIcon={<MenuBookOutlinedIcon />}
                onClick={() => setGenresOpen(true)}
              >
                Gêneros textuais
              </Button>
            </Stack>
          ) : undefined
        }
      />
      {learning && acomp.data ? (
        <LearningPrint
          acomp={acomp.data}
          school={{ nomeEscola: state.escola.nomeEscola, codigoInep: state.escola.codigoInep ?? '-' }}
          levels={classLevels.data}
        />
      ) : null}
      <Stack spacing={2.5}>
        <ClassHeader
          columns={4}
          fields={[
            { label: 'Professor', value: row.nomeProfessor || 'Sem professor' },
            { label: 'Escola', value: state.escola.nomeEscola },
            { label: 'Turno', value: turnoLabel(row.turno) },
            { label: 'Turma', value: row.nomeTurma },
            { label: 'Finalizado', value: yesNo(finished) },
            {
              label: 'Validação',
              value: validado === true ? 'Validado' : validado === false ? 'Não validado' : 'Aguardando',
            },
            { label: 'Progresso', value: <ProgressCell started percent={percent} label={row.nomeTurma} /> },
          ]}
        />

        {controls.warnings.map((w) => (
          <Alert key={w} severity="warning">
            {w}
            {w === OUTSIDE_VALIDATION && periods.isSuccess
              ? ` ${validationWindowText(period, state.bimestre, state.ano, monitoringToday())}`
              : null}
          </Alert>
        ))}
        {controls.info ? <Alert severity="info">{controls.info}</Alert> : null}
        {acomp.isError ? <Alert severity="error">{errorText(acomp.error)}</Alert> : null}
        {periods.isError ? <Alert severity="error">{errorText(periods.error)}</Alert> : null}

        <Paper variant="outlined" component="section" aria-labelledby="habilidades-title" sx={{ p: 2.5 }}>
          <Typography id="habilidades-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
            Habilidades
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {learning
              ? 'Quantos estudantes estão em cada nível, por habilidade. Clique em uma habilidade para ver os critérios.'
              : 'O nível escolhido para cada habilidade. Clique em uma habilidade para ver os critérios.'}
          </Typography>
          <Stack spacing={2}>
            {learning ? (
              <Box
                sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1.5 }}
                className="no-print"
              >
                <Typography variant="body2" color="text.secondary">
                  Resultados de todos os estudantes, com o nível de cada habilidade:
                </Typography>
                {/* Every student with the level of every skill (decision 128). */}
                <ExportButton
                  {...learningResultsExport(state.acompanhamentoId)}
                  label={`resultados da turma ${row.nomeTurma}`}
                />
              </Box>
            ) : null}
            <SheetPickers selection={sheet} />
            {sheet.categoria && skills.isSuccess ? (
              <LevelChart
                title={`Níveis na categoria ${sheet.categoria.descricao}`}
                totals={skillLevelTotals(skillRows, mode)}
                unit={learning ? 'respostas' : 'habilidades'}
              />
            ) : null}
            {skills.isError ? (
              <Alert severity="error">{errorText(skills.error)}</Alert>
            ) : (
              <SkillLevelsTable
                skills={skillRows}
                mode={mode}
                onSkillClick={setSkill}
                selectedId={skill?.id ?? null}
                loading={sheet.loading || (sheet.categoriaId !== null && skills.isPending)}
                emptyMessage={learning ? NO_SKILLS : NO_ACTIVITY}
                exportSource={
                  sheet.categoriaId !== null
                    ? skillsExport(kind, state.acompanhamentoId, sheet.categoriaId)
                    : undefined
                }
              />
            )}
          </Stack>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="validacao-title" sx={{ p: 2.5 }}>
          <Typography id="validacao-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
            Validação
          </Typography>
          <Stack spacing={2}>
            {validado === true ? (
              <Alert severity="success">Este acompanhamento foi validado.</Alert>
            ) : validado === false ? (
              <Alert severity="error">
                <strong>Acompanhamento não validado.</strong> Motivo: {justificativa || '—'}
              </Alert>
            ) : null}
            {controls.showForm ? (
              <ValidationForm
                key={`${String(validado)}-${justificativa}`}
                kind={kind}
                disabled={controls.disabled || busy}
                defaults={{ validacao: validado === true, justificativa }}
                onSubmit={(v) => validate.mutate(v)}
              />
            ) : (
              <Typography color="text.secondary">{admin ? ADMIN_NO_VALIDATION : CONSULT_ONLY}</Typography>
            )}
          </Stack>
        </Paper>

        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5 }}>
          {admin && learning ? (
            <>
              <Button
                variant="outlined"
                startIcon={<CalculateOutlinedIcon />}
                onClick={() => setDialog('recalcular')}
                disabled={busy}
              >
                Recalcular
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setDialog('excluir')}
                disabled={busy}
              >
                Excluir
              </Button>
            </>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={back} disabled={leaving}>
            Voltar
          </Button>
          {controls.showSave ? (
            <Button
              variant="contained"
              type="submit"
              form={VALIDATION_FORM_ID}
              disabled={controls.disabled || busy}
            >
              {validate.isPending ? 'Aguarde...' : 'Salvar'}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <SkillDetailPanel skill={skill} mode={mode} onClose={() => setSkill(null)} />
      {learning ? (
        <GenresEditor
          open={genresOpen}
          onClose={() => setGenresOpen(false)}
          serie={row.serie}
          chosen={generos}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'recalcular'}
        title="Recalcular acompanhamento?"
        text={`O percentual de preenchimento do acompanhamento da turma ${row.nomeTurma} será recalculado a partir das respostas registradas.`}
        confirmLabel="Recalcular"
        loading={recalc.isPending}
        onConfirm={() => recalc.mutate()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'excluir'}
        title="Excluir acompanhamento?"
        text={`O acompanhamento da turma ${row.nomeTurma} e todas as suas respostas serão excluídos. O professor precisará iniciá-lo novamente.`}
        confirmLabel="Excluir"
        destructive
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
