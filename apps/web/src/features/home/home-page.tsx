/**
 * /inicio: 'O que aguarda você' for every role (decision 125), then the teacher dashboard for Professor
 * Escola, the videos and calendar for every other role.
 */
import { Grid } from '@mui/material';
import { isClassTeacher } from '@siam/domain/roles';
import { EventCalendar } from '../../components/event-calendar';
import { PageHeader } from '../../components/page-header';
import { VideoLibrary } from '../../components/video-library';
import { useSession } from '../../lib/session';
import { AttentionPanel } from './attention-panel';
import { TeacherDashboard } from './teacher-dashboard';

function firstName(nome: string): string {
  return nome.trim().split(/\s+/)[0] ?? nome;
}

export default function HomePage() {
  const session = useSession();
  if (!session) return null;
  const isTeacher = isClassTeacher(session.activeConfig.role);
  return (
    <>
      <PageHeader title="Início" subtitle={`Olá, ${firstName(session.nome)}! Boas-vindas ao SIAM.`} />
      <AttentionPanel session={session} />
      {isTeacher ? (
        <TeacherDashboard session={session} />
      ) : (
        <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <VideoLibrary />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <EventCalendar layout="column" />
          </Grid>
        </Grid>
      )}
    </>
  );
}
