/**
 * The outbox on every screen (decision 134): a strip under the header while offline or while answers
 * wait or were refused — '12 respostas aguardando envio', why sending stopped, 'Enviar agora' and
 * 'Ver respostas' — and the review dialog listing each answer (class, student, skill, level) with the
 * server's message for the refused ones, which can be discarded or sent again.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { formatDateTime } from '../lib/date-time';
import { OFFLINE_NOTICE, REFUSED_HINT, SEND_NOW } from './messages';
import { discard, flush, retryRefused, useOnline, useOutbox } from './outbox';
import { refusedLabel, waitingLabel, type OutboxAnswer } from './outbox-model';

export function OutboxStatus() {
  const online = useOnline();
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  if (online && outbox.waiting === 0 && outbox.refused === 0) return null;
  const severity = outbox.refused > 0 ? 'error' : online ? 'info' : 'warning';
  const parts = [
    outbox.waiting > 0 ? waitingLabel(outbox.waiting) : null,
    outbox.refused > 0 ? refusedLabel(outbox.refused) : null,
  ].filter(Boolean);
  return (
    <>
      <Alert
        severity={severity}
        icon={
          online ? outbox.refused > 0 ? <ErrorOutlineIcon /> : <CloudUploadOutlinedIcon /> : <CloudOffIcon />
        }
        role="status"
        aria-live="polite"
        data-testid="outbox-status"
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 200px' } }}
        action={
          <Stack direction="row" spacing={1}>
            {outbox.waiting > 0 ? (
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => void flush()}
                disabled={!online || outbox.sending}
              >
                {outbox.sending ? 'Enviando...' : SEND_NOW}
              </Button>
            ) : null}
            {outbox.answers.length > 0 ? (
              <Button color="inherit" size="small" onClick={() => setOpen(true)}>
                Ver respostas
              </Button>
            ) : null}
          </Stack>
        }
      >
        {parts.length > 0 ? <Typography sx={{ fontWeight: 700 }}>{parts.join(' · ')}</Typography> : null}
        {!online ? (
          <Typography variant="body2">{OFFLINE_NOTICE}</Typography>
        ) : outbox.problem ? (
          <Typography variant="body2">{outbox.problem}</Typography>
        ) : null}
      </Alert>
      <OutboxDialog open={open} onClose={() => setOpen(false)} answers={outbox.answers} />
    </>
  );
}

function answerTitle(a: OutboxAnswer): string {
  return [a.turma, a.aluno].filter(Boolean).join(' · ');
}

function OutboxDialog({
  open,
  onClose,
  answers,
}: {
  open: boolean;
  onClose: () => void;
  answers: OutboxAnswer[];
}) {
  const refused = answers.filter((a) => a.estado === 'recusada');
  const waiting = answers.filter((a) => a.estado === 'aguardando');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="outbox-title">
      <DialogTitle id="outbox-title">Respostas guardadas neste aparelho</DialogTitle>
      <DialogContent dividers>
        {refused.length > 0 ? (
          <Box component="section" aria-labelledby="outbox-refused" sx={{ mb: 3 }}>
            <Typography id="outbox-refused" variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {refusedLabel(refused.length)}
            </Typography>
            <Alert severity="error" sx={{ mb: 1 }}>
              {REFUSED_HINT}
            </Alert>
            <AnswerList answers={refused} />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                color="error"
                variant="outlined"
                onClick={() => void discard(refused.map((a) => a.respostaId))}
              >
                Descartar recusadas
              </Button>
              <Button
                variant="outlined"
                onClick={() => void retryRefused(refused.map((a) => a.respostaId)).then(flush)}
              >
                Tentar enviar de novo
              </Button>
            </Stack>
          </Box>
        ) : null}
        <Box component="section" aria-labelledby="outbox-waiting">
          <Typography id="outbox-waiting" variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {waiting.length > 0 ? waitingLabel(waiting.length) : 'Nenhuma resposta aguardando envio.'}
          </Typography>
          {waiting.length > 0 ? <AnswerList answers={waiting} /> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

function AnswerList({ answers }: { answers: OutboxAnswer[] }) {
  return (
    <List dense disablePadding>
      {answers.map((a) => (
        <ListItem key={a.respostaId} divider disableGutters>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{answerTitle(a)}</span>
                <Chip size="small" label={`Nível ${a.nivel}`} />
                <Chip
                  size="small"
                  variant="outlined"
                  color={a.estado === 'recusada' ? 'error' : 'info'}
                  label={a.estado === 'recusada' ? 'Recusada' : 'Aguardando envio'}
                />
              </Stack>
            }
            secondary={
              <>
                {a.habilidade} · registrada em {formatDateTime(a.criadaEm)}
                {a.mensagem ? (
                  <Typography component="span" color="error.dark" variant="body2" sx={{ display: 'block' }}>
                    {a.mensagem}
                  </Typography>
                ) : null}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
