/**
 * Exports of the lists (issue 17, decision 128): any list route that declares `config.export` also
 * answers its list as a file when called with `?formato=csv|xlsx` (and optionally `ordenar=<column
 * id>&ordem=asc|desc`, the table's sort). The file is made from what the route's own handler
 * answered, after its guard, its scope checks and its student access audit: an export can only hold
 * what the screen could show, and a student list export is recorded like a read (action 'exportar').
 *
 * Lists that grow with the state stream instead: their handler calls `reply.sendExport(sheet, pages)`
 * with an async iterable of pages read in order (a cursor), and every page is written as it comes,
 * so the server's memory stays bounded whatever the number of rows.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CSV_BOM,
  EXPORT_CONTENT_TYPE,
  EXPORT_FORMATS,
  EXPORT_MSG,
  XLSX_NUMBER_FORMAT,
  csvHeader,
  csvRow,
  exportFileName,
  sortRows,
  xlsxValue,
  xlsxWidth,
  type ExportFormat,
  type ExportSheet,
  type SortDirection,
} from '@siam/domain/export';
import { badRequest } from '../lib/errors';

/** What a list route declares to be exportable. */
export interface RouteExport {
  /** The columns (or the columns for this request: a title naming the class...). */
  sheet: ExportSheet<never> | ((request: FastifyRequest, payload: unknown) => ExportSheet<never>);
  /** The rows of the handler's answer; the answer itself when it is an array. */
  rows?: (payload: unknown) => readonly unknown[];
}

export interface ExportRequest {
  format: ExportFormat;
  sort?: { id: string; direction: SortDirection };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This list may be exported as CSV or XLSX (`?formato=`), decision 128. */
    export?: RouteExport;
  }
  interface FastifyRequest {
    /** Set when this call asks for its list as a file (`?formato=` on a route with `config.export`). */
    exporting?: ExportRequest;
  }
  interface FastifyReply {
    /** Streams a list as the requested file, page by page (a handler of a route with `config.export`). */
    sendExport<Row>(sheet: ExportSheet<Row>, pages: AsyncIterable<readonly Row[]>): FastifyReply;
  }
}

const EXPORT_PARAMS = ['formato', 'ordenar', 'ordem'] as const;

function rowsOf(rule: RouteExport, payload: unknown): readonly unknown[] {
  if (rule.rows) return rule.rows(payload);
  return Array.isArray(payload) ? payload : [];
}

function sheetOf(rule: RouteExport, request: FastifyRequest, payload: unknown): ExportSheet<unknown> {
  const sheet = typeof rule.sheet === 'function' ? rule.sheet(request, payload) : rule.sheet;
  return sheet as ExportSheet<unknown>;
}

function sorted<Row>(
  sheet: ExportSheet<Row>,
  rows: readonly Row[],
  exporting: ExportRequest,
): readonly Row[] {
  if (!exporting.sort) return rows;
  const column = sheet.columns.find((c) => c.id === exporting.sort!.id);
  if (!column) return rows;
  return sortRows(rows, column.value, exporting.sort.direction, column.kind);
}

function setFileHeaders(reply: FastifyReply, sheet: ExportSheet<never>, format: ExportFormat): void {
  const name = exportFileName(sheet.title, format);
  reply
    .code(200)
    .header('Content-Type', EXPORT_CONTENT_TYPE[format])
    .header('Content-Disposition', `attachment; filename="${name}"`);
}

function newWorksheet<Row>(
  workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExportSheet<Row>,
) {
  const ws = workbook.addWorksheet(sheet.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c) => ({
    header: c.header,
    key: c.id,
    width: xlsxWidth(c as never),
    style: XLSX_NUMBER_FORMAT[c.kind ?? 'text'] ? { numFmt: XLSX_NUMBER_FORMAT[c.kind ?? 'text'] } : {},
  }));
  ws.getRow(1).font = { bold: true };
  return ws;
}

const xlsxRow = <Row>(sheet: ExportSheet<Row>, row: Row) =>
  sheet.columns.map((c) => xlsxValue(c.kind ?? 'text', c.value(row)));

/** A whole list (already in memory: the handler's answer) as a file. */
export async function exportFile<Row>(
  sheet: ExportSheet<Row>,
  rows: readonly Row[],
  format: ExportFormat,
): Promise<Buffer> {
  if (format === 'csv') {
    let text = CSV_BOM + csvHeader(sheet as ExportSheet<never>);
    for (const row of rows) text += csvRow(sheet, row);
    return Buffer.from(text, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SIAM';
  const ws = newWorksheet(workbook, sheet);
  for (const row of rows) ws.addRow(xlsxRow(sheet, row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Waits until the stream's reader took what was written (bounded memory for a slow reader). */
async function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', reject);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
    stream.once('error', reject);
  });
}

/** A list read page by page as a file stream. */
export function exportStream<Row>(
  sheet: ExportSheet<Row>,
  pages: AsyncIterable<readonly Row[]>,
  format: ExportFormat,
  onError: (error: unknown) => void,
): Readable {
  if (format === 'csv') {
    return Readable.from(
      (async function* () {
        yield CSV_BOM + csvHeader(sheet as ExportSheet<never>);
        for await (const page of pages) {
          let chunk = '';
          for (const row of page) chunk += csvRow(sheet, row);
          if (chunk) yield chunk;
        }
      })(),
    );
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  void (async () => {
    try {
      const ws = newWorksheet(workbook, sheet);
      ws.getRow(1).commit();
      for await (const page of pages) {
        if (out.destroyed) return;
        for (const row of page) ws.addRow(xlsxRow(sheet, row)).commit();
        await drained(out);
      }
      ws.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

/** Reads `formato`, `ordenar`, `ordem` off the query of an exportable route (before its validation). */
function readExportParams(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  // Not an export: `ordenar`/`ordem` stay for the route (a list the server sorts reads them itself).
  if (!query || typeof query !== 'object' || query.formato === undefined) return;
  const raw = { formato: query.formato, ordenar: query.ordenar, ordem: query.ordem };
  for (const key of EXPORT_PARAMS) delete query[key];
  (request as FastifyRequest & { exportParams?: typeof raw }).exportParams = raw;
}

function parseExportParams(request: FastifyRequest): ExportRequest | undefined {
  const raw = (request as FastifyRequest & { exportParams?: Record<string, unknown> }).exportParams;
  if (!raw) return undefined;
  const format = raw.formato;
  if (typeof format !== 'string' || !(EXPORT_FORMATS as readonly string[]).includes(format)) {
    throw badRequest(EXPORT_MSG.invalidFormat);
  }
  const exporting: ExportRequest = { format: format as ExportFormat };
  if (raw.ordenar !== undefined) {
    const direction = raw.ordem ?? 'asc';
    if (typeof raw.ordenar !== 'string' || !/^[A-Za-z0-9_.]{1,60}$/.test(raw.ordenar)) {
      throw badRequest(EXPORT_MSG.invalidSort);
    }
    if (direction !== 'asc' && direction !== 'desc') throw badRequest(EXPORT_MSG.invalidSort);
    exporting.sort = { id: raw.ordenar, direction };
  }
  return exporting;
}

/**
 * The export hooks. Register after the student access audit (its preSerialization hook must record the
 * read before the answer becomes a file).
 */
export function registerExports(app: FastifyInstance): void {
  // Before the route's own onRequest guard: take the export's parameters off the query, so the
  // route's query schema sees only its own. They are checked after the guard (preValidation), so a
  // refused caller gets 401/403 whatever it sent.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.export) readExportParams(request);
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.export) request.exporting = parseExportParams(request);
  });

  app.decorateReply('sendExport', function sendExport<
    Row,
  >(this: FastifyReply, sheet: ExportSheet<Row>, pages: AsyncIterable<readonly Row[]>) {
    const exporting = this.request.exporting;
    if (!exporting) throw new Error('sendExport outside an export request');
    setFileHeaders(this, sheet as ExportSheet<never>, exporting.format);
    const log = this.log;
    return this.send(
      exportStream(sheet, pages, exporting.format, (error) => log.error({ err: error }, 'export')),
    );
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const rule = request.routeOptions.config.export;
    const exporting = request.exporting;
    if (!rule || !exporting || reply.statusCode >= 300) return payload;
    const sheet = sheetOf(rule, request, payload);
    const rows = sorted(sheet, rowsOf(rule, payload), exporting);
    const file = await exportFile(sheet, rows, exporting.format);
    setFileHeaders(reply, sheet as ExportSheet<never>, exporting.format);
    // The file is the answer: no JSON serialisation of it.
    reply.serializer((body: unknown) => body as string);
    return file;
  });
}
