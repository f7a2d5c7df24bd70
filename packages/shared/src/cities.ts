/** Turkey's seven geographical regions. */
export const REGIONS = [
  'Marmara',
  'Ege',
  'Akdeniz',
  'İç Anadolu',
  'Karadeniz',
  'Doğu Anadolu',
  'Güneydoğu Anadolu',
] as const;
export type Region = (typeof REGIONS)[number];

/** The 81 provinces with their region: reference data for addresses and city filters. */
export const PROVINCES: readonly { name: string; region: Region }[] = [
  ['Adana', 'Akdeniz'], ['Adıyaman', 'Güneydoğu Anadolu'], ['Afyonkarahisar', 'Ege'], ['Ağrı', 'Doğu Anadolu'],
  ['Aksaray', 'İç Anadolu'], ['Amasya', 'Karadeniz'], ['Ankara', 'İç Anadolu'], ['Antalya', 'Akdeniz'],
  ['Ardahan', 'Doğu Anadolu'], ['Artvin', 'Karadeniz'], ['Aydın', 'Ege'], ['Balıkesir', 'Marmara'],
  ['Bartın', 'Karadeniz'], ['Batman', 'Güneydoğu Anadolu'], ['Bayburt', 'Karadeniz'], ['Bilecik', 'Marmara'],
  ['Bingöl', 'Doğu Anadolu'], ['Bitlis', 'Doğu Anadolu'], ['Bolu', 'Karadeniz'], ['Burdur', 'Akdeniz'],
  ['Bursa', 'Marmara'], ['Çanakkale', 'Marmara'], ['Çankırı', 'İç Anadolu'], ['Çorum', 'Karadeniz'],
  ['Denizli', 'Ege'], ['Diyarbakır', 'Güneydoğu Anadolu'], ['Düzce', 'Karadeniz'], ['Edirne', 'Marmara'],
  ['Elazığ', 'Doğu Anadolu'], ['Erzincan', 'Doğu Anadolu'], ['Erzurum', 'Doğu Anadolu'], ['Eskişehir', 'İç Anadolu'],
  ['Gaziantep', 'Güneydoğu Anadolu'], ['Giresun', 'Karadeniz'], ['Gümüşhane', 'Karadeniz'], ['Hakkari', 'Doğu Anadolu'],
  ['Hatay', 'Akdeniz'], ['Iğdır', 'Doğu Anadolu'], ['Isparta', 'Akdeniz'], ['İstanbul', 'Marmara'],
  ['İzmir', 'Ege'], ['Kahramanmaraş', 'Akdeniz'], ['Karabük', 'Karadeniz'], ['Karaman', 'İç Anadolu'],
  ['Kars', 'Doğu Anadolu'], ['Kastamonu', 'Karadeniz'], ['Kayseri', 'İç Anadolu'], ['Kilis', 'Güneydoğu Anadolu'],
  ['Kırıkkale', 'İç Anadolu'], ['Kırklareli', 'Marmara'], ['Kırşehir', 'İç Anadolu'], ['Kocaeli', 'Marmara'],
  ['Konya', 'İç Anadolu'], ['Kütahya', 'Ege'], ['Malatya', 'Doğu Anadolu'], ['Manisa', 'Ege'],
  ['Mardin', 'Güneydoğu Anadolu'], ['Mersin', 'Akdeniz'], ['Muğla', 'Ege'], ['Muş', 'Doğu Anadolu'],
  ['Nevşehir', 'İç Anadolu'], ['Niğde', 'İç Anadolu'], ['Ordu', 'Karadeniz'], ['Osmaniye', 'Akdeniz'],
  ['Rize', 'Karadeniz'], ['Sakarya', 'Marmara'], ['Samsun', 'Karadeniz'], ['Şanlıurfa', 'Güneydoğu Anadolu'],
  ['Siirt', 'Güneydoğu Anadolu'], ['Sinop', 'Karadeniz'], ['Şırnak', 'Güneydoğu Anadolu'], ['Sivas', 'İç Anadolu'],
  ['Tekirdağ', 'Marmara'], ['Tokat', 'Karadeniz'], ['Trabzon', 'Karadeniz'], ['Tunceli', 'Doğu Anadolu'],
  ['Uşak', 'Ege'], ['Van', 'Doğu Anadolu'], ['Yalova', 'Marmara'], ['Yozgat', 'İç Anadolu'],
  ['Zonguldak', 'Karadeniz'],
].map(([name, region]) => ({ name: name as string, region: region as Region }));

export function regionOf(city: string | null | undefined): Region | null {
  return PROVINCES.find((p) => p.name === city)?.region ?? null;
}
