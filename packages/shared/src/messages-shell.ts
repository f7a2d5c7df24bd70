/**
 * The part of the Turkish catalogue (messages.ts) that the app's frame shows on every page: the
 * loading and error states, the session check. It is its own module so that the entry every
 * visitor downloads (and /login, the most visited page) carries these few words and not the
 * whole catalogue, which grows with every feature (decision 056). MESSAGES includes it: code
 * outside the entry keeps reading MESSAGES.
 */
export const SHELL_MESSAGES = {
  common: {
    errorTitle: 'Hata',
    systemErrorTitle: 'Sistem Hatası',
    systemError: 'Beklenmeyen bir hata oluştu',
    successTitle: 'İşlem Başarılı',
    success: 'İşlem başarıyla tamamlandı',
    notFound: 'Sayfa bulunamadı',
  },
  auth: {
    signingOut: 'Çıkış yapılıyor...',
    signOutFailed: 'Çıkış yaparken hata oluştu, yeniden yönlendiriliyor...',
    signOut: 'Çıkış Yap',
    signInFailed: 'Giriş hatası',
    userNotReturned: 'Kullanıcı bilgisi alınamadı',
    profileNotLoaded: 'Profil bilgileri alınamadı',
    sessionExpired: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.',
  },
  loading: {
    page: 'Sayfa hazırlanıyor...',
    menu: 'Menü yükleniyor...',
    refreshing: 'Yenileniyor...',
    pointsFailed: 'Puan yüklenemedi',
  },
  errorPage: {
    title: 'Beklenmeyen Uygulama Hatası',
    retry: 'Yeniden Dene',
    home: 'Ana Sayfaya Dön',
    routeError: 'Sayfa yüklenirken bir hata oluştu. Lütfen tekrar deneyin.',
  },
} as const;
