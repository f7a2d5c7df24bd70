/**
 * How the server sends email. `smtp`: delivered by a mail server; the outbox keeps a record of
 * each message with its links and codes masked. `outbox`: no mail server is configured (a laptop,
 * development); nothing leaves the server and the outbox keeps each message whole, so a reset
 * link can be followed from here.
 */
export const MAIL_DELIVERIES = ['smtp', 'outbox'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** What the admin reads above the outbox, by delivery. */
export const OUTBOX_NOTICE: Record<MailDelivery, { title: string; text: string }> = {
  smtp: {
    title: 'E-postalar posta sunucusuyla gönderiliyor',
    text: 'Burada yalnızca gönderim kaydı tutulur: şifre sıfırlama bağlantıları ve kodlar •••• ile gizlenir, bu kayıtlarla kimsenin hesabına girilemez.',
  },
  outbox: {
    title: 'Posta sunucusu yapılandırılmadı: e-postalar gönderilmiyor',
    text: 'Bu sunucuda SMTP_URL tanımlı değil. E-postalar kimseye ulaşmaz; şifre sıfırlama bağlantıları dahil tamamı burada açık olarak saklanır. Bu yalnızca geliştirme ortamı içindir; canlı ortamda SMTP_URL tanımlayın.',
  },
};
