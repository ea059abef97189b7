/** /treinamento-siam: the training modules and the training videos (the home page's components). */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { PageHeader } from '../../components/page-header';
import { TrainingPeriodsTable } from '../../components/training-periods-table';
import { VideoLibrary } from '../../components/video-library';

export default function TrainingPage() {
  return (
    <>
      <PageHeader
        title="Treinamento SIAM"
        subtitle="Os módulos de formação do programa e os vídeos de apoio para usar o sistema."
      />
      <Stack spacing={3}>
        <Card component="section" aria-labelledby="training-modules-title">
          <CardContent>
            <Typography id="training-modules-title" variant="h2" component="h2" sx={{ mb: 2 }}>
              Módulos de formação
            </Typography>
            <TrainingPeriodsTable />
          </CardContent>
        </Card>
        <VideoLibrary title="Vídeos de treinamento" />
      </Stack>
    </>
  );
}
