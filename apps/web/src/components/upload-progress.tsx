/**
 * The progress of a file being sent (issue 17 item 6, decision 126): the file's name, a determinate
 * bar of the bytes sent, 'x MB de y MB (z %)' and 'Cancelar', which aborts the upload (nothing is
 * saved). Once every byte is sent, the server still checks and stores the file: the bar says so.
 * `useUpload` holds the state and the AbortController; the upload itself is `uploadWithProgress`
 * (api/upload.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { uploadPercent, type UploadProgress as Progress } from '../api/upload';

const MB = 1024 * 1024;

/** '1,5 MB' or '300 KB' in Brazilian notation. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) {
    return `${(bytes / MB).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(0, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`;
}

export interface UploadProgressProps {
  fileName: string;
  progress: Progress | null;
  onCancel: () => void;
}

export function UploadProgress({ fileName, progress, onCancel }: UploadProgressProps) {
  const percent = progress ? uploadPercent(progress) : 0;
  const sent = progress !== null && progress.total > 0 && progress.loaded >= progress.total;
  const detail = progress
    ? `${formatBytes(progress.loaded)} de ${formatBytes(progress.total)} (${percent} %)`
    : 'Preparando o envio...';
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Envio do arquivo"
      sx={{ p: 2, bgcolor: 'action.hover', '@media print': { display: 'none' } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap title={fileName}>
            Enviando {fileName}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Progresso do envio"
            sx={{ my: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
            {sent ? `${detail} — arquivo enviado; aguardando o servidor conferir e gravar.` : detail}
          </Typography>
        </Box>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={onCancel} disabled={sent}>
          Cancelar
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The state of one upload at a time: `run(send)` gives `send` an AbortSignal and a progress callback;
 * `cancel()` aborts it. `progress` is null while nothing is being sent.
 */
export function useUpload() {
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [active, setActive] = useState(false);

  const run = useCallback(
    async <T,>(send: (signal: AbortSignal, onProgress: (p: Progress) => void) => Promise<T>): Promise<T> => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setProgress(null);
      setActive(true);
      try {
        return await send(c.signal, setProgress);
      } finally {
        if (controller.current === c) {
          controller.current = null;
          setActive(false);
          setProgress(null);
        }
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { run, cancel, progress, active };
}
