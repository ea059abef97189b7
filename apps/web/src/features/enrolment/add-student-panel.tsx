/**
 * The 'Adicionar estudante' panel of /enturmar-estudante: a student search, a disabled preview of the
 * student found, Inserir and Cancelar. Before POST /api/Alunos/Enturmar the age-for-grade rule runs;
 * when it fails the user is warned and may continue anyway (spec 01 §5).
 */
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ageConfirmText, checkAgeForGrade } from '@siam/domain/age-grade';
import { SidePanel } from '../../components/side-panel';
import { StudentSearch } from '../../components/student-search';
import { toast } from '../../lib/toast';
import { FoundStudents, useFoundStudents } from './found-students';
import { ENROL_ERROR, ENROL_SUCCESS } from './messages';
import { enrolStudent } from './queries';
import { StudentPreview, currentClassText } from './student-preview';
import type { Turma } from './types';
import { useConfirm } from './use-confirm';

export interface AddStudentPanelProps {
  open: boolean;
  onClose: () => void;
  turma: Turma;
  schoolId: number;
}

export function AddStudentPanel({ open, onClose, turma, schoolId }: AddStudentPanelProps) {
  const queryClient = useQueryClient();
  const search = useFoundStudents();
  const student = search.student;
  const { confirm, dialog } = useConfirm();

  const close = () => {
    search.clear();
    onClose();
  };

  const enrol = useMutation({
    mutationFn: enrolStudent,
    onSuccess: async () => {
      toast.success(ENROL_SUCCESS);
      close();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['turma-alunos', turma.id] }),
        queryClient.invalidateQueries({ queryKey: ['escola-turmas', schoolId] }),
      ]);
    },
    onError: (error) => toast.apiError(error, ENROL_ERROR),
  });

  const insert = async () => {
    if (!student) return;
    const age = checkAgeForGrade(turma.serie, student.dataNascimento);
    if (!age.ok) {
      const proceed = await confirm({ title: 'Atenção', text: ageConfirmText(age.message) });
      if (!proceed) return;
    }
    enrol.mutate({ turmaId: turma.id, alunoId: student.id });
  };

  return (
    <SidePanel
      open={open}
      onClose={enrol.isPending ? () => undefined : close}
      title={`Adicionar estudante à turma ${turma.nomeTurma}`}
      width={820}
      actions={
        <>
          <Button variant="outlined" onClick={close} disabled={enrol.isPending}>
            Cancelar
          </Button>
          <Button variant="contained" onClick={() => void insert()} disabled={!student || enrol.isPending}>
            {enrol.isPending ? 'Aguarde...' : 'Inserir'}
          </Button>
        </>
      }
    >
      <Stack spacing={3}>
        <Typography color="text.secondary">
          Busque o estudante pelo CPF, pelo nome e data de nascimento ou pelo código INEP. Confira os dados e
          clique em Inserir.
        </Typography>
        <StudentSearch onResult={search.onResult} onSearchStart={search.clear} />
        <FoundStudents found={search.found} student={student} onChoose={search.setStudent} />
        {student ? (
          <Stack spacing={2} component="section" aria-label="Estudante encontrado">
            <Typography variant="h3" component="h3">
              Estudante encontrado
            </Typography>
            {student.turmaAtual ? (
              <Alert severity="info">
                Este estudante está atualmente na turma {currentClassText(student)}.
              </Alert>
            ) : null}
            <StudentPreview aluno={student} />
          </Stack>
        ) : null}
      </Stack>
      {dialog}
    </SidePanel>
  );
}
