/**
 * The public site's content: rules and words shared by the server and the web app. Text is kept
 * as Markdown source; the server renders it sanitized (apps/api/src/platform/markdown.ts).
 */

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTACT_KINDS = ['contact', 'support'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'Yeni',
  read: 'Okundu',
  answered: 'Yanıtlandı',
};

export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  contact: 'İletişim formu',
  support: 'Destek talebi',
};

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Taslak',
  published: 'Yayında',
};

/** Posts on one page of /blog. */
export const BLOG_PAGE_SIZE = 6;
/** Contact messages one address may send in ten minutes. */
export const CONTACT_LIMIT = { max: 3, windowMs: 10 * 60_000 } as const;

/** Kinds of soft-deleted rows admin/deleted-items shows; each comes from one source on the server. */
export const DELETED_ITEM_TYPES = ['member', 'product', 'blogPost', 'faqEntry', 'sliderItem', 'policyPage'] as const;
export type DeletedItemType = (typeof DELETED_ITEM_TYPES)[number];

export const DELETED_ITEM_LABELS: Record<string, string> = {
  member: 'Üye',
  product: 'Ürün',
  blogPost: 'Blog yazısı',
  faqEntry: 'SSS',
  sliderItem: 'Slider',
  policyPage: 'Politika sayfası',
};

/** Whether a slide shows at `now`: inside its active dates (either end may be open). */
export function slideIsActive(
  slide: { activeFrom: string | null; activeUntil: string | null },
  now: Date = new Date(),
): boolean {
  const t = now.getTime();
  if (slide.activeFrom && Date.parse(slide.activeFrom) > t) return false;
  if (slide.activeUntil && Date.parse(slide.activeUntil) <= t) return false;
  return true;
}

/** Moves one item of a list up (-1) or down (+1); the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Lower-cased with Turkish letters folded, for the FAQ search. */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ş/g, 's')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c');
}

/** Words the server writes for the public site: page heads, the reply e-mail, sitemap names. */
export const CONTENT_MESSAGES = {
  siteName: 'Bayi Portalı',
  heads: {
    home: {
      title: 'Bayi Portalı — Ana Sayfa',
      description: 'Bayi Portalı: üyelerimize özel fiyatlarla sipariş, ağ, komisyon ve puan yönetimi.',
    },
    about: { title: 'Hakkımızda — Bayi Portalı', description: 'Bayi Portalı ve satış ağımız hakkında bilgi.' },
    contact: {
      title: 'İletişim — Bayi Portalı',
      description: 'Sorularınız, önerileriniz ve iş birliği talepleriniz için bize yazın.',
    },
    blog: {
      title: 'Blog — Bayi Portalı',
      description: 'Sağlıklı yaşam, ürünlerimiz ve satış ağımızdan haberler ve rehber yazılar.',
    },
    faq: {
      title: 'Sıkça Sorulan Sorular — Bayi Portalı',
      description: 'Sipariş, ödeme, kargo, üyelik ve komisyonlar hakkında sıkça sorulan sorular ve yanıtları.',
    },
    products: { title: 'Ürün Kataloğu — Bayi Portalı', description: 'Bayi Portalı ürün kataloğu.' },
    login: { title: 'Giriş Yap — Bayi Portalı', description: 'Bayi Portalı üye girişi.' },
    register: { title: 'Üyelik Kaydı — Bayi Portalı', description: 'Bayi Portalı üyelik kaydı.' },
    doctorApplication: {
      title: 'Doktor Başvurusu — Bayi Portalı',
      description: 'Doktorlar için Bayi Portalı başvuru formu.',
    },
    post: (title: string) => `${title} — Bayi Portalı Blog`,
    policy: (title: string, version: number) => ({
      title: `${title} — Bayi Portalı`,
      description: `${title}, sürüm ${version}. Bayi Portalı’nın yasal metinleri ve politikaları.`,
    }),
  },
  reply: {
    subject: (subject: string) => `Yanıt: ${subject}`,
    text: (name: string, reply: string, original: string) =>
      `Merhaba ${name},\n\n${reply}\n\n— Bayi Portalı\n\nMesajınız:\n${original}`,
    html: (name: string, reply: string, original: string) =>
      `<p>Merhaba ${name},</p><p style="white-space:pre-line">${reply}</p><p>— Bayi Portalı</p><hr><p style="color:#555;white-space:pre-line">Mesajınız:\n${original}</p>`,
  },
  supportSubjectPrefix: 'Destek',
} as const;
