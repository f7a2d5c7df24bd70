import { PassThrough, Readable } from 'node:stream';
import { CSV_BOM, csvLine } from '@portal/shared/csv';
import {
  csvCell,
  type ExportColumn,
  type ExportFormat,
  XLSX_NUMBER_FORMATS,
  xlsxCell,
} from '@portal/shared/table-export';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Sends a table as CSV or XLSX, streamed: rows come in batches (an async iterable of arrays, e.g.
 * keyset pages), so a big export never sits in memory whole. The file name gets today's date.
 */
export type ExportRows<Row> = AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function* csvChunks<Row>(columns: readonly ExportColumn<Row>[], batches: ExportRows<Row>) {
  yield CSV_BOM + csvLine(columns.map((c) => c.header));
  for await (const batch of batches) {
    yield batch.map((row) => csvLine(columns.map((c) => csvCell(c.kind, c.value(row))))).join('');
  }
}

function xlsxStream<Row>(sheetName: string, columns: readonly ExportColumn<Row>[], batches: ExportRows<Row>) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? Math.max(12, Math.min(40, c.header.length + 4)),
    style: XLSX_NUMBER_FORMATS[c.kind] ? { numFmt: XLSX_NUMBER_FORMATS[c.kind] } : {},
  }));
  (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((c) => xlsxCell(c.kind, c.value(row)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export function sendTableExport<Row>(
  reply: FastifyReply,
  options: {
    format: ExportFormat;
    fileName: string;
    sheetName?: string;
    columns: readonly ExportColumn<Row>[];
    rows: ExportRows<Row>;
  },
) {
  const day = new Date().toISOString().slice(0, 10);
  const body =
    options.format === 'xlsx'
      ? xlsxStream(options.sheetName ?? options.fileName, options.columns, options.rows)
      : Readable.from(csvChunks(options.columns, options.rows));
  reply
    .header('content-type', CONTENT_TYPES[options.format])
    .header(
      'content-disposition',
      `attachment; filename="${encodeURIComponent(options.fileName)}-${day}.${options.format}"; filename*=UTF-8''${encodeURIComponent(options.fileName)}-${day}.${options.format}`,
    )
    .header('cache-control', 'no-store');
  return reply.send(body);
}
