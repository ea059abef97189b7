/**
 * How a toast is drawn and announced (WCAG 4.1.3, decision 137). notistack's own content marks every
 * toast role="alert"; here a success, an information or a progress note is a polite status
 * (role="status", aria-live="polite") and an error or a warning an assertive alert (role="alert").
 * Colours come from the theme (white on the variant's colour, at least 4.5:1; in high contrast, white
 * on black with a border of the variant's colour).
 */
import { forwardRef } from 'react';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import { Box, Typography, useTheme } from '@mui/material';

/** The live-region role of a toast of `variant`. */
export function toastRole(variant: CustomContentProps['variant']): 'alert' | 'status' {
  return variant === 'error' || variant === 'warning' ? 'alert' : 'status';
}

export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, action, style, className },
  ref,
) {
  const theme = useTheme();
  const role = toastRole(variant);
  const colour = variant === 'default' ? '#313131' : theme.palette[variant].main;
  const highContrast = theme.palette.mode === 'dark';
  return (
    <SnackbarContent
      ref={ref}
      role={role}
      aria-live={role === 'alert' ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={style}
      className={className}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          width: '100%',
          minWidth: { sm: 288 },
          maxWidth: 'calc(100vw - 16px)',
          px: 2,
          py: 1.25,
          borderRadius: 1,
          boxShadow: 3,
          color: '#ffffff',
          bgcolor: highContrast ? '#000000' : colour,
          border: highContrast ? `2px solid ${colour}` : 0,
        }}
      >
        <Typography id={`toast-${id}`} sx={{ flex: 1, fontSize: '0.95rem' }}>
          {message}
        </Typography>
        {typeof action === 'function' ? action(id) : action}
      </Box>
    </SnackbarContent>
  );
});
