/**
 * 'Baixar PDF': downloads a document the server generates (the PARFI plan, a visit report) with the
 * session's token and profile, under the name the server gives (Content-Disposition).
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { downloadFile } from '../../api/download';
import { toast } from '../../lib/toast';

export const PDF_ERROR = 'Não foi possível gerar o PDF, tente novamente mais tarde.';

/** Downloads the PDF through the one file download of the web (`api/download.ts`). */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  await downloadFile(path, { fallbackName });
}

export function PdfDownloadButton({ path, fallbackName }: { path: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadPdf(path, fallbackName)
      .catch((error: unknown) => toast.apiError(error, PDF_ERROR))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} onClick={download} disabled={busy}>
      {busy ? 'Gerando PDF...' : 'Baixar PDF'}
    </Button>
  );
}
