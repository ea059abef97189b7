/**
 * /acompanhamento-aprendizagem-estudante (spec 02 §2.9), reached with the route state `newLocation`
 * holding the monitoring and the student: the structure and category pickers, the student's skills with
 * a level 1-4 each (POST /api/habilidadeficha/respondidas), a chart of the levels, Salvar and Ctrl/Cmd+S
 * (POST /api/AcompanhamentoAprendizagemAluno/Respostas), Cancelar (discards the unsaved choices after a
 * confirmation) and Voltar. A student marked alfabetizado is not evaluated; read-only once finished.
 */
import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useLocation, useNavigate } from 'react-router';
import { bimestreLabel, serieLabel } from '@siam/domain/enums';
import { formatDateBR } from '@siam/domain/dates';
import { fichaOfKind } from '@siam/domain/monitoring';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useSheetSelection } from '../../../components/sheet-pickers';
import { ClassHeader } from '../shared/class-header';
import {
  ALFABETIZADO_NOTICE,
  DISCARD_TEXT,
  DISCARD_TITLE,
  LEARNING_STUDENT_TITLE,
  NO_SKILLS,
} from '../shared/messages';
import { ProgressBar } from '../shared/monitoring-status';
import { useEntryAnswers } from '../shared/entry-answers';
import { useKeepSheetOffline } from '../shared/keep-offline';
import { entryKeys, useMonitoringOfClass, useStudentSkills } from '../shared/queries';
import { ENTRY_PATH, readEntryState, type EntryLocation } from '../shared/route-state';
import { EntrySheetBody, NoEntryState } from '../shared/entry-sheet';

export default function LearningStudentPage() {
  const location = useLocation();
  const entry = readEntryState(location.state, 'aprendizagem');
  if (!entry?.aluno) {
    return <NoEntryState title={LEARNING_STUDENT_TITLE} listPath={ENTRY_PATH.aprendizagem} />;
  }
  return (
    <StudentSheet key={`${entry.acompanhamento.acompanhamentoId}-${entry.aluno.alunoId}`} entry={entry} />
  );
}

type Leaving = 'discard' | 'back' | null;

function StudentSheet({ entry }: { entry: EntryLocation }) {
  const navigate = useNavigate();
  const { turma, ano, bimestre } = entry;
  const fresh = useMonitoringOfClass('aprendizagem', { turmaId: turma.turmaId, ano, bimestre });
  const monitoring = fresh.data ?? entry.acompanhamento;
  const aluno =
    monitoring.alunoAcompanhamento?.find((a) => a.alunoId === entry.aluno!.alunoId) ?? entry.aluno!;
  const finished = Boolean(monitoring.status);
  const alfabetizado = Boolean(aluno.alfabetizado);
  const readOnly = !entry.canWrite || finished || alfabetizado;

  const sheet = useSheetSelection(fichaOfKind('aprendizagem'));
  const studentQuery = { ano, bimestre, turmaId: turma.turmaId, alunoId: aluno.alunoId };
  const skills = useStudentSkills(
    sheet.estruturaId !== null && sheet.categoriaId !== null
      ? { ...studentQuery, estruturaId: sheet.estruturaId, categoriaId: sheet.categoriaId }
      : null,
    entryKeys.studentSkills(
      monitoring.acompanhamentoId,
      aluno.alunoId,
      sheet.estruturaId ?? 0,
      sheet.categoriaId ?? 0,
    ),
  );
  const answers = useEntryAnswers({
    tipo: 'aprendizagem',
    acompanhamentoId: monitoring.acompanhamentoId,
    alunoId: aluno.alunoId,
    turma: turma.nomeTurma,
    aluno: aluno.nome,
  });
  const { drafts, save } = answers;
  const [leaving, setLeaving] = useState<Leaving>(null);
  useKeepSheetOffline('aprendizagem', monitoring.acompanhamentoId, studentQuery, readOnly);

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
            { label: 'Data de nascimento', value: formatDateBR(aluno.dataNascimento) },
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
        <EntrySheetBody
          parts={{ sheet, skills, answers, readOnly }}
          finished={finished}
          canWrite={entry.canWrite}
          error={fresh.isError ? fresh.error : null}
          onBack={() => (drafts.count > 0 && !readOnly ? setLeaving('back') : back())}
          writeHint="Escolha a estrutura e a categoria; para cada habilidade, marque o nível em que o estudante está. As escolhas de todas as categorias são gravadas juntas ao clicar em Salvar (ou Ctrl+S)."
          emptyMessage={NO_SKILLS}
          notEvaluated={alfabetizado}
          extra={
            <Button
              variant="outlined"
              color="warning"
              startIcon={<UndoIcon />}
              onClick={() => setLeaving('discard')}
              disabled={drafts.count === 0 || save.isPending}
            >
              Cancelar
            </Button>
          }
        />
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
