/**
 * The printed form of a screen (issue 17 item 2; docs/decisions/124): a print-only document rendered
 * beside the app (a portal into <body>), with the header of every printed paper (school, INEP code,
 * date and time, the user), the screen's sections and the signature lines of the paper form. On
 * screen the document is hidden; in print everything else in <body> is (app bar, side menu, buttons,
 * dialogs, toasts), so the page prints the document at full width whatever the screen showed.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Box, GlobalStyles } from '@mui/material';
import { formatPrintStamp } from '@siam/domain/print';
import { useSession } from '../../lib/session';

// ---------------------------------------------------------------- print mode
// The printed documents are in the page only while printing (from 'Imprimir' or the browser's own
// print until 'afterprint'): kept out of the page otherwise, their texts do not repeat the screen's
// for people using a screen reader, nor for the browser tests.
let printing = false;
const listeners = new Set<() => void>();
function setPrinting(value: boolean): void {
  if (printing === value) return;
  printing = value;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', () => flushSync(() => setPrinting(true)));
  window.addEventListener('afterprint', () => setPrinting(false));
}

/** Puts the printed documents in the page, then opens the browser's print. */
export function printDocument(): void {
  flushSync(() => setPrinting(true));
  window.print();
}

/** Whether the printed documents are in the page (printing). */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, () => printing);
}

/** The class of the document's root; the stylesheet shows only it in print. */
export const PRINT_ROOT_CLASS = 'siam-print-root';
/** Put on a section that starts a new printed page. */
export const PAGE_BREAK_CLASS = 'siam-page-break';

export interface PrintSchool {
  nomeEscola: string;
  codigoInep: string;
}

function PrintStyles({ landscape }: { landscape: boolean }) {
  return (
    <GlobalStyles
      styles={{
        [`.${PRINT_ROOT_CLASS}`]: { display: 'none' },
        '@media print': {
          '@page': { size: landscape ? 'A4 landscape' : 'A4', margin: '14mm 12mm' },
          'html, body': { background: '#fff !important', height: 'auto !important' },
          [`body > *:not(.${PRINT_ROOT_CLASS})`]: { display: 'none !important' },
          [`.${PRINT_ROOT_CLASS}`]: {
            display: 'block !important',
            width: '100%',
            color: '#000',
            fontSize: '10.5pt',
            lineHeight: 1.35,
          },
          [`.${PAGE_BREAK_CLASS}`]: { breakBefore: 'page' },
          [`.${PRINT_ROOT_CLASS} table`]: { width: '100%', borderCollapse: 'collapse' },
          [`.${PRINT_ROOT_CLASS} thead`]: { display: 'table-header-group' },
          [`.${PRINT_ROOT_CLASS} tr, .${PRINT_ROOT_CLASS} .siam-keep`]: { breakInside: 'avoid' },
          [`.${PRINT_ROOT_CLASS} h2, .${PRINT_ROOT_CLASS} h3`]: { breakAfter: 'avoid' },
        },
      }}
    />
  );
}

/** The time of printing: set when the page opens and again just before the browser prints. */
function usePrintStamp(): string {
  const [at, setAt] = useState(() => new Date());
  useEffect(() => {
    const update = () => setAt(new Date());
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return formatPrintStamp(at);
}

export function PrintHeader({
  title,
  subtitle,
  school,
}: {
  title: string;
  subtitle?: string;
  school: PrintSchool;
}) {
  const session = useSession();
  const stamp = usePrintStamp();
  return (
    <Box
      component="header"
      aria-label="Cabeçalho de impressão"
      sx={{ borderBottom: '2px solid #000', pb: '6pt', mb: '10pt' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: '12pt', fontSize: '9pt' }}>
        <span>SIAM · Secretaria de Estado da Educação</span>
        <span>
          Impresso em {stamp} por {session?.nome ?? '-'}
        </span>
      </Box>
      <Box sx={{ fontSize: '12pt', fontWeight: 700, mt: '6pt' }}>{school.nomeEscola}</Box>
      <Box sx={{ fontSize: '10pt' }}>Código INEP: {school.codigoInep}</Box>
      <Box component="h1" sx={{ fontSize: '15pt', m: 0, mt: '8pt' }}>
        {title}
      </Box>
      {subtitle ? <Box sx={{ fontSize: '10pt' }}>{subtitle}</Box> : null}
    </Box>
  );
}

/** One 'Assinatura' line per signer, side by side, kept on one page. */
export function SignatureLines({ signers }: { signers: readonly string[] }) {
  return (
    <Box
      component="section"
      aria-label="Assinaturas"
      className="siam-keep"
      sx={{ display: 'flex', gap: '24pt', mt: '36pt', flexWrap: 'wrap' }}
    >
      {signers.map((s) => (
        <Box key={s} sx={{ flex: '1 1 200px', textAlign: 'center', fontSize: '9.5pt' }}>
          <Box sx={{ borderTop: '1px solid #000', pt: '4pt', mt: '28pt' }}>Assinatura</Box>
          <div>{s}</div>
          <Box sx={{ mt: '10pt', textAlign: 'left' }}>Data: ____/____/________</Box>
        </Box>
      ))}
    </Box>
  );
}

export interface PrintLayoutProps {
  title: string;
  subtitle?: string;
  school: PrintSchool;
  /** Who signs the paper form (PRINT_SIGNATURES of @siam/domain/print); none without. */
  signatures?: readonly string[];
  landscape?: boolean;
  children: ReactNode;
}

export function PrintLayout({
  title,
  subtitle,
  school,
  signatures,
  landscape = false,
  children,
}: PrintLayoutProps) {
  const active = usePrinting();
  return (
    <>
      <PrintStyles landscape={landscape} />
      {active &&
        createPortal(
          <Box className={PRINT_ROOT_CLASS} data-testid="documento-impressao">
            <PrintHeader title={title} subtitle={subtitle} school={school} />
            {children}
            {signatures && signatures.length > 0 ? <SignatureLines signers={signatures} /> : null}
          </Box>,
          document.body,
        )}
    </>
  );
}
