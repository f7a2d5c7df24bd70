import { createRequire } from 'node:module';
import type { FinancialMonth, FinancialReport } from '@portal/shared/contracts/financial-reports';
import { formatDateTime, formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import PDFDocument from 'pdfkit';

/**
 * The financial report as an A4 landscape PDF, drawn on the server with pdfkit. Its fonts are
 * DejaVu Sans from the dejavu-fonts-ttf package (read from node_modules, embedded as a subset), so
 * ş ğ ı İ ç ö ü and ₺ print and can be searched and copied; nothing is fetched at run time.
 */
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const M = MESSAGES.financialReports;
const MARGIN = 28;

interface Column {
  title: string;
  value: (r: FinancialMonth, label: string) => string;
  width: number;
}

const money = (k: number) => formatMoney(k);
const COLUMNS: Column[] = [
  { title: M.month, value: (_r, label) => label, width: 52 },
  { title: M.orderCount, value: (r) => formatNumber(r.orderCount), width: 38 },
  { title: M.netSales, value: (r) => money(r.netSales), width: 66 },
  { title: M.vatTotal, value: (r) => money(r.vat), width: 58 },
  { title: M.grossSales, value: (r) => money(r.grossSales), width: 66 },
  { title: M.costOfGoods, value: (r) => money(r.costOfGoods), width: 62 },
  { title: M.grossMargin, value: (r) => money(r.grossMargin), width: 62 },
  {
    title: M.grossMarginPercent,
    value: (r) => (r.grossMarginBp === null ? '-' : formatPercentBasisPoints(r.grossMarginBp)),
    width: 40,
  },
  { title: M.commissionsAccrued, value: (r) => money(r.commissionsAccrued), width: 58 },
  { title: M.commissionsPaid, value: (r) => money(r.commissionsPaid), width: 58 },
  { title: M.clawbacks, value: (r) => money(r.clawbacks), width: 52 },
  { title: M.withholding, value: (r) => money(r.withholding), width: 48 },
  { title: M.refunds, value: (r) => money(r.refunds), width: 56 },
  { title: M.pointsLiability, value: (r) => money(r.pointsLiability), width: 60 },
];

/** Renders the report; resolves with the PDF's bytes. */
export function financialReportPdf(report: FinancialReport, now: Date = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${M.title} ${M.range(report.from, report.to)}`, Author: MESSAGES.app.name },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('bold')
    .fontSize(16)
    .text(`${M.title} · ${M.range(report.from, report.to)}`);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555')
    .text(M.generatedAt(formatDateTime(now)))
    .moveDown(0.8);
  doc.fillColor('#000');

  const bottom = doc.page.height - MARGIN;
  let y = doc.y;
  const drawRow = (cells: string[], font: 'regular' | 'bold', shade: boolean) => {
    doc.font(font).fontSize(6.6);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: COLUMNS[i]!.width - 4 }))) + 5;
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    if (shade)
      doc
        .rect(
          MARGIN,
          y,
          COLUMNS.reduce((s, c) => s + c.width, 0),
          height,
        )
        .fill('#f1f5f9')
        .fillColor('#000');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = COLUMNS[i]!.width;
      doc.text(cell, x + 2, y + 2.5, { width: width - 4, align: i === 0 ? 'left' : 'right' });
      x += width;
    });
    y += height;
  };
  drawRow(
    COLUMNS.map((c) => c.title),
    'bold',
    true,
  );
  for (const m of report.months)
    drawRow(
      COLUMNS.map((c) => c.value(m, m.month)),
      'regular',
      false,
    );
  drawRow(
    COLUMNS.map((c) => c.value(report.totals, M.total)),
    'bold',
    true,
  );

  // VAT by rate over the whole range.
  doc.x = MARGIN;
  doc.y = y + 12;
  doc.font('bold').fontSize(9).text(M.vatTotal);
  doc.font('regular').fontSize(8);
  for (const v of report.totals.vatByRate) {
    const rate = formatPercentBasisPoints(v.rateBp);
    doc.text(`${M.vatNet(rate)}: ${money(v.net)}   ${M.vat(rate)}: ${money(v.vat)}`);
  }
  if (report.totals.pointsOrderNet > 0) doc.text(`${M.pointsOrders}: ${money(report.totals.pointsOrderNet)}`);
  doc.moveDown(0.6).fontSize(7).fillColor('#555').text(M.salesNote, { width: 700 }).text(M.costNote, { width: 700 });
  doc.end();
  return done;
}
