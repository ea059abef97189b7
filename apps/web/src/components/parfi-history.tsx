/**
 * The approval history of an execution (spec 03 §2.5, §2.8): the decided records, newest first, with
 * level, decision, reason, detail and who decided. The last (newest) entry may offer a delete button
 * (the administrator's, §2.5).
 */
import { Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { formatDateBR } from '@siam/domain/dates';
import type { Deferimento, EnumItem } from '@siam/domain/contracts/parfi';

function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return formatDateBR(iso);
  const time = d.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
  return `${formatDateBR(d)} ${time}`;
}

export interface ParfiHistoryProps {
  entries: readonly Deferimento[];
  reasons: readonly EnumItem[];
  emptyMessage: string;
  /** Offered on the newest entry only. */
  onDeleteLast?: (entry: Deferimento) => void;
  deleting?: boolean;
}

export function ParfiHistory({ entries, reasons, emptyMessage, onDeleteLast, deleting }: ParfiHistoryProps) {
  const decided = entries
    .filter((e) => e.deferido !== null)
    .sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : b.id - a.id));
  if (decided.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {emptyMessage}
        </Typography>
      </Paper>
    );
  }
  return (
    <List aria-label="Histórico de deferimento" disablePadding sx={{ display: 'grid', gap: 1.5 }}>
      {decided.map((e, i) => {
        const reason = reasons.find((r) => r.id === e.motivoIndeferimentoId)?.descricao;
        return (
          <ListItem key={e.id} disablePadding aria-label={`Deferimento de ${when(e.data)}`}>
            <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Chip
                  label={e.deferido ? 'Deferido' : 'Indeferido'}
                  color={e.deferido ? 'success' : 'error'}
                  size="small"
                />
                <Typography sx={{ fontWeight: 600 }}>Nível {e.nivelDeferimentoId}</Typography>
                <Typography color="text.secondary">{when(e.data)}</Typography>
                {e.nomeUsuario ? <Typography color="text.secondary">por {e.nomeUsuario}</Typography> : null}
                <Box sx={{ flex: 1 }} />
                {i === 0 && onDeleteLast ? (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    startIcon={<DeleteOutlineIcon />}
                    onClick={() => onDeleteLast(e)}
                    disabled={deleting}
                  >
                    Excluir deferimento
                  </Button>
                ) : null}
              </Stack>
              {reason || e.detalhamento ? (
                <Box sx={{ mt: 1.25 }}>
                  {reason ? (
                    <Typography variant="body2">
                      <strong>Motivo:</strong> {reason}
                    </Typography>
                  ) : null}
                  {e.detalhamento ? (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                      <strong>Detalhamento:</strong> {e.detalhamento}
                    </Typography>
                  ) : null}
                </Box>
              ) : null}
            </Paper>
          </ListItem>
        );
      })}
    </List>
  );
}
