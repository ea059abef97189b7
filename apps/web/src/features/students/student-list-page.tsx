/**
 * /lista-estudantes 'Lista de Estudantes' (issue 17 item 3, decision 130; not in the spec): the
 * students of the active school or, for the roles that see more than a school, of a municipality,
 * regional or school they pick in their scope (the state-level roles also the whole state); filtered by part of the name (accents and case
 * ignored), série and class; paged and sorted by the server (GET /api/Alunos/Lista, 20 per page) and
 * exported as CSV or XLSX with the same filters. No CPF in this list.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateBR } from '@siam/domain/dates';
import { SERIES } from '@siam/domain/enums';
import { isNameFilterText } from '@siam/domain/names';
import { roleScope } from '@siam/domain/roles';
import type { StudentListItem, StudentListPage } from '@siam/domain/contracts/student-list';
import { api } from '../../api/client';
import { useSchoolClasses } from '../../api/schools';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { SchoolPicker, type SchoolPickerValue } from '../../components/school-picker';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { useSession, type SessionUser } from '../../lib/session';
import { useDebouncedValue, useServerPaging } from '../../lib/server-paging';

export const PICK_PLACE = 'Escolha o município (ou a escola) para ver a lista de estudantes.';

const COLUMNS: DataTableColumn<StudentListItem>[] = [
  { id: 'nome', label: 'Nome' },
  {
    id: 'dataNascimento',
    label: 'Data de nascimento',
    render: (r) => formatDateBR(r.dataNascimento),
    kind: 'date',
    width: 150,
  },
  { id: 'nomeMae', label: 'Nome da mãe', sortable: false },
  { id: 'turma', label: 'Turma', render: (r) => r.turma ?? '—', sortValue: (r) => r.turma, width: 140 },
  { id: 'codigoInep', label: 'Código INEP', sortable: false, width: 140 },
];
const SCHOOL_COLUMN: DataTableColumn<StudentListItem> = { id: 'escola', label: 'Escola', sortable: false };

export default function StudentListPage() {
  const session = useSession();
  if (!session) return null;
  return <StudentList session={session} />;
}

function StudentList({ session }: { session: SessionUser }) {
  const { role, region, city, school } = session.activeConfig;
  // School roles list their active school; the others pick a place in their scope.
  const picksPlace = roleScope(role) !== 'school';
  // The state-level roles may list the whole state (its export streams every student).
  const mayListState = roleScope(role) === 'state' || roleScope(role) === 'admin';
  const [wholeState, setWholeState] = useState(false);
  const [place, setPlace] = useState<SchoolPickerValue>({ region, city, school });
  const [nome, setNome] = useState('');
  const [serie, setSerie] = useState<number | ''>('');
  const [turmaId, setTurmaId] = useState<number | ''>('');
  const paging = useServerPaging({ id: 'nome', direction: 'asc' }, 20);

  const chosen = picksPlace ? place : { region: null, city: null, school };
  const placeQuery: Record<string, string | number> | null =
    wholeState && mayListState
      ? { todoEstado: 'true' }
      : chosen.school
        ? { escolaId: chosen.school.id }
        : chosen.city
          ? { municipio: chosen.city.codigo }
          : chosen.region
            ? { regional: chosen.region.codigo }
            : null;
  const nameValid = isNameFilterText(nome);
  const typed = useDebouncedValue(nameValid ? nome.trim() : '');
  const filters = placeQuery
    ? {
        ...placeQuery,
        nome: typed || undefined,
        serie: serie === '' ? undefined : serie,
        turmaId: turmaId === '' ? undefined : turmaId,
      }
    : null;
  const classes = useSchoolClasses(chosen.school?.id, serie === '' ? null : serie);
  const list = useQuery({
    queryKey: ['alunos-lista', filters, paging.query],
    queryFn: ({ signal }) =>
      api.get<StudentListPage>('/Alunos/Lista', { query: { ...filters, ...paging.query }, signal }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const change = (set: () => void) => {
    set();
    paging.firstPage();
  };
  const columns = chosen.school ? COLUMNS : [...COLUMNS, SCHOOL_COLUMN];
  const subtitle =
    !picksPlace && school
      ? `${school.codigoInep} - ${school.nomeEscola}: estudantes da escola, com filtros por nome, série e turma.`
      : 'Estudantes de uma escola ou município, com filtros por nome, série e turma.';

  return (
    <>
      <PageHeader title="Lista de Estudantes" subtitle={subtitle} />
      {!picksPlace && !school ? (
        <SelectSchoolPrompt />
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: 2.5 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: '1fr', md: picksPlace ? '1fr 1fr' : '1fr' },
              }}
            >
              {picksPlace ? (
                <Stack spacing={1.5}>
                  {mayListState ? (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={wholeState}
                          onChange={(e) =>
                            change(() => {
                              setWholeState(e.target.checked);
                              setTurmaId('');
                            })
                          }
                        />
                      }
                      label="Todo o estado"
                    />
                  ) : null}
                  {wholeState ? null : (
                    <SchoolPicker
                      value={place}
                      onChange={(value) =>
                        change(() => {
                          setPlace(value);
                          setTurmaId('');
                        })
                      }
                      labels={{ region: 'Regional', city: 'Município', school: 'Escola (opcional)' }}
                    />
                  )}
                </Stack>
              ) : null}
              <Stack spacing={2.5}>
                <TextField
                  label="Nome do estudante"
                  value={nome}
                  onChange={(e) => change(() => setNome(e.target.value))}
                  error={!nameValid}
                  helperText={
                    nameValid ? 'Parte do nome, com ou sem acentos.' : 'Use apenas letras e espaços.'
                  }
                  slotProps={{ htmlInput: { maxLength: 50 } }}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    select
                    label="Série"
                    value={serie}
                    onChange={(e) =>
                      change(() => {
                        setSerie(e.target.value === '' ? '' : Number(e.target.value));
                        setTurmaId('');
                      })
                    }
                    sx={{ flex: 1 }}
                  >
                    <MenuItem value="">Todas</MenuItem>
                    {SERIES.map((s) => (
                      <MenuItem key={s.id} value={s.id}>
                        {s.nome}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    label="Turma"
                    value={turmaId}
                    disabled={!chosen.school}
                    helperText={chosen.school ? ' ' : 'Escolha uma escola para filtrar por turma.'}
                    onChange={(e) =>
                      change(() => setTurmaId(e.target.value === '' ? '' : Number(e.target.value)))
                    }
                    sx={{ flex: 1 }}
                  >
                    <MenuItem value="">Todas</MenuItem>
                    {(classes.data ?? []).map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        {c.nomeTurma}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
              </Stack>
            </Box>
          </Paper>

          {filters === null ? (
            <Alert severity="info">{PICK_PLACE}</Alert>
          ) : (
            <Box component="section" aria-labelledby="lista-title">
              <Typography id="lista-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
                {list.data ? `Estudantes (${list.data.total.toLocaleString('pt-BR')})` : 'Estudantes'}
              </Typography>
              <DataTable
                ariaLabel="Lista de estudantes"
                columns={columns}
                rows={list.data?.itens ?? []}
                getRowKey={(r) => r.id}
                getRowLabel={(r) => r.nome}
                loading={list.isLoading}
                emptyMessage={
                  list.isError ? 'Não foi possível carregar os estudantes.' : 'Nenhum estudante encontrado.'
                }
                sort={paging.sort}
                onSortChange={paging.onSortChange}
                serverPaging={paging.serverPaging(list.data?.total ?? 0)}
                rowsPerPageOptions={[20, 50, 100]}
                exportSource={{
                  path: '/Alunos/Lista',
                  query: { ...filters, nome: nameValid ? nome.trim() || undefined : undefined },
                }}
                exportLabel="estudantes"
                height={560}
              />
            </Box>
          )}
        </Stack>
      )}
    </>
  );
}
