/**
 * /cadastrar-estudante (spec 01 §2): needs an active school (else the 'Selecione uma escola' prompt);
 * a sige school shows the SIGE notice and no form. The typed CPF is checked first: invalid gives
 * 'CPF inválido', registered gives 'Estudante já está cadastrado', not found opens the form with the
 * CPF filled.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { CPF_INVALID, formatCpf, isValidCpf, normalizeCpf } from '@siam/domain/cpf';
import { SIGE_NOTICE, STUDENT_ALREADY_REGISTERED } from '@siam/domain/students';
import type { School } from '@siam/domain/contracts/schools';
import { createStudent, fetchStudents, STUDENT_LOOKUP_ERROR } from '../../api/students';
import { CpfField } from '../../components/cpf-field';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import type { BackToConsultState } from './route-state';
import { newStudentValues, studentBody, StudentForm } from './student-form';

export const REGISTER_SUCCESS = 'Estudante cadastrado com sucesso!';
export const REGISTER_ERROR = 'Erro ao cadastrar estudante';

export default function RegisterStudentPage() {
  return (
    <>
      <PageHeader
        title="Cadastrar Estudante"
        subtitle="Primeiro verificamos se o CPF já está cadastrado; depois você preenche os dados do estudante."
      />
      <RequireLocation>
        <RegisterForSchool />
      </RequireLocation>
    </>
  );
}

function RegisterForSchool() {
  const session = useSession();
  const school = session?.activeConfig.school ?? null;
  if (!school) return <SelectSchoolPrompt />;
  if (school.sige) return <Alert severity="warning">{SIGE_NOTICE}</Alert>;
  return <RegisterStudent key={school.id} school={school} />;
}

function RegisterStudent({ school }: { school: School }) {
  // The CPF checked and free, or null while on the CPF step.
  const [checkedCpf, setCheckedCpf] = useState<string | null>(null);
  // Bumped after a save or a cancel, so the form starts clean.
  const [round, setRound] = useState(0);

  const restart = () => {
    setCheckedCpf(null);
    setRound((r) => r + 1);
  };

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => createStudent(body),
    onSuccess: () => {
      toast.success(REGISTER_SUCCESS);
      restart();
    },
    onError: (error) => toast.apiError(error, REGISTER_ERROR),
  });

  if (!checkedCpf) return <CpfCheck key={round} onFree={setCheckedCpf} />;

  return (
    <StudentForm
      key={`${round}-${checkedCpf}`}
      mode="create"
      cpfLocked
      defaultValues={newStudentValues(checkedCpf)}
      onSubmit={(values) =>
        save.mutateAsync({ ...studentBody(values), escolaId: school.id }).catch(() => null)
      }
      onCancel={restart}
      footer={
        <Typography variant="body2" color="text.secondary">
          O estudante será cadastrado na escola{' '}
          <strong>
            {school.codigoInep} - {school.nomeEscola}
          </strong>
          .
        </Typography>
      }
    />
  );
}

/** The CPF step: invalid, already registered, or free (the form opens). */
function CpfCheck({ onFree }: { onFree: (cpf: string) => void }) {
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The CPF found already registered (offers a way to its record).
  const [registered, setRegistered] = useState<string | null>(null);
  const navigate = useNavigate();

  const check = useMutation({
    mutationFn: (digits: string) => fetchStudents({ cpf: digits }),
    onSuccess: (found, digits) => {
      if (found.length > 0) {
        setError(STUDENT_ALREADY_REGISTERED);
        setRegistered(digits);
      } else onFree(digits);
    },
    onError: () => toast.error(STUDENT_LOOKUP_ERROR),
  });

  const submit = () => {
    if (!isValidCpf(cpf)) {
      setError(CPF_INVALID);
      return;
    }
    setError(null);
    setRegistered(null);
    check.mutate(normalizeCpf(cpf));
  };

  return (
    <Card>
      <CardContent>
        <Box
          component="form"
          noValidate
          aria-label="Verificar CPF do estudante"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <CpfField
              label="CPF do estudante"
              value={cpf}
              onChange={(v) => {
                setCpf(formatCpf(v));
                setError(null);
                setRegistered(null);
              }}
              placeholder="000.000.000-00"
              required
              error={Boolean(error)}
              helperText={error ?? 'Digite os 11 números do CPF.'}
              sx={{ maxWidth: { sm: 360 } }}
            />
            <Button
              type="submit"
              variant="contained"
              startIcon={<SearchIcon aria-hidden />}
              disabled={check.isPending}
              sx={{ minHeight: 56, minWidth: 140 }}
            >
              {check.isPending ? 'Aguarde...' : 'Verificar CPF'}
            </Button>
          </Stack>
          {registered ? (
            <Button
              variant="text"
              sx={{ mt: 1.5 }}
              onClick={() => {
                const state: BackToConsultState = { backStudent: { cpf: registered }, action: 'back' };
                navigate('/consultar-estudante', { state });
              }}
            >
              Ver os dados deste estudante
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
