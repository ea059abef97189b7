/**
 * /auditoria-estudante (Administrador; docs/decisions/104, not in the spec): who saw or changed a
 * student's personal data, when, with which role. The student is searched by CPF, or comes from the
 * consult screen as `?alunoId=`. The accesses are paginated by the server, newest first.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchIcon from '@mui/icons-material/Search';
import { formatCpf, normalizeCpf } from '@siam/domain/cpf';
import {
  STUDENT_AUDIT_EMPTY,
  STUDENT_AUDIT_PAGE_SIZES,
  STUDENT_AUDIT_TITLE,
  formatAuditInstant,
  studentAuditFormSchema,
  type StudentAuditFormValues,
} from '@siam/domain/student-audit';
import type { StudentAuditAnswer, StudentAuditRow } from '@siam/domain/contracts/audit';
import { api, ApiError } from '../../api/client';
import { FormCpfField } from '../../components/form';
import { DataTable, ROWS_PER_PAGE_LABEL, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';

type Filter = { alunoId: number } | { cpf: string };

export const AUDIT_LOAD_ERROR = 'Não foi possível carregar a auditoria. Tente novamente mais tarde.';

function fetchAudit(filter: Filter, pagina: number, tamanho: number, signal?: AbortSignal) {
  return api.get<StudentAuditAnswer>('/Auditoria/Estudante', {
    query: { ...filter, pagina, tamanho },
    signal,
  });
}

/**
 * The entries come a page at a time from the server, newest first (the audit's order): sorting one page
 * in the browser would mislead, so the headers do not sort (decision 128). The export holds every page.
 */
const columns: DataTableColumn<StudentAuditRow>[] = (
  [
    {
      id: 'quando',
      label: 'Quando',
      width: 170,
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatAuditInstant(r.quando)}</span>,
    },
    {
      id: 'usuario',
      label: 'Usuário',
      render: (r) => (
        <>
          <Typography variant="body2">{r.usuario.nome}</Typography>
          <Typography variant="caption" color="text.secondary">
            CPF {r.usuario.cpf}
          </Typography>
        </>
      ),
    },
    { id: 'perfil', label: 'Perfil' },
    { id: 'acao', label: 'Ação', width: 150 },
    { id: 'detalhe', label: 'Detalhe' },
    { id: 'ip', label: 'Endereço IP', width: 130, render: (r) => r.ip ?? '—' },
  ] as DataTableColumn<StudentAuditRow>[]
).map((c) => ({ ...c, sortable: false }));

function initialFilter(params: URLSearchParams): Filter | null {
  const id = Number(params.get('alunoId'));
  return Number.isInteger(id) && id > 0 ? { alunoId: id } : null;
}

export default function StudentAuditPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [filter, setFilter] = useState<Filter | null>(() => initialFilter(params));
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(10);
  const { control, handleSubmit, reset } = useForm<StudentAuditFormValues>({
    resolver: zodResolver(studentAuditFormSchema),
    defaultValues: { cpf: '' },
  });

  // Opening the screen again (the menu, or the consult with another student) starts afresh; the
  // page's own removal of `?alunoId=` does not.
  const firstLocation = useRef(location.key);
  const ownNavigation = (location.state as { auditOwn?: boolean } | null)?.auditOwn === true;
  useEffect(() => {
    if (location.key === firstLocation.current || ownNavigation) return;
    setFilter(initialFilter(new URLSearchParams(location.search)));
    setPage(0);
    reset({ cpf: '' });
  }, [location.key, location.search, ownNavigation, reset]);
  const dropIdFromUrl = () => {
    if (params.has('alunoId')) setParams({}, { replace: true, state: { auditOwn: true } });
  };

  const audit = useQuery({
    queryKey: ['student-audit', filter, page, rowsPerPage],
    queryFn: ({ signal }) => fetchAudit(filter!, page + 1, rowsPerPage, signal),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const search = handleSubmit((values) => {
    setPage(0);
    setFilter({ cpf: normalizeCpf(values.cpf) });
    // A student picked on the consult screen is replaced by the one searched here.
    dropIdFromUrl();
  });

  const clear = () => {
    reset({ cpf: '' });
    setFilter(null);
    setPage(0);
    dropIdFromUrl();
  };

  const data = audit.data;
  const notFound = audit.error instanceof ApiError && audit.error.status === 404;

  return (
    <>
      <PageHeader
        title={STUDENT_AUDIT_TITLE}
        subtitle="Veja quem consultou ou alterou os dados pessoais de um estudante, quando e com qual perfil."
      />
      <Stack spacing={3}>
        <Card>
          <CardContent>
            <Box
              component="form"
              role="search"
              aria-label="Buscar estudante"
              noValidate
              onSubmit={(e) => void search(e)}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                <FormCpfField
                  control={control}
                  name="cpf"
                  label="CPF do estudante"
                  placeholder="000.000.000-00"
                  required
                  helperText=" "
                  sx={{ width: { xs: '100%', sm: 260 } }}
                />
                <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: { sm: 1 } }}>
                  Buscar
                </Button>
                <Button type="button" variant="outlined" onClick={clear} sx={{ mt: { sm: 1 } }}>
                  Limpar
                </Button>
              </Stack>
            </Box>
            <Typography variant="body2" color="text.secondary">
              Você também pode abrir esta tela pelo botão “Auditoria” em Consultar Estudante.
            </Typography>
          </CardContent>
        </Card>

        {filter === null ? (
          <Card variant="outlined" sx={{ bgcolor: 'transparent', borderStyle: 'dashed' }}>
            <CardContent>
              <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
                <ManageSearchIcon color="primary" sx={{ fontSize: 44 }} aria-hidden />
                <Typography variant="h3" component="p">
                  Nenhum estudante selecionado
                </Typography>
                <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
                  Informe o CPF do estudante e clique em Buscar para ver cada consulta e cada alteração dos
                  seus dados pessoais: quem fez, quando, com qual perfil e de qual computador (endereço IP).
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        ) : null}
        {notFound ? <Alert severity="info">Nenhum estudante encontrado</Alert> : null}
        {audit.isError && !notFound ? (
          <Alert severity="error">
            {audit.error instanceof ApiError && audit.error.fromServer
              ? audit.error.message
              : AUDIT_LOAD_ERROR}
          </Alert>
        ) : null}

        {filter !== null && data && !audit.isError ? (
          <Card component="section" aria-labelledby="audit-student-title">
            <CardContent>
              <Stack spacing={2}>
                <Box>
                  <Typography
                    id="audit-student-title"
                    variant="h2"
                    component="h2"
                    sx={{ fontSize: '1.25rem' }}
                  >
                    Acessos aos dados de {data.alunos.map((a) => a.nome).join(' / ')}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                    {data.alunos.map((a) => (
                      <Typography key={a.id} variant="body2" color="text.secondary">
                        CPF {a.cpf ? formatCpf(a.cpf) : 'não informado'}
                        {a.excluido ? <Chip size="small" label="Estudante excluído" sx={{ ml: 1 }} /> : null}
                      </Typography>
                    ))}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Do mais recente ao mais antigo. Estes registros são permanentes: não podem ser alterados
                    nem excluídos.
                  </Typography>
                </Box>
                <Box>
                  <DataTable
                    ariaLabel="Acessos aos dados do estudante"
                    columns={columns}
                    rows={data.itens}
                    getRowKey={(r, i) => `${r.quando}-${i}`}
                    emptyMessage={STUDENT_AUDIT_EMPTY}
                    loading={audit.isFetching && data.itens.length === 0}
                    height={420}
                    // Every entry of the student, all pages (streamed by the server).
                    exportSource={{ path: '/Auditoria/Estudante', query: filter ?? {} }}
                    exportLabel="auditoria de acessos do estudante"
                  />
                  <TablePagination
                    component="div"
                    count={data.total}
                    page={page}
                    onPageChange={(_e, p) => setPage(p)}
                    rowsPerPage={rowsPerPage}
                    rowsPerPageOptions={[...STUDENT_AUDIT_PAGE_SIZES]}
                    onRowsPerPageChange={(e) => {
                      setRowsPerPage(Number(e.target.value));
                      setPage(0);
                    }}
                    labelRowsPerPage={ROWS_PER_PAGE_LABEL}
                    labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
                    getItemAriaLabel={(type) => (type === 'next' ? 'Próxima página' : 'Página anterior')}
                  />
                </Box>
              </Stack>
            </CardContent>
          </Card>
        ) : null}
      </Stack>
    </>
  );
}
