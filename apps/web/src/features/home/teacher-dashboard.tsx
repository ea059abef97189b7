/** The teacher's home (spec 01 §2): identification, monitoring counters, training periods, calendar. */
import { useEffect } from 'react';
import { Box, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatCpf } from '@siam/domain/cpf';
import type { TeacherStatistics } from '@siam/domain/contracts/staff';
import { api } from '../../api/client';
import { EventCalendar } from '../../components/event-calendar';
import { TrainingPeriodsTable } from '../../components/training-periods-table';
import type { SessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';

export const NO_EMAIL = 'Email não informado';

const COUNTERS = [
  { key: 'naoIniciados', label: 'Acompanhamentos Não Iniciados', colour: '#b45309' },
  { key: 'emAndamento', label: 'Em Andamento', colour: '#0277bd' },
  { key: 'completos', label: 'Completos', colour: '#2e7d32' },
  { key: 'validados', label: 'Validados', colour: '#0b3a6e' },
] as const;

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{value}</Typography>
    </Box>
  );
}

export function TeacherDashboard({ session }: { session: SessionUser }) {
  const stats = useQuery({
    queryKey: ['teacher-statistics', session.cpf],
    queryFn: ({ signal }) =>
      api.get<TeacherStatistics>('/Servidor/Professor/Estatisticas', { query: { cpf: session.cpf }, signal }),
  });
  const { error } = stats;
  useEffect(() => {
    if (error) toast.apiError(error);
  }, [error]);
  const counts = stats.data?.estatisticaAcompanhamentos;

  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="teacher-data-title">
        <CardContent>
          <Typography id="teacher-data-title" variant="h2" component="h2" sx={{ mb: 2 }}>
            Meus dados
          </Typography>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Info label="Nome" value={session.nome} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Info label="CPF" value={formatCpf(session.cpf)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Info label="E-mail" value={session.emailPessoal?.trim() || NO_EMAIL} />
            </Grid>
          </Grid>
        </CardContent>
      </Card>

      <Box component="section" aria-labelledby="teacher-counters-title">
        <Typography id="teacher-counters-title" variant="h2" component="h2" sx={{ mb: 2 }}>
          Meus acompanhamentos
        </Typography>
        <Grid container spacing={2}>
          {COUNTERS.map((c) => (
            <Grid key={c.key} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card sx={{ height: '100%', borderTop: `4px solid ${c.colour}` }}>
                <CardContent>
                  <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
                    {c.label}
                  </Typography>
                  {stats.isPending ? (
                    <Skeleton width={60} height={52} aria-label="Aguarde..." />
                  ) : (
                    <Typography
                      sx={{ fontSize: '2.25rem', fontWeight: 800, color: c.colour, lineHeight: 1.4 }}
                    >
                      {counts ? counts[c.key] : '–'}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>

      <Card component="section" aria-labelledby="training-periods-title">
        <CardContent>
          <Typography id="training-periods-title" variant="h2" component="h2" sx={{ mb: 2 }}>
            Períodos de formação
          </Typography>
          <TrainingPeriodsTable />
        </CardContent>
      </Card>

      <EventCalendar />
    </Stack>
  );
}
