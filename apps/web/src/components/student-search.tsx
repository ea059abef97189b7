/**
 * The student search (spec 01 §2, §5 'Student search filter'), shared by consultar-estudante,
 * enturmar-estudante and movimentar-estudante. A filter type (CPF / Nome e data de nascimento /
 * Código INEP), the value (masked as a CPF, letters only up to 50, or digits up to 12) and, for the
 * name filter, the birth date; validated by the domain's `studentSearchSchema`, then
 * GET /api/Alunos. An empty answer shows 'Nenhum estudante encontrado' (info), a failure the lookup
 * error; both also reach `onResult` with an empty list so the screen can clear what it showed.
 */
import { useEffect, useRef } from 'react';
import { Box, Button, Stack } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { formatCpf, normalizeCpf } from '@siam/domain/cpf';
import {
  NAME_FILTER_MAX,
  STUDENT_INEP_LENGTH,
  STUDENT_NOT_FOUND,
  sanitizeStudentInep,
  studentSearchSchema,
  type StudentSearchType,
} from '@siam/domain/students';
import { onlyDigits } from '@siam/domain/text';
import type { AlunoConsulta, StudentQuery } from '@siam/domain/contracts/students';
import { fetchStudents, STUDENT_LOOKUP_ERROR } from '../api/students';
import { toast } from '../lib/toast';
import { FormDateField, FormSelectField, FormTextField } from './form';

export type { StudentSearchType };

export interface StudentSearchValues {
  tipo: StudentSearchType | '';
  valor: string;
  /** 'YYYY-MM-DD' or null; only for the name filter. */
  dataNascimento: string | null;
}

export const STUDENT_SEARCH_TYPES: { id: StudentSearchType; nome: string }[] = [
  { id: 'cpf', nome: 'CPF' },
  { id: 'nome', nome: 'Nome e data de nascimento' },
  { id: 'inep', nome: 'Código INEP' },
];

const VALUE_LABEL: Record<StudentSearchType | '', string> = {
  '': 'Valor da busca',
  cpf: 'CPF do estudante',
  nome: 'Nome completo do estudante',
  inep: 'Código INEP do estudante',
};

/** What may be typed in the value field for each filter type. */
export function sanitizeSearchValue(tipo: StudentSearchType | '', raw: string): string {
  if (tipo === 'cpf') return formatCpf(raw);
  if (tipo === 'inep') return sanitizeStudentInep(raw);
  if (tipo === 'nome') return raw.replace(/[^\p{L} ]+/gu, '').slice(0, NAME_FILTER_MAX);
  return raw;
}

/** The GET /api/Alunos query of valid search values. */
export function studentQueryOf(values: StudentSearchValues): StudentQuery {
  if (values.tipo === 'cpf') return { cpf: normalizeCpf(values.valor) };
  if (values.tipo === 'inep') return { codigoInep: onlyDigits(values.valor) };
  return { nome: values.valor.trim(), dataNascimento: values.dataNascimento ?? '' };
}

const EMPTY: StudentSearchValues = { tipo: '', valor: '', dataNascimento: null };

export interface StudentSearchProps {
  /** The students found (an empty list when none was found or the lookup failed). */
  /** Out of the caller's area a student comes reduced (`isRestricted`): for enrolment only. */
  onResult: (students: AlunoConsulta[], values: StudentSearchValues) => void;
  /** Called when a search starts (screens clear the previous result). */
  onSearchStart?: () => void;
  defaultValues?: Partial<StudentSearchValues>;
  /** Runs the search once on mount with `defaultValues` (e.g. coming back from the edit screen). */
  searchOnMount?: boolean;
  /** Text of the search button (default 'Buscar'). */
  submitLabel?: string;
  disabled?: boolean;
}

export function StudentSearch({
  onResult,
  onSearchStart,
  defaultValues,
  searchOnMount = false,
  submitLabel = 'Buscar',
  disabled = false,
}: StudentSearchProps) {
  const { control, handleSubmit, setValue, clearErrors } = useForm<StudentSearchValues>({
    resolver: zodResolver(studentSearchSchema) as never,
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const tipo = useWatch({ control, name: 'tipo' });

  const search = useMutation({
    mutationFn: (values: StudentSearchValues) => fetchStudents(studentQueryOf(values)),
    onMutate: () => onSearchStart?.(),
    onSuccess: (students, values) => {
      if (students.length === 0) toast.info(STUDENT_NOT_FOUND);
      onResult(students, values);
    },
    onError: (_error, values) => {
      toast.error(STUDENT_LOOKUP_ERROR);
      onResult([], values);
    },
  });

  const submit = handleSubmit((values) => search.mutate(values));

  // One search on mount when asked (guarded for StrictMode's double effects).
  const searched = useRef(false);
  useEffect(() => {
    if (!searchOnMount || searched.current) return;
    searched.current = true;
    void submit();
  }, [searchOnMount, submit]);

  const busy = search.isPending;

  return (
    <Box
      component="form"
      role="search"
      aria-label="Buscar estudante"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e);
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <FormSelectField
          control={control}
          name="tipo"
          label="Filtrar por"
          options={STUDENT_SEARCH_TYPES}
          onPicked={(next) => {
            // A new filter type starts with an empty value (its mask differs).
            setValue('valor', '');
            if (next !== 'nome') setValue('dataNascimento', null);
            clearErrors();
          }}
          disabled={disabled}
          sx={{ width: { md: 260 }, flexShrink: 0 }}
        />
        <FormTextField
          control={control}
          name="valor"
          label={VALUE_LABEL[tipo]}
          sanitize={(text) => sanitizeSearchValue(tipo, text)}
          placeholder={tipo === 'cpf' ? '000.000.000-00' : undefined}
          disabled={disabled}
          slotProps={{
            htmlInput: {
              // Alt+3 comes here (the page's search field; lib/access-keys).
              'data-search-field': '',
              autoComplete: 'off',
              inputMode: tipo === 'cpf' || tipo === 'inep' ? 'numeric' : 'text',
              maxLength: tipo === 'cpf' ? 14 : tipo === 'inep' ? STUDENT_INEP_LENGTH : NAME_FILTER_MAX,
            },
          }}
        />
        {tipo === 'nome' ? (
          <Box sx={{ width: { md: 240 }, flexShrink: 0 }}>
            <FormDateField
              control={control}
              name="dataNascimento"
              label="Data de nascimento"
              disableFuture
              disabled={disabled}
            />
          </Box>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon aria-hidden />}
          disabled={disabled || busy}
          sx={{ minHeight: 56, flexShrink: 0, minWidth: 120 }}
        >
          {busy ? 'Aguarde...' : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
