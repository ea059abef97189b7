/**
 * The fallback error screen (spec 01 §2) without the router, so the login shown alone (app/start)
 * has it too; app/error-pages' RootError shows it for the router's errors.
 */
import { Component, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';

export function plainErrorDetail(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function RootErrorScreen({ detail }: { detail: string }) {
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

/** Catches what the screens outside the router throw (a login chunk that failed to load). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error() };
  }

  override render() {
    if (this.state.error) return <RootErrorScreen detail={plainErrorDetail(this.state.error)} />;
    return this.props.children;
  }
}
