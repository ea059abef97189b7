/**
 * /sincronizar-escola, 'Sincronizar SIAM com SIGE' (spec 03 §2.15; the path is ours, decision 070):
 * explains what the synchronisation does, asks 'Tem certeza que quer executar agora?' and runs it for
 * the active school; a school that does not use SIGE gets the refusal. The stages show where the run
 * is, and 'Sincronizações anteriores' lists the school's kept results (decision 126). The changes are
 * shown at /sincronizar-escola-result?id=, which loads the kept result from the server.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import {
  SYNC_CONFIRM,
  SYNC_ERROR,
  SYNC_NOT_SIGE,
  SYNC_RESULTS_ERROR,
  SYNC_TITLE,
  syncSummaryText,
} from '@siam/domain/school-import';
import type { School } from '@siam/domain/contracts/schools';
import type { SyncResultItem, SyncResultRow } from '@siam/domain/contracts/sige-sync';
import { api, errorText } from '../../api/client';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { StageStepper } from '../../components/stage-stepper';
import { RequireLocation } from '../../components/require-location';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import {
  SYNC_RUNNING_TEXT,
  SYNC_STAGES,
  formatDateTime,
  resultPath,
  syncKeys,
  type SyncResultState,
} from './sync-shared';

export default function SyncSchoolPage() {
  const session = useSession();
  if (!session) return null;
  const school = session.activeConfig.school;
  return (
    <>
      <PageHeader
        title={SYNC_TITLE}
        subtitle="Atualiza no SIAM as turmas e os estudantes da escola com os dados do SIGE."
      />
      <RequireLocation>
        {school ? <SyncSchool key={school.id} school={school} /> : <SelectSchoolPrompt />}
      </RequireLocation>
    </>
  );
}

function SyncSchool({ school }: { school: School }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const back = () => void navigate('/');

  if (!school.sige) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info" sx={{ width: '100%' }}>
          <AlertTitle>{SYNC_NOT_SIGE}</AlertTitle>A escola {school.codigoInep} - {school.nomeEscola} precisa
          estar cadastrada no SIGE (o sistema de gestão escolar) para que suas turmas e estudantes possam ser
          trazidos de lá. Procure a secretaria de educação para fazer esse cadastro.
        </Alert>
        <Button variant="outlined" onClick={back}>
          Voltar
        </Button>
      </Stack>
    );
  }

  const run = async () => {
    setRunning(true);
    setFailure(null);
    try {
      let kept: number | null = null;
      const rows = await api.post<SyncResultRow[]>(
        '/Escolas/Sincronizar',
        { codigoInep: school.codigoInep },
        {
          // Where the kept result lives (decision 126): its id opens it again after a reload.
          onHeaders: (h) => {
            const id = Number(h.get('Content-Location')?.split('/').at(-1));
            kept = Number.isInteger(id) && id > 0 ? id : null;
          },
        },
      );
      const state: SyncResultState = { rows, escola: `${school.codigoInep} - ${school.nomeEscola}` };
      await queryClient.invalidateQueries({ queryKey: syncKeys.all });
      void navigate(resultPath(kept), { state });
    } catch (error) {
      // Spec 03 §8.1: a synchronisation error shows as an info toast.
      const message = errorText(error, SYNC_ERROR);
      toast.info(message);
      setFailure(message);
      setRunning(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <StageStepper
          ariaLabel="Etapas da sincronização"
          stages={SYNC_STAGES}
          active={running || failure ? 1 : 0}
          running={running}
          runningText={SYNC_RUNNING_TEXT}
          error={failure ? `${failure} Nada foi alterado.` : null}
        />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="sync-explicacao" sx={{ p: 3 }}>
        <Typography id="sync-explicacao" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          {school.codigoInep} - {school.nomeEscola}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          A sincronização deixa as turmas e os estudantes desta escola no SIAM iguais aos do SIGE. Ela é feita
          em etapas:
        </Typography>
        <Box component="ol" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.5 } }}>
          <li>
            as turmas deste ano são criadas ou atualizadas conforme o SIGE (as que não existem mais lá são
            desativadas);
          </li>
          <li>os estudantes de cada turma são cadastrados, têm seus dados atualizados ou mudam de turma;</li>
          <li>quem não consta mais no SIGE sai da turma, sem perder o histórico.</li>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Se algo der errado no meio do caminho, nada é alterado. Ao final, você verá a lista de tudo o que
          mudou.
        </Typography>
        <Typography variant="h3" component="p" sx={{ mb: 2 }}>
          {SYNC_CONFIRM}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" startIcon={<SyncIcon />} onClick={run} disabled={running}>
            {running ? 'Aguarde...' : 'Sincronizar'}
          </Button>
          <Button variant="outlined" onClick={back} disabled={running}>
            Voltar
          </Button>
        </Stack>
      </Paper>
      <PastSyncs school={school} />
    </Stack>
  );
}

const pastColumns: DataTableColumn<SyncResultItem>[] = [
  {
    id: 'executadaEm',
    label: 'Data e hora',
    width: 190,
    kind: 'datetime',
    render: (r) => formatDateTime(r.executadaEm),
  },
  { id: 'usuarioNome', label: 'Usuário', width: 260 },
  { id: 'resumo', label: 'Resumo', sortable: false, render: (r) => syncSummaryText(r.resumo) },
];

/** 'Sincronizações anteriores': the school's kept results, newest first; a click opens one. */
function PastSyncs({ school }: { school: School }) {
  const navigate = useNavigate();
  const past = useQuery({
    queryKey: syncKeys.list(school.id),
    queryFn: () =>
      api.get<SyncResultItem[]>('/Escolas/Sincronizar/Resultados', { query: { escolaId: school.id } }),
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sync-anteriores" sx={{ p: 2.5 }}>
      <Typography id="sync-anteriores" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        Sincronizações anteriores
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        As últimas sincronizações desta escola, da mais recente à mais antiga. Clique em uma para ver o que
        mudou.
      </Typography>
      {past.isPending ? (
        <Loading minHeight={80} />
      ) : past.isError ? (
        <Alert severity="error">{errorText(past.error, SYNC_RESULTS_ERROR)}</Alert>
      ) : (
        <DataTable
          ariaLabel="Sincronizações anteriores"
          columns={pastColumns}
          rows={past.data}
          getRowKey={(r) => r.id}
          getRowLabel={(r) => `Sincronização de ${formatDateTime(r.executadaEm)}`}
          onRowClick={(r) => void navigate(resultPath(r.id))}
          emptyMessage="Nenhuma sincronização desta escola foi feita ainda."
          exportSource={{ path: '/Escolas/Sincronizar/Resultados', query: { escolaId: school.id } }}
        />
      )}
    </Paper>
  );
}
