import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/page-header';

/** Unknown paths (inside the layout): a link back to /inicio. */
export function NotFound() {
  return (
    <>
      <PageHeader title="Página não encontrada" />
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
            <SearchOffIcon color="primary" sx={{ fontSize: 52 }} aria-hidden />
            <Typography>O endereço acessado não existe ou foi alterado.</Typography>
            <Button component={RouterLink} to="/inicio" variant="contained">
              Voltar para o início
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
