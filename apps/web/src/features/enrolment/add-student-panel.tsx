/**
 * The 'Adicionar estudante' panel of /enturmar-estudante: a student search, a disabled preview of the
 * student found, Inserir and Cancelar. Before POST /api/Alunos/Enturmar the age-for-grade rule runs;
 * when it fails the user is warned and may continue anyway (spec 01 §5).
 * Several students can be enrolled in one opening: 'Enturmar e buscar outro' enrols the student shown
 * ('Estudante enturmado com sucesso!') and clears the search for the next one; the session then ends
 * with Inserir or Concluir and 'Enturmação concluída com sucesso!' (decision 035). A single Inserir
 * keeps the one-student message.
 */
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ageConfirmText, checkAgeForGrade } from '@siam/domain/age-grade';
import type { Turma } from '@siam/domain/contracts/classes';
import { SidePanel } from '../../components/side-panel';
import { StudentLookup } from '../../components/student-lookup';
import { toast } from '../../lib/toast';
import { FoundStudents, useFoundStudents } from './found-students';
import { ENROL_DONE, ENROL_ERROR, ENROL_SUCCESS } from './messages';
import { enrolStudent } from './queries';
import { StudentPreview, currentClassText } from './student-preview';
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
  // The students enrolled since the panel opened (with 'Enturmar e buscar outro').
  const [enrolled, setEnrolled] = useState<string[]>([]);

  const close = () => {
    if (enrolled.length > 0) toast.success(ENROL_DONE);
    setEnrolled([]);
    search.clear();
    onClose();
  };

  const enrol = useMutation({
    mutationFn: (v: { turmaId: number; alunoId: number; nome: string; next: boolean }) =>
      enrolStudent({ turmaId: v.turmaId, alunoId: v.alunoId }),
    onSuccess: (_data, { next, nome }) => {
      if (next) {
        toast.success(ENROL_SUCCESS);
        setEnrolled((list) => [...list, nome]);
        search.clear();
      } else {
        if (enrolled.length === 0) toast.success(ENROL_SUCCESS);
        close();
      }
      // Not awaited: the next student can be searched and inserted while the lists refresh.
      void queryClient.invalidateQueries({ queryKey: ['turma-alunos', turma.id] });
      void queryClient.invalidateQueries({ queryKey: ['escola-turmas', schoolId] });
    },
    onError: (error) => toast.apiError(error, ENROL_ERROR),
  });

  const insert = async (next: boolean) => {
    if (!student) return;
    const age = checkAgeForGrade(turma.serie, student.dataNascimento);
    if (!age.ok) {
      const proceed = await confirm({ title: 'Atenção', text: ageConfirmText(age.message) });
      if (!proceed) return;
    }
    enrol.mutate({ turmaId: turma.id, alunoId: student.id, nome: student.nome, next });
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
            {enrolled.length > 0 ? 'Concluir' : 'Cancelar'}
          </Button>
          <Button variant="outlined" onClick={() => void insert(true)} disabled={!student || enrol.isPending}>
            Enturmar e buscar outro
          </Button>
          <Button
            variant="contained"
            onClick={() => void insert(false)}
            disabled={!student || enrol.isPending}
          >
            {enrol.isPending ? 'Aguarde...' : 'Inserir'}
          </Button>
        </>
      }
    >
      <Stack spacing={3}>
        <Typography color="text.secondary">
          Busque o estudante pelo CPF, pelo nome e data de nascimento, pelo código INEP ou por parte do nome.
          Confira os dados e clique em Inserir.
        </Typography>
        {enrolled.length > 0 ? (
          <Alert severity="success" role="status">
            Enturmados nesta turma agora: {enrolled.join(', ')}. Busque o próximo estudante ou clique em
            Concluir.
          </Alert>
        ) : null}
        <StudentLookup onResult={search.onResult} onSearchStart={search.clear} />
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
