import { INVITE_CODE_LENGTH, type InviteCodeProblem } from './codes';
import { ERROR_CODES } from './errors';
import { formatMoney } from './format';
import { SHELL_MESSAGES } from './messages-shell';
import { ROLE_LABELS, ROLES, type Role } from './roles';

/**
 * Every user-facing string of spec §8 that is not an error code's message, by area: what the
 * screens, the notifications and the emails say. The server's error codes and their messages are
 * in errors.ts; the classifier of shown errors in error-classifier.ts.
 */
/** A role as it reads inside a sentence ("… bayi olarak kayıt oldu"). */
const MEMBER_ROLE_IN_SENTENCE: Record<Role, string> = {
  admin: 'yönetici',
  turkeyDistributor: 'Türkiye distribütörü',
  cityDistributor: 'şehir distribütörü',
  dealer: 'bayi',
  client: 'danışan',
};

const IMPORTABLE_ROLE_WORDS = ROLES.filter((r) => r !== 'admin')
  .map((r) => ROLE_LABELS[r])
  .join(', ');

export const MESSAGES = {
  // The frame's words (messages-shell.ts) first: one catalogue, read from here everywhere else.
  ...SHELL_MESSAGES,
  shop: {
    headerSubtitle: 'Üyelerimize özel fiyatlar',
    /** Bulk-discount hint; savings shown in lira with 2 decimals. */
    smartAlert: (moreItems: number, savingsKurus: number | bigint) =>
      `${moreItems} adet daha ekleyin, ${formatMoney(savingsKurus)} tasarruf edin`,
  },
  cart: {
    loadFailed: 'Sepet yüklenirken hata oluştu',
    duplicate: ERROR_CODES.DUPLICATE_CART_ITEM.message,
    insufficientStock: ERROR_CODES.INSUFFICIENT_STOCK.message,
    notAllowed: ERROR_CODES.PRODUCT_NOT_ALLOWED.message,
    network: 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.',
    addFailed: 'Sepete ekleme hatası. Lütfen tekrar deneyin.',
    removeFailed: 'Çıkarma sırasında hata oluştu',
    updateFailed: 'Güncelleme sırasında hata oluştu',
    stockShort: 'Stok yetersiz',
    itemGoneReloading: 'Ürün bulunamadı, sepet yenileniyor...',
    clearFailed: 'Sepet temizlenirken hata oluştu',
    added: (productName: string) => `${productName} sepete eklendi`,
    addedMany: (count: number) => `${count} adet ürün sepetinize eklendi`,
    removed: 'Ürün sepetten çıkarıldı',
    updated: 'Sepet güncellendi',
    cleared: 'Sepet temizlendi',
  },
  wishlist: {
    loginRequired: 'Giriş Yapmalısınız',
    alreadyAdded: 'Zaten Favorilerde',
    errorTitle: 'Hata',
    added: 'Favorilere Eklendi',
    removed: 'Favorilerden Çıkarıldı',
    cleared: 'Favoriler Temizlendi',
  },
  compare: {
    loginRequired: 'Giriş Yapmalısınız',
    alreadyAdded: 'Zaten Karşılaştırmada',
    limitTitle: 'Karşılaştırma Limiti',
    limit: ERROR_CODES.COMPARE_LIMIT.message,
    added: 'Karşılaştırmaya Eklendi',
    removed: 'Karşılaştırmadan Çıkarıldı',
    cleared: 'Karşılaştırma Temizlendi',
  },
  notifications: {
    defaultTitle: 'Yeni Bildirim',
    /** Each failure toast is followed by the reason (see withReason). */
    markReadFailed: 'Bildirim okundu olarak işaretlenirken bir hata oluştu',
    deleteFailed: 'Bildirim silinirken bir hata oluştu',
    markAllReadFailed: 'Tüm bildirimler okundu olarak işaretlenirken bir hata oluştu',
  },
  campaigns: {
    sendTitle: 'Bildirim Gönder',
    sendDescription: 'Rollere, şehirlere veya seçtiğiniz üyelere anlık bildirim gönderin.',
    adminTitle: 'Bildirim Yönetimi',
    adminDescription: 'Gönderilen toplu bildirimler, ulaştıkları ve okunma sayılarıyla.',
    audience: 'Alıcılar',
    roles: 'Roller',
    cities: 'Şehirler',
    members: 'Seçili üyeler',
    memberSearch: 'Üye ara (ad veya e-posta)',
    preview: (count: number) => `Bu bildirim ${count.toLocaleString('tr-TR')} üyeye ulaşacak`,
    previewEmpty: 'Alıcı seçin; kaç üyeye ulaşacağı burada görünür',
    send: 'Gönder',
    sent: (count: number) => `Bildirim ${count.toLocaleString('tr-TR')} üyeye gönderildi`,
    sendFailed: 'Bildirim gönderilemedi',
    withdraw: 'Geri çek',
    withdrawConfirm: 'Bu bildirim geri çekilsin mi? Okunmamış kopyaları üyelerin listesinden kaldırılır.',
    withdrawn: 'Bildirim geri çekildi',
    withdrawFailed: 'Bildirim geri çekilemedi',
    delivered: 'Ulaşan',
    read: 'Okunan',
    empty: 'Henüz toplu bildirim gönderilmedi.',
    loadFailed: 'Bildirimler yüklenemedi',
    statusSent: 'Gönderildi',
    statusWithdrawn: 'Geri çekildi',
    everyone: 'Herkes',
    priorities: { low: 'Düşük', normal: 'Normal', high: 'Yüksek' },
    types: { info: 'Bilgi', success: 'Başarı', warning: 'Uyarı', error: 'Hata' },
  },
  data: {
    usersLoadFailed: 'Kullanıcı verileri yüklenirken bir hata oluştu.',
    productsLoadFailed: (reason: string) => `Ürünler getirilemedi: ${reason}`,
    pointsBalanceFailed: 'Puan bakiyesi alınırken hata oluştu',
  },
  points: {
    synced: 'Puan bakiyesi senkronize edildi',
    syncFailed: 'Puan bakiyesi senkronize edilirken hata oluştu',
    sessionMissing: 'Kullanıcı oturumu bulunamadı',
    syncFailedTitle: 'Senkronizasyon başarısız',
    loadFailed: 'Puan yüklenemedi',
    purchaseReward: (orderNumber: string) => `Sipariş ${orderNumber} alışveriş ödülü`,
    // The points ledger's pages, transfers and points orders (issue 12, points)
    transferOut: (name: string) => `${name} adlı üyeye puan transferi`,
    transferIn: (name: string) => `${name} adlı üyeden puan transferi`,
    pointsOrder: (orderNumber: string, productName: string) => `Puanla sipariş ${orderNumber}: ${productName}`,
    pointsOrderRefund: (orderNumber: string) => `Puanla sipariş ${orderNumber} iadesi`,
    pointsOrderPaid: 'Puanla ödendi',
    transferred: 'Puan aktarıldı',
    adminSaved: 'Puan hareketi kaydedildi',
    pointsOrderPlaced: (orderNumber: string) => `Siparişiniz alındı: ${orderNumber}`,
  },
  realtime: {
    channelError: (channel: string) => `${channel} bağlantısında hata`,
    reconnecting: 'Yeniden bağlanılıyor...',
    maxReconnects: 'Maksimum yeniden bağlanma sayısına ulaşıldı',
    connected: 'Real-time bağlantı kuruldu',
    disconnected: 'Real-time bağlantı kesildi',
    syncActive: 'Real-time sync aktif',
    userAdded: 'Yeni kullanıcı eklendi',
    userUpdated: 'Kullanıcı bilgileri güncellendi',
    userDeleted: 'Kullanıcı silindi',
    productAdded: 'Yeni ürün eklendi',
    productUpdated: 'Ürün güncellendi',
    productDeleted: 'Ürün silindi',
    stockMovement: 'Yeni stok hareketi',
    pricesUpdated: 'Ürün fiyatları yenilendi',
    categoryUpdated: 'Kategoriler güncellendi',
    permissionsUpdated: 'Yetkiler güncellendi, menü yenileniyor',
  },
  settings: {
    loadFailed: 'Ayarlar yüklenemedi',
    saveFailed: 'Ayarlar kaydedilemedi',
    profileLoadFailed: 'Profil bilgileri yüklenemedi',
    profileSaveFailed: 'Profil bilgileri kaydedilemedi',
    securityLoadFailed: 'Güvenlik ayarları yüklenemedi',
    securitySaveFailed: 'Güvenlik ayarları kaydedilemedi',
    bankLoadFailed: 'Banka bilgileri yüklenemedi',
    bankSaveFailed: 'Banka bilgileri kaydedilemedi',
    taxLoadFailed: 'Vergi bilgileri yüklenemedi',
    taxSaveFailed: 'Vergi bilgileri kaydedilemedi',
    commissionLoadFailed: 'Komisyon tercihleri yüklenemedi',
    commissionSaveFailed: 'Komisyon tercihleri kaydedilemedi',
    passwordChangeFailed: 'Şifre değiştirilemedi',
    sessionEndFailed: 'Oturum sonlandırılamadı',
    profileUpdated: 'Profil bilgileriniz güncellendi',
    passwordChanged: 'Şifreniz başarıyla değiştirildi',
    sessionEnded: 'Oturum sonlandırıldı',
    otherSessionsEnded: 'Tüm diğer oturumlar sonlandırıldı',
    bankSaved: 'Banka bilgileriniz kaydedildi',
    taxSaved: 'Vergi bilgileriniz kaydedildi',
    commissionPreferencesSaved: 'Komisyon tercihleri kaydedildi',
    commissionUpdated: 'Komisyon Güncellendi',
  },
  /** The client's own report (client/reports) and its exports. */
  clientReports: {
    monthsFileName: 'harcamalarim-aylik',
    categoriesFileName: 'harcamalarim-kategori',
    monthsHeader: ['Ay', 'Sipariş', 'Harcama (₺)', 'Kazanılan Puan', 'Harcanan Puan'],
    categoriesHeader: ['Kategori', 'Adet', 'Harcama (₺)', 'Pay (%)'],
    uncategorised: 'Kategorisiz',
  },
  filters: {
    last30Days: 'Son 30 Gün',
    activeDealers: 'Aktif Bayiler',
    cleared: 'Filtreler temizlendi',
    presetSaved: 'Filtre kaydedildi',
    presetLoaded: 'Filtre uygulandı',
    presetDeleted: 'Filtre silindi',
    systemPresetNotDeletable: 'Sistem filtreleri silinemez',
  },
  /** The product's name in what the server sends about itself (API reference, 2FA, mail). */
  app: {
    name: 'Bayi Portalı',
    apiTitle: 'Bayi Portalı API',
  },
  /** Notes in an order's history and reasons of the stock movements an order causes. */
  orders: {
    /** The printable order (Sipariş Özeti) PDF. */
    summaryPdf: {
      title: 'Sipariş Özeti',
      memberNo: 'Üye No',
      sellerNo: 'Satıcı No',
      generatedAt: (when: string) => `Oluşturulma: ${when}`,
      orderDate: 'Sipariş tarihi',
      paymentMethod: 'Ödeme yöntemi',
      buyer: 'Alıcı',
      supplier: 'Tedarikçi',
      address: 'Teslimat adresi',
      product: 'Ürün',
      quantity: 'Adet',
      unitPrice: 'Birim fiyat',
      vat: 'KDV',
      amount: 'Tutar',
      vatIncluded: 'dahil',
      vatExcluded: 'hariç',
      note: 'Sipariş notu',
    },
    created: 'Sipariş oluşturuldu',
    reservation: 'Sipariş rezervasyonu',
    cancelled: (number: string) => `Sipariş ${number} iptal edildi`,
    shipped: (number: string) => `Sipariş ${number} kargoya verildi`,
    returned: (number: string) => `Sipariş ${number} iade alındı`,
    shipmentRequired: 'Kargo firması ve takip numarası gerekli',
    noSingleSupplier: 'sepetteki ürünler tek bir stok noktasından karşılanamıyor, siparişi ayrı ayrı verin',
    autoCompleted: (hours: number) => `Teslimattan ${hours} saat sonra otomatik tamamlandı`,
    autoCancelled: (hours: number) => `${hours} saat içinde ödenmediği için otomatik iptal edildi`,
    cardPaymentApproved: (providerRef: string) => `Kart ödemesi onaylandı (${providerRef})`,
    parcelDelivered: 'Kargo teslim edildi',
    /** Notifications to the order's parties. */
    statusTitle: (label: string) => `Sipariş ${label}`,
    status: (number: string, label: string) => `${number} numaralı sipariş: ${label}.`,
    newOrderTitle: 'Yeni sipariş',
    newOrder: (buyerName: string, number: string) => `${buyerName} ${number} numaralı siparişi verdi.`,
  },
  payments: {
    refundTitle: 'İade edilecek ödeme',
    refundToBuyer: (number: string, amount: string, reason: string) =>
      `${number} numaralı siparişiniz için alınan ${amount} tutarındaki kart ödemesi iade edilecek. ${reason}.`,
    refundToAdmin: (number: string, amount: string, reason: string) =>
      `${number} numaralı sipariş için alınan ${amount} tutarındaki kart ödemesi alıcıya iade edilmeli. ${reason}.`,
    notCompleted: 'Ödeme tamamlanamadı',
  },
  // ---- Commission periods and payouts (issue 12: periods, closing, payouts) ----
  payouts: {
    scheduledTitle: 'Komisyon ödemeniz planlandı',
    scheduled: (period: string, net: string, date: string) =>
      `${period} dönemi komisyonlarınız için ${net} tutarında ödeme ${date} tarihinde yapılacak.`,
    carriedOverTitle: 'Komisyonunuz sonraki döneme devredildi',
    carriedOver: (period: string, gross: string, minimum: string) =>
      `${period} dönemindeki ${gross} tutarındaki komisyonunuz asgari ödeme tutarının (${minimum}) altında kaldı; sonraki dönemle birlikte ödenecek.`,
    paidTitle: 'Komisyon ödemeniz yapıldı',
    paidByBank: (period: string, net: string, reference: string) =>
      `${period} dönemi komisyon ödemeniz (${net}) hesabınıza gönderildi. Banka referansı: ${reference}.`,
    paidAsPoints: (period: string, net: string) =>
      `${period} dönemi komisyon ödemeniz (${net}) puan olarak hesabınıza eklendi.`,
    pointsDescription: (period: string) => `${period} dönemi komisyon ödemesi`,
    closed: (period: string) => `${period} dönemi kapatıldı`,
    alreadyClosed: (period: string) => `${period} dönemi zaten kapalı; değişiklik yapılmadı`,
    markedPaid: 'Ödeme ödendi olarak işaretlendi',
    paidAsPointsToast: 'Ödeme puan olarak yapıldı',
    csvFileName: 'komisyon-odemeleri',
    csvHeader: [
      'Dönem',
      'Üye',
      'Satıcı No',
      'Rol',
      'Yöntem',
      'Durum',
      'Satır Sayısı',
      'Brüt (₺)',
      'Stopaj (₺)',
      'Net (₺)',
      'Ödeme Tarihi',
      'IBAN',
      'Banka Referansı',
      'Ödendiği Tarih',
    ],
    methods: { bank: 'Banka Havalesi', points: 'Puan' } as Record<'bank' | 'points', string>,
  },
  /** The sandbox card provider's hosted page (test environments only). */
  sandbox: {
    expiredTitle: 'Ödeme oturumunun süresi doldu',
    invalidTitle: 'Geçersiz ödeme oturumu',
    invalid: 'Bu ödeme bağlantısı geçersiz.',
    title: '3-D Secure Doğrulama',
    badge: 'Test ortamı',
    order: (number: string) => `Sipariş ${number}`,
    cardNumber: 'Kart numarası',
    expiry: 'Son kullanma',
    pay: 'Ödemeyi Onayla',
    cancel: 'İptal Et',
    hint: (approved: string, declined: string) => `Test kartları: ${approved} onaylanır, ${declined} reddedilir.`,
    cancelled: 'Ödeme iptal edildi',
    declined: 'Kart reddedildi',
  },
  cargo: {
    statusTitle: 'Kargo durumu güncellendi',
    status: (number: string, label: string) => `${number}: ${label}.`,
  },
  stock: {
    openingReason: 'Açılış stoğu',
    lowTitle: 'Stok azaldı',
    low: (saleable: number, threshold: number) =>
      `Bir ürünün satılabilir stoğu ${saleable} adede düştü (eşik ${threshold}).`,
  },
  stockRequests: {
    createdTitle: 'Yeni stok talebi',
    created: (number: string, requester: string) => `${requester} sizden stok talep etti (${number}).`,
    approvedTitle: 'Stok talebiniz onaylandı',
    approved: (number: string) => `${number} numaralı stok talebiniz onaylandı; ürünler hazırlanıyor.`,
    partiallyApproved: (number: string) =>
      `${number} numaralı stok talebiniz kısmen onaylandı; onaylanan ürünler hazırlanıyor.`,
    rejectedTitle: 'Stok talebiniz reddedildi',
    rejected: (number: string, reason: string) => `${number} numaralı stok talebiniz reddedildi: ${reason}`,
    cancelledTitle: 'Stok talebi geri çekildi',
    cancelled: (number: string) => `${number} numaralı stok talebi talep eden tarafından geri çekildi.`,
    shippedTitle: 'Stok transferi kargoya verildi',
    shipped: (number: string, carrier: string, tracking: string) =>
      `${number} numaralı talebin ürünleri ${carrier} ile gönderildi (takip no ${tracking}).`,
    cargoTitle: 'Stok transferinin kargo durumu güncellendi',
    cargo: (number: string, label: string) => `${number}: ${label}.`,
    receivedTitle: 'Stok transferi teslim alındı',
    received: (number: string) => `${number} numaralı talebin ürünleri eksiksiz teslim alındı.`,
    partiallyReceived: (number: string, shortage: number) =>
      `${number} numaralı talebin ürünleri eksik teslim alındı: ${shortage} adet ulaşmadı.`,
    shortageNote: (shortage: number) => `${shortage} adet eksik teslim alındı`,
    transferCancelledTitle: 'Stok transferi iptal edildi',
    transferCancelled: (number: string, reason: string) =>
      `${number} numaralı talebin transferi iptal edildi: ${reason}`,
    returnedTitle: 'Stok transferi göndericiye döndü',
    returned: (number: string) => `${number} numaralı talebin kargosu göndericiye iade edildi; stok geri alındı.`,
  },
  catalogue: {
    imageMissing: 'Bir görsel dosyası seçin',
    imageType: 'Yalnızca JPEG, PNG veya WebP görsel yüklenebilir',
    imageTooLarge: 'Görsel en fazla 5 MB olabilir',
    imageUnreadable: 'Görsel okunamadı',
    minimumQuantity: (productName: string, quantity: number) =>
      `${productName} için en az ${quantity} adet sipariş verilmelidir`,
  },
  network: {
    newMemberTitle: 'Ağınıza yeni üye katıldı',
    newMember: (name: string, role: Role) => `${name} davetinizle ${MEMBER_ROLE_IN_SENTENCE[role]} olarak kayıt oldu.`,
    // The network tree's live toasts (issue 11, tree).
    treeAdded: (name: string) => `Yeni üye eklendi: ${name}`,
    treeUpdated: (name: string) => `Üye güncellendi: ${name}`,
    treeRemoved: (name: string) => `Üye ağdan çıkarıldı: ${name}`,
  },
  /** Moves in the network and members' transfer requests (role transfer). */
  roleTransfer: {
    movedTitle: 'Ağdaki yeriniz değişti',
    moved: (parentName: string, role: Role) =>
      `Artık ${parentName} altında ${MEMBER_ROLE_IN_SENTENCE[role]} olarak yer alıyorsunuz.`,
    leftTitle: 'Ağınızdan bir üye ayrıldı',
    left: (name: string, parentName: string) => `${name}, ${parentName} altına taşındı.`,
    joinedTitle: 'Ağınıza bir üye taşındı',
    joined: (name: string, size: number) =>
      size > 1 ? `${name}, ${size - 1} kişilik alt ağıyla birlikte altınıza taşındı.` : `${name} altınıza taşındı.`,
    requestedTitle: 'Yeni rol transfer talebi',
    requested: (name: string) => `${name} bir transfer talebi gönderdi.`,
    approvedTitle: 'Transfer talebiniz onaylandı',
    approved: 'Talebiniz onaylandı ve ağdaki yeriniz güncellendi.',
    rejectedTitle: 'Transfer talebiniz reddedildi',
    rejected: (note: string) => `Talebiniz reddedildi. Gerekçe: ${note}`,
  },
  /** The security pages (admin/security-management, security/report) and the audit log's CSV. */
  security: {
    auditCsvFileName: 'denetim-kaydi',
    auditCsvHeader: [
      'Tarih',
      'Kayıt No',
      'Yapan',
      'Satıcı No',
      'Rol',
      'İşlem',
      'Kayıt Türü',
      'Kayıt',
      'Önceki Değer',
      'Sonraki Değer',
      'IP Adresi',
    ],
    systemActor: 'Sistem',
  },
  /** The admin's network pages: members (and its CSV), maintenance jobs, inconsistent profiles. */
  networkAdmin: {
    status: { active: 'Aktif', inactive: 'Pasif', deleted: 'Silinmiş' },
    csvFileName: 'ag-uyeleri',
    csvHeader: [
      'Ad Soyad',
      'Satıcı No',
      'Rol',
      'E-posta',
      'Telefon',
      'Şehir',
      'Sponsor',
      'Sponsor Satıcı No',
      'Katılım Tarihi',
      'Durum',
      'Doğrudan Üye',
      'Ağ Büyüklüğü',
      'Puan',
    ],
    jobKind: {
      rebuild_paths: 'Yolları ve derinlikleri yeniden oluştur',
      recount: 'Sayıları yeniden hesapla',
      sync_points: 'Puan bakiyelerini toplu senkronize et',
    },
    jobInterrupted: 'Sunucu yeniden başlatıldığı için iş yarıda kaldı',
    jobFailed: 'İş beklenmeyen bir hata ile durdu',
    repairReason: 'Tutarsız profil düzeltmesi',
    inconsistency: {
      missing_parent: 'Üst üyesi eksik',
      deleted_parent: 'Üst üyesi silinmiş',
      parent_role: 'Üst üyenin rolü daha yüksek değil',
      too_deep: 'Ağ derinliği 20 seviyeyi aşıyor',
      path_mismatch: 'Yol veya derinlik üst üyeyle uyuşmuyor',
      cycle: 'Üst üye zinciri döngüde',
      points_mismatch: 'Puan bakiyesi kayıtlarla uyuşmuyor',
    },
  },
  // ---- Financial reports and the Direct Sales Regulation report (decision 030) ----
  financialReports: {
    title: 'Finansal Rapor',
    fileName: 'finansal-rapor',
    range: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
    generatedAt: (when: string) => `Oluşturulma: ${when}`,
    total: 'Toplam',
    month: 'Ay',
    orderCount: 'Sipariş',
    netSales: 'Net satış (KDV hariç)',
    vatNet: (rate: string) => `KDV ${rate} matrah`,
    vat: (rate: string) => `KDV ${rate}`,
    vatTotal: 'KDV toplam',
    grossSales: 'Brüt satış (KDV dahil)',
    costOfGoods: 'Satılan malın maliyeti',
    grossMargin: 'Brüt kâr',
    grossMarginPercent: 'Brüt kâr marjı (%)',
    commissionsAccrued: 'Tahakkuk eden komisyon',
    clawbacks: 'Geri alınan komisyon',
    commissionsPaid: 'Ödenen komisyon (brüt)',
    withholding: 'Stopaj',
    refunds: 'İadeler',
    pointsLiability: 'Puan yükümlülüğü (ay sonu)',
    pointsOrders: 'Puanla satış (KDV hariç)',
    costNote:
      'Satılan malın maliyeti, ürünlerin bugünkü maliyet fiyatıyla hesaplanır; sipariş satırları maliyeti saklamaz.',
    salesNote:
      'Satış: ödemesi alınmış, iptal veya iade edilmemiş para ile ödenen siparişler, ödendiği ayda. Sonradan iptal veya iade edilen sipariş ödendiği aydan düşer; iadesi iptal ya da iade edildiği ayda gösterilir.',
  },
  // Money up the line: the member's commissions and earnings pages
  commissions: {
    accrued: (orderNumber: string) => `Yeni komisyon: Sipariş ${orderNumber}`,
    loadFailed: 'Komisyonlar yüklenemedi',
    detailFailed: 'Komisyon kaydı yüklenemedi',
    earningsFailed: 'Kazançlar yüklenemedi',
  },
  // Transactions, sales details and the payments page (money up the line: transactions part)
  transactions: {
    invalidCursor: 'Geçersiz sayfa imleci',
    salesCsvFileName: 'satis-detaylari',
    salesCsvHeader: [
      'Sipariş No',
      'Ödeme Tarihi',
      'Alıcı',
      'Satıcı No',
      'Şehir',
      'Ürünler',
      'KDV Hariç Tutar (₺)',
      'Komisyon (₺)',
      'Geri Alınan (₺)',
      'Komisyon Durumu',
      'Sipariş Durumu',
    ],
    paymentsCsvFileName: 'odemeler',
    paymentsCsvHeader: [
      'Tarih',
      'Sipariş No',
      'Alıcı',
      'Satıcı No',
      'Yöntem',
      'Sağlayıcı',
      'Tutar (₺)',
      'Durum',
      'Referans',
      'Açıklama',
      'Sipariş Durumu',
    ],
  },
  /** Commission settings (admin/commission-settings) and the Direct Sales Regulation what-if. */
  integrations: {
    title: 'Entegrasyonlar',
    description:
      'E-posta (SMTP), ödeme sağlayıcısı ve kargo firması bağlantı bilgileri. Gizli bilgiler şifreli saklanır ve bir daha gösterilmez.',
    smtp: 'E-posta (SMTP)',
    payment: 'Ödeme Sağlayıcısı',
    cargo: 'Kargo Firması',
    host: 'Sunucu',
    port: 'Port',
    secure: 'SSL/TLS ile bağlan',
    username: 'Kullanıcı adı',
    password: 'Parola',
    fromAddress: 'Gönderen adresi',
    provider: 'Sağlayıcı',
    merchantId: 'Üye işyeri numarası',
    testMode: 'Test modu',
    apiSecret: 'Gizli anahtar',
    carrier: 'Kargo firması',
    customerCode: 'Müşteri kodu',
    apiKey: 'API anahtarı',
    secretSet: (last4: string | null) => (last4 ? `Kayıtlı (••••${last4})` : 'Kayıtlı (••••)'),
    secretNotSet: 'Kayıtlı değil',
    secretKeepHint: 'Değiştirmek istemiyorsanız boş bırakın.',
    save: 'Kaydet',
    saved: (name: string) => `${name} ayarları kaydedildi`,
    saveFailed: 'Ayarlar kaydedilemedi',
    loadFailed: 'Entegrasyon ayarları yüklenemedi',
    notConfigured: 'Henüz ayarlanmadı',
    updated: (when: string, who: string | null) =>
      who ? `Son değişiklik: ${when}, ${who}` : `Son değişiklik: ${when}`,
    source: {
      stored: 'E-postalar bu ayarlarla gönderiliyor.',
      environment:
        'E-postalar sunucu ortamındaki SMTP_URL ile gönderiliyor; burada kaydedilen ayarlar ona göre önceliklidir.',
      outbox: 'SMTP ayarlanmadı: e-postalar gönderilmiyor, giden kutusunda saklanıyor.',
    },
    testConnection: 'Bağlantıyı Test Et',
    testing: 'Test ediliyor…',
    testOk: 'SMTP sunucusuna bağlanıldı ve oturum açıldı.',
    testFailed: (reason: string) => `SMTP sunucusuna bağlanılamadı: ${reason}`,
    removeSmtp: 'SMTP Ayarlarını Kaldır',
    smtpRemoved: 'SMTP ayarları kaldırıldı',
  },
  systemSettings: {
    title: 'Genel Ayarlar',
    description: 'Değişiklikler kaydedildiği anda tüm sunucularda geçerli olur ve denetim kaydına yazılır.',
    defaultVatRate: 'Varsayılan KDV oranı (%)',
    defaultVatRateHint: 'KDV oranı girilmemiş ürünlerde kullanılır.',
    withholding: 'Stopaj oranı (%)',
    minimumPayout: 'Asgari ödeme tutarı (₺)',
    paymentDay: 'Ödeme günü (ayın)',
    purchaseReward: 'Alışveriş puan ödülü (%)',
    newMemberBonusEnabled: 'Yeni üye bonusu',
    newMemberBonusAmount: 'Yeni üye bonusu tutarı (₺)',
    sessionLifetime: 'Oturum süresi (saat)',
    sessionLifetimeHint: 'Bu süre boyunca işlem yapılmayan oturumlar kapanır.',
    lowStockThreshold: 'Düşük stok eşiği (adet)',
    lowStockThresholdHint: 'Kendi eşiği olmayan ürün ve stoklarda kullanılır.',
    save: 'Kaydet',
    saved: 'Sistem ayarları kaydedildi',
    saveFailed: 'Sistem ayarları kaydedilemedi',
    loadFailed: 'Sistem ayarları yüklenemedi',
  },
  commissionSettings: {
    saved: 'Komisyon Güncellendi',
    saveFailed: 'Komisyon ayarları kaydedilemedi',
    loadFailed: 'Komisyon ayarları yüklenemedi',
    productSaved: (name: string) => `${name} için özel komisyon kaydedildi`,
    productReset: (name: string) => `${name} varsayılan komisyona döndü`,
    projectionFailed: 'Projeksiyon hesaplanamadı',
    benefitsWarning:
      'Önerilen ayarlarla son 12 ayda satıcılara sağlanan menfaatler net satışların %50 sınırını aşıyor (Doğrudan Satışlar Hakkında Yönetmelik).',
    recruitmentWarning:
      'Önerilen ayarlarla yeni üye kazanımına bağlı menfaatler tüm menfaatlerin %30 sınırını aşıyor (Doğrudan Satışlar Hakkında Yönetmelik).',
    confirmTitle: 'Yönetmelik sınırı aşılacak',
    confirmDescription:
      'Bu ayarlarla son 12 ayın satışları yönetmelik sınırlarını aşıyor. Yine de kaydetmek istiyor musunuz? Yeni oranlar yalnızca bundan sonra ödenen siparişlere uygulanır.',
    confirmAction: 'Yine de Kaydet',
  },
  // Issue 13, words: the invitation code, notification topics per role, the catalogue's audience.
  /** The invitation code field (/invitation-code and the registration's code step). */
  inviteCode: {
    hint: `Sizi davet eden üyenin ilettiği ${INVITE_CODE_LENGTH} karakterlik kod. Büyük-küçük harf, boşluk ve tire fark etmez.`,
    alphabet: 'Karışmasın diye kodlarda 0, O, 1, I ve L yoktur: 2–9 rakamları ve bu beşi dışındaki harfler kullanılır.',
    problem: (p: InviteCodeProblem): string => {
      if (p.kind === 'empty') return 'Davet kodunu girin';
      if (p.kind === 'length') {
        return `Davet kodu ${INVITE_CODE_LENGTH} karakterden oluşur; girdiğiniz kodda ${p.length} karakter var`;
      }
      const list = p.characters.map((c) => `“${c}”`).join(', ');
      return `Davet kodunda ${list} kullanılmaz. Kodlarda yalnızca 2–9 rakamları ve 0, O, 1, I, L dışındaki harfler bulunur`;
    },
  },
  /** Notification topics of the app settings; which roles get which is in settings.ts. */
  notificationTopics: {
    transactions: { label: 'İşlemler', description: 'Sipariş, ödeme ve puan hareketleri.' },
    commissions: { label: 'Komisyonlar', description: 'Komisyon hak edişleri ve ödemeleri.' },
    network: { label: 'Ağ', description: 'Ağınıza katılan yeni üyeler ve davetler.' },
  },
  /** The visitors' catalogue: products a client cannot buy. */
  publicCatalogue: {
    professionalOnly: 'Bayi ve distribütörlere',
    professionalOnlyNote: 'Bu ürün bayi ve distribütörlerimize satılır; danışan üyelikle satın alınamaz.',
  },
  /** The admin's system pages: health, monitoring, debug and the performance test. */
  system: {
    perServer:
      'Değerler bu isteği yanıtlayan sunucuya aittir; birden çok sunucu varsa her biri kendi değerlerini verir.',
    jobs: {
      'order-automation': 'Sipariş otomasyonu',
      'system-metrics': 'Sistem ölçümleri yayını',
      'task-escalation': 'Geciken görevlerin üst kademeye iletilmesi',
    } as Record<string, string>,
    flags: {
      mailDelivery: 'E-posta gönderimi (SMTP)',
      orderAutomation: 'Sipariş otomasyonu',
      sessionCache: 'Oturum önbelleği',
      cardPayments: 'Kartla ödeme sağlayıcısı',
      demoData: 'Örnek veri yükleme',
      trustProxy: 'Vekil sunucuya güven',
      operationsToken: 'Operasyon anahtarı',
      rateLimit: 'Dakikalık istek sınırı',
    },
    vitals: {
      TTFB: 'İlk bayt süresi (TTFB)',
      FCP: 'İlk içerik boyama (FCP)',
      LCP: 'En büyük içerik boyama (LCP)',
      CLS: 'Kümülatif düzen kayması (CLS)',
      INP: 'Etkileşimden sonraki boyama (INP)',
    },
    ratings: { good: 'İyi', 'needs-improvement': 'Geliştirilmeli', poor: 'Zayıf' },
  },
  /** Emails. `html` takes values already escaped for HTML. */
  email: {
    passwordReset: {
      subject: 'Şifre sıfırlama bağlantınız',
      text: (name: string, url: string) =>
        `Merhaba ${name},\n\nŞifrenizi sıfırlamak için aşağıdaki bağlantıyı açın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.\n\n${url}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.`,
      html: (name: string, url: string) =>
        `<p>Merhaba ${name},</p><p>Şifrenizi sıfırlamak için aşağıdaki bağlantıyı açın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.</p><p><a href="${url}">Şifremi sıfırla</a></p><p>Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.</p>`,
    },
  },
  /** Gerçek Veri Yönetimi: the import's file and row errors (decision 050). */
  realData: {
    missingColumns: (names: string[]) => `Dosyada şu sütunlar eksik: ${names.join(', ')}`,
    empty: 'Dosyada başlık satırından sonra veri satırı yok',
    tooManyRows: (max: number) => `Dosyada en fazla ${max.toLocaleString('tr-TR')} satır olabilir`,
    required: (column: string) => `${column} boş olamaz`,
    money: (column: string, text: string) => `${column} geçerli bir tutar değil: "${text}" (örnek: 1.234,56)`,
    percent: (text: string) => `KDV Oranı 0 ile 100 arasında olmalı: "${text}"`,
    whole: (column: string, text: string) => `${column} sıfır ya da pozitif bir tam sayı olmalı: "${text}"`,
    email: (text: string) => `E-posta geçerli değil: "${text}"`,
    phone: (text: string) => `Telefon 05XXXXXXXXX biçiminde olmalı: "${text}"`,
    role: (text: string) => `Rol tanınmadı: "${text}" (${IMPORTABLE_ROLE_WORDS})`,
    duplicateInFile: (column: string, firstRow: number) => `${column} dosyada ${firstRow}. satırda da var`,
    emailTaken: 'Bu e-posta adresiyle kayıtlı bir üye zaten var',
    phoneTaken: 'Bu telefonla kayıtlı bir üye zaten var',
    parentMissing: (email: string) => `Üst üye bulunamadı: "${email}" (portalda ya da dosyada daha yukarıda olmalı)`,
    parentRole: (parentRole: string, role: string) => `${parentRole} altına ${role} yerleştirilemez`,
    nameTaken: 'Bu adla bir ürün zaten var',
    skuTaken: 'Bu stok koduyla bir ürün zaten var',
  },
} as const;
