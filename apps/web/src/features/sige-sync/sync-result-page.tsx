/**
 * /sincronizar-escola-result (spec 03 §2.15): the changes of a synchronisation. A table of the classes
 * that changed (Código, Nome, Série, Turno); choosing one lists its students' changes (Matrícula,
 * Nome, CPF, Motivo). No change: the spec's message. Voltar goes to /.
 * With `?id=` the page loads the kept result from the server (decision 126), so it survives a reload
 * and opens a past synchronisation; without it, the rows handed over in the router state are shown.
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { formatCpf } from '@siam/domain/cpf';
import { serieLabel, turnoLabel } from '@siam/domain/enums';
import { SYNC_NO_CHANGES, SYNC_TITLE, syncSummaryText } from '@siam/domain/school-import';
import type { SyncResult, SyncResultRow } from '@siam/domain/contracts/sige-sync';
import { api, errorText } from '../../api/client';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { StageStepper } from '../../components/stage-stepper';
import { SYNC_STAGES, formatDateTime, syncKeys, type SyncResultState } from './sync-shared';

export const NO_SYNC_RESULT =
  'Nenhuma sincronização foi escolhida. Volte, use o botão Sincronizar ou abra uma das sincronizações anteriores.';

interface ClassChange {
  codigo: string;
  nome: string;
  serie: number;
  turno: number;
  /** The change of the class itself, if any. */
  mudanca: string | null;
  alunos: SyncResultRow[];
}

/** Groups the rows by class, in the order they came. */
export function groupByClass(rows: readonly SyncResultRow[]): ClassChange[] {
  const byCode = new Map<string, ClassChange>();
  for (const r of rows) {
    let c = byCode.get(r.codigo_Turma);
    if (!c) {
      c = {
        codigo: r.codigo_Turma,
        nome: r.nome_Turma,
        serie: r.serie,
        turno: r.turno,
        mudanca: null,
        alunos: [],
      };
      byCode.set(r.codigo_Turma, c);
    }
    if (r.identificador === null && r.nome_Aluno === null) c.mudanca = r.mensagem;
    else c.alunos.push(r);
  }
  return [...byCode.values()];
}

const classColumns: DataTableColumn<ClassChange>[] = [
  { id: 'codigo', label: 'Código', width: 100 },
  { id: 'nome', label: 'Nome' },
  { id: 'serie', label: 'Série', render: (c) => serieLabel(c.serie) },
  { id: 'turno', label: 'Turno', render: (c) => turnoLabel(c.turno) },
  { id: 'mudanca', label: 'Mudança na turma', render: (c) => c.mudanca ?? '—' },
  { id: 'alunos', label: 'Estudantes', align: 'right', width: 110, render: (c) => c.alunos.length },
];

const studentColumns: DataTableColumn<SyncResultRow>[] = [
  { id: 'identificador', label: 'Matrícula', width: 120, render: (s) => s.identificador ?? '—' },
  { id: 'nome_Aluno', label: 'Nome', render: (s) => s.nome_Aluno ?? '—' },
  { id: 'cpf_Aluno', label: 'CPF', width: 150, render: (s) => (s.cpf_Aluno ? formatCpf(s.cpf_Aluno) : '—') },
  { id: 'mensagem', label: 'Motivo' },
];

function isResultState(v: unknown): v is SyncResultState {
  return typeof v === 'object' && v !== null && Array.isArray((v as SyncResultState).rows);
}

export default function SyncResultPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const location = useLocation();
  const state: unknown = location.state;
  const kept = useQuery({
    queryKey: syncKeys.one(id ?? 0),
    queryFn: () => api.get<SyncResult>(`/Escolas/Sincronizar/Resultados/${id}`),
    enabled: id !== null,
  });

  if (raw !== null) {
    if (id === null) return <ResultView error="Nenhuma sincronização encontrada." />;
    if (kept.isPending) return <ResultView loading />;
    if (kept.isError)
      return <ResultView error={errorText(kept.error, 'Nenhuma sincronização encontrada.')} />;
    const r = kept.data;
    return (
      <ResultView
        result={{ rows: r.alteracoes, escola: `${r.codigoInep} - ${r.nomeEscola}` }}
        byline={`Feita em ${formatDateTime(r.executadaEm)} por ${r.usuarioNome} · ${syncSummaryText(r.resumo)}`}
        exportId={r.id}
      />
    );
  }
  return <ResultView result={isResultState(state) ? state : null} />;
}

function ResultView({
  result = null,
  byline,
  loading = false,
  error,
  exportId,
}: {
  result?: SyncResultState | null;
  byline?: string;
  /** A kept result: its changes can be exported. */
  exportId?: number;
  loading?: boolean;
  error?: string;
}) {
  const navigate = useNavigate();
  const classes = useMemo(() => groupByClass(result?.rows ?? []), [result]);
  const [selected, setSelected] = useState<number | null>(null);
  const chosen = selected === null ? undefined : classes[selected];

  return (
    <>
      <PageHeader
        title={SYNC_TITLE}
        subtitle={result ? `Resultado da sincronização: ${result.escola}` : undefined}
      />
      <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
        {result ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <StageStepper
              ariaLabel="Etapas da sincronização"
              stages={SYNC_STAGES}
              active={SYNC_STAGES.length}
            />
            {byline ? (
              <Typography color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
                {byline}
              </Typography>
            ) : null}
            {exportId !== undefined && result.rows.length > 0 ? (
              <Stack direction="row" sx={{ justifyContent: 'center', mt: 1.5 }}>
                <ExportButton
                  path={`/Escolas/Sincronizar/Resultados/${exportId}`}
                  label="todas as mudanças desta sincronização"
                />
              </Stack>
            ) : null}
          </Paper>
        ) : null}
        {loading ? (
          <Loading />
        ) : error ? (
          <Alert severity="error">{error}</Alert>
        ) : !result ? (
          <Alert severity="info">{NO_SYNC_RESULT}</Alert>
        ) : classes.length === 0 ? (
          <Alert severity="success">{SYNC_NO_CHANGES}</Alert>
        ) : (
          <>
            <Paper variant="outlined" component="section" aria-labelledby="turmas-alteradas" sx={{ p: 2.5 }}>
              <Typography id="turmas-alteradas" variant="h2" component="h2" sx={{ mb: 0.5 }}>
                Turmas com mudanças
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                Clique em uma turma para ver o que mudou com os estudantes dela.
              </Typography>
              <DataTable
                ariaLabel="Turmas sincronizadas"
                columns={classColumns}
                rows={classes}
                getRowKey={(c) => c.codigo}
                getRowLabel={(c) => c.nome}
                onRowClick={(_c, i) => setSelected(i)}
                selectedIndex={selected}
              />
            </Paper>
            {chosen ? (
              <Paper
                variant="outlined"
                component="section"
                aria-labelledby="alunos-alterados"
                sx={{ p: 2.5 }}
              >
                <Typography id="alunos-alterados" variant="h2" component="h2" sx={{ mb: 1.5 }}>
                  Estudantes da turma {chosen.nome}
                </Typography>
                <DataTable
                  ariaLabel="Estudantes sincronizados"
                  columns={studentColumns}
                  rows={chosen.alunos}
                  getRowKey={(s, i) => `${s.identificador ?? ''}-${i}`}
                  emptyMessage="Nenhum estudante desta turma mudou."
                />
              </Paper>
            ) : null}
          </>
        )}
        <Stack direction="row" spacing={1.5}>
          <Button variant="outlined" onClick={() => void navigate('/')}>
            Voltar
          </Button>
          <Button variant="text" onClick={() => void navigate('/sincronizar-escola')}>
            Sincronizações anteriores
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
