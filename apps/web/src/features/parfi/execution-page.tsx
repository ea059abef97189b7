/**
 * /premio/execucao-do-parfi (spec 03 §2.5, §4.2, §5.2, §6): one action's execution. The action read-only
 * (budgeted value hidden for objectives 1, 8, 9), Documentos / Histórico, the document form while
 * documents may be added, the attached documents (a click opens the file in a new tab; pending ones
 * can be deleted), 'Enviar para deferimento' and Incluir enabled as the server's `podeEnviar` /
 * `podeIncluir` say (§4.2 rules of @siam/domain/parfi), the administrator's Excluir and deletion of
 * the last approval-history entry, and Cancelar with the discard confirmation. 'Imprimir' prints the
 * action with its documents (parfi-print.tsx).
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { situacaoExecucaoLabel } from '@siam/domain/enums';
import { PARFI_MSG, canAddDocuments, documentDeleteBlocked } from '@siam/domain/parfi';
import { can } from '@siam/domain/permissions';
import { api, errorText } from '../../api/client';
import { parfiKeys, useReasons } from '../../api/parfi';
import { UPLOAD_CANCELLED, isAbort, uploadWithProgress } from '../../api/upload';
import type {
  AttachedFile,
  Deferimento,
  Execucao,
  PlanoAcao,
  WithMessage,
} from '@siam/domain/contracts/parfi';
import type { School } from '../../api/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ExportButton } from '../../components/export-button';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { ParfiActionSummary } from '../../components/parfi-action-summary';
import { ParfiDocumentInfo } from '../../components/parfi-document-info';
import { ParfiHistory } from '../../components/parfi-history';
import { SchoolScope } from '../../components/school-scope';
import { useUpload } from '../../components/upload-progress';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { PrintButton } from '../../components/print/print-parts';
import { DocumentForm, type DocumentValues } from './document-form';
import { ExecutionPrint } from './parfi-print';
import {
  ACTIONS_ERROR,
  DELETE_DEFERRAL_ERROR,
  DELETE_DOCUMENT_TEXT,
  DELETE_DOCUMENT_TITLE,
  DELETE_EXECUTION_TEXT,
  DELETE_EXECUTION_TITLE,
  DELETE_FILE_ERROR,
  DELETE_HISTORY_TEXT,
  DELETE_HISTORY_TITLE,
  DOCUMENT_TYPES_ERROR,
  EXECUTION_TITLE,
  FINISH_EXECUTION_ERROR,
  NO_ACTION_CHOSEN,
  SEND_TEXT,
  SEND_TITLE,
  UPLOAD_ERROR,
} from './messages';
import { useAction, useDocumentTypes } from './queries';
import { PARFI_PATH, backUrl, useActionTarget, type ActionTarget } from './route-state';

/** Spec 03 §9: the page reloads 2 s after an approval-history entry is deleted. */
export const RELOAD_DELAY_MS = 2000;

type View = 'documentos' | 'historico';
type Dialog =
  | { kind: 'discard' }
  | { kind: 'send' }
  | { kind: 'delete-execution' }
  | { kind: 'delete-file'; file: AttachedFile }
  | { kind: 'delete-history'; entry: Deferimento };

export default function ExecutionPage() {
  const target = useActionTarget();
  return (
    <>
      <PageHeader
        title={EXECUTION_TITLE}
        subtitle="Anexe os documentos da execução da ação e envie-a para deferimento."
      />
      <SchoolScope purpose="executar o PARFI">
        {(school) =>
          !target || target.planoAcaoId === null ? (
            <Alert severity="info">{NO_ACTION_CHOSEN}</Alert>
          ) : (
            <ExecutionLoader school={school} target={target} planoAcaoId={target.planoAcaoId} />
          )
        }
      </SchoolScope>
    </>
  );
}

function ExecutionLoader({
  school,
  target,
  planoAcaoId,
}: {
  school: School;
  target: ActionTarget;
  planoAcaoId: number;
}) {
  const action = useAction(planoAcaoId);
  if (action.isPending) return <Loading />;
  if (action.isError) return <Alert severity="error">{errorText(action.error, ACTIONS_ERROR)}</Alert>;
  return <Execution school={school} target={target} action={action.data} />;
}

function Execution({ school, target, action }: { school: School; target: ActionTarget; action: PlanoAcao }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const mayUndo = session ? can(session.activeConfig.role, 'parfi.undo') : false;
  const types = useDocumentTypes(action.id);
  const reasons = useReasons();
  const [view, setView] = useState<View>('documentos');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const sending = useUpload();
  const [sendingName, setSendingName] = useState('');

  const execution: Execucao | null = action.execucaoAcao[0] ?? null;
  const files = execution?.arquivosAnexado ?? [];
  const situacao = execution?.situacao ?? null;
  const typeList = types.data ?? [];
  const canInclude = execution ? execution.podeIncluir : true;
  const canSend = execution ? execution.podeEnviar : false;
  const showForm = typeList.length > 0 && (canAddDocuments(typeList.length, situacao) || canInclude);
  const fileQuery = { codigoInep: school.codigoInep, ano: action.anoParfi };

  const refresh = () => queryClient.invalidateQueries({ queryKey: parfiKeys.all });
  const close = () => setDialog(null);
  const back = () => void navigate(backUrl(PARFI_PATH.executeList, target));

  const upload = useMutation({
    mutationFn: (v: DocumentValues) => {
      const form = new FormData();
      form.append('Cnpj', v.cnpj);
      form.append('ValorOrcamento', v.valor);
      form.append('NotaFiscal', v.notaFiscal);
      form.append('PlanoAcaoId', String(action.id));
      form.append('DocumentoId', String(v.documentoId));
      form.append('DataExecucao', v.dataExecucao ?? '');
      if (v.arquivo) form.append('Arquivo', v.arquivo, v.arquivo.name);
      setSendingName(v.arquivo?.name ?? '');
      // Bytes sent and Cancelar (decision 126): the upload goes through XMLHttpRequest.
      return sending.run((signal, onProgress) =>
        uploadWithProgress<WithMessage>('/ArquivoAnexado', form, { query: fileQuery, signal, onProgress }),
      );
    },
    onSuccess: async (res) => {
      toast.success(res?.mensagem || PARFI_MSG.executionRegistered);
      await refresh();
    },
    onError: (error) => (isAbort(error) ? toast.info(UPLOAD_CANCELLED) : toast.apiError(error, UPLOAD_ERROR)),
  });

  const onSubmitDocument = async (v: DocumentValues) => {
    try {
      await upload.mutateAsync(v);
      return true;
    } catch {
      return false;
    }
  };

  const send = useMutation({
    mutationFn: () =>
      api.put<WithMessage>('/ExecucaoAcao/Finalizar', undefined, { query: { execucaoId: execution!.id } }),
    onSuccess: async (res) => {
      close();
      toast.success(res?.mensagem || PARFI_MSG.executionFinished);
      await refresh();
    },
    onError: (error) => {
      close();
      toast.apiError(error, FINISH_EXECUTION_ERROR);
    },
  });

  const deleteExecution = useMutation({
    mutationFn: () => api.delete<WithMessage>('/ExecucaoAcao', { query: { execucaoAcaoId: execution!.id } }),
    onSuccess: async (res) => {
      close();
      toast.success(res?.mensagem || PARFI_MSG.executionDeleted);
      await refresh();
    },
    onError: (error) => {
      close();
      toast.apiError(error);
    },
  });

  const deleteFile = useMutation({
    mutationFn: (file: AttachedFile) =>
      api.delete<WithMessage>('/ArquivoAnexado', { query: { arquivoId: file.id, ...fileQuery } }),
    onSuccess: async (res) => {
      close();
      toast.success(res?.mensagem || PARFI_MSG.documentDeleted);
      await refresh();
    },
    onError: (error) => {
      close();
      toast.apiError(error, DELETE_FILE_ERROR);
    },
  });

  const deleteHistory = useMutation({
    mutationFn: (entry: Deferimento) =>
      api.delete<WithMessage>('/DeferirExecucao', { query: { deferirId: entry.id } }),
    onSuccess: (res) => {
      close();
      toast.success(res?.mensagem || PARFI_MSG.deferralDeleted);
      setTimeout(() => void refresh(), RELOAD_DELAY_MS);
    },
    onError: (error) => {
      close();
      toast.apiError(error, DELETE_DEFERRAL_ERROR);
    },
  });

  const askDeleteFile = (file: AttachedFile) => {
    if (documentDeleteBlocked(execution?.status ?? 0, file.finalizado)) {
      toast.error(PARFI_MSG.deleteBlocked);
      return;
    }
    setDialog({ kind: 'delete-file', file });
  };

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ px: 2.5, py: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontWeight: 600 }}>
            {school.codigoInep} - {school.nomeEscola}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Typography color="text.secondary">Situação:</Typography>
          <Chip label={situacaoExecucaoLabel(situacao)} color={situacao === null ? 'default' : 'primary'} />
          <PrintButton size="small" />
        </Stack>
      </Paper>
      <ExecutionPrint
        title={`Execução da ação ${action.id}`}
        subtitle={`Prêmio ${action.anoPremio} · PARFI ${action.anoParfi}`}
        actions={[action]}
        school={school}
      />

      <ParfiActionSummary
        anoPremio={action.anoPremio}
        anoParfi={action.anoParfi}
        valor={action.valor}
        valorOrcado={action.valorOrcado}
        objetivo={`${action.objetivoCodigo} - ${action.objetivo}`}
        meta={action.meta}
        acao={action.acao}
        orientacao={action.orientacao}
        dataInicio={action.dataInicio}
        dataFim={action.dataFim}
      />

      <ToggleButtonGroup
        exclusive
        color="primary"
        value={view}
        onChange={(_e, v: View | null) => v && setView(v)}
        aria-label="Visualizar"
      >
        <ToggleButton value="documentos">Documentos</ToggleButton>
        <ToggleButton value="historico">Histórico</ToggleButton>
      </ToggleButtonGroup>

      {view === 'documentos' ? (
        <Stack spacing={2.5}>
          {types.isError ? (
            <Alert severity="error">{errorText(types.error, DOCUMENT_TYPES_ERROR)}</Alert>
          ) : showForm ? (
            <DocumentForm
              types={typeList}
              existing={files}
              situacao={situacao}
              canInclude={canInclude}
              busy={upload.isPending}
              upload={
                sending.active
                  ? { fileName: sendingName, progress: sending.progress, onCancel: sending.cancel }
                  : null
              }
              onSubmit={onSubmitDocument}
            />
          ) : types.isSuccess && execution?.status === 2 ? (
            <Alert severity="info">
              A execução está em análise: aguarde o deferimento para incluir documentos.
            </Alert>
          ) : null}

          <Paper variant="outlined" component="section" aria-label="Documentos anexados" sx={{ p: 2.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Typography variant="h3" component="h2">
                Documentos anexados
              </Typography>
              <Box className="no-print">
                <ExportButton
                  path="/PlanoAcao"
                  query={{ planoAcaoId: action.id }}
                  label="documentos da execução"
                  disabled={files.length === 0}
                />
              </Box>
            </Stack>
            {files.length === 0 ? (
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
                {PARFI_MSG.noDocuments}
              </Typography>
            ) : (
              <List disablePadding sx={{ display: 'grid', gap: 1.5 }}>
                {files.map((f) => (
                  <ListItem key={f.id} disablePadding aria-label={`${f.tipoDocumento} ${f.nome}`}>
                    <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                        <Box sx={{ flex: 1 }}>
                          <ParfiDocumentInfo file={f} codigoInep={school.codigoInep} ano={action.anoParfi} />
                          <DecisionLine file={f} />
                        </Box>
                        <DocumentStatus file={f} />
                        {f.deferido === null &&
                        !documentDeleteBlocked(execution?.status ?? 0, f.finalizado) ? (
                          <Tooltip title="Excluir documento">
                            <IconButton
                              color="error"
                              aria-label={`Excluir ${f.tipoDocumento} ${f.nome}`}
                              onClick={() => askDeleteFile(f)}
                            >
                              <DeleteOutlinedIcon />
                            </IconButton>
                          </Tooltip>
                        ) : null}
                      </Stack>
                    </Paper>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Stack>
      ) : (
        <ParfiHistory
          entries={execution?.deferirExecucoes ?? []}
          reasons={reasons.data ?? []}
          emptyMessage={PARFI_MSG.noHistory}
          onDeleteLast={mayUndo ? (entry) => setDialog({ kind: 'delete-history', entry }) : undefined}
          deleting={deleteHistory.isPending}
        />
      )}

      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => setDialog({ kind: 'discard' })}>
          Cancelar
        </Button>
        {mayUndo ? (
          <Button
            variant="outlined"
            color="error"
            disabled={!execution}
            onClick={() => setDialog({ kind: 'delete-execution' })}
          >
            Excluir
          </Button>
        ) : null}
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={!canSend || send.isPending}
          onClick={() => setDialog({ kind: 'send' })}
        >
          Enviar para deferimento
        </Button>
      </Stack>

      <ConfirmDialog
        open={dialog?.kind === 'discard'}
        title={PARFI_MSG.discardExecutionTitle}
        text={PARFI_MSG.discardText}
        onConfirm={back}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'send'}
        title={SEND_TITLE}
        text={SEND_TEXT}
        confirmLabel="Enviar"
        loading={send.isPending}
        onConfirm={() => send.mutate()}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete-execution'}
        title={DELETE_EXECUTION_TITLE}
        text={DELETE_EXECUTION_TEXT}
        confirmLabel="Excluir"
        destructive
        loading={deleteExecution.isPending}
        onConfirm={() => deleteExecution.mutate()}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete-file'}
        title={DELETE_DOCUMENT_TITLE}
        text={DELETE_DOCUMENT_TEXT}
        confirmLabel="Excluir"
        destructive
        loading={deleteFile.isPending}
        onConfirm={() => dialog?.kind === 'delete-file' && deleteFile.mutate(dialog.file)}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete-history'}
        title={DELETE_HISTORY_TITLE}
        text={DELETE_HISTORY_TEXT}
        confirmLabel="Excluir"
        destructive
        loading={deleteHistory.isPending}
        onConfirm={() => dialog?.kind === 'delete-history' && deleteHistory.mutate(dialog.entry)}
        onCancel={close}
      />
    </Stack>
  );
}

function DocumentStatus({ file }: { file: AttachedFile }) {
  if (file.deferido === null) return <Chip label="Aguardando análise" size="small" variant="outlined" />;
  return file.deferido ? (
    <Chip label="Deferido" color="success" size="small" />
  ) : (
    <Chip label="Indeferido" color="error" size="small" />
  );
}

/** A refused document shows its reason and justification (§4.2). */
function DecisionLine({ file }: { file: AttachedFile }) {
  if (file.deferido !== false) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1.25 }}>
      {file.motivoIndeferimento ? (
        <Typography variant="body2">
          <strong>Motivo:</strong> {file.motivoIndeferimento}
        </Typography>
      ) : null}
      {file.detalhamento ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>Detalhamento:</strong> {file.detalhamento}
        </Typography>
      ) : null}
    </Alert>
  );
}
