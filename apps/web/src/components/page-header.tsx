import { useEffect, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
}

/**
 * The screen's one h1, with an optional subtitle; also names the browser tab. The h1 takes the focus
 * after a route change (tabIndex -1: focusable from script only; lib/focus-on-navigate, decision 137).
 */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} | SIAM`;
  }, [title]);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="h1" component="h1" color="primary.dark" tabIndex={-1}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.75 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      <HeaderActions actions={actions} />
    </Stack>
  );
}

/** The buttons at the right of a heading (the page's or a card's), when there are any. */
export function HeaderActions({ actions }: { actions?: ReactNode }) {
  return actions ? (
    <Stack direction="row" spacing={1.5}>
      {actions}
    </Stack>
  ) : null;
}
