/**
 * /acompanhamento-aprendizagem-estudante (spec 02 §2.9), reached with the route state `newLocation`
 * holding the monitoring and the student: the structure and category pickers, the student's skills with
 * a level 1-4 each (POST /api/habilidadeficha/respondidas), a chart of the levels, Salvar and Ctrl/Cmd+S
 * (POST /api/AcompanhamentoAprendizagemAluno/Respostas), Cancelar (discards the unsaved choices after a
 * confirmation) and Voltar. A student marked alfabetizado is not evaluated; read-only once finished.
 */
import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { formatCpf } from '@siam/domain/cpf';
import { bimestreLabel, serieLabel } from '@siam/domain/enums';
import { MONITORING_SAVED, fichaOfKind } from '@siam/domain/monitoring';
import { errorText } from '../../../api/client';
import { skillLevelTotals } from '../../../api/monitoring';
import type { Acompanhamento } from '@siam/domain/contracts/monitoring';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LevelChart } from '../../../components/level-chart';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { SheetPickers, useSheetSelection } from '../../../components/sheet-pickers';
import { toast } from '../../../lib/toast';
import { ClassHeader } from '../shared/class-header';
import {
  ALFABETIZADO_NOTICE,
  DISCARD_TEXT,
  DISCARD_TITLE,
  LEARNING_STUDENT_TITLE,
  NOTHING_TO_SAVE,
  NO_ENTRY_STATE,
  NO_SKILLS,
  READ_ONLY_FINISHED,
  READ_ONLY_ROLE,
  SAVE_ERROR,
  UNSAVED_HINT,
} from '../shared/entry-messages';
import { ProgressBar } from '../shared/monitoring-status';
import {
  entryKeys,
  saveStudentAnswers,
  useMonitoringOfClass,
  useStudentSkills,
} from '../shared/entry-queries';
import { ENTRY_PATH, readEntryState, type EntryLocation } from '../shared/entry-route-state';
import { SkillLevelEditor, useSkillDrafts, withDrafts } from '../shared/skill-level-editor';
import { useSaveShortcut } from '../shared/use-save-shortcut';

export default function LearningStudentPage() {
  const location = useLocation();
  const entry = readEntryState(location.state, 'aprendizagem');
  if (!entry?.aluno) {
    return (
      <>
        <PageHeader title={LEARNING_STUDENT_TITLE} />
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={ENTRY_PATH.aprendizagem} color="inherit">
              Ver turmas
            </Button>
          }
        >
          {NO_ENTRY_STATE}
        </Alert>
      </>
    );
  }
  return (
    <StudentSheet key={`${entry.acompanhamento.acompanhamentoId}-${entry.aluno.alunoId}`} entry={entry} />
  );
}

type Leaving = 'discard' | 'back' | null;

function StudentSheet({ entry }: { entry: EntryLocation }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { turma, ano, bimestre } = entry;
  const key = entryKeys.monitoring('aprendizagem', turma.turmaId, ano, bimestre);
  const fresh = useMonitoringOfClass('aprendizagem', { turmaId: turma.turmaId, ano, bimestre });
  const monitoring = fresh.data ?? entry.acompanhamento;
  const aluno =
    monitoring.alunoAcompanhamento?.find((a) => a.alunoId === entry.aluno!.alunoId) ?? entry.aluno!;
  const finished = Boolean(monitoring.status);
  const alfabetizado = Boolean(aluno.alfabetizado);
  const readOnly = !entry.canWrite || finished || alfabetizado;

  const sheet = useSheetSelection(fichaOfKind('aprendizagem'));
  const skills = useStudentSkills(
    sheet.estruturaId !== null && sheet.categoriaId !== null
      ? {
          acompanhamentoId: monitoring.acompanhamentoId,
          ano,
          bimestre,
          turmaId: turma.turmaId,
          alunoId: aluno.alunoId,
          estruturaId: sheet.estruturaId,
          categoriaId: sheet.categoriaId,
        }
      : null,
  );
  const drafts = useSkillDrafts();
  const [leaving, setLeaving] = useState<Leaving>(null);
  const skillRows = skills.data ?? [];
  const shown = withDrafts(skillRows, drafts);
  const answeredHere = shown.filter((s) => s.nivelSelecionado !== null).length;

  const save = useMutation({
    mutationFn: () =>
      saveStudentAnswers({
        alunoId: aluno.alunoId,
        acompanhamentoId: monitoring.acompanhamentoId,
        respostas: drafts.list().map((d) => ({ criterioId: d.criterio.id, habilidadeId: d.skill.id })),
      }),
    onSuccess: async (result) => {
      toast.success(MONITORING_SAVED);
      queryClient.setQueryData<Acompanhamento | null>(key, (m) => {
        const base = m ?? monitoring;
        return {
          ...base,
          situacao: result?.situacao ?? base.situacao,
          alunoAcompanhamento: (base.alunoAcompanhamento ?? []).map((a) =>
            a.alunoId === aluno.alunoId ? { ...a, situacao: result?.situacaoAluno ?? a.situacao } : a,
          ),
        };
      });
      await queryClient.invalidateQueries({
        queryKey: [
          'acompanhamento-entrada',
          'habilidades-estudante',
          monitoring.acompanhamentoId,
          aluno.alunoId,
        ],
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
  const back = () => void navigate(entry.voltar || ENTRY_PATH.aprendizagem);

  return (
    <>
      <PageHeader
        title={LEARNING_STUDENT_TITLE}
        subtitle={`${aluno.nome} · ${turma.nomeTurma} · ${bimestreLabel(bimestre)} bimestre de ${ano} · Língua Portuguesa`}
      />
      <Stack spacing={2.5}>
        <ClassHeader
          label="Dados do estudante"
          fields={[
            { label: 'Estudante', value: aluno.nome },
            { label: 'CPF', value: aluno.cpf ? formatCpf(aluno.cpf) : 'Não informado' },
            { label: 'Turma', value: `${turma.nomeTurma} · ${serieLabel(turma.serie)}` },
            { label: 'Alfabetizado', value: alfabetizado ? 'Sim' : 'Não' },
            {
              label: 'Preenchimento do estudante',
              value: alfabetizado ? (
                'Não avaliado'
              ) : (
                <ProgressBar percent={aluno.situacao} label={`Preenchimento de ${aluno.nome}`} />
              ),
            },
          ]}
        />

        {alfabetizado ? <Alert severity="warning">{ALFABETIZADO_NOTICE}</Alert> : null}
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
              : 'Escolha a estrutura e a categoria; para cada habilidade, marque o nível em que o estudante está. As escolhas de todas as categorias são gravadas juntas ao clicar em Salvar (ou Ctrl+S).'}
          </Typography>
          <Stack spacing={2}>
            <SheetPickers selection={sheet} disabled={alfabetizado} />
            {sheet.categoria && !alfabetizado ? (
              <LevelChart
                title={`Níveis na categoria ${sheet.categoria.descricao}`}
                totals={skillLevelTotals(shown, 'selected')}
                unit="habilidades"
              />
            ) : null}
            {sheet.categoria && skillRows.length > 0 && !alfabetizado ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {answeredHere} de {skillRows.length} habilidades desta categoria com nível escolhido.
              </Typography>
            ) : null}
            {alfabetizado ? null : skills.isError ? (
              <Alert severity="error">{errorText(skills.error)}</Alert>
            ) : sheet.loading || (sheet.categoriaId !== null && skills.isPending) ? (
              <Loading />
            ) : sheet.categoriaId !== null && skillRows.length === 0 ? (
              <Alert severity="info">{NO_SKILLS}</Alert>
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
              onClick={() => (drafts.count > 0 && !readOnly ? setLeaving('back') : back())}
            >
              Voltar
            </Button>
            {readOnly ? null : (
              <>
                <Button
                  variant="outlined"
                  color="warning"
                  startIcon={<UndoIcon />}
                  onClick={() => setLeaving('discard')}
                  disabled={drafts.count === 0 || save.isPending}
                >
                  Cancelar
                </Button>
                <Button
                  variant="contained"
                  startIcon={<SaveIcon />}
                  onClick={trySave}
                  disabled={save.isPending}
                >
                  {save.isPending ? 'Aguarde...' : 'Salvar'}
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      </Stack>

      <ConfirmDialog
        open={leaving !== null}
        title={DISCARD_TITLE}
        text={DISCARD_TEXT}
        confirmLabel={leaving === 'back' ? 'Descartar e voltar' : 'Descartar'}
        cancelLabel="Continuar editando"
        onConfirm={() => {
          const then = leaving;
          drafts.clear();
          setLeaving(null);
          if (then === 'back') back();
        }}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}
