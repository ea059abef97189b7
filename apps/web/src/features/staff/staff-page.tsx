/**
 * /consulta-diretor, /consulta-coordenador, /consulta-equipe (spec 02 §2.5, §4 'Staff allocation'):
 * one screen for the three kinds. The active school's identification and its current holders of the
 * function (from `historicoServidores`, dataFim null; coordinators with name, CPF and shift), a CPF
 * search that opens the shared person form in a side panel (found: pre-filled; not found: empty with
 * the CPF), allocation, and removal through a confirmation. The list refreshes after each change. The
 * director can be added only while the school has no current director.
 */
import { useId, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { turnoLabel } from '@siam/domain/enums';
import {
  COORDINATOR_ADDED,
  COORDINATOR_REMOVED,
  COORDINATOR_UNASSIGN_FAILED,
  DIRECTOR_ADDED,
  DIRECTOR_REGISTERED,
  DIRECTOR_REMOVED,
  DIRECTOR_UNASSIGN_FAILED,
  PROFILE_REGISTER_FAILED,
  STAFF_FUNCTION,
  TEAM_ADDED,
  TEAM_REMOVED,
  TEAM_UNASSIGN_FAILED,
  type StaffFunctionId,
} from '@siam/domain/staff';
import type { HistoricoServidor, School } from '@siam/domain/contracts/schools';
import { currentStaff } from '@siam/domain/exports/staff';
import { ApiError, api, errorText } from '../../api/client';
import { schoolKeys, usePublicConfig, useSchoolDetail } from '../../api/schools';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { SchoolIdentification } from '../../components/school-identification';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { SidePanel } from '../../components/side-panel';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { PersonForm, personValues, type PersonValues } from './person-form';
import { PersonSearch, type PersonFound } from './person-search';

type StaffKind = 'diretor' | 'coordenador' | 'cadastro';

interface KindConfig {
  title: string;
  subtitle: string;
  funcao: StaffFunctionId;
  /** Singular and plural nouns of the function, for headings and dialogs. */
  noun: string;
  plural: string;
  listTitle: string;
  empty: string;
  post: string;
  remove: string;
  added: string;
  removed: string;
  removeFailed: string;
}

const KINDS: Record<StaffKind, KindConfig> = {
  diretor: {
    title: 'Diretor',
    subtitle: 'Consulte o diretor da escola, aloque um novo diretor ou remova o atual.',
    funcao: STAFF_FUNCTION.Diretor,
    noun: 'diretor',
    plural: 'diretores',
    listTitle: 'Diretor atual',
    empty: 'A escola não possui diretor no momento.',
    post: '/Servidor/diretor',
    remove: '/Servidor/diretor/Desalocar',
    added: DIRECTOR_ADDED,
    removed: DIRECTOR_REMOVED,
    removeFailed: DIRECTOR_UNASSIGN_FAILED,
  },
  coordenador: {
    title: 'Coordenador',
    subtitle: 'Consulte os coordenadores da escola, aloque um novo coordenador ou remova um atual.',
    funcao: STAFF_FUNCTION.Coordenador,
    noun: 'coordenador',
    plural: 'coordenadores',
    listTitle: 'Coordenadores atuais',
    empty: 'A escola não possui coordenadores no momento.',
    post: '/Servidor/coordenador',
    remove: '/Servidor/coordenador/Desalocar',
    added: COORDINATOR_ADDED,
    removed: COORDINATOR_REMOVED,
    removeFailed: COORDINATOR_UNASSIGN_FAILED,
  },
  cadastro: {
    title: 'Equipe de Cadastro',
    subtitle: 'Consulte a equipe de cadastro da escola, aloque um novo membro ou remova um atual.',
    funcao: STAFF_FUNCTION.CadastroEscola,
    noun: 'membro da equipe de cadastro',
    plural: 'membros da equipe de cadastro',
    listTitle: 'Equipe de cadastro atual',
    empty: 'A escola não possui equipe de cadastro no momento.',
    post: '/Servidor/CadastroEscola',
    remove: '/Servidor/CadastroEscola/Desalocar',
    added: TEAM_ADDED,
    removed: TEAM_REMOVED,
    removeFailed: TEAM_UNASSIGN_FAILED,
  },
};

/** The current holders of a function: stays of that function with no end date (as the export lists them). */
export function currentHolders(
  history: readonly HistoricoServidor[] | null | undefined,
  funcao: number,
): HistoricoServidor[] {
  return currentStaff(history, funcao);
}

function StaffScreen({ kind }: { kind: StaffKind }) {
  const session = useSession();
  if (!session) return null;
  const cfg = KINDS[kind];
  const school = session.activeConfig.school;
  return (
    <>
      <PageHeader title={cfg.title} subtitle={cfg.subtitle} />
      <RequireLocation>
        {school ? <Staff key={school.id} kind={kind} school={school} /> : <SelectSchoolPrompt />}
      </RequireLocation>
    </>
  );
}

export function DirectorPage() {
  return <StaffScreen kind="diretor" />;
}
export function CoordinatorPage() {
  return <StaffScreen kind="coordenador" />;
}
export function TeamPage() {
  return <StaffScreen kind="cadastro" />;
}

interface Draft extends PersonFound {
  values: PersonValues;
}

function Staff({ kind, school }: { kind: StaffKind; school: School }) {
  const cfg = KINDS[kind];
  const queryClient = useQueryClient();
  const formId = useId();
  const detail = useSchoolDetail(school.id);
  const config = usePublicConfig();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [searchKey, setSearchKey] = useState(0);
  const [removing, setRemoving] = useState<HistoricoServidor | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: schoolKeys.school(school.id) });

  const allocate = useMutation({
    mutationFn: ({ body }: { body: Record<string, unknown>; isNew: boolean }) =>
      api.post<unknown>(cfg.post, body),
    onSuccess: (_res, { isNew }) => {
      toast.success(kind === 'diretor' && isNew ? DIRECTOR_REGISTERED : cfg.added);
      setDraft(null);
      setSearchKey((k) => k + 1);
      return refresh();
    },
    onError: (error) => toast.apiError(error, PROFILE_REGISTER_FAILED),
  });

  const remove = useMutation({
    mutationFn: (h: HistoricoServidor) =>
      api.put<unknown>(cfg.remove, undefined, {
        query: { servidorId: h.servidorFuncao.servidor.id, escolaId: school.id },
      }),
    onSuccess: () => {
      toast.success(cfg.removed);
      setRemoving(null);
      return refresh();
    },
    onError: (error) => {
      setRemoving(null);
      toast.apiError(error, cfg.removeFailed);
    },
  });

  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return <Alert severity="error">{notFound ? 'Nenhuma escola encontrada' : errorText(detail.error)}</Alert>;
  }
  const data = { ...school, ...detail.data };
  const holders = currentHolders(data.historicoServidores, cfg.funcao);
  const canAdd = kind !== 'diretor' || holders.length === 0;

  const columns: DataTableColumn<HistoricoServidor>[] = [
    {
      id: 'nome',
      label: 'Nome',
      render: (h) => h.servidorFuncao.servidor.nome,
      sortValue: (h) => h.servidorFuncao.servidor.nome,
    },
    {
      id: 'cpf',
      label: 'CPF',
      render: (h) => formatCpf(h.servidorFuncao.servidor.cpf),
      sortValue: (h) => h.servidorFuncao.servidor.cpf,
    },
    ...(kind === 'coordenador'
      ? [
          {
            id: 'turno',
            label: 'Turno',
            render: (h: HistoricoServidor) => turnoLabel(h.turnoServidor) || '—',
            sortValue: (h: HistoricoServidor) => turnoLabel(h.turnoServidor) || null,
          },
        ]
      : []),
    {
      id: 'dataInicio',
      label: 'Desde',
      render: (h) => formatDateBR(h.dataInicio),
      sortValue: (h) => h.dataInicio.slice(0, 10),
      kind: 'date',
    },
    {
      id: 'acoes',
      label: 'Remover',
      align: 'center',
      width: 90,
      sortable: false,
      render: (h) => (
        <Tooltip title="Remover">
          <IconButton
            color="error"
            aria-label={`Remover ${h.servidorFuncao.servidor.nome}`}
            onClick={() => setRemoving(h)}
          >
            <PersonRemoveOutlinedIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  const submit = async (values: PersonValues) => {
    if (!draft) return;
    await allocate
      .mutateAsync({
        body: { ...values, ...(draft.person?.id ? { id: draft.person.id } : {}), escolaId: school.id },
        isNew: draft.person === null,
      })
      .catch(() => undefined);
  };

  return (
    <Stack spacing={3}>
      <SchoolIdentification school={data} />

      <Box component="section" aria-labelledby="titulares-title">
        <Typography id="titulares-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {cfg.listTitle}
        </Typography>
        <DataTable
          ariaLabel={cfg.listTitle}
          columns={columns}
          rows={holders}
          getRowKey={(h) => h.id}
          emptyMessage={cfg.empty}
          height={300}
          // The same call as the screen's (the school with its staff), one function (decision 128).
          exportSource={{ path: `/Escolas/${school.id}`, query: { funcao: cfg.funcao } }}
        />
      </Box>

      <Card component="section" aria-labelledby="adicionar-title">
        <CardContent>
          <Typography id="adicionar-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
            Adicionar {cfg.noun}
          </Typography>
          {canAdd ? (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Busque a pessoa pelo CPF. Se ela já estiver cadastrada, os dados aparecem preenchidos para
                conferência; se não, preencha o cadastro.
              </Typography>
              <PersonSearch
                key={searchKey}
                kind={kind}
                onFound={(found) =>
                  setDraft({ ...found, values: personValues(kind, found.cpf, found.person) })
                }
              />
            </>
          ) : (
            <Typography color="text.secondary">
              A escola já possui um diretor. Para alocar outro, remova primeiro o diretor atual.
            </Typography>
          )}
        </CardContent>
      </Card>

      <SidePanel
        open={draft !== null}
        onClose={() => (allocate.isPending ? undefined : setDraft(null))}
        title={`Alocar ${cfg.noun}`}
        width={720}
        actions={
          <>
            <Button variant="outlined" onClick={() => setDraft(null)} disabled={allocate.isPending}>
              Cancelar
            </Button>
            <Button type="submit" form={formId} variant="contained" disabled={allocate.isPending}>
              {allocate.isPending ? 'Aguarde...' : 'Salvar'}
            </Button>
          </>
        }
      >
        {draft ? (
          config.isPending ? (
            <Loading />
          ) : (
            <PersonForm
              key={draft.cpf}
              kind={kind}
              formId={formId}
              defaultValues={draft.values}
              institutionalDomains={config.data?.dominiosInstitucionais ?? []}
              onSubmit={submit}
              header={
                <Alert severity={draft.person ? 'info' : 'warning'}>
                  {draft.person
                    ? `Pessoa já cadastrada. Confira os dados e clique em Salvar para alocá-la como ${cfg.noun} de ${school.nomeEscola}.`
                    : `Nenhum servidor encontrado com este CPF. Preencha o cadastro para alocá-lo como ${cfg.noun} de ${school.nomeEscola}.`}
                </Alert>
              }
            />
          )
        ) : null}
      </SidePanel>

      <ConfirmDialog
        open={removing !== null}
        title={`Remover ${cfg.noun}`}
        text={
          removing
            ? `Deseja remover ${removing.servidorFuncao.servidor.nome} da função de ${cfg.noun} desta escola? O histórico da escola é mantido.`
            : ''
        }
        confirmLabel="Remover"
        destructive
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
