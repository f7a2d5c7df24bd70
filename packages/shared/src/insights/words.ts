import { formatMoney, formatNumber } from '../format';

/**
 * The words of the AI Öngörüleri page that the server writes (decision 054): each insight's title
 * and its plain explanation with the numbers in it. The API builds them from these functions; it
 * holds no Turkish itself.
 */

const percent = (bp: number) => `%${formatNumber(Math.abs(bp) / 100, { maximumFractionDigits: 0 })}`;
const money = (kurus: number) => formatMoney(Math.round(kurus), { decimals: 0 });
const days = (n: number) => `${formatNumber(Math.round(n))} gün`;
const times = (x: number) => formatNumber(x, { maximumFractionDigits: 1 });

export const INSIGHT_WORDS = {
  forecastTitle: 'Önümüzdeki 30 günün satış tahmini',
  forecastExplanation(total: number, lastTotal: number) {
    const change = lastTotal > 0 ? Math.round(((total - lastTotal) / lastTotal) * 10_000) : null;
    const trend =
      change === null
        ? ''
        : change >= 0
          ? ` Bu, son 30 günden ${percent(change)} fazla.`
          : ` Bu, son 30 günden ${percent(change)} az.`;
    return (
      `Önümüzdeki 30 günde yaklaşık ${money(total)} satış bekleniyor.${trend} Tahmin, haftanın günlerine ` +
      'göre değişen satış düzenini ve eğilimi hesaba katan Holt-Winters yöntemiyle yapıldı; grafikteki bantlar ' +
      'günlük satışın %80 ve %95 olasılıkla düşeceği aralıklardır.'
    );
  },
  backtestExplanation(winner: 'model' | 'naive', modelWapeBp: number | null, naiveWapeBp: number | null) {
    const m = modelWapeBp === null ? '—' : percent(modelWapeBp);
    const n = naiveWapeBp === null ? '—' : percent(naiveWapeBp);
    return winner === 'model'
      ? `Son 3 ayda denendiğinde tahmin ortalama ${m} saptı; "geçen haftanın aynı günü" varsayımı ${n} saptı. Model daha isabetli.`
      : `Son 3 ayda denendiğinde tahmin ortalama ${m} saptı; "geçen haftanın aynı günü" varsayımı ${n} saptı. Bu veride basit varsayım daha isabetli; tahmini temkinli okuyun.`;
  },
  anomalyCityTitle(city: string, spike: boolean) {
    return spike ? `${city}: satışlarda ani artış` : `${city}: satışlarda ani düşüş`;
  },
  anomalyProductTitle(product: string, spike: boolean) {
    return spike ? `${product}: satışlarda ani artış` : `${product}: satışlarda ani düşüş`;
  },
  anomalyExplanation(where: string, current: number, expected: number, changeBp: number | null, weeks: number) {
    const head =
      changeBp === null
        ? `${where} son 7 günde ${money(current)} satış oldu; önceki haftalarda genellikle hiç satış yoktu.`
        : `${where} son 7 günde satışlar beklenenin ${percent(changeBp)} ${changeBp >= 0 ? 'üstünde' : 'altında'}: ` +
          `${money(current)} satış oldu, önceki ${formatNumber(weeks)} haftanın ortancası ${money(expected)}.`;
    return `${head} Sapma, bu serinin kendi geçmişindeki olağan dalgalanmanın çok dışında.`;
  },
  /** "İzmir'de" — the city in the locative (with an apostrophe, as proper names take it). */
  inCity(city: string) {
    return `${city}${locative(city)}`;
  },
  forProduct(product: string) {
    return `${product} ürününde`;
  },
  churnTitle(name: string) {
    return `${name} sipariş vermeyi bırakmış olabilir`;
  },
  churnExplanation(typicalGap: number, since: number, orders: number, revenue: number) {
    return (
      `Genellikle ${days(typicalGap)}de bir sipariş veriyordu, son siparişinden bu yana ${days(since)} geçti. ` +
      `Toplam ${formatNumber(orders)} siparişte ${money(revenue)} alışveriş yaptı.`
    );
  },
  restockTitle(product: string, holder: string) {
    return `${product} — ${holder} stoku azalıyor`;
  },
  restockExplanation(saleable: number, dailyDemand: number, cover: number, lead: number, quantity: number) {
    return (
      `Satılabilir stok ${formatNumber(saleable)} adet; son 60 günde günde ortalama ` +
      `${formatNumber(dailyDemand, { maximumFractionDigits: 1 })} adet satıldı. Bu hızla stok ` +
      `${days(cover)} yeter, tedarik süresi ise ${days(lead)}. ${formatNumber(quantity)} adet talep edilmesi önerilir.`
    );
  },
  bundleTitle(from: string, to: string) {
    return `${from} + ${to}`;
  },
  bundleExplanation(from: string, to: string, confidenceBp: number, lift: number, together: number) {
    return (
      `${from} alanların ${percent(confidenceBp)}'${percentSuffix(confidenceBp)} ${to} ${also(to)} aldı; bu, tesadüfe göre ` +
      `${times(lift)} kat daha sık. Son 12 ayda ${formatNumber(together)} siparişte birlikte alındılar.`
    );
  },
  links: {
    salesAnalysis: 'Satış analizinde incele',
    member: 'Üyeyi ağda göster',
    stockRequest: 'Stok talebi oluştur',
    stock: 'Stok durumuna git',
    product: 'Ürünü görüntüle',
  },
} as const;

/** What a section needs before it can say anything (the page's empty states). */
export const INSIGHT_NEEDS = {
  too_short: 'Tahmin ve geriye dönük sınama için en az 118 günlük satış geçmişi gerekir (90 günü sınama için).',
  too_few_sales: 'Bu kapsamda tahmin için yeterli satış yok: en az 10 farklı günde satış gerekir.',
  no_history: 'Karşılaştırma için yeterli geçmiş yok: en az 8 haftalık satış ve 3 siparişi olan üyeler gerekir.',
  no_holders: 'Kapsamınızda stok tutan bir dağıtıcı yok; stok önerisi stok tutanlar için hesaplanır.',
  no_orders: 'Birlikte alınan ürünleri bulmak için son 12 ayda en az 50 sipariş gerekir.',
} as const;

/** The conjunction 'de/da' ("Z de aldı") by the last vowel of the word before it. */
function also(word: string): string {
  const vowels = [...word.toLocaleLowerCase('tr')].filter((c) => 'aeıioöuü'.includes(c));
  return 'aıou'.includes(vowels[vowels.length - 1] ?? 'e') ? 'da' : 'de';
}

/** The locative suffix after an apostrophe: 'de/da/te/ta' by the last vowel and consonant. */
function locative(word: string): string {
  const lower = word.toLocaleLowerCase('tr');
  const vowels = [...lower].filter((c) => 'aeıioöuü'.includes(c));
  const last = vowels[vowels.length - 1] ?? 'e';
  const back = 'aıou'.includes(last);
  const hard = 'fstkçşhp'.includes(lower[lower.length - 1] ?? '');
  return `'${hard ? 't' : 'd'}${back ? 'a' : 'e'}`;
}

/** The suffix of a percentage as it is read: %40'ı, %25'i, %50'si, %100'ü … */
function percentSuffix(bp: number): string {
  const n = Math.round(Math.abs(bp) / 100);
  if (n === 0) return 'ı';
  const last = n % 10;
  const tens = Math.floor(n / 10) % 10;
  if (n === 100) return 'ü';
  if (last === 0) return ['', 'u', 'si', 'u', 'ı', 'si', 'ı', 'i', 'i', 'ı'][tens] ?? 'i';
  return ['', 'i', 'si', 'ü', 'ü', 'i', 'sı', 'si', 'i', 'u'][last] ?? 'i';
}
