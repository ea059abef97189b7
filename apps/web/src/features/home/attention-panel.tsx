/**
 * 'O que aguarda você' on Início (issue 17 item 5, docs/decisions/125): the active role's pending work
 * from GET /api/Pendencias (counted by the server in the user's area), each item with its count, its
 * deadline and a button to the screen that handles it.
 */
import { Fragment } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/TaskAlt';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { deadlineState, deadlineText, type AttentionKind } from '@siam/domain/attention';
import type { Pendencia } from '@siam/domain/contracts/attention';
import { api, errorText } from '../../api/client';
import type { SessionUser } from '../../lib/session';

export const ATTENTION_TITLE = 'O que aguarda você';
export const ATTENTION_EMPTY = 'Nada aguardando você no momento.';
export const ATTENTION_ERROR = 'Não foi possível carregar o que aguarda você.';

/** The button of each kind: what the screen it opens lets the user do. */
export const ATTENTION_ACTION: Record<AttentionKind, string> = {
  'acompanhamento.preencher': 'Preencher acompanhamento',
  'acompanhamento.validar': 'Validar acompanhamentos',
  'acompanhamento.assinatura': 'Ver situação das escolas',
  'parfi.deferir': 'Deferir execuções',
  'parfi.refazer': 'Corrigir no Executar PARFI',
  'acompanhamento.devolvido': 'Abrir Enturmar Professor',
};

const DEADLINE_COLOUR = { aberto: 'text.secondary', hoje: 'warning.dark', vencido: 'error.main' } as const;

function Deadline({ prazo, dias }: { prazo: string; dias: number }) {
  const state = deadlineState(dias);
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: DEADLINE_COLOUR[state] }}>
      <EventOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: state === 'aberto' ? 500 : 700, color: 'inherit' }}>
        {deadlineText(prazo, dias)}
      </Typography>
    </Stack>
  );
}

function Item({ item, index }: { item: Pendencia; index: number }) {
  const headingId = `pendencia-${index}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-testid="pendencia"
      sx={{
        display: 'flex',
        gap: 2,
        py: 2,
        alignItems: { sm: 'flex-start' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          minWidth: 56,
          height: 56,
          px: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: '1.6rem',
          fontWeight: 800,
        }}
      >
        {item.quantidade}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          <Box
            component="span"
            sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {item.quantidade}{' '}
          </Box>
          {item.titulo}
        </Typography>
        {item.prazo && item.diasRestantes !== null && item.diasRestantes !== undefined ? (
          <Box sx={{ mt: 0.5 }}>
            <Deadline prazo={item.prazo} dias={item.diasRestantes} />
          </Box>
        ) : null}
        {item.detalhes && item.detalhes.length > 0 ? (
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1, p: 0, listStyle: 'none' }}
            component="ul"
            aria-label="Detalhes"
          >
            {item.detalhes.map((d, i) => (
              <Chip
                key={`${d.rotulo}-${i}`}
                component="li"
                size="small"
                variant="outlined"
                sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                label={[
                  d.rotulo,
                  d.quantidade !== null && d.quantidade !== undefined ? `: ${d.quantidade}` : '',
                  d.descricao ? ` — ${d.descricao}` : '',
                ].join('')}
              />
            ))}
          </Stack>
        ) : null}
      </Box>
      <Button
        component={RouterLink}
        to={item.rota}
        variant="contained"
        sx={{ alignSelf: { xs: 'stretch', sm: 'center' }, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {ATTENTION_ACTION[item.tipo]}
      </Button>
    </Box>
  );
}

export function AttentionPanel({ session }: { session: SessionUser }) {
  const query = useQuery({
    queryKey: ['pendencias', session.cpf, session.activeConfig.role],
    queryFn: ({ signal }) => api.get<Pendencia[]>('/Pendencias', { signal }),
  });
  const items = query.data ?? [];
  return (
    <Card
      component="section"
      aria-labelledby="attention-title"
      sx={{ mb: 3, borderTop: '4px solid', borderTopColor: 'primary.main' }}
    >
      <CardContent>
        <Typography id="attention-title" variant="h2" component="h2" sx={{ mb: 1 }}>
          {ATTENTION_TITLE}
        </Typography>
        {query.isPending ? (
          <Stack spacing={1} role="status" aria-live="polite" aria-label="Aguarde...">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            }
          >
            {errorText(query.error, ATTENTION_ERROR)}
          </Alert>
        ) : items.length === 0 ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.dark', py: 1 }}>
            <CheckCircleOutlineIcon aria-hidden />
            <Typography sx={{ color: 'inherit' }}>{ATTENTION_EMPTY}</Typography>
          </Stack>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item, i) => (
              <Fragment key={`${i}-${item.tipo}-${item.rota}`}>
                {i > 0 ? <Divider component="li" aria-hidden /> : null}
                <Item item={item} index={i} />
              </Fragment>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
