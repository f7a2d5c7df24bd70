/**
 * How the web app classifies an error it shows (spec §8): by keywords of its message, into a kind,
 * a severity and what the member can do. Apart from the server's codes (errors.ts) and the words
 * of the screens (messages.ts).
 */

export type ErrorKind = 'network' | 'validation' | 'permission' | 'data' | 'render' | 'system' | 'unknown';
export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';
export type ErrorAction = 'retry' | 'ignore' | 'dashboard' | 'refresh' | 'support';

export interface ErrorClassification {
  kind: ErrorKind;
  severity: ErrorSeverity;
  message: string;
  action: ErrorAction;
}

/** Checked in order; the first rule with a keyword in the message wins. */
const CLASSIFICATION_RULES: { keywords: string[]; result: ErrorClassification }[] = [
  {
    keywords: ['network', 'fetch', 'timeout'],
    result: { kind: 'network', severity: 'medium', message: 'Bağlantı sorunu oluştu...', action: 'retry' },
  },
  {
    // A form problem is shown beside its field, so the boundary itself ignores it.
    keywords: ['validation', 'required', 'invalid'],
    result: { kind: 'validation', severity: 'low', message: 'Lütfen form alanlarını kontrol edin.', action: 'ignore' },
  },
  {
    keywords: ['permission', 'unauthorized', 'forbidden'],
    result: {
      kind: 'permission',
      severity: 'high',
      message: 'Bu işlem için yetkiniz bulunmuyor.',
      action: 'dashboard',
    },
  },
  {
    keywords: ['data', 'parse', 'json'],
    result: {
      kind: 'data',
      severity: 'medium',
      message: 'Veriler işlenirken bir hata oluştu. Lütfen sayfayı yenileyin.',
      action: 'refresh',
    },
  },
  {
    keywords: ['render', 'component'],
    result: {
      kind: 'render',
      severity: 'high',
      message: 'Sayfa görüntülenirken bir hata oluştu. Lütfen sayfayı yenileyin.',
      action: 'refresh',
    },
  },
  {
    keywords: ['system', 'internal', 'server'],
    result: {
      kind: 'system',
      severity: 'critical',
      message: 'Sistem hatası oluştu. Lütfen destek ekibiyle iletişime geçin.',
      action: 'support',
    },
  },
];

const UNKNOWN_ERROR: ErrorClassification = {
  kind: 'unknown',
  severity: 'medium',
  message: 'Beklenmeyen bir hata oluştu.',
  action: 'retry',
};

export function classifyError(message: string): ErrorClassification {
  const text = message.toLowerCase();
  const rule = CLASSIFICATION_RULES.find((r) => r.keywords.some((k) => text.includes(k)));
  return { ...(rule?.result ?? UNKNOWN_ERROR) };
}

/** Error boundary titles by level. */
export const ERROR_TITLES = {
  global: 'Sistem Hatası',
  page: 'Sayfa Hatası',
  component: 'Bileşen Hatası',
} as const;
export type ErrorLevel = keyof typeof ERROR_TITLES;

/** The short code a member reads out to support: the last 8 characters of the error id. */
export function referenceCode(id: string): string {
  return id.slice(-8).toUpperCase();
}
