/**
 * The search by part of a student's name (issue 17 item 4, decision 127): GET /api/Alunos/Buscar,
 * which ignores accents and case and tolerates typos, narrowed by the active school or, for roles
 * whose scope is a municipality or wider, by the active municipality. The list shows what tells
 * namesakes apart (name, birth date, mother's name, current class and school); 'Mostrar mais' asks
 * the next page (20 each, at most 5). Choosing a student opens them the way the exact search does:
 * GET /api/Alunos?nome=&dataNascimento= (the whole record, audited as a read), the one with the
 * chosen id.
 */
import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { formatDateBR } from '@siam/domain/dates';
import { serieLabel, turnoLabel } from '@siam/domain/enums';
import { roleScope } from '@siam/domain/roles';
import {
  NAME_SEARCH_LIMIT,
  NAME_SEARCH_MAX_PAGES,
  NAME_SEARCH_MIN_LETTERS,
  checkNameSearchText,
} from '@siam/domain/student-name-search';
import { NAME_FILTER_MAX } from '@siam/domain/students';
import { collapseSpaces } from '@siam/domain/text';
import type { AlunoConsulta, AlunoEncontrado } from '@siam/domain/contracts/students';
import { api, errorText } from '../api/client';
import { fetchStudents, STUDENT_LOOKUP_ERROR } from '../api/students';
import { useSession, type ActiveConfig } from '../lib/session';
import { SELECT_SCHOOL_MESSAGE } from './select-school-prompt';

export const FINDER_LABEL = 'Buscar por parte do nome';
export const FINDER_EMPTY = 'Nenhum estudante encontrado com esse nome.';
export const FINDER_NO_CLASS = 'Sem turma';
export const FINDER_HINT = `Digite ao menos ${NAME_SEARCH_MIN_LETTERS} letras. A busca ignora acentos e pequenos erros de digitação.`;
export const FINDER_NO_PLACE = `${SELECT_SCHOOL_MESSAGE} para buscar por parte do nome.`;
/** Time without typing before the search runs. */
export const FINDER_DEBOUNCE_MS = 400;

/** Where the finder looks: the active school, or the active municipality. */
export interface FinderPlace {
  kind: 'escola' | 'municipio';
  id: number;
  /** What the place toggle and the list say ('Escola Estadual Santa Aurora', 'Santa Aurora'). */
  label: string;
}

/**
 * The places the active configuration may search: the active school; and, for roles whose scope is
 * a municipality or wider, the active municipality (the settings' city, else the school's), first.
 * School roles search only their school (the API refuses another one).
 */
export function finderPlaces(config: ActiveConfig): FinderPlace[] {
  const places: FinderPlace[] = [];
  const school = config.school;
  if (roleScope(config.role) !== 'school') {
    const city = config.city
      ? { id: config.city.codigo, label: config.city.nome }
      : school
        ? { id: school.codigoMunicipio, label: school.nomeMunicipio }
        : null;
    if (city) places.push({ kind: 'municipio', ...city });
  }
  if (school) places.push({ kind: 'escola', id: school.id, label: school.nomeEscola });
  return places;
}

/** The text typed as the finder sends it, or null while it cannot be searched yet. */
export function finderTerm(text: string): string | null {
  const term = collapseSpaces(text);
  return checkNameSearchText(term) === null ? term : null;
}

/** 'Turma: 1º ANO A (1º ano, Matutino)' or 'Sem turma'. */
export function foundClassText(a: AlunoEncontrado): string {
  const t = a.turmaAtual;
  return t ? `Turma: ${t.nomeTurma} (${serieLabel(t.serie)}, ${turnoLabel(t.turno)})` : FINDER_NO_CLASS;
}

/** '1 estudante encontrado.' / '6 estudantes encontrados em Santa Aurora, os mais parecidos primeiro.' */
export function foundText(count: number, place: FinderPlace): string {
  const where = place.kind === 'municipio' ? ` em ${place.label}` : '';
  return count === 1
    ? `1 estudante encontrado${where}.`
    : `${count} estudantes encontrados${where}, os mais parecidos primeiro.`;
}

/** A value that follows `value` once it has not changed for `ms`. */
function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function searchPage(term: string, place: FinderPlace, pagina: number, signal: AbortSignal) {
  return api.get<AlunoEncontrado[]>('/Alunos/Buscar', {
    query: {
      nome: term,
      ...(place.kind === 'escola' ? { escolaId: place.id } : { municipio: place.id }),
      ...(pagina > 1 ? { pagina } : {}),
    },
    signal,
  });
}

export interface StudentFinderProps {
  /** The student chosen, as the exact search answers them. */
  onPick: (student: AlunoConsulta) => void;
  /** Called when a student is chosen, before they are opened (screens clear what they showed). */
  onPickStart?: () => void;
  disabled?: boolean;
}

export function StudentFinder({ onPick, onPickStart, disabled = false }: StudentFinderProps) {
  const session = useSession();
  const places = session ? finderPlaces(session.activeConfig) : [];
  const [placeKind, setPlaceKind] = useState<FinderPlace['kind'] | null>(null);
  const place = places.find((p) => p.kind === placeKind) ?? places[0] ?? null;
  const [text, setText] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const term = useDebouncedValue(finderTerm(text), FINDER_DEBOUNCE_MS);
  const inputId = useId();
  const listId = useId();

  const results = useInfiniteQuery({
    queryKey: ['alunos-busca', term, place?.kind, place?.id],
    queryFn: ({ pageParam, signal }) => searchPage(term!, place!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      last.length === NAME_SEARCH_LIMIT && all.length < NAME_SEARCH_MAX_PAGES ? all.length + 1 : undefined,
    enabled: term !== null && place !== null && !disabled,
    // Each call is audited and counted by the per-user limit: no retries, and a recent answer is reused.
    retry: false,
    staleTime: 60_000,
  });

  const open = useMutation({
    mutationFn: async (a: AlunoEncontrado) => {
      const found = await fetchStudents({ nome: a.nome, dataNascimento: a.dataNascimento });
      const student = found.find((s) => s.id === a.id);
      if (!student) throw new Error(STUDENT_LOOKUP_ERROR);
      return student;
    },
    onMutate: (a) => {
      setChosenId(a.id);
      onPickStart?.();
    },
    onSuccess: (student) => onPick(student),
  });

  if (!session) return null;
  if (!place) return <Alert severity="info">{FINDER_NO_PLACE}</Alert>;

  const found = results.data?.pages.flat() ?? [];
  const typedEnough = finderTerm(text) !== null;
  const waiting = typedEnough && (term !== finderTerm(text) || results.isFetching);
  const showResults = term !== null && typedEnough;

  return (
    <Stack spacing={2} role="search" aria-label="Buscar estudante por parte do nome">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          id={inputId}
          label={FINDER_LABEL}
          value={text}
          onChange={(e) => setText(e.target.value.replace(/[^\p{L} ]+/gu, '').slice(0, NAME_FILTER_MAX))}
          disabled={disabled}
          fullWidth
          helperText={FINDER_HINT}
          slotProps={{
            htmlInput: {
              autoComplete: 'off',
              maxLength: NAME_FILTER_MAX,
              'aria-controls': listId,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
              endAdornment: waiting ? (
                <InputAdornment position="end">
                  <CircularProgress size={20} aria-label="Buscando estudantes" />
                </InputAdornment>
              ) : null,
            },
          }}
        />
        {places.length > 1 ? (
          <Box sx={{ flexShrink: 0 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              Buscar em
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={place.kind}
              onChange={(_e, kind: FinderPlace['kind'] | null) => kind && setPlaceKind(kind)}
              aria-label="Onde buscar"
              disabled={disabled}
            >
              {places.map((p) => (
                <ToggleButton key={p.kind} value={p.kind} sx={{ textTransform: 'none', maxWidth: 300 }}>
                  {p.kind === 'municipio' ? `Município: ${p.label}` : `Escola: ${p.label}`}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ) : null}
      </Stack>

      <Box id={listId} aria-live="polite">
        {showResults && results.isPending && results.fetchStatus !== 'idle' ? (
          <Box>
            <LinearProgress aria-label="Buscando estudantes" />
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Buscando estudantes...
            </Typography>
          </Box>
        ) : null}
        {showResults && results.isError && found.length === 0 ? (
          <Alert severity="error">{errorText(results.error, STUDENT_LOOKUP_ERROR)}</Alert>
        ) : null}
        {showResults && results.isSuccess && found.length === 0 ? (
          <Alert severity="info">{FINDER_EMPTY}</Alert>
        ) : null}
        {showResults && found.length > 0 ? (
          <Box>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {foundText(found.length, place)} Clique no estudante para abri-lo.
            </Typography>
            <List
              aria-label="Estudantes encontrados pelo nome"
              disablePadding
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420, overflowY: 'auto' }}
            >
              {found.map((a) => (
                <ListItemButton
                  key={a.id}
                  divider
                  selected={chosenId === a.id}
                  disabled={disabled || open.isPending}
                  onClick={() => open.mutate(a)}
                >
                  <ListItemText
                    primary={a.nome}
                    slotProps={{
                      primary: { sx: { fontWeight: 600 } },
                      secondary: { component: 'div' },
                    }}
                    secondary={
                      <>
                        <span>
                          Nascimento: {formatDateBR(a.dataNascimento)} · Mãe: {a.nomeMae}
                        </span>
                        <br />
                        <span>
                          {foundClassText(a)} · {a.escola.nomeEscola}
                        </span>
                      </>
                    }
                  />
                  {open.isPending && chosenId === a.id ? (
                    <CircularProgress size={20} aria-label="Abrindo estudante" />
                  ) : null}
                </ListItemButton>
              ))}
            </List>
            {results.hasNextPage ? (
              <Button
                variant="text"
                sx={{ mt: 1 }}
                onClick={() => void results.fetchNextPage()}
                disabled={results.isFetchingNextPage}
              >
                {results.isFetchingNextPage ? 'Carregando...' : 'Mostrar mais'}
              </Button>
            ) : null}
            {results.isFetchNextPageError ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {errorText(results.error, STUDENT_LOOKUP_ERROR)}
              </Alert>
            ) : null}
          </Box>
        ) : null}
        {open.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorText(open.error, STUDENT_LOOKUP_ERROR)}
          </Alert>
        ) : null}
      </Box>
    </Stack>
  );
}
