export const FIRST_NAMES = [
  'Ahmet', 'Mehmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Osman', 'Yusuf',
  'Murat', 'Ömer', 'Emre', 'Burak', 'Kerem', 'Can', 'Serkan', 'Tolga', 'Cem', 'Onur',
  'Ayşe', 'Fatma', 'Emine', 'Hatice', 'Zeynep', 'Elif', 'Meryem', 'Şerife', 'Zehra', 'Sultan',
  'Esra', 'Merve', 'Büşra', 'Derya', 'Gül', 'Selin', 'Ebru', 'Özlem', 'Pınar', 'Seda',
];
export const LAST_NAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir',
  'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek',
  'Polat', 'Korkmaz', 'Erdoğan', 'Güneş', 'Aksoy', 'Bulut', 'Kaplan', 'Tekin', 'Avcı', 'Uçar',
];

/** The ten cities of the demo network, with a few districts each. */
export const DEMO_CITIES: { name: string; districts: string[] }[] = [
  { name: 'İstanbul', districts: ['Kadıköy', 'Beşiktaş', 'Üsküdar', 'Bakırköy', 'Şişli'] },
  { name: 'Ankara', districts: ['Çankaya', 'Keçiören', 'Yenimahalle', 'Etimesgut'] },
  { name: 'İzmir', districts: ['Konak', 'Karşıyaka', 'Bornova', 'Buca'] },
  { name: 'Bursa', districts: ['Osmangazi', 'Nilüfer', 'Yıldırım'] },
  { name: 'Antalya', districts: ['Muratpaşa', 'Konyaaltı', 'Kepez'] },
  { name: 'Adana', districts: ['Seyhan', 'Çukurova', 'Yüreğir'] },
  { name: 'Konya', districts: ['Selçuklu', 'Meram', 'Karatay'] },
  { name: 'Gaziantep', districts: ['Şahinbey', 'Şehitkamil'] },
  { name: 'Kayseri', districts: ['Melikgazi', 'Kocasinan', 'Talas'] },
  { name: 'Trabzon', districts: ['Ortahisar', 'Akçaabat', 'Yomra'] },
];

/** ASCII-only form of a Turkish name, for generated email addresses. */
export function asciiSlug(text: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };
  return text
    .split('')
    .map((c) => map[c] ?? c)
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
