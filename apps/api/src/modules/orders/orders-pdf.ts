import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrderDetail } from '@portal/shared/contracts/orders';
import { formatDateTime, formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { LEGAL_MESSAGES } from '@portal/shared/legal';
import { MESSAGES } from '@portal/shared/messages';
import { moneySummaryRows } from '@portal/shared/money-summary';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@portal/shared/orders';
import PDFDocument from 'pdfkit';

const PDF = MESSAGES.orders.summaryPdf;

/**
 * The printable order ("Sipariş Özeti") as an A4 PDF, for members who forward it to their
 * accountants. The font is DejaVu Sans, shipped in apps/api/assets/fonts (with its licence) and
 * copied beside the bundled server by build.mjs, so ş ğ ı İ ç ö ü and ₺ print, can be searched
 * and copied, and nothing depends on node_modules or the network at run time.
 */
export const ORDER_SUMMARY_TITLE = PDF.title;

function fontsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // Bundled: dist/assets/fonts beside main.js. From source: apps/api/assets/fonts.
  const candidates = [join(here, 'assets', 'fonts'), join(here, '..', '..', '..', 'assets', 'fonts')];
  const found = candidates.find((dir) => existsSync(join(dir, 'DejaVuSans.ttf')));
  if (!found) throw new Error(`Order PDF fonts not found (looked in ${candidates.join(', ')})`);
  return found;
}

let fonts: { regular: string; bold: string } | null = null;
function fontFiles() {
  if (!fonts) {
    const dir = fontsFolder();
    fonts = { regular: join(dir, 'DejaVuSans.ttf'), bold: join(dir, 'DejaVuSans-Bold.ttf') };
  }
  return fonts;
}

const MARGIN = 40;

/** "Satıcı No" for members who sell; a client buys only, so its number is its member number. */
function buyerNumberLabel(role: string): string {
  return role === 'client' ? PDF.memberNo : PDF.sellerNo;
}

export function orderSummaryFileName(number: string): string {
  return `siparis-ozeti-${number}.pdf`;
}

/** Renders the order summary; resolves with the PDF's bytes. */
export function orderSummaryPdf(order: OrderDetail, now: Date = new Date()): Promise<Buffer> {
  const { regular, bold } = fontFiles();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${ORDER_SUMMARY_TITLE} ${order.number}`, Author: MESSAGES.app.name },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;

  doc.font('bold').fontSize(18).text(ORDER_SUMMARY_TITLE, left, MARGIN);
  doc.font('bold').fontSize(12).text(order.number);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555')
    .text(PDF.generatedAt(formatDateTime(now)))
    .fillColor('#000')
    .moveDown(0.8);

  const fact = (label: string, value: string) => {
    doc.font('bold').fontSize(9).text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
  };
  fact(PDF.orderDate, formatDateTime(order.createdAt));
  fact('Durum', ORDER_STATUS_LABELS[order.status]);
  fact(PDF.paymentMethod, PAYMENT_METHOD_LABELS[order.paymentMethod]);
  doc.moveDown(0.5);
  fact(PDF.buyer, `${order.buyer.name} · ${buyerNumberLabel(order.buyer.role)} ${order.sellerNumbers.buyer}`);
  fact(PDF.supplier, `${order.supplier.name} · ${PDF.sellerNo} ${order.sellerNumbers.supplier}`);
  const a = order.shippingAddress;
  fact(
    PDF.address,
    `${a.recipientName}, ${a.addressLine}, ${a.district} / ${a.city}${a.postalCode ? ` ${a.postalCode}` : ''}`,
  );
  doc.moveDown(1);

  // Lines
  const cols = [
    { title: PDF.product, width: width - 300, align: 'left' as const },
    { title: PDF.quantity, width: 40, align: 'right' as const },
    { title: PDF.unitPrice, width: 80, align: 'right' as const },
    { title: PDF.vat, width: 70, align: 'right' as const },
    { title: PDF.amount, width: 110, align: 'right' as const },
  ];
  const bottom = doc.page.height - MARGIN;
  let y = doc.y;
  const row = (cells: string[], font: 'regular' | 'bold', shade: boolean) => {
    doc.font(font).fontSize(8.5);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.width - 6 }))) + 6;
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    if (shade) doc.rect(left, y, width, height).fill('#f1f1f1').fillColor('#000');
    let x = left;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      doc.text(cell, x + 3, y + 3, { width: col.width - 6, align: col.align });
      x += col.width;
    });
    y += height;
  };
  row(
    cols.map((c) => c.title),
    'bold',
    true,
  );
  for (const line of order.lines) {
    const product = line.sku ? `${line.productName}\n${line.sku}` : line.productName;
    const unit =
      line.tierApplied && line.listUnitPrice !== line.unitPrice
        ? `${formatMoney(line.unitPrice)}\n(liste ${formatMoney(line.listUnitPrice)})`
        : formatMoney(line.unitPrice);
    row(
      [
        product,
        formatNumber(line.quantity),
        unit,
        `${formatPercentBasisPoints(line.vatRateBp)} ${line.vatIncluded ? PDF.vatIncluded : PDF.vatExcluded}`,
        formatMoney(line.totalAmount),
      ],
      'regular',
      false,
    );
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.3)
      .strokeColor('#ccc')
      .stroke();
  }

  // The money summary: the same rows, in the same order, as every screen.
  y += 12;
  const labelWidth = 190;
  const valueWidth = 110;
  const x0 = left + width - labelWidth - valueWidth;
  for (const r of moneySummaryRows(order.moneySummary)) {
    const isTotal = r.kind === 'total';
    if (y + 20 > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    if (isTotal) {
      doc
        .moveTo(x0, y)
        .lineTo(left + width, y)
        .lineWidth(0.6)
        .strokeColor('#000')
        .stroke();
      y += 4;
    }
    const rate = r.kind === 'vat' ? order.moneySummary.vatByRate.find((v) => `vat-${v.rateBp}` === r.key) : null;
    const label = rate ? `${r.label} (matrah ${formatMoney(rate.base)})` : r.label;
    doc
      .font(isTotal ? 'bold' : 'regular')
      .fontSize(isTotal ? 11 : 9)
      .text(label, x0, y, { width: labelWidth });
    doc.text(formatMoney(r.amount), x0 + labelWidth, y, { width: valueWidth, align: 'right' });
    y += isTotal ? 18 : 14;
  }

  if (order.note) {
    doc
      .font('bold')
      .fontSize(9)
      .text(PDF.note, left, y + 10);
    doc.font('regular').text(order.note, { width });
  }

  // The contracts the buyer accepted: which version, when, and the hash of the exact text (decision 042).
  if (order.acceptedDocuments.length > 0) {
    doc
      .font('bold')
      .fontSize(9)
      .text(LEGAL_MESSAGES.pdfDocumentsTitle, left, order.note ? undefined : y + 10);
    for (const d of order.acceptedDocuments) {
      doc
        .font('regular')
        .fontSize(8)
        .text(LEGAL_MESSAGES.pdfDocumentLine(d.title, d.version, formatDateTime(d.acceptedAt)), { width });
      doc.fontSize(7).text(LEGAL_MESSAGES.pdfHashLine(d.hash), { width });
    }
  }

  doc.end();
  return done;
}
