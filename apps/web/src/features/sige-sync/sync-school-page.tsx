/**
 * /sincronizar-escola, 'Sincronizar SIAM com SIGE' (spec 03 §2.15; the path is ours, decision 070):
 * explains what the synchronisation does, asks 'Tem certeza que quer executar agora?' and runs it for
 * the active school; a school that does not use SIGE gets the refusal. The changes are shown at
 * /sincronizar-escola-result.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { SYNC_CONFIRM, SYNC_ERROR, SYNC_NOT_SIGE, SYNC_TITLE } from '@siam/domain/school-import';
import type { School } from '@siam/domain/contracts/schools';
import type { SyncResultRow } from '@siam/domain/contracts/sige-sync';
import { api, errorText } from '../../api/client';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import type { SyncResultState } from './sync-result-page';

export const SYNC_RESULT_PATH = '/sincronizar-escola-result';

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
  const [running, setRunning] = useState(false);
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
    try {
      const rows = await api.post<SyncResultRow[]>('/Escolas/Sincronizar', { codigoInep: school.codigoInep });
      const state: SyncResultState = { rows, escola: `${school.codigoInep} - ${school.nomeEscola}` };
      void navigate(SYNC_RESULT_PATH, { state });
    } catch (error) {
      // Spec 03 §8.1: a synchronisation error shows as an info toast.
      toast.info(errorText(error, SYNC_ERROR));
      setRunning(false);
    }
  };

  return (
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
  );
}
