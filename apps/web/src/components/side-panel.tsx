import { useId, type ReactNode } from 'react';
import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Width in px (600 on the user screen, 365 on the home screen). */
  width?: number;
  children: ReactNode;
  /** Buttons pinned at the bottom. */
  actions?: ReactNode;
}

/** A panel sliding from the right (modal Drawer: focus trapped, Esc closes). */
export function SidePanel({ open, onClose, title, width = 600, children, actions }: SidePanelProps) {
  const id = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${id}-title`,
          sx: {
            width: { xs: '100%', sm: width },
            maxWidth: '100%',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 3, py: 2, gap: 1 }}>
        <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Fechar" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2.5 }}>{children}</Box>
      {actions ? (
        <>
          <Divider />
          <Stack direction="row" spacing={1.5} sx={{ px: 3, py: 2, justifyContent: 'flex-end' }}>
            {actions}
          </Stack>
        </>
      ) : null}
    </Drawer>
  );
}
