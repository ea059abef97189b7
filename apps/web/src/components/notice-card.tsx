/**
 * A full-width notice in a card (an error, a screen the user cannot open): its content, then the
 * screen's own action beside 'Voltar para o início'.
 */
import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  type StackProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function NoticeCard({
  sx,
  contentSx,
  actionsDirection = 'row',
  action,
  children,
}: {
  /** The outer box (width, margins). */
  sx: SxProps<Theme>;
  /** The content's stack (alignment). */
  contentSx: SxProps<Theme>;
  actionsDirection?: StackProps['direction'];
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={sx}>
      <Card>
        <CardContent>
          <Stack spacing={2} sx={contentSx}>
            {children}
            <Stack direction={actionsDirection} spacing={1.5}>
              {action}
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
