/**
 * /acompanhamento-atividades (spec 02 §2.6, §4 'Monitoring', §6): the teacher's Educação Infantil
 * classes (GET /api/Servidor/Professor?cpf= own CPF) with the activity monitoring of the chosen year and
 * term. Per class: Iniciar (POST, the server checks the window and answers its text), Abrir (the class
 * sheet) and Finalizar (only at 100%). The Administrador looks a teacher up by CPF and only views.
 */
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import OpenInNewIcon from '@mui/icons-material/EditNote';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serieLabel, turnoLabel } from '@siam/domain/enums';
import {
  FINISH_INCOMPLETE,
  FINISH_PERCENT,
  MONITORING_CREATED,
  MONITORING_FINISHED,
  NO_EI_CLASSES,
} from '@siam/domain/monitoring';
import { errorText } from '../../../api/client';
import type { Acompanhamento } from '@siam/domain/contracts/monitoring';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Loading } from '../../../components/loading';
import { NotKeptOffline, pausedWithoutData } from '../../../offline/not-kept';
import { toast } from '../../../lib/toast';
import { ACTIVITIES_TITLE, FINISH_ERROR, FINISH_TEXT, FINISH_TITLE, START_ERROR } from '../shared/messages';
import { ProgressBar, StatusChip } from '../shared/monitoring-status';
import {
  entryKeys,
  finishMonitoring,
  startActivity,
  useMonitoringsOfClasses,
  type TeacherClass,
} from '../shared/queries';
import { ENTRY_PATH, entryState } from '../shared/route-state';
import { EntryList, classOptions, useTeacherClassesOfKind } from '../shared/entry-list';

const KIND = 'atividade' as const;

export default function ActivitiesPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useTeacherClassesOfKind(KIND);
  const { scope, filters, classes } = list;
  const shown = filters.turma ? classes.filter((t) => t.turmaId === filters.turma) : classes;
  const bimestre = filters.bimestre;
  const monitorings = useMonitoringsOfClasses(
    KIND,
    bimestre === ''
      ? []
      : shown.map((t) => ({
          turmaId: t.turmaId,
          ano: filters.ano,
          bimestre,
          responsavel: scope.isTeacher ? undefined : (scope.cpf ?? undefined),
        })),
  );
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [finishing, setFinishing] = useState<{ turma: TeacherClass; monitoring: Acompanhamento } | null>(
    null,
  );
  const canWrite = scope.isTeacher;

  const setProblem = (turmaId: number, message: string | null) =>
    setProblems((p) => {
      const next = { ...p };
      if (message) next[turmaId] = message;
      else delete next[turmaId];
      return next;
    });
  const putMonitoring = (turmaId: number, m: Acompanhamento) => {
    if (bimestre === '') return;
    queryClient.setQueryData(entryKeys.monitoring(KIND, turmaId, filters.ano, bimestre), m);
  };

  const start = useMutation({
    mutationFn: (t: TeacherClass) =>
      startActivity({
        turmaId: t.turmaId,
        ano: filters.ano,
        bimestre: Number(bimestre),
        responsavel: scope.cpf!,
      }),
    onMutate: (t) => setProblem(t.turmaId, null),
    onSuccess: (m, t) => {
      toast.success(MONITORING_CREATED);
      putMonitoring(t.turmaId, m);
    },
    onError: (error, t) => {
      setProblem(t.turmaId, errorText(error, START_ERROR));
      toast.apiError(error, START_ERROR);
    },
  });
  const finish = useMutation({
    mutationFn: (v: { turma: TeacherClass; monitoring: Acompanhamento }) =>
      finishMonitoring(KIND, v.monitoring.acompanhamentoId),
    onSuccess: (m, v) => {
      toast.success(MONITORING_FINISHED);
      setFinishing(null);
      putMonitoring(v.turma.turmaId, m);
    },
    onError: (error, v) => {
      setFinishing(null);
      setProblem(v.turma.turmaId, errorText(error, FINISH_ERROR));
      toast.apiError(error, FINISH_ERROR);
    },
  });

  const askFinish = (turma: TeacherClass, monitoring: Acompanhamento) => {
    if ((monitoring.situacao ?? 0) < FINISH_PERCENT) {
      setProblem(turma.turmaId, FINISH_INCOMPLETE);
      toast.error(FINISH_INCOMPLETE);
      return;
    }
    setProblem(turma.turmaId, null);
    setFinishing({ turma, monitoring });
  };

  const open = (turma: TeacherClass, monitoring: Acompanhamento) => {
    const state = entryState(ENTRY_PATH.atividades, filters, {
      kind: KIND,
      acompanhamento: monitoring,
      turma,
      bimestre: Number(bimestre),
      professorCpf: scope.cpf,
      canWrite,
    });
    void navigate(ENTRY_PATH.atividadesTurma, { state });
  };

  return (
    <>
      <EntryList
        title={ACTIVITIES_TITLE}
        subtitle="Acompanhamento das atividades das turmas de educação infantil, por bimestre."
        list={list}
        fields={
          <TextField
            select
            label="Turma"
            value={filters.turma ?? 0}
            onChange={(e) => filters.set({ turma: Number(e.target.value) || null })}
            disabled={classes.length === 0}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value={0}>Todas as turmas</MenuItem>
            {classOptions(classes)}
          </TextField>
        }
        noClasses={NO_EI_CLASSES}
        chooseTerm="Escolha o bimestre para ver os acompanhamentos das turmas."
      >
        {() => (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Turmas">
            {shown.map((t, i) => {
              const q = monitorings[i];
              const monitoring = q?.data ?? null;
              const pendingStart = start.isPending && start.variables?.turmaId === t.turmaId;
              return (
                <Paper
                  key={t.turmaId}
                  component="li"
                  variant="outlined"
                  aria-label={`Turma ${t.nomeTurma}`}
                  sx={{ p: 2.5 }}
                >
                  <Stack
                    direction={{ xs: 'column', md: 'row' }}
                    spacing={2}
                    sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                        <Typography variant="h3" component="h2">
                          {t.nomeTurma}
                        </Typography>
                        {q?.isPending ? null : <StatusChip monitoring={monitoring} />}
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        Código {t.codigoTurma} · {serieLabel(t.serie)} · {turnoLabel(t.turno)} ·{' '}
                        {t.nomeEscola}
                      </Typography>
                    </Box>
                    {monitoring ? (
                      <Box sx={{ minWidth: 220 }}>
                        <Typography variant="body2" color="text.secondary">
                          Preenchimento
                        </Typography>
                        <ProgressBar
                          percent={monitoring.situacao}
                          label={`Preenchimento do acompanhamento da turma ${t.nomeTurma}`}
                        />
                      </Box>
                    ) : null}
                    <Stack direction="row" spacing={1.5} sx={{ flex: 'none' }}>
                      {q && pausedWithoutData(q) ? (
                        <NotKeptOffline />
                      ) : q?.isPending ? (
                        <Loading minHeight={36} />
                      ) : q?.isError ? null : !monitoring ? (
                        canWrite ? (
                          <Button
                            variant="contained"
                            startIcon={<PlayArrowIcon />}
                            onClick={() => start.mutate(t)}
                            disabled={start.isPending}
                            aria-label={`Iniciar acompanhamento da turma ${t.nomeTurma}`}
                          >
                            {pendingStart ? 'Aguarde...' : 'Iniciar'}
                          </Button>
                        ) : (
                          <Typography color="text.secondary">Acompanhamento não iniciado.</Typography>
                        )
                      ) : (
                        <>
                          <Button
                            variant={monitoring.status || !canWrite ? 'contained' : 'outlined'}
                            startIcon={<OpenInNewIcon />}
                            onClick={() => open(t, monitoring)}
                            aria-label={`Abrir acompanhamento da turma ${t.nomeTurma}`}
                          >
                            {canWrite && !monitoring.status ? 'Abrir' : 'Visualizar'}
                          </Button>
                          {canWrite && !monitoring.status ? (
                            <Button
                              variant="contained"
                              color="success"
                              startIcon={<TaskAltIcon />}
                              onClick={() => askFinish(t, monitoring)}
                              disabled={finish.isPending}
                              aria-label={`Finalizar acompanhamento da turma ${t.nomeTurma}`}
                            >
                              Finalizar
                            </Button>
                          ) : null}
                        </>
                      )}
                    </Stack>
                  </Stack>
                  {q?.isError ? (
                    <Alert severity="error" sx={{ mt: 2 }}>
                      {errorText(q.error)}
                    </Alert>
                  ) : null}
                  {problems[t.turmaId] ? (
                    <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblem(t.turmaId, null)}>
                      {problems[t.turmaId]}
                    </Alert>
                  ) : null}
                  {monitoring?.validado === false && monitoring.justificativa ? (
                    <Alert severity="warning" sx={{ mt: 2 }}>
                      Motivo da não validação: {monitoring.justificativa}
                    </Alert>
                  ) : null}
                </Paper>
              );
            })}
          </Stack>
        )}
      </EntryList>

      <ConfirmDialog
        open={finishing !== null}
        title={FINISH_TITLE}
        text={finishing ? `Turma ${finishing.turma.nomeTurma}. ${FINISH_TEXT}` : FINISH_TEXT}
        confirmLabel="Finalizar"
        loading={finish.isPending}
        onConfirm={() => finishing && finish.mutate(finishing)}
        onCancel={() => setFinishing(null)}
      />
    </>
  );
}
