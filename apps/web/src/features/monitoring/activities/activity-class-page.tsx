/**
 * /acompanhamento-atividades-turma (spec 02 §2.7), reached with the route state `newLocation`: the
 * structure and category pickers, the category's skills each with a level 1-4 (the criterion texts
 * shown), a chart of the counts per level, the progress percent, Salvar and Ctrl/Cmd+S
 * (POST /api/AcompanhamentoAtividadeTurma/Resposta). Read-only once finished, or for other roles.
 */
import { useState } from 'react';
import { Stack } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { bimestreLabel, serieLabel, turnoLabel } from '@siam/domain/enums';
import { NO_ACTIVITY, fichaOfKind } from '@siam/domain/monitoring';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useSheetSelection } from '../../../components/sheet-pickers';
import { ACTIVITY_CLASS_TITLE, DISCARD_TEXT, DISCARD_TITLE } from '../shared/messages';
import { ClassHeader } from '../shared/class-header';
import { ProgressBar, StatusChip } from '../shared/monitoring-status';
import { useEntryAnswers } from '../shared/entry-answers';
import { useKeepSheetOffline } from '../shared/keep-offline';
import { useActivitySkills, useMonitoringOfClass } from '../shared/queries';
import { ENTRY_PATH, readEntryState, type EntryLocation } from '../shared/route-state';
import { EntrySheetBody, NoEntryState } from '../shared/entry-sheet';

export default function ActivityClassPage() {
  const location = useLocation();
  const entry = readEntryState(location.state, 'atividade');
  if (!entry) return <NoEntryState title={ACTIVITY_CLASS_TITLE} listPath={ENTRY_PATH.atividades} />;
  return <ActivitySheet key={entry.acompanhamento.acompanhamentoId} entry={entry} />;
}

function ActivitySheet({ entry }: { entry: EntryLocation }) {
  const navigate = useNavigate();
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
  const answers = useEntryAnswers({
    tipo: 'atividade',
    acompanhamentoId,
    alunoId: null,
    turma: turma.nomeTurma,
    aluno: null,
  });
  const { drafts } = answers;
  const [leaving, setLeaving] = useState(false);
  useKeepSheetOffline('atividade', acompanhamentoId, null, readOnly);

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
          parts={{ sheet, skills, answers, readOnly }}
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
