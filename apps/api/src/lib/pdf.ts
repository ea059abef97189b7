/**
 * Archived documents as PDF (issue 17 item 2, docs/decisions/124): the PARFI plan and the visit report.
 * One writer for both, on pdfkit with the standard Helvetica fonts (nothing embedded), so the same
 * data at the same minute gives the same bytes: the document info carries fixed names and the
 * generation minute as its dates (pdfkit derives the file ID from them), and nothing else varies.
 * Every page has the header of the printed paper (school, INEP code, date and time, user) and
 * 'Página n de N'; a document ends with its 'Assinatura' lines.
 */
import PDFDocument from 'pdfkit';
import { MONITORING_TIME_ZONE } from '@siam/domain/monitoring';
import { formatPrintStamp, printMinute } from '@siam/domain/print';

export interface PdfHeader {
  title: string;
  subtitle?: string;
  school: { nomeEscola: string; codigoInep: string };
  /** Stamped to the minute, in the state's time zone. */
  generatedAt: Date;
  userName: string;
  /** A4 landscape (wide tables); portrait by default. */
  landscape?: boolean;
}

export interface PdfColumn<T> {
  label: string;
  value: (row: T) => string;
  /** Share of the table's width (the shares are normalised). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

const MARGIN = 40;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const CELL_PAD = 3;

export class PdfWriter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - 14;
  }

  /** Starts a new page when `height` does not fit on this one. */
  private ensure(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  section(title: string, { pageBreak = false }: { pageBreak?: boolean } = {}) {
    if (pageBreak) this.doc.addPage();
    else this.ensure(60);
    this.doc.moveDown(0.6);
    const y = this.doc.y;
    this.doc.font(BOLD).fontSize(12).fillColor('#000').text(title, MARGIN, y, { width: this.width });
    this.doc
      .moveTo(MARGIN, this.doc.y + 1)
      .lineTo(MARGIN + this.width, this.doc.y + 1)
      .lineWidth(0.5)
      .strokeColor('#888')
      .stroke();
    this.doc.moveDown(0.4);
  }

  paragraph(text: string) {
    this.doc.font(FONT).fontSize(10).fillColor('#000');
    this.ensure(this.doc.heightOfString(text, { width: this.width }));
    this.doc.text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  /** Label: value lines in two columns. */
  fields(pairs: readonly (readonly [string, string])[]) {
    const labelWidth = 150;
    for (const [label, value] of pairs) {
      this.doc.fontSize(10);
      const h = Math.max(
        this.doc.font(BOLD).heightOfString(label, { width: labelWidth - 6 }),
        this.doc.font(FONT).heightOfString(value, { width: this.width - labelWidth }),
      );
      this.ensure(h + 2);
      const y = this.doc.y;
      this.doc.font(BOLD).text(label, MARGIN, y, { width: labelWidth - 6 });
      this.doc.font(FONT).text(value, MARGIN + labelWidth, y, { width: this.width - labelWidth });
      this.doc.y = y + h + 2;
    }
  }

  /** A table whose rows never split across pages; the header row repeats on each page. */
  table<T>(
    columns: readonly PdfColumn<T>[],
    rows: readonly T[],
    options: { empty: string; foot?: string[] },
  ) {
    if (rows.length === 0) {
      this.paragraph(options.empty);
      return;
    }
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const drawRow = (cells: readonly string[], kind: 'head' | 'body' | 'foot') => {
      const bold = kind !== 'body';
      const fill = kind === 'head' ? '#eeeeee' : undefined;
      this.doc.font(bold ? BOLD : FONT).fontSize(8.5);
      const h =
        Math.max(
          ...cells.map((t, i) => this.doc.heightOfString(t || ' ', { width: widths[i]! - CELL_PAD * 2 })),
        ) +
        CELL_PAD * 2;
      const fits = this.doc.y + h <= this.bottom;
      if (!fits) {
        this.doc.addPage();
        if (kind !== 'head') drawHeader();
      }
      const y = this.doc.y;
      let x = MARGIN;
      cells.forEach((t, i) => {
        const w = widths[i]!;
        if (fill) this.doc.rect(x, y, w, h).fillColor(fill).fill();
        this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor('#999').stroke();
        this.doc
          .fillColor('#000')
          .font(bold ? BOLD : FONT)
          .fontSize(8.5)
          .text(t, x + CELL_PAD, y + CELL_PAD, {
            width: w - CELL_PAD * 2,
            align: columns[i]?.align ?? 'left',
          });
        x += w;
      });
      this.doc.x = MARGIN;
      this.doc.y = y + h;
    };
    const drawHeader = () =>
      drawRow(
        columns.map((c) => c.label),
        'head',
      );
    this.ensure(40);
    drawHeader();
    for (const r of rows)
      drawRow(
        columns.map((c) => c.value(r)),
        'body',
      );
    if (options.foot) drawRow(options.foot, 'foot');
    this.doc.moveDown(0.5);
  }

  /** One 'Assinatura' line per signer, side by side, kept on one page. */
  signatures(signers: readonly string[]) {
    this.ensure(110);
    this.doc.moveDown(3);
    const gap = 24;
    const w = (this.width - gap * (signers.length - 1)) / signers.length;
    const y = this.doc.y + 20;
    signers.forEach((s, i) => {
      const x = MARGIN + i * (w + gap);
      this.doc
        .moveTo(x, y)
        .lineTo(x + w, y)
        .lineWidth(0.7)
        .strokeColor('#000')
        .stroke();
      this.doc.fillColor('#000').font(FONT).fontSize(9);
      this.doc.text('Assinatura', x, y + 4, { width: w, align: 'center' });
      this.doc.text(s, x, y + 16, { width: w, align: 'center' });
      this.doc.text('Data: ____/____/________', x, y + 34, { width: w });
    });
    this.doc.x = MARGIN;
    this.doc.y = y + 50;
  }
}

function drawHeader(doc: PDFKit.PDFDocument, h: PdfHeader, stamp: string) {
  const width = doc.page.width - MARGIN * 2;
  doc.fillColor('#000').font(FONT).fontSize(8);
  doc.text('SIAM · Secretaria de Estado da Educação', MARGIN, MARGIN, { width, lineBreak: false });
  doc.text(`Gerado em ${stamp} por ${h.userName}`, MARGIN, MARGIN, {
    width,
    align: 'right',
    lineBreak: false,
  });
  doc
    .font(BOLD)
    .fontSize(12)
    .text(h.school.nomeEscola, MARGIN, MARGIN + 14, { width });
  doc.font(FONT).fontSize(10).text(`Código INEP: ${h.school.codigoInep}`, { width });
  doc.font(BOLD).fontSize(15).text(h.title, { width });
  if (h.subtitle) doc.font(FONT).fontSize(10).text(h.subtitle, { width });
  const y = doc.y + 3;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1.5)
    .strokeColor('#000')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + 6;
}

/** Builds a document: the header on every page, `build`'s content, the page numbers. */
export function renderPdf(header: PdfHeader, build: (w: PdfWriter) => void): Promise<Buffer> {
  const minute = printMinute(header.generatedAt);
  const stamp = formatPrintStamp(minute, MONITORING_TIME_ZONE);
  const doc = new PDFDocument({
    size: 'A4',
    layout: header.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: `${header.title} - ${header.school.nomeEscola}`,
      Author: 'SIAM',
      Creator: 'SIAM',
      Producer: 'SIAM',
      CreationDate: minute,
      ModDate: minute,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.on('pageAdded', () => drawHeader(doc, header, stamp));
  doc.addPage();
  build(new PdfWriter(doc));
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#000')
      .text(`Página ${i + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN + 8, {
        width: doc.page.width - MARGIN * 2,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** `attachment; filename="..."` for an ASCII file name (see `pdfFileName` of @siam/domain/print). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
