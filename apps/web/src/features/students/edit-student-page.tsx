/**
 * /editar-estudante (spec 01 §2): reached from consultar-estudante with route state
 * `{activeStudent, action: 'update'}`. The same form as registration; matrícula read-only; `novoCpf`
 * is sent when the CPF changes. After saving, or cancelling, it goes back to consultar-estudante with
 * `{backStudent, action: 'back', msg}` so the student is searched again (and the toast shown there).
 */
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { useMutation } from '@tanstack/react-query';
import { normalizeCpf } from '@siam/domain/cpf';
import type { StudentFormValues } from '@siam/domain/students';
import type { Aluno } from '@siam/domain/contracts/students';
import { updateStudent } from '../../api/students';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { toast } from '../../lib/toast';
import { readEditState, type BackToConsultState } from './route-state';
import { studentBody, StudentForm, studentValues } from './student-form';

export const UPDATE_SUCCESS = 'Estudante atualizado com sucesso!';
export const UPDATE_ERROR = 'Erro ao atualizar o estudante';

/** The PUT body: `{id, ...values, novoCpf?}`; cpf stays the registered one when it changed. */
export function updateBody(student: Aluno, values: StudentFormValues): Record<string, unknown> {
  const body = studentBody(values);
  const original = normalizeCpf(student.cpf ?? '');
  const typed = String(body.cpf);
  if (typed !== original) return { ...body, id: student.id, cpf: original, novoCpf: typed };
  return { ...body, id: student.id };
}

export default function EditStudentPage() {
  const location = useLocation();
  // Read once: the state stays while the screen is open.
  const [state] = useState(() => readEditState(location.state));
  return (
    <>
      <PageHeader
        title="Editar Estudante"
        subtitle={state ? `Altere os dados de ${state.activeStudent.nome} e clique em Salvar.` : undefined}
      />
      <RequireLocation>
        {state ? <EditStudent student={state.activeStudent} /> : <NoStudent />}
      </RequireLocation>
    </>
  );
}

function NoStudent() {
  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
          <PersonSearchOutlinedIcon color="primary" sx={{ fontSize: 44 }} aria-hidden />
          <Typography variant="h3" component="p">
            Nenhum estudante selecionado para edição
          </Typography>
          <Typography color="text.secondary">
            Busque o estudante em Consultar Estudante e clique em Editar.
          </Typography>
          <Button component={RouterLink} to="/consultar-estudante" variant="contained">
            Consultar Estudante
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function EditStudent({ student }: { student: Aluno }) {
  const navigate = useNavigate();
  const back = (cpf: string, msg?: string) => {
    const state: BackToConsultState = { backStudent: { cpf }, action: 'back', ...(msg ? { msg } : {}) };
    navigate('/consultar-estudante', { state });
  };

  const save = useMutation({
    mutationFn: (values: StudentFormValues) => updateStudent(updateBody(student, values)),
    onSuccess: (saved, values) => back(saved?.cpf || normalizeCpf(values.cpf), UPDATE_SUCCESS),
    onError: (error) => toast.apiError(error, UPDATE_ERROR),
  });

  return (
    <StudentForm
      mode="update"
      defaultValues={studentValues(student)}
      matricula={student.matricula}
      onSubmit={(values) => save.mutateAsync(values).catch(() => null)}
      onCancel={() => back(student.cpf ?? '')}
    />
  );
}
