import { describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_CODES, errorMessage, errorStatus, isErrorCode, withReason } from './errors';
import { cartAddErrorMessage } from './cart-add-error';
import { classifyError, ERROR_TITLES, referenceCode } from './error-classifier';
import { MESSAGES } from './messages';

describe('ERROR_CODES', () => {
  it('use the exact wording of the specification', () => {
    const expected: Partial<Record<keyof typeof ERROR_CODES, string>> = {
      AUTH_IDENTIFIER_REQUIRED: 'You must provide either an email or phone number and a password',
      USER_NOT_RETURNED: 'Kullanıcı bilgisi alınamadı',
      SIGN_IN_FAILED: 'Giriş hatası',
      UNAUTHORIZED: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.',
      FORBIDDEN: 'Bu işlem için yetkiniz bulunmuyor.',
      NOT_FOUND: 'Kayıt bulunamadı',
      INTERNAL: 'Beklenmeyen bir hata oluştu',
      WEAK_PASSWORD: 'Şifre en az 8 karakter olmalıdır',
      CURRENT_PASSWORD_WRONG: 'Mevcut şifre yanlış',
      INVALID_CREDENTIALS: 'E-posta/telefon veya şifre hatalı',
      CART_LOGIN_REQUIRED: 'Sepete eklemek için giriş yapmalısınız',
      PRODUCT_MISSING: 'Ürün bilgisi eksik',
      PRODUCT_UNAVAILABLE: 'Bu ürün şu anda mevcut değil',
      INVALID_QUANTITY: 'Geçersiz miktar',
      MAX_QUANTITY: 'Maksimum miktar 999 adet',
      PRICE_NOT_FOUND: 'Ürün fiyatı bulunamadı',
      STOCK_NOT_FOUND: 'Stok bulunamadı',
      INSUFFICIENT_STOCK: 'Yeterli stok bulunmuyor',
      SALES_RULE_VIOLATION: 'Satış kuralları ihlali',
      NEGATIVE_QUANTITY: 'Miktar negatif olamaz',
      INVALID_PRODUCT: 'Geçersiz ürün bilgisi',
      CART_ITEM_NOT_FOUND: 'Ürün sepetinizde bulunamadı',
      COMPARE_LIMIT: 'En fazla 4 ürün karşılaştırabilirsiniz',
    };
    for (const [code, message] of Object.entries(expected)) {
      expect(ERROR_CODES[code as keyof typeof ERROR_CODES].message, code).toBe(message);
    }
  });

  it('carry an HTTP error status and a message', () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CODES)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.trim(), code).not.toBe('');
    }
    expect(errorStatus('UNAUTHORIZED')).toBe(401);
    expect(errorStatus('FORBIDDEN')).toBe(403);
    expect(errorStatus('NOT_FOUND')).toBe(404);
    expect(errorStatus('RATE_LIMITED')).toBe(429);
    // A failed sign-in must not look like an expired session to the web client.
    expect(errorStatus('INVALID_CREDENTIALS')).not.toBe(401);
  });

  it('look up messages with a fallback for unknown codes', () => {
    expect(errorMessage('EMAIL_TAKEN')).toBe(ERROR_CODES.EMAIL_TAKEN.message);
    expect(errorMessage('SOMETHING_NEW')).toBe('Beklenmeyen bir hata oluştu');
    expect(errorMessage('SOMETHING_NEW', 'Özel')).toBe('Özel');
    expect(errorMessage('toString')).toBe('Beklenmeyen bir hata oluştu');
    expect(isErrorCode('COMPARE_LIMIT')).toBe(true);
    expect(isErrorCode('hasOwnProperty')).toBe(false);
  });

  it('append reasons the way the spec writes them', () => {
    expect(withReason(ERROR_CODES.SALES_RULE_VIOLATION.message, 'en az 3 adet')).toBe(
      'Satış kuralları ihlali: en az 3 adet',
    );
    expect(withReason('Stok bulunamadı', undefined)).toBe('Stok bulunamadı');
  });
});

describe('apiErrorSchema', () => {
  it('accepts the error body and rejects one without a request id', () => {
    expect(apiErrorSchema.parse({ code: 'NOT_FOUND', message: 'Kayıt bulunamadı', requestId: 'r1' })).toEqual({
      code: 'NOT_FOUND',
      message: 'Kayıt bulunamadı',
      requestId: 'r1',
    });
    expect(
      apiErrorSchema.safeParse({ code: 'X', message: 'y', requestId: 'r', details: { field: 'email' } }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ code: 'X', message: 'y' }).success).toBe(false);
  });
});

describe('classifyError', () => {
  it.each([
    ['Failed to fetch', 'network', 'retry', 'Bağlantı sorunu oluştu...'],
    ['Network request failed', 'network', 'retry', 'Bağlantı sorunu oluştu...'],
    ['Request TIMEOUT after 30s', 'network', 'retry', 'Bağlantı sorunu oluştu...'],
    ['email is required', 'validation', 'ignore', undefined],
    ['Validation failed', 'validation', 'ignore', undefined],
    ['Permission denied', 'permission', 'dashboard', 'Bu işlem için yetkiniz bulunmuyor.'],
    ['403 Forbidden', 'permission', 'dashboard', 'Bu işlem için yetkiniz bulunmuyor.'],
    ['Unauthorized', 'permission', 'dashboard', 'Bu işlem için yetkiniz bulunmuyor.'],
    ['Unexpected token < in JSON at position 0', 'data', 'refresh', undefined],
    ['Could not parse response', 'data', 'refresh', undefined],
    ['Error while rendering component tree', 'render', 'refresh', undefined],
    ['Internal Server Error', 'system', 'support', undefined],
    ['Something odd', 'unknown', 'retry', 'Beklenmeyen bir hata oluştu.'],
  ] as const)('%s → %s', (message, kind, action, text) => {
    const result = classifyError(message);
    expect(result.kind).toBe(kind);
    expect(result.action).toBe(action);
    if (text) expect(result.message).toBe(text);
  });

  it('rates system errors critical and form problems low', () => {
    expect(classifyError('internal error').severity).toBe('critical');
    expect(classifyError('field required').severity).toBe('low');
  });

  it('checks keywords in the spec order', () => {
    // "fetch" (network) comes before "json" (data).
    expect(classifyError('fetch returned invalid json').kind).toBe('network');
  });

  it('returns a copy the caller may change', () => {
    const a = classifyError('nothing');
    a.message = 'changed';
    expect(classifyError('nothing').message).toBe('Beklenmeyen bir hata oluştu.');
  });
});

describe('error boundary texts', () => {
  it('titles levels and shortens ids to a reference code', () => {
    expect(ERROR_TITLES).toEqual({ global: 'Sistem Hatası', page: 'Sayfa Hatası', component: 'Bileşen Hatası' });
    expect(referenceCode('err_1719000000000_abcdef12')).toBe('ABCDEF12');
    expect(referenceCode('abc')).toBe('ABC');
  });
});

describe('cart toasts', () => {
  it('map the underlying message by keyword', () => {
    expect(cartAddErrorMessage('duplicate key value violates unique constraint')).toBe(
      'Bu ürün zaten sepetinizde mevcut. Miktarını güncelleyebilirsiniz.',
    );
    expect(cartAddErrorMessage('not enough stock')).toBe('Yeterli stok bulunmuyor');
    expect(cartAddErrorMessage('permission denied for table cart_items')).toBe('Bu ürünü sipariş etme yetkiniz yok');
    expect(cartAddErrorMessage('network error')).toBe('Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.');
    expect(cartAddErrorMessage('weird')).toBe('Sepete ekleme hatası. Lütfen tekrar deneyin.');
  });
});

describe('MESSAGES', () => {
  it('holds the spec strings verbatim', () => {
    expect(MESSAGES.auth.signingOut).toBe('Çıkış yapılıyor...');
    expect(MESSAGES.auth.signOutFailed).toBe('Çıkış yaparken hata oluştu, yeniden yönlendiriliyor...');
    expect(MESSAGES.loading).toEqual({
      page: 'Sayfa hazırlanıyor...',
      menu: 'Menü yükleniyor...',
      refreshing: 'Yenileniyor...',
      pointsFailed: 'Puan yüklenemedi',
    });
    expect(MESSAGES.errorPage).toEqual({
      title: 'Beklenmeyen Uygulama Hatası',
      retry: 'Yeniden Dene',
      home: 'Ana Sayfaya Dön',
      routeError: 'Sayfa yüklenirken bir hata oluştu. Lütfen tekrar deneyin.',
    });
    expect(MESSAGES.cart.added('Vitamin C')).toBe('Vitamin C sepete eklendi');
    expect(MESSAGES.cart.addedMany(3)).toBe('3 adet ürün sepetinize eklendi');
    expect(MESSAGES.realtime.channelError('orders')).toBe('orders bağlantısında hata');
    expect(MESSAGES.realtime.pricesUpdated).toBe('Ürün fiyatları yenilendi');
    expect(MESSAGES.data.productsLoadFailed('zaman aşımı')).toBe('Ürünler getirilemedi: zaman aşımı');
    expect(MESSAGES.compare.limitTitle).toBe('Karşılaştırma Limiti');
    expect(MESSAGES.settings.otherSessionsEnded).toBe('Tüm diğer oturumlar sonlandırıldı');
    expect(MESSAGES.notifications.defaultTitle).toBe('Yeni Bildirim');
  });

  it('formats the bulk-discount hint with lira', () => {
    expect(MESSAGES.shop.smartAlert(3, 4500)).toBe('3 adet daha ekleyin, ₺45,00 tasarruf edin');
  });
});
