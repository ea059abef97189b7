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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { formatCpf } from '@siam/domain/cpf';
import { bimestreLabel, serieLabel } from '@siam/domain/enums';
import { MONITORING_SAVED, fichaOfKind } from '@siam/domain/monitoring';
import type { Acompanhamento } from '@siam/domain/contracts/monitoring';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useSheetSelection } from '../../../components/sheet-pickers';
import { toast } from '../../../lib/toast';
import { ClassHeader } from '../shared/class-header';
import {
  ALFABETIZADO_NOTICE,
  DISCARD_TEXT,
  DISCARD_TITLE,
  LEARNING_STUDENT_TITLE,
  NO_SKILLS,
  SAVE_ERROR,
} from '../shared/messages';
import { ProgressBar } from '../shared/monitoring-status';
import { entryKeys, saveStudentAnswers, useMonitoringOfClass, useStudentSkills } from '../shared/queries';
import { ENTRY_PATH, readEntryState, type EntryLocation } from '../shared/route-state';
import { useSkillDrafts } from '../shared/skill-level-editor';
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
          ano,
          bimestre,
          turmaId: turma.turmaId,
          alunoId: aluno.alunoId,
          estruturaId: sheet.estruturaId,
          categoriaId: sheet.categoriaId,
        }
      : null,
    entryKeys.studentSkills(
      monitoring.acompanhamentoId,
      aluno.alunoId,
      sheet.estruturaId ?? 0,
      sheet.categoriaId ?? 0,
    ),
  );
  const drafts = useSkillDrafts();
  const [leaving, setLeaving] = useState<Leaving>(null);

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
        <EntrySheetBody
          parts={{ sheet, skills, drafts, save, readOnly }}
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
