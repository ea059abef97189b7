/**
 * The pieces of a printed document (inside `PrintLayout`): sections (optionally on a new page),
 * label/value fields, plain tables that print every row (a screen's table is paged and scrolls), and
 * the screen's 'Imprimir' button.
 */
import type { ReactNode } from 'react';
import { Box, Button, type ButtonProps } from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { PAGE_BREAK_CLASS, printDocument } from './print-layout';

export function PrintSection({
  title,
  pageBreak = false,
  children,
}: {
  title: string;
  /** Start the section on a new page. */
  pageBreak?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      className={pageBreak ? PAGE_BREAK_CLASS : undefined}
      sx={{ mb: '12pt' }}
    >
      <Box component="h2" sx={{ fontSize: '12pt', m: 0, mb: '6pt', borderBottom: '1px solid #888' }}>
        {title}
      </Box>
      {children}
    </Box>
  );
}

/** Label: value pairs in two columns. */
export function PrintFields({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      className="siam-keep"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '10pt', rowGap: '3pt', m: 0 }}
    >
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export interface PrintColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** CSS width, e.g. '12%'. */
  width?: string;
}

const cell = { border: '1px solid #999', padding: '3pt 4pt', verticalAlign: 'top' } as const;

export function PrintTable<T>({
  columns,
  rows,
  rowKey,
  empty,
  caption,
  foot,
}: {
  columns: readonly PrintColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  empty: string;
  caption?: string;
  /** A last row (e.g. totals), one cell per column. */
  foot?: readonly ReactNode[];
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <Box
      component="table"
      sx={{
        fontSize: '9.5pt',
        width: '100%',
        borderCollapse: 'collapse',
        tableLayout: 'fixed',
        wordWrap: 'break-word',
      }}
    >
      {caption ? (
        <Box component="caption" sx={{ textAlign: 'left', fontWeight: 700, mb: '3pt' }}>
          {caption}
        </Box>
      ) : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <Box
              component="th"
              key={c.label}
              scope="col"
              sx={{ ...cell, textAlign: c.align ?? 'left', background: '#eee', width: c.width }}
            >
              {c.label}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {columns.map((c) => (
              <Box component="td" key={c.label} sx={{ ...cell, textAlign: c.align ?? 'left' }}>
                {c.value(r)}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
      {foot ? (
        <tfoot>
          <tr>
            {foot.map((f, i) => (
              <Box
                component="td"
                key={i}
                sx={{ ...cell, fontWeight: 700, textAlign: columns[i]?.align ?? 'left' }}
              >
                {f}
              </Box>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </Box>
  );
}

/** The screen's 'Imprimir' (window.print() unless the screen prepares its document first). */
export function PrintButton({ onClick, ...props }: Omit<ButtonProps, 'children'>) {
  return (
    <Button
      variant="outlined"
      startIcon={<PrintOutlinedIcon />}
      onClick={onClick ?? printDocument}
      {...props}
    >
      Imprimir
    </Button>
  );
}
