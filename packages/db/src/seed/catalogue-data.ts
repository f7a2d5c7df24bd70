/** The demo catalogue: six categories, about forty products with Turkish names and ingredients. */
export const DEMO_CATEGORIES = [
  { slug: 'vitaminler', name: 'Vitaminler', description: 'Günlük vitamin ihtiyacını destekleyen ürünler' },
  { slug: 'mineraller', name: 'Mineraller', description: 'Magnezyum, çinko, demir ve diğer mineraller' },
  { slug: 'bitkisel', name: 'Bitkisel Takviyeler', description: 'Bitki özleri ve geleneksel formüller' },
  { slug: 'probiyotikler', name: 'Probiyotikler', description: 'Bağırsak florasını destekleyen ürünler' },
  { slug: 'omega', name: 'Omega ve Yağ Asitleri', description: 'Balık yağı ve bitkisel omega kaynakları' },
  { slug: 'bakim', name: 'Cilt ve Kişisel Bakım', description: 'Kolajen, serum ve bakım ürünleri' },
] as const;

export type DemoCategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

/** retail: retail price in whole lira; the role prices are derived from it in the seed. */
export const DEMO_PRODUCTS: {
  name: string;
  category: DemoCategorySlug;
  ingredients: string[];
  retail: number;
  description: string;
  client?: boolean;
  mode?: 'money' | 'points' | 'both';
}[] = [
  { name: 'C Vitamini 1000 mg', category: 'vitaminler', ingredients: ['Askorbik asit', 'Kuşburnu özü'], retail: 249.9, description: 'Bağışıklık sistemini destekleyen, kuşburnu özlü 60 tablet.', client: true, mode: 'both' },
  { name: 'D3 Vitamini 2000 IU Damla', category: 'vitaminler', ingredients: ['Kolekalsiferol'], retail: 189.9, description: 'Zeytinyağı bazlı, 20 ml damla.', client: true },
  { name: 'B12 Vitamini Sprey', category: 'vitaminler', ingredients: ['Metilkobalamin'], retail: 219.9, description: 'Dil altı kullanım için 25 ml sprey.', client: true },
  { name: 'Multivitamin Kadın', category: 'vitaminler', ingredients: ['Folik asit', 'Demir', 'B6 vitamini'], retail: 329.9, description: 'Kadınlara özel 30 günlük multivitamin.', client: true },
  { name: 'Multivitamin Erkek', category: 'vitaminler', ingredients: ['Çinko', 'Selenyum', 'B kompleks'], retail: 329.9, description: 'Erkeklere özel 30 günlük multivitamin.' },
  { name: 'K2 Vitamini MK-7', category: 'vitaminler', ingredients: ['Menakinon-7'], retail: 279.9, description: 'D3 ile birlikte kullanıma uygun 60 kapsül.' },
  { name: 'B Kompleks Forte', category: 'vitaminler', ingredients: ['Tiamin', 'Riboflavin', 'Niasin'], retail: 199.9, description: 'Enerji metabolizmasını destekleyen 30 tablet.' },
  { name: 'Çocuk Multivitamin Şurup', category: 'vitaminler', ingredients: ['A vitamini', 'C vitamini', 'D3 vitamini'], retail: 239.9, description: 'Portakal aromalı 150 ml şurup.', client: true },
  { name: 'Magnezyum Bisglisinat', category: 'mineraller', ingredients: ['Magnezyum bisglisinat'], retail: 299.9, description: 'Yüksek emilimli 90 tablet.', client: true, mode: 'both' },
  { name: 'Çinko Pikolinat 25 mg', category: 'mineraller', ingredients: ['Çinko pikolinat'], retail: 169.9, description: 'Günde bir tablet, 60 tablet.', client: true },
  { name: 'Demir Bisglisinat', category: 'mineraller', ingredients: ['Demir bisglisinat', 'C vitamini'], retail: 189.9, description: 'Mideyi yormayan demir formülü.' },
  { name: 'Kalsiyum Magnezyum Çinko', category: 'mineraller', ingredients: ['Kalsiyum', 'Magnezyum', 'Çinko'], retail: 209.9, description: 'Kemik sağlığı için üçlü mineral.' },
  { name: 'Selenyum 200 mcg', category: 'mineraller', ingredients: ['L-selenometiyonin'], retail: 159.9, description: '60 kapsül.' },
  { name: 'Krom Pikolinat', category: 'mineraller', ingredients: ['Krom pikolinat'], retail: 149.9, description: 'Kan şekeri dengesini destekler.' },
  { name: 'İyot Damla', category: 'mineraller', ingredients: ['Potasyum iyodür'], retail: 129.9, description: '30 ml damla.' },
  { name: 'Ekinezya Ekstresi', category: 'bitkisel', ingredients: ['Ekinezya purpurea'], retail: 179.9, description: 'Kış aylarında bağışıklık desteği.', client: true },
  { name: 'Zerdeçal Karabiber', category: 'bitkisel', ingredients: ['Kurkumin', 'Piperin'], retail: 259.9, description: 'Standardize kurkumin, 60 kapsül.', client: true },
  { name: 'Ginkgo Biloba 120 mg', category: 'bitkisel', ingredients: ['Ginkgo biloba yaprak özü'], retail: 199.9, description: 'Hafıza ve dolaşım desteği.' },
  { name: 'Ashwagandha KSM-66', category: 'bitkisel', ingredients: ['Ashwagandha kök özü'], retail: 289.9, description: 'Stres yönetimine yardımcı 60 kapsül.' },
  { name: 'Devedikeni Özü', category: 'bitkisel', ingredients: ['Silimarin'], retail: 189.9, description: 'Karaciğer sağlığını destekler.' },
  { name: 'Propolis Sprey', category: 'bitkisel', ingredients: ['Propolis', 'Bal'], retail: 149.9, description: 'Ağız ve boğaz için 30 ml sprey.', client: true },
  { name: 'Kediotu Melisa', category: 'bitkisel', ingredients: ['Kediotu kökü', 'Melisa'], retail: 169.9, description: 'Rahat bir uyku için bitkisel formül.' },
  { name: 'Probiyotik 10 Milyar', category: 'probiyotikler', ingredients: ['Lactobacillus acidophilus', 'Bifidobacterium lactis'], retail: 319.9, description: '10 suş, 30 kapsül.', client: true, mode: 'both' },
  { name: 'Çocuk Probiyotik Damla', category: 'probiyotikler', ingredients: ['Lactobacillus reuteri'], retail: 269.9, description: 'Bebek ve çocuklar için 10 ml damla.', client: true },
  { name: 'Probiyotik Kadın Florası', category: 'probiyotikler', ingredients: ['Lactobacillus rhamnosus', 'Kızılcık özü'], retail: 349.9, description: 'Kadın sağlığına özel formül.' },
  { name: 'Sindirim Enzimi Kompleksi', category: 'probiyotikler', ingredients: ['Amilaz', 'Lipaz', 'Proteaz'], retail: 229.9, description: 'Yemeklerle birlikte 1 kapsül.' },
  { name: 'Prebiyotik İnülin Toz', category: 'probiyotikler', ingredients: ['Hindiba inülini'], retail: 179.9, description: '200 g toz.' },
  { name: 'Kefir Kültürü', category: 'probiyotikler', ingredients: ['Kefir mayası'], retail: 99.9, description: 'Evde kefir için 5 saşe.', mode: 'points' },
  { name: 'Omega-3 Balık Yağı 1000 mg', category: 'omega', ingredients: ['EPA', 'DHA'], retail: 349.9, description: 'Norveç balık yağı, 60 yumuşak kapsül.', client: true, mode: 'both' },
  { name: 'Çocuk Omega-3 Şurup', category: 'omega', ingredients: ['Balık yağı', 'Limon aroması'], retail: 279.9, description: 'Limon aromalı 150 ml.', client: true },
  { name: 'Krill Yağı', category: 'omega', ingredients: ['Krill yağı', 'Astaksantin'], retail: 459.9, description: 'Fosfolipid formunda omega-3.' },
  { name: 'Keten Tohumu Yağı', category: 'omega', ingredients: ['Alfa-linolenik asit'], retail: 149.9, description: 'Soğuk sıkım, 250 ml.' },
  { name: 'Omega 3-6-9', category: 'omega', ingredients: ['Balık yağı', 'Çuha çiçeği yağı', 'Zeytinyağı'], retail: 299.9, description: 'Dengeli yağ asidi formülü.' },
  { name: 'CoQ10 100 mg', category: 'omega', ingredients: ['Koenzim Q10'], retail: 389.9, description: 'Kalp sağlığı için 30 kapsül.' },
  { name: 'Kolajen Peptit Toz', category: 'bakim', ingredients: ['Hidrolize kolajen', 'C vitamini'], retail: 429.9, description: 'Tip 1 ve 3 kolajen, 300 g.', client: true, mode: 'both' },
  { name: 'Hyalüronik Asit Serum', category: 'bakim', ingredients: ['Sodyum hyalüronat'], retail: 259.9, description: 'Nemlendirici yüz serumu, 30 ml.', client: true },
  { name: 'Biotin Saç Tırnak', category: 'bakim', ingredients: ['Biotin', 'Çinko', 'Keratin'], retail: 229.9, description: 'Saç ve tırnak sağlığı için 60 tablet.', client: true },
  { name: 'Güneş Koruyucu SPF 50', category: 'bakim', ingredients: ['Çinko oksit', 'Titanyum dioksit'], retail: 319.9, description: 'Mineral filtreli, 50 ml.' },
  { name: 'C Vitamini Serum', category: 'bakim', ingredients: ['Askorbik asit', 'E vitamini'], retail: 289.9, description: 'Aydınlatıcı yüz serumu, 30 ml.' },
  { name: 'Kolajen Shot', category: 'bakim', ingredients: ['Hidrolize kolajen', 'Biotin'], retail: 499.9, description: '10 x 25 ml içilebilir kolajen.' },
];
