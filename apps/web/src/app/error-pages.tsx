import { Button, Typography } from '@mui/material';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NoticeCard } from '../components/notice-card';
import { plainErrorDetail, RootErrorScreen } from './root-error';

function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    return `${error.status} ${error.statusText}${typeof data === 'string' && data ? ` - ${data}` : ''}`;
  }
  return plainErrorDetail(error);
}

/** The error boundary inside the layout (spec 01 §2). */
export function LayoutError() {
  const error = useRouteError();
  const detail = errorDetail(error);
  return (
    <NoticeCard
      sx={{ maxWidth: 760, mx: 'auto', mt: { md: 4 } }}
      contentSx={{ alignItems: 'flex-start' }}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recarregar a página
        </Button>
      }
    >
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
    </NoticeCard>
  );
}

/** The router's fallback error screen (spec 01 §2). */
export function RootError() {
  return <RootErrorScreen detail={errorDetail(useRouteError())} />;
}
