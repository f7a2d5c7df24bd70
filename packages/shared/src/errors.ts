import { z } from 'zod';

interface ErrorDefinition {
  status: number;
  message: string;
}

/**
 * Every error the API answers with, and its Turkish message. Where the specification quotes a
 * message it is copied verbatim (including the one English sign-in string it quotes).
 */
export const ERROR_CODES = {
  // Request and platform
  VALIDATION_ERROR: { status: 400, message: 'Geçersiz istek' },
  INVALID_JSON: { status: 400, message: 'İstek gövdesi geçerli bir JSON değil' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'İstek gövdesi çok büyük' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'İstek gövdesi JSON olarak gönderilmelidir' },
  STORAGE_FULL: {
    status: 507,
    message: 'Sunucuda dosyalar için yer kalmadı; dosya kaydedilemedi. Lütfen sistem yöneticisine haber verin.',
  },
  NOT_FOUND: { status: 404, message: 'Kayıt bulunamadı' },
  ROUTE_NOT_FOUND: { status: 404, message: 'İstenen adres bulunamadı' },
  UNAUTHORIZED: { status: 401, message: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.' },
  FORBIDDEN: { status: 403, message: 'Bu işlem için yetkiniz bulunmuyor.' },
  CSRF_REJECTED: { status: 403, message: 'Güvenlik doğrulaması başarısız. Lütfen sayfayı yenileyip tekrar deneyin.' },
  RATE_LIMITED: { status: 429, message: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.' },
  CONFLICT: { status: 409, message: 'Kayıt başka bir işlem tarafından değiştirildi. Lütfen tekrar deneyin.' },
  INTERNAL: { status: 500, message: 'Beklenmeyen bir hata oluştu' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.' },
  INVALID_TEXT: { status: 400, message: 'Metin geçersiz karakterler içeriyor.' },
  INVALID_URL: { status: 400, message: 'İstenen adres geçersiz karakterler içeriyor' },
  URL_TOO_LONG: { status: 414, message: 'İstenen adres çok uzun' },
  HEADERS_TOO_LARGE: { status: 431, message: 'İstek başlıkları çok büyük' },
  MALFORMED_REQUEST: { status: 400, message: 'İstek okunamadı' },
  REQUEST_TIMEOUT: { status: 408, message: 'İstek zamanında tamamlanmadı. Lütfen tekrar deneyin.' },

  // Sign-in and sessions. Sign-in failures answer 400, not 401: a 401 means "your session
  // ended" to the web client, which would sign the member out.
  AUTH_IDENTIFIER_REQUIRED: { status: 400, message: 'You must provide either an email or phone number and a password' },
  INVALID_CREDENTIALS: { status: 400, message: 'E-posta/telefon veya şifre hatalı' },
  USER_NOT_RETURNED: { status: 500, message: 'Kullanıcı bilgisi alınamadı' },
  PROFILE_NOT_LOADED: { status: 500, message: 'Profil bilgileri alınamadı' },
  SIGN_IN_FAILED: { status: 500, message: 'Giriş hatası' },
  ACCOUNT_INACTIVE: { status: 403, message: 'Hesabınız aktif değil' },
  ACCOUNT_LOCKED: {
    status: 429,
    message: 'Çok fazla başarısız giriş denemesi. Lütfen birkaç dakika sonra tekrar deneyin.',
  },
  TWO_FACTOR_REQUIRED: { status: 400, message: 'İki adımlı doğrulama kodunu girin' },
  INVALID_TWO_FACTOR_CODE: { status: 400, message: 'Doğrulama kodu hatalı' },
  INVALID_SIGN_OUT_SCOPE: { status: 400, message: 'Çıkış kapsamı global, local veya others olmalıdır' },
  SESSION_NOT_FOUND: { status: 404, message: 'Oturum bulunamadı' },
  INVALID_CURSOR: { status: 400, message: 'Sayfa konumu geçersiz. Lütfen listeyi baştan açın.' },
  WEAK_PASSWORD: { status: 400, message: 'Şifre en az 8 karakter olmalıdır' },
  CURRENT_PASSWORD_WRONG: { status: 400, message: 'Mevcut şifre yanlış' },
  RESET_TOKEN_INVALID: { status: 400, message: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş' },
  CURRENT_PASSWORD_REQUIRED: { status: 400, message: 'IBAN değişikliği için mevcut şifrenizi girin' },

  // Registration and invitations
  INVITATION_NOT_FOUND: { status: 404, message: 'Davet kodu bulunamadı' },
  INVITATION_EXPIRED: { status: 410, message: 'Davet kodunun süresi dolmuş' },
  INVITATION_USED: { status: 410, message: 'Davet kodu daha önce kullanılmış' },
  INVITATION_REVOKED: { status: 410, message: 'Davet kodu iptal edilmiş' },
  INVITATION_ROLE_NOT_ALLOWED: { status: 403, message: 'Bu rol için davet oluşturma yetkiniz yok' },
  EMAIL_TAKEN: { status: 409, message: 'Bu e-posta adresi zaten kayıtlı' },
  PHONE_TAKEN: { status: 409, message: 'Bu telefon numarası zaten kayıtlı' },
  INVITATION_EMAIL_MISMATCH: {
    status: 403,
    message: 'Bu davet başka bir e-posta adresine gönderilmiş. Davetin gönderildiği adresle kayıt olun.',
  },

  // Network
  INVALID_PARENT: { status: 422, message: 'Üst üyenin rolü, alt üyenin rolünden yüksek olmalıdır' },
  TREE_TOO_DEEP: { status: 422, message: 'Ağ derinliği 20 seviyeyi aşamaz' },
  // Moving a member in the network: each refusal says which invariant the move would break.
  MOVE_ROOT: { status: 422, message: 'Ana yönetici taşınamaz' },
  MOVE_CYCLE: { status: 422, message: 'Üye kendi alt ağına taşınamaz' },
  MOVE_PARENT_ROLE: { status: 422, message: 'Yeni üst üyenin rolü, taşınan üyenin rolünden yüksek olmalıdır' },
  MOVE_CHILD_ROLE: { status: 422, message: 'Yeni rol, üyenin doğrudan alt üyelerinin rollerinden yüksek olmalıdır' },
  MOVE_TOO_DEEP: { status: 422, message: 'Taşıma sonrası ağ derinliği 20 seviyeyi aşar' },
  MOVE_PARENT_UNAVAILABLE: { status: 422, message: 'Yeni üst üye silinmiş veya pasif' },
  MOVE_NOTHING: { status: 422, message: 'Üye zaten bu üyenin altında ve bu rolde' },
  // Network maintenance (admin: network/maintenance, network/inconsistent-profiles)
  MAINTENANCE_JOB_RUNNING: {
    status: 409,
    message: 'Şu anda çalışan bir bakım işi var. Yeni bir iş başlatmadan önce bitmesini bekleyin.',
  },

  // Permissions
  PERMISSION_KEY_UNKNOWN: { status: 400, message: 'Bilinmeyen yetki anahtarı' },
  SMTP_NOT_CONFIGURED: { status: 409, message: 'Önce SMTP ayarlarını kaydedin.' },
  PERMISSION_LOCKOUT: { status: 409, message: 'Yöneticinin sistem ayarları yetkisi kapatılamaz' },

  // Cart, wishlist, comparison (spec §5, §8)
  CART_LOGIN_REQUIRED: { status: 401, message: 'Sepete eklemek için giriş yapmalısınız' },
  PRODUCT_MISSING: { status: 400, message: 'Ürün bilgisi eksik' },
  PRODUCT_UNAVAILABLE: { status: 409, message: 'Bu ürün şu anda mevcut değil' },
  PRODUCT_NOT_ALLOWED: { status: 403, message: 'Bu ürünü sipariş etme yetkiniz yok' },
  INVALID_QUANTITY: { status: 400, message: 'Geçersiz miktar' },
  MAX_QUANTITY: { status: 400, message: 'Maksimum miktar 999 adet' },
  NEGATIVE_QUANTITY: { status: 400, message: 'Miktar negatif olamaz' },
  INVALID_PRODUCT: { status: 400, message: 'Geçersiz ürün bilgisi' },
  PRICE_NOT_FOUND: { status: 409, message: 'Ürün fiyatı bulunamadı' },
  STOCK_NOT_FOUND: { status: 409, message: 'Stok bulunamadı' },
  INSUFFICIENT_STOCK: { status: 409, message: 'Yeterli stok bulunmuyor' },
  SALES_RULE_VIOLATION: { status: 422, message: 'Satış kuralları ihlali' },
  CART_ITEM_NOT_FOUND: { status: 404, message: 'Ürün sepetinizde bulunamadı' },
  DUPLICATE_CART_ITEM: {
    status: 409,
    message: 'Bu ürün zaten sepetinizde mevcut. Miktarını güncelleyebilirsiniz.',
  },
  COMPARE_LIMIT: { status: 409, message: 'En fazla 4 ürün karşılaştırabilirsiniz' },
  ALREADY_IN_FAVORITES: { status: 409, message: 'Zaten Favorilerde' },
  ALREADY_IN_COMPARISON: { status: 409, message: 'Zaten Karşılaştırmada' },

  // Checkout, orders, points
  PRICE_CHANGED: { status: 409, message: 'Ürün fiyatları değişti. Lütfen yeni fiyatları onaylayın.' },
  INVALID_STATUS_TRANSITION: { status: 409, message: 'Bu işlem siparişin mevcut durumunda yapılamaz' },
  INSUFFICIENT_POINTS: { status: 409, message: 'Puan bakiyeniz yetersiz' },
  CART_EMPTY: { status: 409, message: 'Sepetiniz boş' },
  ADDRESS_NOT_FOUND: { status: 404, message: 'Adres bulunamadı' },
  FILTER_PRESET_NOT_FOUND: { status: 404, message: 'Filtre bulunamadı' },
  FILTER_PRESET_NAME_TAKEN: { status: 409, message: 'Bu adla kayıtlı bir filtreniz var' },
  FILTER_PRESET_LIMIT: { status: 409, message: 'En fazla 20 filtre kaydedebilirsiniz' },
  SYSTEM_PRESET_READ_ONLY: { status: 403, message: 'Sistem filtreleri silinemez veya değiştirilemez' },
  ADDRESS_LIMIT: { status: 409, message: 'En fazla 20 adres kaydedebilirsiniz' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'Sipariş isteği bir Idempotency-Key başlığı taşımalı' },
  ORDER_NOT_FOUND: { status: 404, message: 'Sipariş bulunamadı' },
  RETURN_WINDOW_CLOSED: {
    status: 409,
    message: 'İade süresi doldu: teslimattan sonra 30 gün içinde iade talep edilebilir',
  },
  CARD_PAYMENT_ONLY_BY_PROVIDER: {
    status: 409,
    message: 'Kartlı ödemeler yalnızca ödeme sağlayıcısının onayıyla ödendi sayılır',
  },
  REASON_REQUIRED: { status: 400, message: 'Bu işlem için en az 3 karakterlik bir açıklama yazın' },
  ORDER_NOT_PAYABLE: { status: 409, message: 'Bu sipariş için ödeme alınamaz' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Ödeme bulunamadı' },
  PAYMENT_SIGNATURE_INVALID: { status: 400, message: 'Ödeme bildirimi doğrulanamadı' },
  PAYMENT_AMOUNT_MISMATCH: { status: 400, message: 'Ödeme tutarı siparişle uyuşmuyor' },
  SHIPMENT_NOT_FOUND: { status: 404, message: 'Kargo kaydı bulunamadı' },
  TRACKING_NUMBER_TAKEN: { status: 409, message: 'Bu takip numarası bu kargo firmasında zaten kayıtlı' },
  SHIPMENT_STATUS_INVALID: { status: 409, message: 'Kargo durumu bu şekilde değiştirilemez' },
  STOCK_REQUEST_NOT_FOUND: { status: 404, message: 'Stok talebi bulunamadı' },
  STOCK_REQUEST_NOT_PENDING: { status: 409, message: 'Bu stok talebi artık onay beklemiyor' },
  STOCK_REQUEST_NO_PARENT: { status: 409, message: 'Stok talep edebileceğiniz bir üst stok sahibi bulunmuyor' },
  STOCK_REQUEST_PRODUCT_INVALID: { status: 400, message: 'Talepteki ürünlerden biri bulunamadı veya satışta değil' },
  STOCK_APPROVAL_INVALID: {
    status: 400,
    message: 'Onaylanan miktar talep edileni aşamaz ve en az bir ürün onaylanmalıdır',
  },
  STOCK_TRANSFER_NOT_FOUND: { status: 404, message: 'Stok transferi bulunamadı' },
  STOCK_TRANSFER_STATUS_INVALID: { status: 409, message: 'Stok transferi bu şekilde değiştirilemez' },
  STOCK_RECEIPT_INVALID: { status: 400, message: 'Teslim alınan miktar gönderileni aşamaz' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'Bu işlem anahtarı farklı bir istekle kullanılmış.' },
  PAYMENT_SESSION_EXPIRED: {
    status: 400,
    message: 'Ödeme oturumunun süresi doldu. Siparişinizden ödemeyi yeniden başlatın.',
  },

  // Users and role transfer (admin users page, role-transfer, role-transfer-management)
  USER_ROOT_PROTECTED: { status: 409, message: 'Ana yönetici pasifleştirilemez veya silinemez' },
  USER_SELF_PROTECTED: { status: 409, message: 'Kendi hesabınızı pasifleştiremez veya silemezsiniz' },
  USER_DELETED: { status: 409, message: 'Üye silinmiş; bu işlem için önce üyeyi geri yükleyin' },
  USER_NOT_DELETED: { status: 409, message: 'Üye silinmemiş' },
  TRANSFER_NOTHING_REQUESTED: { status: 400, message: 'Yeni bir üst üye veya yeni bir rol seçin' },
  TRANSFER_PARENT_NOT_FOUND: { status: 404, message: 'Bu satıcı numarasına sahip bir üye bulunamadı' },
  TRANSFER_PENDING_EXISTS: { status: 409, message: 'Bekleyen bir transfer talebiniz zaten var' },
  TRANSFER_NOT_PENDING: { status: 409, message: 'Bu talep artık beklemede değil' },
  DECISION_NOTE_REQUIRED: { status: 400, message: 'Reddetme nedenini en az 3 karakterle yazın' },
  // Invitations and doctor applications (the network, invitations part)
  INVITATION_NOT_ACTIVE: { status: 409, message: 'Bu işlem yalnızca aktif davetler için yapılabilir' },
  INVITATION_NO_EMAIL: { status: 409, message: 'Bu davette e-posta adresi yok; e-posta ile gönderilemez' },
  INVITATION_PARENT_INVALID: {
    status: 400,
    message: 'Seçilen üst üye bu rol için uygun değil: aktif olmalı ve rolü davet edilen rolden üstte olmalı',
  },
  INVITATION_PARENT_NOT_ALLOWED: { status: 403, message: 'Davet edilenin üst üyesini yalnızca yönetici seçebilir' },
  DOCTOR_APPLICATION_NOT_FOUND: { status: 404, message: 'Başvuru bulunamadı' },
  DOCTOR_APPLICATION_DUPLICATE: {
    status: 409,
    message: 'Bu e-posta adresiyle yapılmış ve değerlendirme bekleyen bir başvuru zaten var',
  },
  DOCTOR_APPLICATION_REVIEWED: { status: 409, message: 'Bu başvuru zaten değerlendirilmiş' },
  DOCTOR_APPLICATION_MEMBER_EXISTS: { status: 409, message: 'Bu e-posta adresiyle kayıtlı bir üye zaten var' },
  // Workflows and tasks (decision 044)
  WORKFLOW_TEMPLATE_NOT_FOUND: { status: 404, message: 'İş akışı şablonu bulunamadı' },
  WORKFLOW_TEMPLATE_INACTIVE: { status: 409, message: 'Bu şablon pasif; önce etkinleştirin' },
  WORKFLOW_NOT_FOUND: { status: 404, message: 'İş akışı bulunamadı' },
  WORKFLOW_NOT_ACTIVE: { status: 409, message: 'Bu iş akışı artık devam etmiyor' },
  TASK_NOT_FOUND: { status: 404, message: 'Görev bulunamadı' },
  TASK_NOT_OPEN: { status: 409, message: 'Bu görev şu anda tamamlanamaz' },
  TASK_CHECKLIST_INCOMPLETE: {
    status: 400,
    message: 'Görevi tamamlamak için kontrol listesinin tüm maddelerini işaretleyin',
  },
  WORKFLOW_NO_ASSIGNEE: { status: 409, message: 'Adımı üstlenecek etkin bir üye bulunamadı' },

  // Commissions, payouts, points (money up the line)
  COMMISSION_NOT_FOUND: { status: 404, message: 'Komisyon kaydı bulunamadı' },
  PERIOD_NOT_CLOSABLE: { status: 409, message: 'Bu dönem henüz bitmedi; yalnızca geçmiş aylar kapatılabilir' },
  PAYOUT_NOT_FOUND: { status: 404, message: 'Ödeme kaydı bulunamadı' },
  PAYOUT_NOT_PAYABLE: { status: 409, message: 'Bu ödeme yalnızca planlanmış durumdayken ödenebilir' },
  // Payouts (issue 12: periods, closing, payouts)
  PAYOUT_NOT_POINTS: {
    status: 409,
    message: 'Bu üye komisyonunu puan olarak almayı seçmedi; banka ödemesi olarak işaretleyin',
  },
  POINTS_TRANSFER_NOT_ALLOWED: { status: 409, message: 'Puan yalnızca kendi ağınızdaki bir üyeye aktarılabilir' },
  POINTS_PRODUCT_NOT_AVAILABLE: { status: 409, message: 'Bu ürün puanla alınamaz' },
  // Points ledger pages, transfers and points orders (issue 12, points)
  POINTS_ADJUSTMENT_BELOW_ZERO: { status: 409, message: 'Düzeltme üyenin puan bakiyesini sıfırın altına düşüremez' },
  NATIONAL_DISTRIBUTOR_MISSING: {
    status: 409,
    message: 'Puanla siparişleri karşılayacak bir Türkiye distribütörü yok',
  },

  // Transactions, sales details and the payments page (money up the line: transactions part)
  TRANSACTION_NOT_FOUND: { status: 404, message: 'İşlem bulunamadı' },

  // Issue 13, words: invitation codes and settings a role cannot have
  INVITATION_CODE_INVALID: {
    status: 400,
    message: 'Davet kodu geçersiz: kodlarda yalnızca 2–9 rakamları ve 0, O, 1, I, L dışındaki harfler bulunur',
  },
  SETTING_NOT_FOR_ROLE: { status: 422, message: 'Bu ayar rolünüz için kullanılamaz' },

  // Notification campaigns (notification-send, admin/notifications)
  CAMPAIGN_AUDIENCE_EMPTY: { status: 400, message: 'Bildirimin gideceği en az bir rol, şehir veya üye seçin' },
  CAMPAIGN_ROLE_NOT_ALLOWED: { status: 403, message: 'Seçilen rollerden birine bildirim gönderemezsiniz' },
  CAMPAIGN_MEMBER_OUT_OF_REACH: { status: 403, message: 'Seçilen üyelerden bazıları ağınızda değil' },
  CAMPAIGN_NO_RECIPIENTS: { status: 422, message: 'Seçilen kitlede bildirim alacak üye yok' },
  CAMPAIGN_ALREADY_WITHDRAWN: { status: 409, message: 'Bu bildirim zaten geri çekilmiş' },

  // Catalogue administration
  CATEGORY_NOT_FOUND: { status: 404, message: 'Kategori bulunamadı' },
  SKU_TAKEN: { status: 409, message: 'Bu stok kodu (SKU) başka bir üründe kullanılıyor' },

  // Legal: policy pages, the contracts accepted at checkout, KVKK consents and data rights (decision 042)
  TERMS_NOT_ACCEPTED: {
    status: 400,
    message: 'Siparişi verebilmek için Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi’ni okuyup onaylamalısınız',
  },
  TERMS_CHANGED: {
    status: 409,
    message: 'Sözleşme metni siz onayladıktan sonra değişti. Lütfen güncel metni okuyup yeniden onaylayın.',
  },
  POLICY_NOT_FOUND: { status: 404, message: 'Politika sayfası bulunamadı' },
  POLICY_VERSION_NOT_FOUND: { status: 404, message: 'Bu sürüm bulunamadı' },
  POLICY_SLUG_TAKEN: { status: 409, message: 'Bu adres başka bir politika sayfasında kullanılıyor' },
  POLICY_NOTHING_TO_PUBLISH: {
    status: 409,
    message: 'Taslak, yayındaki sürümle aynı; yayınlanacak bir değişiklik yok',
  },
  POLICY_IN_USE: { status: 409, message: 'Bu sayfa siparişlerde ve onaylarda kullanılıyor; kalıcı olarak silinemez' },
  DELETION_REQUEST_PENDING: { status: 409, message: 'Bekleyen bir veri silme talebiniz zaten var' },
  DELETION_REQUEST_NOT_FOUND: { status: 404, message: 'Veri silme talebi bulunamadı' },
  DELETION_OF_ADMIN: { status: 409, message: 'Yönetici hesabının verileri bu yolla silinemez' },
  // Real-data management (decision 050)
  DEMO_REMOVAL_CHANGED: {
    status: 409,
    message: 'Demo verileri deneme çalıştırmasından sonra değişti. Lütfen deneme çalıştırmasını yeniden yapın.',
  },
  DEMO_REMOVAL_BLOCKED: {
    status: 409,
    message: 'Gerçek üyeler demo üyelerin altında. Önce bu üyeleri başka bir üst üyeye taşıyın.',
  },
  IMPORT_FILE_MISSING: { status: 400, message: 'Bir CSV ya da XLSX dosyası seçin' },
  IMPORT_FILE_TYPE: { status: 415, message: 'Yalnızca CSV ve XLSX dosyaları içe aktarılabilir' },
  IMPORT_FILE_TOO_LARGE: { status: 413, message: 'Dosya en fazla 5 MB olabilir' },
  IMPORT_FILE_UNREADABLE: { status: 400, message: 'Dosya okunamadı. CSV ya da XLSX olarak yeniden kaydedip deneyin.' },
  // Performance analytics: a ranking level must be a role below the caller's.
  PERFORMANCE_LEVEL_NOT_ALLOWED: { status: 400, message: 'Bu seviyedeki üyeleri sıralayamazsınız' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The Turkish message of a code; codes the client does not know fall back. */
export function errorMessage(code: string, fallback: string = ERROR_CODES.INTERNAL.message): string {
  return isErrorCode(code) ? ERROR_CODES[code].message : fallback;
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/** Spec messages that end in ": …" carry the reason, e.g. 'Satış kuralları ihlali: …'. */
export function withReason(message: string, reason?: string | null): string {
  return reason ? `${message}: ${reason}` : message;
}

/** The body of every API error response. */
// Pure calls: the web entry imports this module for its messages and must not pull in zod with it.
export const apiErrorSchema = /* @__PURE__ */ z.object({
  code: /* @__PURE__ */ z.string(),
  message: /* @__PURE__ */ z.string(),
  requestId: /* @__PURE__ */ z.string(),
  details: /* @__PURE__ */ z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
