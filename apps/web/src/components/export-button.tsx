/**
 * 'Exportar' (issue 17, decision 128): the list as the server makes it, CSV for Brazilian Excel or an
 * XLSX workbook, from the same API call the screen uses (its filters in `query`, the table's sort), so
 * an export holds exactly what the user may see, every row and not only the page. While the file
 * arrives the button shows how much came and can be cancelled; the page stays usable.
 */
import { useRef, useState } from 'react';
import { Box, Button, LinearProgress, ListItemText, Menu, MenuItem, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { ExportFormat, SortDirection } from '@siam/domain/export';
import type { QueryValue } from '../api/client';
import { downloadFile, formatBytes, type DownloadProgress } from '../api/download';
import { toast } from '../lib/toast';

export interface ExportSource {
  /** The list's API path (as the screen calls it, without /api). */
  path: string;
  /** The list's filters, as the screen sends them. */
  query?: Record<string, QueryValue>;
}

/** An export with the words a screen's own text filter holds (`filtro`: the file keeps those rows). */
export function withFilter(source: ExportSource, filter: string): ExportSource {
  const words = filter.trim();
  return words ? { ...source, query: { ...source.query, filtro: words } } : source;
}

export interface ExportButtonProps extends ExportSource {
  /** The table's sort, followed by the file. */
  sort?: { id: string; direction: SortDirection } | null;
  disabled?: boolean;
  /** Name of the list in the button's accessible label ('Exportar estudantes da turma'). */
  label?: string;
}

const FORMATS: { format: ExportFormat; primary: string; secondary: string }[] = [
  { format: 'xlsx', primary: 'Planilha Excel (XLSX)', secondary: 'Datas e valores prontos para cálculo' },
  { format: 'csv', primary: 'CSV', secondary: 'Separado por ponto e vírgula, para o Excel' },
];

export const EXPORT_DONE = 'Arquivo exportado.';
export const EXPORT_CANCELLED = 'Exportação cancelada.';

export function ExportButton({ path, query, sort, disabled, label }: ExportButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ received: 0, total: null });
    try {
      await downloadFile(path, {
        query: {
          ...query,
          formato: format,
          ordenar: sort?.id,
          ordem: sort ? sort.direction : undefined,
        },
        signal: controller.signal,
        onProgress: setProgress,
      });
      toast.success(EXPORT_DONE);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') toast.info(EXPORT_CANCELLED);
      else toast.apiError(error);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const percent = progress.total ? Math.min(100, (progress.received / progress.total) * 100) : null;
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 260 }} role="status">
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2">
            Exportando… {progress.received > 0 ? `${formatBytes(progress.received)} recebidos` : ''}
          </Typography>
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label="Progresso da exportação"
          />
        </Box>
        <Button size="small" onClick={() => abort.current?.abort()}>
          Cancelar
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-label={label ? `Exportar ${label}` : 'Exportar'}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Exportar
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FORMATS.map((f) => (
          <MenuItem key={f.format} onClick={() => void run(f.format)}>
            <ListItemText primary={f.primary} secondary={f.secondary} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
