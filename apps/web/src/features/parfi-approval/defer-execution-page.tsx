/**
 * /premio/deferir-execucao-parfi (spec 03 §2.8, §4.3, §5.4; decision 060): the approval of one action's
 * execution at the level due. Opening it asks the server for the level's record (obter-ou-criar). The
 * action read-only; Documentos / Histórico; the documents with Mostrar Todos / Avaliados / Não
 * avaliados, each with Deferir / Indeferir (a finalised one read-only), and for each one not deferred
 * a reason and a Detalhamento (5000). Salvar checks §5.4 (reasons first, then details) and sends the
 * decision; Cancelar drops the open record (RetornarStatus) after the discard confirmation.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DETAIL_MAX, PARFI_MSG, deferralError, toggleDeferred } from '@siam/domain/parfi';
import { api, errorText } from '../../api/client';
import { parfiKeys, useReasons } from '../../api/parfi';
import type { AttachedFile, EnumItem, WithMessage } from '@siam/domain/contracts/parfi';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ExportButton } from '../../components/export-button';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { ParfiActionSummary } from '../../components/parfi-action-summary';
import { ParfiDocumentInfo } from '../../components/parfi-document-info';
import { ParfiHistory } from '../../components/parfi-history';
import { toast } from '../../lib/toast';
import {
  CANCEL_DEFERRAL_ERROR,
  DEFER_ERROR,
  DEFER_TITLE,
  EXECUTION_ERROR,
  NO_DEFERRAL_CHOSEN,
  REASONS_ERROR,
} from './messages';
import type { DeferralRecord } from '@siam/domain/contracts/deferral';
import { approvalKeys, useDeferralRecord } from './queries';
import { useDeferTarget, type DeferTarget } from './route-state';

type Show = 'todos' | 'avaliados' | 'nao-avaliados';

/** The decision on one document while the approver works. */
export interface FileDecision {
  arquivoAnexadoId: number;
  deferido: boolean | null;
  finalizado: boolean;
  motivoIndeferimentoId: number | null;
  detalhamento: string | null;
}

export function initialDecisions(files: readonly AttachedFile[]): FileDecision[] {
  return files.map((f) => ({
    arquivoAnexadoId: f.id,
    // A finalised document keeps its decision; the others are evaluated anew at this level.
    deferido: f.finalizado ? f.deferido : null,
    finalizado: f.finalizado,
    motivoIndeferimentoId: f.finalizado ? f.motivoIndeferimentoId : null,
    detalhamento: f.finalizado ? f.detalhamento : null,
  }));
}

/** The Salvar checks: every document evaluated, then §5.4 (reasons before details). */
export function saveError(decisions: readonly FileDecision[]): string | null {
  if (decisions.some((d) => !d.finalizado && d.deferido === null)) return PARFI_MSG.allDocumentsRequired;
  return deferralError(decisions);
}

export default function DeferExecutionPage() {
  const target = useDeferTarget();
  return target ? <DeferralLoader target={target} /> : <Intro message={NO_DEFERRAL_CHOSEN} />;
}

function Intro({ message, severity = 'info' }: { message: string; severity?: 'info' | 'error' }) {
  return (
    <>
      <PageHeader title={DEFER_TITLE} />
      <Alert severity={severity}>{message}</Alert>
    </>
  );
}

function DeferralLoader({ target }: { target: DeferTarget }) {
  const record = useDeferralRecord(target.planoAcaoId);
  const reasons = useReasons();
  if (record.isPending) {
    return (
      <>
        <PageHeader title={DEFER_TITLE} />
        <Loading />
      </>
    );
  }
  if (record.isError) return <Intro severity="error" message={errorText(record.error, EXECUTION_ERROR)} />;
  return (
    <Deferral
      key={record.data.id}
      target={target}
      record={record.data}
      reasons={reasons.data ?? []}
      reasonsError={reasons.isError ? errorText(reasons.error, REASONS_ERROR) : null}
    />
  );
}

function Deferral({
  target,
  record,
  reasons,
  reasonsError,
}: {
  target: DeferTarget;
  record: DeferralRecord;
  reasons: readonly EnumItem[];
  reasonsError: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [view, setView] = useState<'documentos' | 'historico'>('documentos');
  const [show, setShow] = useState<Show>('todos');
  const [decisions, setDecisions] = useState<FileDecision[]>(() => initialDecisions(record.arquivosAnexado));
  const [problem, setProblem] = useState<string | null>(null);
  const [discard, setDiscard] = useState(false);

  const leave = async () => {
    await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    await queryClient.invalidateQueries({ queryKey: parfiKeys.all });
    void navigate(target.backUrl);
  };

  const update = (id: number, change: (d: FileDecision) => FileDecision) => {
    setDecisions((all) => all.map((d) => (d.arquivoAnexadoId === id ? change(d) : d)));
    setProblem(null);
  };

  const save = useMutation({
    mutationFn: () => {
      const open = decisions.filter((d) => !d.finalizado);
      return api.put<WithMessage>('/DeferirExecucao', {
        id: record.id,
        deferido: open.every((d) => d.deferido === true),
        deferirArquivos: open.map((d) => ({
          id: 0,
          arquivoAnexadoId: d.arquivoAnexadoId,
          deferido: d.deferido === true,
          motivoIndeferimentoId: d.deferido === true ? null : d.motivoIndeferimentoId,
          detalhamento: d.deferido === true ? null : d.detalhamento,
        })),
      });
    },
    onSuccess: async (res) => {
      toast.success(res?.mensagem || PARFI_MSG.executionDeferred);
      await leave();
    },
    onError: (error) => toast.apiError(error, DEFER_ERROR),
  });

  const cancel = useMutation({
    mutationFn: () =>
      api.put<WithMessage>('/ExecucaoAcao/RetornarStatus', undefined, { query: { deferirId: record.id } }),
    onSuccess: () => leave(),
    onError: (error) => {
      setDiscard(false);
      toast.apiError(error, CANCEL_DEFERRAL_ERROR);
    },
  });

  const submit = () => {
    const found = saveError(decisions);
    setProblem(found);
    if (found) {
      toast.error(found);
      return;
    }
    save.mutate();
  };

  const evaluated = (d: FileDecision) => d.finalizado || d.deferido !== null;
  const files = record.arquivosAnexado.filter((f) => {
    const d = decisions.find((x) => x.arquivoAnexadoId === f.id);
    if (!d || show === 'todos') return true;
    return show === 'avaliados' ? evaluated(d) : !evaluated(d);
  });

  return (
    <>
      <PageHeader
        title={DEFER_TITLE}
        subtitle={`${record.codigoInep} - ${record.nomeEscola} · Nível ${record.nivelDeferimentoId} de deferimento`}
      />
      <Stack spacing={2.5}>
        <ParfiActionSummary
          anoPremio={record.anoPremio}
          anoParfi={record.anoParfi}
          valor={record.valor}
          objetivo={record.objetivo}
          meta={record.meta}
          acao={record.acao}
          orientacao={record.orientacao}
          dataInicio={record.dataInicio}
          dataFim={record.dataFim}
        />

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={view}
            onChange={(_e, v: 'documentos' | 'historico' | null) => v && setView(v)}
            aria-label="Visualizar"
          >
            <ToggleButton value="documentos">Documentos</ToggleButton>
            <ToggleButton value="historico">Histórico</ToggleButton>
          </ToggleButtonGroup>
          {view === 'documentos' ? (
            <TextField
              select
              label="Mostrar"
              value={show}
              onChange={(e) => setShow(e.target.value as Show)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="todos">Todos</MenuItem>
              <MenuItem value="avaliados">Avaliados</MenuItem>
              <MenuItem value="nao-avaliados">Não avaliados</MenuItem>
            </TextField>
          ) : null}
          {view === 'documentos' && record.arquivosAnexado.length > 0 ? (
            <ExportButton
              path="/PlanoAcao"
              query={{ planoAcaoId: record.planoAcaoId }}
              label="documentos da execução"
            />
          ) : null}
        </Stack>

        {view === 'historico' ? (
          <ParfiHistory entries={record.deferimentos} reasons={reasons} emptyMessage={PARFI_MSG.noHistory} />
        ) : (
          <>
            {reasonsError ? <Alert severity="error">{reasonsError}</Alert> : null}
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            {record.arquivosAnexado.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                  {PARFI_MSG.noFiles}
                </Typography>
              </Paper>
            ) : (
              <List aria-label="Documentos da execução" disablePadding sx={{ display: 'grid', gap: 1.5 }}>
                {files.map((f) => (
                  <DocumentDecision
                    key={f.id}
                    file={f}
                    decision={decisions.find((d) => d.arquivoAnexadoId === f.id)!}
                    reasons={reasons}
                    codigoInep={record.codigoInep}
                    ano={record.anoParfi}
                    onChange={(change) => update(f.id, change)}
                  />
                ))}
              </List>
            )}
          </>
        )}

        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={() => setDiscard(true)} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button
            variant="contained"
            onClick={submit}
            disabled={save.isPending || record.arquivosAnexado.length === 0}
          >
            {save.isPending ? 'Aguarde...' : 'Salvar'}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={discard}
        title={PARFI_MSG.discardExecutionTitle}
        text={PARFI_MSG.discardText}
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setDiscard(false)}
      />
    </>
  );
}

function DocumentDecision({
  file,
  decision,
  reasons,
  codigoInep,
  ano,
  onChange,
}: {
  file: AttachedFile;
  decision: FileDecision;
  reasons: readonly EnumItem[];
  codigoInep: string;
  ano: number;
  onChange: (change: (d: FileDecision) => FileDecision) => void;
}) {
  const needsReason = !decision.finalizado && decision.deferido !== true;
  const value = decision.deferido === null ? null : decision.deferido ? 'deferir' : 'indeferir';
  const detail = decision.detalhamento ?? '';
  return (
    <ListItem disablePadding aria-label={`${file.tipoDocumento} ${file.nome}`}>
      <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: 1 }}>
            <ParfiDocumentInfo file={file} codigoInep={codigoInep} ano={ano} />
          </Box>
          {decision.finalizado ? (
            <Chip
              label={decision.deferido ? 'Deferido (finalizado)' : 'Finalizado'}
              color="success"
              size="small"
            />
          ) : null}
          <ToggleButtonGroup
            exclusive
            size="small"
            value={value}
            disabled={decision.finalizado}
            onChange={(_e, v: 'deferir' | 'indeferir' | null) => {
              if (v) onChange((d) => toggleDeferred(d, v === 'deferir'));
            }}
            aria-label={`Decisão sobre ${file.tipoDocumento}`}
          >
            <ToggleButton value="deferir" color="success">
              Deferir
            </ToggleButton>
            <ToggleButton value="indeferir" color="error">
              Indeferir
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {needsReason ? (
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              select
              label="Tipo de motivo"
              value={decision.motivoIndeferimentoId ?? ''}
              onChange={(e) =>
                onChange((d) => ({ ...d, motivoIndeferimentoId: Number(e.target.value) || null }))
              }
              sx={{ maxWidth: 420 }}
            >
              {reasons.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.descricao}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Detalhamento"
              value={detail}
              onChange={(e) => onChange((d) => ({ ...d, detalhamento: e.target.value.slice(0, DETAIL_MAX) }))}
              multiline
              minRows={3}
              helperText={`${detail.length}/${DETAIL_MAX}`}
              slotProps={{
                htmlInput: { maxLength: DETAIL_MAX },
                formHelperText: { sx: { textAlign: 'right' } },
              }}
            />
          </Stack>
        ) : null}
      </Paper>
    </ListItem>
  );
}
