import { formatPrice } from './format';
import { MONEY_SUMMARY_LABELS, moneySummary, vatRateLabel } from './money-summary';
import { POLICY_SLUGS } from './policy-slugs';
import { lineAmounts, PAYMENT_METHOD_LABELS, type PaymentMethod, type PricedLine } from './orders';

/**
 * Policy pages, the documents a buyer accepts at checkout, KVKK consents and data rights
 * (decision 042). Pure rules and words; the server hashes and stores, the web shows.
 */

export { POLICY_SLUG_ALIASES, POLICY_SLUGS, type PolicySlug, policyPath } from './policy-slugs';

/** The documents a buyer reads and accepts before placing an order, in the order shown. */
export const CHECKOUT_DOCUMENTS = [POLICY_SLUGS.preInformation, POLICY_SLUGS.distanceSales] as const;

/**
 * The right of withdrawal offered, in days. The Mesafeli Sözleşmeler Yönetmeliği's minimum is 14;
 * PRODUCT.md §5 takes returns for 30 days after delivery, and the contract says the same.
 */
export const WITHDRAWAL_DAYS = 30;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CONSENT_PURPOSES = ['registration', 'doctor_application', 'contact', 'marketing', 'checkout'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  registration: 'Üyelik kaydı (KVKK aydınlatma)',
  doctor_application: 'Doktor başvurusu (KVKK aydınlatma)',
  contact: 'İletişim formu (KVKK aydınlatma)',
  marketing: 'Ticari elektronik ileti izni',
  checkout: 'Sipariş sözleşmeleri',
};

export const DELETION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DeletionRequestStatus = (typeof DELETION_REQUEST_STATUSES)[number];
export const DELETION_REQUEST_STATUS_LABELS: Record<DeletionRequestStatus, string> = {
  pending: 'Bekliyor',
  approved: 'Onaylandı (anonimleştirildi)',
  rejected: 'Reddedildi',
};

/** What an order keeps of each document its buyer accepted. */
export interface AcceptedDocument {
  slug: string;
  title: string;
  version: number;
  /** SHA-256 (hex) of `text`, the filled Markdown exactly as the buyer saw it. */
  hash: string;
  text: string;
  acceptedAt: string;
  ip: string | null;
}

/** The seller named in the contracts. A sample, to be replaced with the company's registered details. */
export const SELLER = {
  name: 'Bayi Portalı Sağlık Ürünleri A.Ş. (örnek unvan)',
  address: 'Örnek Mah. Sağlık Cad. No: 1, 34000 İstanbul',
  phone: '0850 000 00 00',
  email: 'destek@portal.test',
  mersis: '0000000000000000 (örnek)',
} as const;

export interface ContractParties {
  buyerName: string;
  buyerEmail: string;
  address: {
    recipientName: string;
    phone: string;
    city: string;
    district: string;
    addressLine: string;
    postalCode: string | null;
  };
}

export interface ContractLine extends PricedLine {
  productName: string;
}

export interface ContractOrder extends ContractParties {
  lines: readonly ContractLine[];
  paymentMethod: PaymentMethod;
}

/** Markdown table cells: a product name cannot break the table or add markup. */
const cell = (text: string) => text.replace(/[\\|*_`[\]<>#]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');

function linesTable(lines: readonly ContractLine[]): string {
  const rows = lines.map((l) => {
    const a = lineAmounts(l);
    return `| ${cell(l.productName)} | ${l.quantity} | ${formatPrice(l.unitPrice)} | ${vatRateLabel(l.vatRateBp)} | ${formatPrice(a.total)} |`;
  });
  return ['| Ürün | Adet | Birim fiyat | KDV | Tutar |', '| --- | ---: | ---: | ---: | ---: |', ...rows].join('\n');
}

function moneyLines(lines: readonly ContractLine[]): string {
  const s = moneySummary(lines);
  const out = [`- ${MONEY_SUMMARY_LABELS.listTotal}: ${formatPrice(s.listTotal)}`];
  if (s.tierSaving > 0) out.push(`- ${MONEY_SUMMARY_LABELS.tierSaving}: −${formatPrice(s.tierSaving)}`);
  out.push(`- ${MONEY_SUMMARY_LABELS.subtotalExVat}: ${formatPrice(s.subtotalExVat)}`);
  for (const r of s.vatByRate) out.push(`- ${vatRateLabel(r.rateBp)}: ${formatPrice(r.vat)}`);
  out.push(`- **${MONEY_SUMMARY_LABELS.total}: ${formatPrice(s.total)}**`);
  return out.join('\n');
}

/** The placeholders a contract template may use, with what each stands for (shown to the editor). */
export const CONTRACT_PLACEHOLDERS = {
  satici_unvan: 'Satıcının unvanı',
  satici_adres: 'Satıcının adresi',
  satici_telefon: 'Satıcının telefonu',
  satici_eposta: 'Satıcının e-posta adresi',
  satici_mersis: 'Satıcının MERSİS numarası',
  alici_ad: 'Alıcının adı soyadı',
  alici_eposta: 'Alıcının e-posta adresi',
  alici_telefon: 'Teslimat telefonu',
  teslimat_alici: 'Teslim alacak kişi',
  teslimat_adresi: 'Teslimat adresi',
  urunler: 'Ürün tablosu (ad, adet, birim fiyat, KDV, tutar)',
  tutar_ozeti: 'Tutar özeti (liste fiyatı, indirim, KDV, toplam)',
  toplam: 'Ödenecek toplam tutar',
  odeme_yontemi: 'Ödeme yöntemi',
  cayma_suresi: 'Cayma hakkı süresi (gün)',
} as const;
export type ContractPlaceholder = keyof typeof CONTRACT_PLACEHOLDERS;

/** Values the sample text shows in the editor's preview and on the public page. */
const SAMPLE_VALUES: Record<ContractPlaceholder, string> = {
  satici_unvan: SELLER.name,
  satici_adres: SELLER.address,
  satici_telefon: SELLER.phone,
  satici_eposta: SELLER.email,
  satici_mersis: SELLER.mersis,
  alici_ad: '[Alıcının adı soyadı]',
  alici_eposta: '[Alıcının e-posta adresi]',
  alici_telefon: '[Teslimat telefonu]',
  teslimat_alici: '[Teslim alacak kişi]',
  teslimat_adresi: '[Teslimat adresi]',
  urunler: '[Siparişteki ürünler, adet ve fiyatlarıyla]',
  tutar_ozeti: '[Tutar özeti]',
  toplam: '[Toplam tutar]',
  odeme_yontemi: '[Ödeme yöntemi]',
  cayma_suresi: String(WITHDRAWAL_DAYS),
};

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

function fill(template: string, values: Record<ContractPlaceholder, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as ContractPlaceholder] : whole,
  );
}

/** The template with its placeholders named, for reading without an order (the public page). */
export function fillWithSamples(template: string): string {
  return fill(template, SAMPLE_VALUES);
}

/**
 * A contract template filled with one order: the same inputs give the same text, byte for byte,
 * so the server can recompute what the buyer accepted and compare hashes.
 */
export function fillContract(template: string, order: ContractOrder): string {
  const a = order.address;
  const total = moneySummary(order.lines).total;
  return fill(template, {
    ...SAMPLE_VALUES,
    alici_ad: cell(order.buyerName),
    alici_eposta: cell(order.buyerEmail),
    alici_telefon: cell(a.phone),
    teslimat_alici: cell(a.recipientName),
    teslimat_adresi: cell(`${a.addressLine}, ${a.district} / ${a.city}${a.postalCode ? ` ${a.postalCode}` : ''}`),
    urunler: linesTable(order.lines),
    tutar_ozeti: moneyLines(order.lines),
    toplam: formatPrice(total),
    odeme_yontemi: PAYMENT_METHOD_LABELS[order.paymentMethod],
  });
}

export const LEGAL_MESSAGES = {
  sampleNotice: 'Bu metin örnektir; şirketin hukuk danışmanı tarafından gözden geçirilip değiştirilmelidir.',
  deletedMemberName: 'Silinmiş Üye',
  masked: '***',
  exportFileName: 'verilerim',
  deletionRequestedTitle: 'Yeni veri silme talebi',
  deletionRequested: (name: string) => `${name} kişisel verilerinin silinmesini talep etti`,
  deletionDecidedTitle: 'Veri silme talebiniz',
  deletionRejected: (note: string | null) => `Veri silme talebiniz reddedildi${note ? `: ${note}` : ''}`,
  pdfDocumentsTitle: 'Onaylanan Sözleşmeler',
  pdfDocumentLine: (title: string, version: number, acceptedAt: string) =>
    `${title} · Sürüm ${version} · Onay: ${acceptedAt}`,
  pdfHashLine: (hash: string) => `SHA-256: ${hash}`,
  exportReadme: [
    'Bu arşiv, Bayi Portalı hesabınıza ait kişisel verileri içerir (KVKK md. 11).',
    'Her tablo hem JSON hem CSV olarak yer alır. Tutarlar kuruş cinsindendir (100 kuruş = 1 ₺).',
  ].join('\n'),
} as const;
