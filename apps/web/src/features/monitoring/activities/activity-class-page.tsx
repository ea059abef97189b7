/**
 * /acompanhamento-atividades-turma (spec 02 §2.7), reached with the route state `newLocation`: the
 * structure and category pickers, the category's skills each with a level 1-4 (the criterion texts
 * shown), a chart of the counts per level, the progress percent, Salvar and Ctrl/Cmd+S
 * (POST /api/AcompanhamentoAtividadeTurma/Resposta). Read-only once finished, or for other roles.
 */
import { useState } from 'react';
import { Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { bimestreLabel, serieLabel, turnoLabel } from '@siam/domain/enums';
import { MONITORING_SAVED, NO_ACTIVITY, fichaOfKind } from '@siam/domain/monitoring';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useSheetSelection } from '../../../components/sheet-pickers';
import { toast } from '../../../lib/toast';
import { ACTIVITY_CLASS_TITLE, DISCARD_TEXT, DISCARD_TITLE, SAVE_ERROR } from '../shared/messages';
import { ClassHeader } from '../shared/class-header';
import { ProgressBar, StatusChip } from '../shared/monitoring-status';
import { entryKeys, saveActivityAnswers, useActivitySkills, useMonitoringOfClass } from '../shared/queries';
import { ENTRY_PATH, readEntryState, type EntryLocation } from '../shared/route-state';
import { useSkillDrafts } from '../shared/skill-level-editor';
import { EntrySheetBody, NoEntryState } from '../shared/entry-sheet';

export default function ActivityClassPage() {
  const location = useLocation();
  const entry = readEntryState(location.state, 'atividade');
  if (!entry) return <NoEntryState title={ACTIVITY_CLASS_TITLE} listPath={ENTRY_PATH.atividades} />;
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

        <EntrySheetBody
          parts={{ sheet, skills, drafts, save, readOnly }}
          finished={finished}
          canWrite={entry.canWrite}
          error={fresh.isError ? fresh.error : null}
          onBack={() => (drafts.count > 0 && !readOnly ? setLeaving(true) : back())}
          writeHint="Escolha a estrutura e a categoria; para cada habilidade, marque o nível que melhor descreve a turma. As escolhas de todas as categorias são gravadas juntas ao clicar em Salvar (ou Ctrl+S)."
          emptyMessage={NO_ACTIVITY}
        />
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
