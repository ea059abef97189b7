/**
 * 'Baixar PDF': downloads a document the server generates (the PARFI plan, a visit report) with the
 * session's token and profile, under the name the server gives (Content-Disposition).
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR, buildUrl, errorMessageFromBody } from '../../api/client';
import { getSession } from '../../lib/session';
import { toast } from '../../lib/toast';

export const PDF_ERROR = 'Não foi possível gerar o PDF, tente novamente mais tarde.';

/** The file name of a Content-Disposition header, or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const session = getSession();
  const headers: Record<string, string> = { Accept: 'application/pdf, text/plain;q=0.9' };
  if (session) {
    headers.Authorization = `Bearer ${session.token}`;
    headers.Perfil = String(session.activeConfig.role);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { headers });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0, false);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const message = errorMessageFromBody(text, response.headers.get('Content-Type'));
    throw new ApiError(message ?? GENERIC_ERROR, response.status, message !== null);
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
