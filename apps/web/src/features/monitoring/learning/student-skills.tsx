/**
 * One student's evaluated skills (spec 02 §2.10 drill-down): structure and category pickers, the chart
 * of the chosen levels and the skills (POST /api/habilidadeficha/respondidas). The Administrador may
 * delete the student's record (DELETE /api/AcompanhamentoAprendizagemAluno) after a confirmation.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useMutation } from '@tanstack/react-query';
import { ALFABETIZADO_NOT_EVALUATED, fichaOfKind } from '@siam/domain/monitoring';
import { ApiError, errorText } from '../../../api/client';
import { skillLevelTotals } from '../../../api/monitoring';
import type { AlunoAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LevelChart } from '../../../components/level-chart';
import { SheetPickers, useSheetSelection } from '../../../components/sheet-pickers';
import { SkillDetailPanel } from '../../../components/skill-detail-panel';
import { SkillLevelsTable } from '../../../components/skill-levels-table';
import { toast } from '../../../lib/toast';
import {
  BACK_DELAY_MS,
  DELETE_ERROR,
  NO_STUDENT_MONITORING,
  STUDENT_RECORD_DELETED,
  STUDENT_SKILLS_EMPTY,
} from '../shared/messages';
import { consultKeys, deleteStudentRecord, useStudentSkills } from '../shared/queries';

export interface StudentSkillsProps {
  student: AlunoAcompanhamento;
  turmaId: number;
  ano: number;
  bimestre: number;
  canDelete: boolean;
  /** Called 2 s after the record was deleted (back to the class's students). */
  onDeleted: () => void;
}

export function StudentSkills({ student, turmaId, ano, bimestre, canDelete, onDeleted }: StudentSkillsProps) {
  const sheet = useSheetSelection(fichaOfKind('aprendizagem'));
  const alfabetizado = Boolean(student.alfabetizado);
  const query =
    !alfabetizado && sheet.estruturaId !== null && sheet.categoriaId !== null
      ? {
          ano,
          bimestre,
          turmaId,
          alunoId: student.alunoId,
          estruturaId: sheet.estruturaId,
          categoriaId: sheet.categoriaId,
        }
      : null;
  const skills = useStudentSkills(query, consultKeys.studentSkills(query));
  const [skill, setSkill] = useState<Habilidade | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const remove = useMutation({
    mutationFn: () => deleteStudentRecord(student.acompanhamentoAlunoId),
    onSuccess: () => {
      toast.success(STUDENT_RECORD_DELETED);
      setConfirm(false);
      setLeaving(true);
      timer.current = setTimeout(onDeleted, BACK_DELAY_MS);
    },
    onError: (error) => toast.apiError(error, DELETE_ERROR),
  });

  const notFound = skills.error instanceof ApiError && skills.error.status === 404;
  const rows = skills.data ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="estudante-title" sx={{ p: 2.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography id="estudante-title" variant="h2" component="h2">
            Habilidades avaliadas — {student.nome}
          </Typography>
          <Typography color="text.secondary">Progresso do estudante: {student.situacao ?? 0}%</Typography>
        </div>
        {canDelete ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setConfirm(true)}
            disabled={leaving}
          >
            Excluir registro do estudante
          </Button>
        ) : null}
      </Stack>
      {alfabetizado ? (
        <Alert severity="info">{ALFABETIZADO_NOT_EVALUATED}</Alert>
      ) : (
        <Stack spacing={2}>
          <SheetPickers selection={sheet} disabled={leaving} />
          {notFound ? (
            <Alert severity="info">{NO_STUDENT_MONITORING}</Alert>
          ) : skills.isError ? (
            <Alert severity="error">{errorText(skills.error)}</Alert>
          ) : (
            <>
              {sheet.categoria && skills.isSuccess ? (
                <LevelChart
                  title={`Níveis na categoria ${sheet.categoria.descricao}`}
                  totals={skillLevelTotals(rows, 'selected')}
                  unit="habilidades"
                />
              ) : null}
              <SkillLevelsTable
                ariaLabel={`Habilidades de ${student.nome}`}
                skills={rows}
                mode="selected"
                onSkillClick={setSkill}
                selectedId={skill?.id ?? null}
                loading={sheet.loading || (sheet.categoriaId !== null && skills.isPending)}
                emptyMessage={STUDENT_SKILLS_EMPTY}
              />
            </>
          )}
        </Stack>
      )}
      <SkillDetailPanel skill={skill} mode="selected" onClose={() => setSkill(null)} />
      <ConfirmDialog
        open={confirm}
        title="Excluir registro do estudante?"
        text={`As respostas de ${student.nome} neste acompanhamento serão excluídas e o progresso da turma será recalculado.`}
        confirmLabel="Excluir"
        destructive
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirm(false)}
      />
    </Paper>
  );
}
