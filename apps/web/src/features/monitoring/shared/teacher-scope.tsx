/**
 * Whose classes the entry screens list (spec 02 §2.6, §6): a Professor Escola sees their own; the
 * Administrador looks up a teacher by CPF and then only views (read-only).
 */
import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { CPF_INVALID_TOAST, formatCpf, isValidCpf, normalizeCpf } from '@siam/domain/cpf';
import { isClassTeacher } from '@siam/domain/roles';
import { CpfField } from '../../../components/cpf-field';
import { useSession } from '../../../lib/session';

export interface TeacherScope {
  /** The active role is Professor Escola: the user fills in their own classes. */
  isTeacher: boolean;
  /** The CPF (digits) whose classes are listed; null until the administrator looks one up. */
  cpf: string | null;
  setLookedUp: (cpf: string) => void;
}

export function useTeacherScope(initialCpf?: string): TeacherScope {
  const session = useSession();
  const isTeacher = session ? isClassTeacher(session.activeConfig.role) : false;
  const [lookedUp, setLookedUp] = useState<string | null>(initialCpf ? normalizeCpf(initialCpf) : null);
  return {
    isTeacher,
    cpf: isTeacher ? normalizeCpf(session?.cpf ?? '') : lookedUp,
    setLookedUp: (cpf) => setLookedUp(normalizeCpf(cpf)),
  };
}

/** The administrator's 'CPF do professor' search. */
export function TeacherLookup({ scope, teacherName }: { scope: TeacherScope; teacherName?: string | null }) {
  const [value, setValue] = useState(scope.cpf ? formatCpf(scope.cpf) : '');
  const [error, setError] = useState<string | null>(null);
  const search = () => {
    if (!isValidCpf(value)) {
      setError(CPF_INVALID_TOAST);
      return;
    }
    setError(null);
    scope.setLookedUp(value);
  };
  return (
    <Paper variant="outlined" component="section" aria-label="Buscar professor" sx={{ p: 2.5 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Informe o CPF do professor para ver as turmas e os acompanhamentos dele. Somente o professor da turma
        pode iniciar, preencher e finalizar; aqui o acompanhamento é apenas consultado.
      </Typography>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <CpfField
          label="CPF do professor"
          value={value}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? undefined}
          sx={{ minWidth: 240 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: { sm: 1 } }}>
          Buscar
        </Button>
      </Stack>
      {teacherName ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          Turmas de <strong>{teacherName}</strong> (somente consulta).
        </Alert>
      ) : null}
    </Paper>
  );
}
