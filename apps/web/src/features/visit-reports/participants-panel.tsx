/**
 * The participants panel of both report screens (spec 03 §2.11, §4.4, §5.6): 'Lista de Participantes'
 * as cards (CPF formatted, Nome, Perfil or 'Não informado'; empty: 'Nenhum participante encontrado'),
 * and for the visiting school, while the report is saved and not finalized, 'Cadastrar Participante':
 * the CPF with its search, the user's name and profile read-only, Adicionar and Fechar; a delete icon
 * per card under the same condition.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatCpf, normalizeCpf, parseCpf } from '@siam/domain/cpf';
import { PARTICIPANT_MSG, VISIT_UI_MSG } from '@siam/domain/visit-reports';
import { api, errorText } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CpfField } from '../../components/cpf-field';
import { Loading } from '../../components/loading';
import { SidePanel } from '../../components/side-panel';
import { toast } from '../../lib/toast';
import {
  ADD_PARTICIPANT_ERROR,
  DELETE_PARTICIPANT_ERROR,
  DELETE_PARTICIPANT_TEXT,
  DELETE_PARTICIPANT_TITLE,
  PARTICIPANTS_ERROR,
  SAVE_FIRST_PARTICIPANTS,
  USER_ERROR,
} from './messages';
import { useParticipants, visitKeys } from './queries';
import type {
  ParticipantAdded,
  Participante,
  UsuarioParticipante,
} from '@siam/domain/contracts/visit-reports';
import type { WithMessage } from '@siam/domain/contracts/parfi';

interface Found {
  nome: string;
  cpf: string;
  codigoPerfil: number;
  nomePerfil: string | null;
}

export interface ParticipantsPanelProps {
  open: boolean;
  onClose: () => void;
  /** null while the report is not saved yet. */
  reportId: number | null;
  /** The visiting school (or the Administrador) on a report that is not finalized. */
  canEdit: boolean;
}

export function ParticipantsPanel({ open, onClose, reportId, canEdit }: ParticipantsPanelProps) {
  return (
    <SidePanel open={open} onClose={onClose} title="Participantes da visita" width={480}>
      <ParticipantsContent reportId={reportId} canEdit={canEdit} onClose={onClose} />
    </SidePanel>
  );
}

export function ParticipantsContent({
  reportId,
  canEdit,
  onClose,
}: {
  reportId: number | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const participants = useParticipants(reportId);
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<Participante | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: visitKeys.participants(reportId ?? 0) });
  };
  const remove = useMutation({
    mutationFn: (p: Participante) =>
      api.delete<WithMessage>('/ParticipanteVisita', { query: { participanteVisitaId: p.id } }),
    onSuccess: (answer) => {
      toast.success(answer?.mensagem ?? PARTICIPANT_MSG.removed);
      setToDelete(null);
      refresh();
    },
    onError: (error) => toast.apiError(error, DELETE_PARTICIPANT_ERROR),
  });

  const list = participants.data ?? [];
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="lista-participantes">
        <Typography id="lista-participantes" variant="h3" component="h3" sx={{ mb: 1.5 }}>
          {VISIT_UI_MSG.participantsTitle}
        </Typography>
        {reportId === null ? (
          <Stack spacing={1.5}>
            <Typography color="text.secondary">{PARTICIPANT_MSG.empty}</Typography>
            {canEdit ? <Alert severity="info">{SAVE_FIRST_PARTICIPANTS}</Alert> : null}
          </Stack>
        ) : participants.isPending ? (
          <Loading />
        ) : participants.isError ? (
          <Alert severity="error">{errorText(participants.error, PARTICIPANTS_ERROR)}</Alert>
        ) : list.length === 0 ? (
          <Typography color="text.secondary">{PARTICIPANT_MSG.empty}</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label={VISIT_UI_MSG.participantsTitle}
            spacing={1.25}
            sx={{ p: 0, m: 0 }}
          >
            {list.map((p) => (
              <Card
                key={p.id}
                component="li"
                variant="outlined"
                aria-label={p.nome}
                sx={{ listStyle: 'none' }}
              >
                <CardContent sx={{ display: 'flex', gap: 1, py: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Field label="CPF" value={formatCpf(p.cpf)} />
                    <Field label="Nome" value={p.nome} />
                    <Field label="Perfil" value={p.nomePerfil ?? PARTICIPANT_MSG.notInformed} />
                  </Box>
                  {canEdit ? (
                    <Tooltip title="Excluir participante">
                      <IconButton
                        aria-label={`Excluir participante ${p.nome}`}
                        color="error"
                        onClick={() => setToDelete(p)}
                        sx={{ alignSelf: 'flex-start' }}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </Box>

      {canEdit && reportId !== null ? (
        <>
          <Divider />
          <AddParticipant reportId={reportId} onAdded={refresh} onClose={onClose} />
        </>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title={DELETE_PARTICIPANT_TITLE}
        text={DELETE_PARTICIPANT_TEXT}
        confirmLabel="Excluir"
        destructive
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function AddParticipant({
  reportId,
  onAdded,
  onClose,
}: {
  reportId: number;
  onAdded: () => void;
  onClose: () => void;
}) {
  const [cpf, setCpf] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  // The field's CPF read by the domain's one rule (masked or bare, nothing more), null when it is not one.
  const digits = parseCpf(cpf);
  const cpfError = normalizeCpf(cpf).length === 11 && digits === null;

  const lookup = useMutation({
    mutationFn: (d: string) => api.get<UsuarioParticipante>(`/ParticipanteVisita/Usuario/${d}`),
    onSuccess: (u) => {
      const perfil = u.perfis[0];
      setFound({
        nome: u.nome,
        cpf: u.cpf,
        codigoPerfil: perfil?.codigoPerfil ?? 0,
        nomePerfil: perfil?.nomePerfil ?? null,
      });
    },
    onError: (error) => {
      setFound(null);
      toast.apiError(error, USER_ERROR);
    },
  });
  const add = useMutation({
    mutationFn: (f: Found) =>
      api.post<ParticipantAdded>('/ParticipanteVisita', {
        nome: f.nome,
        cpf: normalizeCpf(f.cpf),
        codigoPerfil: f.codigoPerfil,
        nomePerfil: f.nomePerfil,
        relatorioVisitaId: reportId,
      }),
    onSuccess: (answer) => {
      toast.success(answer?.mensagem ?? PARTICIPANT_MSG.added);
      setCpf('');
      setFound(null);
      onAdded();
    },
    onError: (error) => toast.apiError(error, ADD_PARTICIPANT_ERROR),
  });

  const search = () => {
    if (digits === null) {
      toast.error(PARTICIPANT_MSG.cpfInvalid);
      return;
    }
    lookup.mutate(digits);
  };
  const submit = () => {
    if (!found) {
      toast.error(PARTICIPANT_MSG.searchFirst);
      return;
    }
    add.mutate(found);
  };

  return (
    <Box component="section" aria-labelledby="cadastrar-participante">
      <Typography id="cadastrar-participante" variant="h3" component="h3" sx={{ mb: 0.5 }}>
        {VISIT_UI_MSG.participantFormTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Digite o CPF de um usuário do SIAM e clique na lupa para buscá-lo.
      </Typography>
      <Stack spacing={2}>
        <CpfField
          label="CPF do participante"
          value={cpf}
          onChange={(v) => {
            setCpf(v);
            setFound(null);
          }}
          error={cpfError}
          helperText={cpfError ? PARTICIPANT_MSG.cpfInvalidField : ' '}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label="Pesquisar participante pelo CPF"
                    edge="end"
                    onClick={search}
                    disabled={lookup.isPending}
                  >
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          label="Nome"
          value={found?.nome ?? ''}
          slotProps={{ input: { readOnly: true } }}
          placeholder="Preenchido pela busca do CPF"
        />
        <TextField
          label="Perfil"
          value={found ? (found.nomePerfil ?? PARTICIPANT_MSG.notInformed) : ''}
          slotProps={{ input: { readOnly: true } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onClose}>
            Fechar
          </Button>
          <Button variant="contained" onClick={submit} disabled={add.isPending}>
            {add.isPending ? 'Aguarde...' : 'Adicionar'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
