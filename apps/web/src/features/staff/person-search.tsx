/**
 * The CPF search that opens the person form (spec 02 §2.5, §8 'Staff'): an invalid CPF says 'CPF
 * inválido!'; GET /api/Servidor?cpf= (digits) finds the person (a person without an id is refused with
 * 'Coordenador/Diretor/Cadastro não encontrado, tente novamente mais tarde!'); 404 'Servidor não encontrado' opens an empty form with the CPF;
 * another failure says 'Não foi possível localizar servidor, tente novamente mais tarde.'.
 */
import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useMutation } from '@tanstack/react-query';
import { normalizeCpf } from '@siam/domain/cpf';
import {
  SERVIDOR_LOOKUP_FAILED,
  SERVIDOR_NOT_FOUND,
  staffCpfSearchSchema,
  type PersonKind,
  STAFF_PERSON_WITHOUT_ID,
} from '@siam/domain/staff';
import type { Servidor } from '@siam/domain/contracts/staff';
import { ApiError, api } from '../../api/client';
import { CpfField } from '../../components/cpf-field';
import { toast } from '../../lib/toast';

export interface PersonFound {
  /** CPF digits. */
  cpf: string;
  /** null: nobody with this CPF yet (a new person). */
  person: Servidor | null;
}

export function PersonSearch({
  kind,
  onFound,
  disabled,
  label = 'CPF do servidor',
}: {
  kind: PersonKind;
  onFound: (result: PersonFound) => void;
  disabled?: boolean;
  label?: string;
}) {
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<string | null>(null);

  const lookup = useMutation({
    mutationFn: (digits: string) => api.get<Servidor>('/Servidor', { query: { cpf: digits } }),
    onSuccess: (person, digits) => {
      if (!person || person.id === null || person.id === undefined) {
        if (kind === 'professor') onFound({ cpf: digits, person: null });
        else toast.error(STAFF_PERSON_WITHOUT_ID);
        return;
      }
      onFound({ cpf: digits, person });
    },
    onError: (e, digits) => {
      if (e instanceof ApiError && e.status === 404) {
        toast.info(SERVIDOR_NOT_FOUND);
        onFound({ cpf: digits, person: null });
      } else {
        toast.apiError(e, SERVIDOR_LOOKUP_FAILED);
      }
    },
  });

  const search = () => {
    const parsed = staffCpfSearchSchema.safeParse({ cpf });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'CPF inválido!';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    lookup.mutate(normalizeCpf(parsed.data.cpf));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Buscar servidor pelo CPF"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <CpfField
          label={label}
          value={cpf}
          onChange={(v) => {
            setCpf(v);
            setError(null);
          }}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? 'Digite o CPF e clique em Buscar.'}
          sx={{ minWidth: 260 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={disabled || lookup.isPending}
          sx={{ height: 56 }}
        >
          {lookup.isPending ? 'Aguarde...' : 'Buscar'}
        </Button>
      </Stack>
    </Box>
  );
}
