import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';

function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    return `${error.status} ${error.statusText}${typeof data === 'string' && data ? ` - ${data}` : ''}`;
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** The error boundary inside the layout (spec 01 §2). */
export function LayoutError() {
  const error = useRouteError();
  const detail = errorDetail(error);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', mt: { md: 4 } }}>
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <ErrorOutlineOutlinedIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h1" component="h1" color="primary.dark">
              Oops! Algo deu errado.
            </Typography>
            <Typography>Desculpe, ocorreu um erro inesperado.</Typography>
            {detail ? (
              <Typography
                component="pre"
                sx={{
                  m: 0,
                  p: 2,
                  bgcolor: 'grey.100',
                  borderRadius: 2,
                  whiteSpace: 'pre-wrap',
                  width: '100%',
                  fontSize: '0.9rem',
                }}
              >
                {detail}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1.5}>
              <Button variant="contained" onClick={() => window.location.reload()}>
                Recarregar a página
              </Button>
              <Button component={RouterLink} to="/inicio" variant="outlined">
                Voltar para o início
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** The router's fallback error screen (spec 01 §2). */
export function RootError() {
  const error = useRouteError();
  const detail = errorDetail(error);
  return (
    <Box sx={{ p: { xs: 3, md: 6 }, maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Unexpected Application Error!
      </Typography>
      {detail ? (
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', color: 'error.main', fontSize: '1rem' }}>
          {detail}
        </Typography>
      ) : null}
      <Button href="/inicio" variant="contained" sx={{ mt: 3 }}>
        Voltar para o início
      </Button>
    </Box>
  );
}
