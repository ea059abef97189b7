/**
 * /acompanhamento-atividades-turma (spec 02 §2.7), reached with the route state `newLocation`: the
 * structure and category pickers, the category's skills each with a level 1-4 (the criterion texts
 * shown), a chart of the counts per level, the progress percent, Salvar and Ctrl/Cmd+S
 * (POST /api/AcompanhamentoAtividadeTurma/Resposta). Read-only once finished, or for other roles.
 */
import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { bimestreLabel, serieLabel, turnoLabel } from '@siam/domain/enums';
import { MONITORING_SAVED, NO_ACTIVITY, fichaOfKind } from '@siam/domain/monitoring';
import { errorText } from '../../../api/client';
import { skillLevelTotals } from '../../../api/monitoring';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LevelChart } from '../../../components/level-chart';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { SheetPickers, useSheetSelection } from '../../../components/sheet-pickers';
import { toast } from '../../../lib/toast';
import {
  ACTIVITY_CLASS_TITLE,
  DISCARD_TEXT,
  DISCARD_TITLE,
  NOTHING_TO_SAVE,
  NO_ENTRY_STATE,
  READ_ONLY_FINISHED,
  READ_ONLY_ROLE,
  SAVE_ERROR,
  UNSAVED_HINT,
} from '../shared/entry-messages';
import { ClassHeader } from '../shared/class-header';
import { ProgressBar, StatusChip } from '../shared/monitoring-status';
import {
  entryKeys,
  saveActivityAnswers,
  useActivitySkills,
  useMonitoringOfClass,
} from '../shared/entry-queries';
import { ENTRY_PATH, readEntryState, type EntryLocation } from '../shared/entry-route-state';
import { SkillLevelEditor, useSkillDrafts, withDrafts } from '../shared/skill-level-editor';
import { useSaveShortcut } from '../shared/use-save-shortcut';

export default function ActivityClassPage() {
  const location = useLocation();
  const entry = readEntryState(location.state, 'atividade');
  if (!entry) {
    return (
      <>
        <PageHeader title={ACTIVITY_CLASS_TITLE} />
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={ENTRY_PATH.atividades} color="inherit">
              Ver turmas
            </Button>
          }
        >
          {NO_ENTRY_STATE}
        </Alert>
      </>
    );
  }
  return <ActivitySheet key={entry.acompanhamento.acompanhamentoId} entry={entry} />;
}

function ActivitySheet({ entry }: { entry: EntryLocation }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { turma, ano, bimestre } = entry;
  const fresh = useMonitoringOfClass('atividade', {
    turmaId: turma.turmaId,
    ano,
    bimestre,
    responsavel: entry.canWrite ? undefined : entry.professorCpf || undefined,
  });
  const monitoring = fresh.data ?? entry.acompanhamento;
  const acompanhamentoId = entry.acompanhamento.acompanhamentoId;
  const finished = Boolean(monitoring.status);
  const readOnly = !entry.canWrite || finished;

  const sheet = useSheetSelection(fichaOfKind('atividade'));
  const skills = useActivitySkills(acompanhamentoId, sheet.categoriaId);
  const drafts = useSkillDrafts();
  const [leaving, setLeaving] = useState(false);
  const skillRows = skills.data ?? [];
  const shown = withDrafts(skillRows, drafts);
  const answeredHere = shown.filter((s) => s.nivelSelecionado !== null).length;

  const save = useMutation({
    mutationFn: () =>
      saveActivityAnswers(
        drafts.list().map((d) => ({
          criterioId: d.criterio.id,
          acompanhamentoAtividadeTurmaId: acompanhamentoId,
          fichaId: fichaOfKind('atividade'),
          estruturaId: d.skill.estruturaId,
          categoriaId: d.skill.categoriaId,
          habilidadeId: d.skill.id,
        })),
      ),
    onSuccess: async (result) => {
      toast.success(MONITORING_SAVED);
      queryClient.setQueryData(entryKeys.monitoring('atividade', turma.turmaId, ano, bimestre), {
        ...monitoring,
        situacao: result?.situacao ?? monitoring.situacao,
      });
      await queryClient.invalidateQueries({
        queryKey: ['acompanhamento-entrada', 'habilidades', acompanhamentoId],
      });
      drafts.clear();
    },
    onError: (error) => toast.apiError(error, SAVE_ERROR),
  });

  const trySave = () => {
    if (readOnly || save.isPending) return;
    if (drafts.count === 0) {
      toast.info(NOTHING_TO_SAVE);
      return;
    }
    save.mutate();
  };
  useSaveShortcut(trySave, !readOnly);
  const back = () => void navigate(entry.voltar || ENTRY_PATH.atividades);

  return (
    <>
      <PageHeader
        title={ACTIVITY_CLASS_TITLE}
        subtitle={`${turma.nomeTurma} · ${bimestreLabel(bimestre)} bimestre de ${ano}`}
      />
      <Stack spacing={2.5}>
        <ClassHeader
          fields={[
            { label: 'Turma', value: `${turma.nomeTurma} (${turma.codigoTurma})` },
            { label: 'Série e turno', value: `${serieLabel(turma.serie)} · ${turnoLabel(turma.turno)}` },
            { label: 'Escola', value: turma.nomeEscola },
            { label: 'Situação', value: <StatusChip monitoring={monitoring} /> },
            {
              label: 'Preenchimento (todas as categorias)',
              value: <ProgressBar percent={monitoring.situacao} label="Preenchimento do acompanhamento" />,
            },
          ]}
        />

        {finished ? <Alert severity="info">{READ_ONLY_FINISHED}</Alert> : null}
        {!entry.canWrite && !finished ? <Alert severity="info">{READ_ONLY_ROLE}</Alert> : null}
        {fresh.isError ? <Alert severity="error">{errorText(fresh.error)}</Alert> : null}

        <Paper variant="outlined" component="section" aria-labelledby="habilidades-title" sx={{ p: 2.5 }}>
          <Typography id="habilidades-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
            Habilidades
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {readOnly
              ? 'O nível registrado para cada habilidade da categoria escolhida.'
              : 'Escolha a estrutura e a categoria; para cada habilidade, marque o nível que melhor descreve a turma. As escolhas de todas as categorias são gravadas juntas ao clicar em Salvar (ou Ctrl+S).'}
          </Typography>
          <Stack spacing={2}>
            <SheetPickers selection={sheet} />
            {sheet.categoria ? (
              <LevelChart
                title={`Níveis na categoria ${sheet.categoria.descricao}`}
                totals={skillLevelTotals(shown, 'selected')}
                unit="habilidades"
              />
            ) : null}
            {sheet.categoria && skillRows.length > 0 ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {answeredHere} de {skillRows.length} habilidades desta categoria com nível escolhido.
              </Typography>
            ) : null}
            {skills.isError ? (
              <Alert severity="error">{errorText(skills.error)}</Alert>
            ) : sheet.loading || (sheet.categoriaId !== null && skills.isPending) ? (
              <Loading />
            ) : sheet.categoriaId !== null && skillRows.length === 0 ? (
              <Alert severity="info">{NO_ACTIVITY}</Alert>
            ) : (
              <SkillLevelEditor skills={skillRows} drafts={drafts} disabled={readOnly || save.isPending} />
            )}
          </Stack>
        </Paper>

        <Paper
          variant="outlined"
          sx={{ p: 2, position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper' }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Typography color={drafts.count > 0 ? 'warning.dark' : 'text.secondary'} sx={{ flex: 1 }}>
              {readOnly
                ? 'Somente consulta.'
                : drafts.count > 0
                  ? `${UNSAVED_HINT} (${drafts.count} alterada${drafts.count > 1 ? 's' : ''})`
                  : 'Todas as respostas estão salvas.'}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<ArrowBackIcon />}
              onClick={() => (drafts.count > 0 && !readOnly ? setLeaving(true) : back())}
            >
              Voltar
            </Button>
            {readOnly ? null : (
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                onClick={trySave}
                disabled={save.isPending}
              >
                {save.isPending ? 'Aguarde...' : 'Salvar'}
              </Button>
            )}
          </Stack>
        </Paper>
      </Stack>

      <ConfirmDialog
        open={leaving}
        title={DISCARD_TITLE}
        text={DISCARD_TEXT}
        confirmLabel="Descartar e voltar"
        cancelLabel="Continuar editando"
        onConfirm={back}
        onCancel={() => setLeaving(false)}
      />
    </>
  );
}
