import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client';
import { blogPosts, contactMessages, faqEntries, siteTexts, sliderItems } from '../schema';
import { seededRandom } from './random';

/**
 * The public site's demo content: slides, the about text, blog posts with cover images, FAQ
 * entries, contact messages and support requests. Images are named `/media/content/demo-…webp`;
 * the server draws the missing ones at start (apps/api/src/modules/content/demo-images.ts).
 */

const SLIDES = [
  {
    title: 'Sağlığınız için doğadan gelen güç',
    body: 'Üyelerimize özel fiyatlarla bitkisel takviyeler ve bakım ürünleri.',
    linkUrl: '/products',
  },
  {
    title: 'Kendi işinizin sahibi olun',
    body: 'Bayi ağımıza katılın, satışlarınızdan ve ekibinizden kazanın.',
    linkUrl: '/about',
  },
  {
    title: 'Kış kampanyası başladı',
    body: 'Bağışıklık destek ürünlerinde puan kazancı iki katı.',
    linkUrl: '/blog',
  },
];

const ABOUT = `Bayi Portalı, 2012 yılında İstanbul'da kurulan bir doğrudan satış şirketinin üyelerine özel sipariş ve ağ yönetimi platformudur. Bugün on ilde iki yüzü aşkın bayi ve distribütörle, Türkiye'nin dört bir yanındaki müşterilerimize ulaşıyoruz.

## Misyonumuz

Güvenilir, belgeli ve etkili ürünleri; onları tanıyan, kullanan ve öneren insanlar aracılığıyla ailelere ulaştırmak. Her ürünümüz Sağlık Bakanlığı ve Tarım ve Orman Bakanlığı mevzuatına uygun olarak üretilir ve satışa sunulur.

## Nasıl çalışıyoruz?

- **Türkiye Distribütörü** ülke çapında tedariki ve şehir distribütörlerini yönetir.
- **Şehir distribütörleri** kendi illerindeki bayilere stok ve eğitim desteği verir.
- **Bayiler** müşterileriyle birebir ilgilenir, siparişlerini takip eder.
- **Müşterilerimiz** üyelere özel fiyatlardan yararlanır, puan kazanır.

## Doğrudan Satış Yönetmeliği

Satış ağımız 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Doğrudan Satışlar Hakkında Yönetmelik çerçevesinde çalışır. Kazançlar yalnızca gerçekleşen ürün satışlarından doğar; üyelik için ücret alınmaz.

Sorularınız için [iletişim sayfamızdan](/contact) bize yazabilirsiniz.`;

interface DemoPost {
  title: string;
  summary: string;
  category: string;
  tags: string[];
  body: string;
}

const para = (...lines: string[]) => lines.join(' ');

const POSTS: DemoPost[] = [
  {
    title: 'Kış aylarında bağışıklığı desteklemenin yedi yolu',
    summary: 'Soğuk havalarda direncinizi korumak için beslenme, uyku ve hareket önerileri.',
    category: 'Sağlıklı Yaşam',
    tags: ['bağışıklık', 'kış', 'beslenme'],
    body: `Kış aylarında gün ışığının azalması, kapalı ortamlarda geçen zamanın artması ve mevsimsel enfeksiyonlar bağışıklık sistemimizi zorlar. Küçük ama düzenli alışkanlıklar büyük fark yaratır.

## 1. Renkli bir tabak

${para('Turunçgiller, kırmızı biber, brokoli ve koyu yeşil yapraklı sebzeler C vitamini ve antioksidan bakımından zengindir.', 'Her öğünde en az iki farklı renkte sebze ya da meyve bulundurmaya çalışın.')}

## 2. D vitamini düzeyinizi bilin

${para('Kış aylarında güneşten yeterli D vitamini alamayabiliriz.', 'Hekiminize danışarak kan düzeyinizi ölçtürün ve gerekiyorsa takviye kullanın.')}

## 3. Uykuyu ihmal etmeyin

Yetişkinler için gecede yedi ila dokuz saat uyku önerilir. Düzenli uyku saatleri bağışıklık hücrelerinin yenilenmesine yardım eder.

## 4. Hareket edin

Haftada 150 dakika orta tempolu yürüyüş bile yeterli bir başlangıçtır.

## 5. Su için

Isıtılan ortamlar vücudu kurutur. Gün boyunca su, bitki çayları ve çorbalarla sıvı alımınızı destekleyin.

## 6. Probiyotik kaynakları

Yoğurt, kefir ve turşu gibi fermente gıdalar bağırsak florasını destekler.

## 7. Stresi yönetin

Uzun süreli stres bağışıklığı baskılar. Nefes egzersizleri, kısa yürüyüşler ve sevdiklerinizle vakit geçirmek iyi gelir.

> Bu yazı bilgilendirme amaçlıdır; takviye kullanmadan önce hekiminize danışın.`,
  },
  {
    title: 'Bayi olarak ilk ayınızda yapmanız gerekenler',
    summary: 'Yeni bayilerimiz için adım adım başlangıç rehberi: profil, stok, ilk müşteriler.',
    category: 'Bayi Rehberi',
    tags: ['bayi', 'başlangıç', 'satış'],
    body: `Ağımıza hoş geldiniz! İlk ay, sonraki yılların temelini atar. Bu rehber portalı verimli kullanmanız için hazırlandı.

## Profilinizi tamamlayın

${para('Adres, telefon ve IBAN bilgileriniz eksiksiz olmalıdır.', 'Komisyon ödemeleri yalnızca doğrulanmış IBAN hesaplarına yapılır.')}

## Ürünleri tanıyın

Katalogdaki her ürünün içerik, kullanım ve saklama bilgilerini okuyun. Müşterileriniz size güvenecek; doğru bilgi bu güvenin temelidir.

## İlk on müşterinizi belirleyin

1. Ailenizden ve yakın çevrenizden başlayın.
2. Ürünü önce kendiniz deneyin, deneyiminizi paylaşın.
3. Her görüşmeden sonra kısa bir not alın.

## Siparişlerinizi takip edin

Siparişlerim sayfasından her siparişin durumunu, kargo bilgisini ve faturasını görebilirsiniz.

## Eğitimlere katılın

Şehir distribütörünüzün düzenlediği aylık eğitimler, ürün bilgisi ve satış teknikleri için en iyi kaynaktır.`,
  },
  {
    title: 'Omega-3 nedir, kimler kullanmalı?',
    summary: 'Balık yağının kalp, beyin ve göz sağlığına etkileri ve doğru ürün seçimi.',
    category: 'Ürünler',
    tags: ['omega-3', 'takviye', 'kalp sağlığı'],
    body: `Omega-3 yağ asitleri vücudumuzun kendi başına üretemediği, besinlerle alınması gereken yağlardır. En önemlileri EPA ve DHA'dır.

## Nerelerde bulunur?

- Somon, uskumru, sardalya gibi yağlı balıklar
- Ceviz, keten tohumu ve chia tohumu (ALA formunda)

## Neden önemlidir?

${para('DHA beyin ve retina dokusunun yapı taşıdır.', 'EPA ise kalp ve damar sağlığının korunmasında rol oynar.', 'Haftada iki porsiyon yağlı balık tüketemeyenler için takviye bir seçenektir.')}

## Ürün seçerken

| Ölçüt | Neye bakmalı? |
| --- | --- |
| Saflık | Ağır metal analiz belgesi |
| Miktar | Kapsül başına EPA + DHA |
| Tazelik | Son kullanma tarihi, koku |

Takviye kullanmadan önce, özellikle kan sulandırıcı ilaç kullanıyorsanız, hekiminize danışın.`,
  },
  {
    title: 'Komisyonlar nasıl hesaplanır?',
    summary: 'Doğrudan satış, ekip satışları ve dönem kapanışı: kazancınızın adım adım hesabı.',
    category: 'Bayi Rehberi',
    tags: ['komisyon', 'kazanç', 'dönem'],
    body: `Kazancınız yalnızca gerçekleşen ürün satışlarından doğar. Bu yazıda bir siparişin komisyona nasıl dönüştüğünü anlatıyoruz.

## Sipariş ödendiğinde

${para('Bir sipariş ödendiğinde, satış zincirindeki her üyenin payı komisyon defterine bekleyen olarak yazılır.', 'Oranlar Komisyon Ayarları sayfasında yayımlanır ve rolünüze göre değişir.')}

## Teslimattan sonra

İade süresi dolan siparişlerin komisyonları onaylanır. İade edilen bir siparişin komisyonu defterden ters kayıtla düşülür.

## Dönem kapanışı

Her ayın sonunda dönem kapatılır ve onaylanmış komisyonlarınız tek bir ödemede toplanır. Asgari ödeme tutarının altında kalan kazanç sonraki döneme devreder.

## Stopaj

Gelir Vergisi Kanunu gereği ödemelerden stopaj kesilir; net tutar IBAN hesabınıza aktarılır.`,
  },
  {
    title: 'Cilt bakımında doğru sıralama',
    summary: 'Temizleyici, tonik, serum, nemlendirici ve güneş koruyucu: hangisi ne zaman?',
    category: 'Ürünler',
    tags: ['cilt bakımı', 'güneş koruyucu'],
    body: `Doğru ürünler kadar doğru sıralama da önemlidir. Genel kural: en sıvı kıvamdan en yoğuna doğru ilerleyin.

## Sabah rutini

1. Nazik bir temizleyici
2. Tonik
3. C vitamini serumu
4. Nemlendirici
5. Güneş koruyucu (SPF 30 ve üzeri)

## Akşam rutini

1. Makyaj temizleyici ve temizleyici
2. Tonik
3. Onarıcı serum
4. Gece kremi

${para('Yeni bir ürünü kullanmaya başlamadan önce kulak arkasında küçük bir alanda deneyin.', 'Kızarıklık ya da kaşıntı olursa kullanmayı bırakın.')}

Güneş koruyucu kış aylarında da gereklidir; bulutlu havalarda bile UV ışınlarının önemli bir bölümü cilde ulaşır.`,
  },
  {
    title: 'Siparişten teslimata: kargo süreci',
    summary: 'Siparişiniz hangi aşamalardan geçer, kargo takibi nasıl yapılır?',
    category: 'Duyurular',
    tags: ['kargo', 'sipariş'],
    body: `Siparişinizi verdiğiniz andan kapınıza ulaşana kadar geçen her adımı portal üzerinden izleyebilirsiniz.

## Aşamalar

- **Beklemede:** Sipariş alındı, ödeme bekleniyor.
- **Onaylandı:** Ödeme alındı, tedarikçi hazırlığa başladı.
- **Hazırlanıyor:** Ürünler depoda paketleniyor.
- **Kargoda:** Kargo firmasına teslim edildi, takip numarası oluştu.
- **Teslim edildi:** Sipariş size ulaştı.

## Teslimat süreleri

${para('Büyükşehirlerde teslimat genellikle bir ila üç iş günü sürer.', 'Diğer illerde bu süre beş iş gününe kadar uzayabilir.')}

Bir sorun yaşarsanız destek sayfasından siparişinizi seçerek bize yazabilirsiniz.`,
  },
  {
    title: 'Magnezyum eksikliğinin sessiz belirtileri',
    summary: 'Kas krampları, yorgunluk ve uyku sorunları magnezyum eksikliğine işaret edebilir.',
    category: 'Sağlıklı Yaşam',
    tags: ['magnezyum', 'takviye', 'uyku'],
    body: `Magnezyum vücutta üç yüzden fazla enzim tepkimesinde görev alır. Eksikliği çoğu zaman fark edilmeden ilerler.

## Sık görülen belirtiler

- Gece kas krampları
- Sürekli yorgunluk
- Uykuya dalmakta güçlük
- Göz kapağı seğirmesi

## Besin kaynakları

${para('Kabak çekirdeği, badem, ıspanak, kuru baklagiller ve tam tahıllar iyi magnezyum kaynaklarıdır.', 'Bitter çikolata da ölçülü tüketildiğinde katkı sağlar.')}

## Takviye formları

Magnezyum sitrat ve bisglisinat formları mide dostudur ve emilimi iyidir. Böbrek rahatsızlığı olanlar takviye almadan önce mutlaka hekime danışmalıdır.`,
  },
  {
    title: 'Ekibinizi büyütürken dikkat etmeniz gerekenler',
    summary: 'Davet kodları, yeni üyelerin eğitimi ve sağlıklı bir ağ yapısı için öneriler.',
    category: 'Bayi Rehberi',
    tags: ['ekip', 'davet', 'ağ'],
    body: `Güçlü bir ekip, sayıdan çok ilişkinin niteliğiyle büyür.

## Davet kodunuzu doğru kişilerle paylaşın

Davetler sayfasından oluşturduğunuz her kod, yeni üyeyi doğrudan sizin altınıza yerleştirir. Kodu yalnızca işe gerçekten ilgi duyan kişilerle paylaşın.

## İlk haftada yanında olun

${para('Yeni üyenin ilk siparişini birlikte verin, portalı birlikte gezin.', 'Sorularını yanıtlamak için haftalık kısa görüşmeler planlayın.')}

## Gerçekçi beklentiler

Doğrudan satışta kazanç, ürün satışından doğar. Yeni üyelerinize hiçbir zaman garanti kazanç vaadinde bulunmayın; bu hem yönetmeliğe hem de ilkelerimize aykırıdır.

## Ağınızı izleyin

Ağım sayfasında ekibinizin büyümesini, aktif bayileri ve yeni üyeleri takip edebilirsiniz.`,
  },
  {
    title: 'Yeni ürünler: bitkisel çay serisi raflarda',
    summary: 'Ihlamur, adaçayı ve rezene karışımlarından oluşan yeni serimiz tanıtıldı.',
    category: 'Duyurular',
    tags: ['yeni ürün', 'bitki çayı'],
    body: `Uzun süredir hazırladığımız bitkisel çay serimiz bu ay itibarıyla katalogda.

## Serideki ürünler

- **Kış Çayı:** Ihlamur, zencefil ve tarçın
- **Sindirim Çayı:** Rezene, nane ve papatya
- **Rahatlama Çayı:** Melisa, lavanta ve adaçayı

${para('Tüm karışımlar organik sertifikalı tarımdan gelen bitkilerle hazırlanır.', 'Demleme süresi beş ila yedi dakikadır.')}

Tanıtım döneminde seri ürünlerinde puan kazancı artırılmıştır. Ayrıntılar için ürün sayfalarına göz atın.`,
  },
];

const FAQ: { group: string; question: string; answer: string }[] = [
  {
    group: 'Sipariş ve Ödeme',
    question: 'Sipariş vermek için üye olmam gerekiyor mu?',
    answer:
      'Evet. Fiyatlar üyelerimize özeldir; sipariş verebilmek için bir bayimizin davet koduyla üye olmanız gerekir.',
  },
  {
    group: 'Sipariş ve Ödeme',
    question: 'Hangi ödeme yöntemlerini kullanabilirim?',
    answer:
      'Kredi kartı, banka kartı ve havale/EFT ile ödeme yapabilirsiniz. Puanlarınız yeterliyse puanla sipariş de verebilirsiniz.',
  },
  {
    group: 'Sipariş ve Ödeme',
    question: 'Kartla ödemem güvende mi?',
    answer:
      'Kart bilgileriniz sunucularımızda saklanmaz; ödeme 3-D Secure doğrulamasıyla bankanızın sayfasında tamamlanır.',
  },
  {
    group: 'Sipariş ve Ödeme',
    question: 'Siparişimi iptal edebilir miyim?',
    answer:
      'Sipariş kargoya verilmeden önce **Siparişlerim** sayfasından iptal talebinde bulunabilirsiniz. Kargoya verilmiş siparişler için iade sürecini kullanın.',
  },
  {
    group: 'Sipariş ve Ödeme',
    question: 'Fatura nereden indirilir?',
    answer: 'Sipariş detay sayfasındaki **PDF** düğmesiyle faturanızı ve sipariş özetinizi indirebilirsiniz.',
  },
  {
    group: 'Kargo ve Teslimat',
    question: 'Siparişim ne zaman ulaşır?',
    answer: 'Büyükşehirlerde genellikle 1–3 iş günü, diğer illerde 5 iş gününe kadar sürer.',
  },
  {
    group: 'Kargo ve Teslimat',
    question: 'Kargo takibini nasıl yaparım?',
    answer: 'Sipariş kargoya verildiğinde takip numarası sipariş detayında görünür ve size bildirim gönderilir.',
  },
  {
    group: 'Kargo ve Teslimat',
    question: 'Kargo ücreti ne kadar?',
    answer: 'Belirli tutarın üzerindeki siparişlerde kargo ücretsizdir. Güncel tutar sepet sayfasında gösterilir.',
  },
  {
    group: 'Kargo ve Teslimat',
    question: 'Adresimde yokken kargo gelirse ne olur?',
    answer:
      'Kargo firması bir bildirim bırakır ve paketi en yakın şubeye teslim eder. Şubeden kimliğinizle teslim alabilirsiniz.',
  },
  {
    group: 'İade ve Değişim',
    question: 'Cayma hakkımı nasıl kullanırım?',
    answer:
      'Teslimattan itibaren 30 gün içinde gerekçe göstermeden cayma hakkınızı kullanabilirsiniz. [Destek](/dashboard/support) sayfasından siparişinizi seçerek bize yazın.',
  },
  {
    group: 'İade ve Değişim',
    question: 'Açılmış ürünler iade edilebilir mi?',
    answer: 'Hijyen gereği ambalajı açılmış gıda takviyeleri ve kozmetik ürünler, ayıplı olmadıkça iade alınamaz.',
  },
  {
    group: 'İade ve Değişim',
    question: 'İade ücretim ne zaman hesabıma geçer?',
    answer: 'İade ürün depomuza ulaştıktan sonra en geç 14 gün içinde ödeme yönteminize geri yapılır.',
  },
  {
    group: 'Üyelik ve Hesap',
    question: 'Şifremi unuttum, ne yapmalıyım?',
    answer:
      'Giriş sayfasındaki **Şifremi Unuttum** bağlantısından e-posta adresinizi girin; size bir sıfırlama bağlantısı gönderilir.',
  },
  {
    group: 'Üyelik ve Hesap',
    question: 'İki adımlı doğrulamayı nasıl açarım?',
    answer:
      'Ayarlar > Güvenlik bölümünden bir doğrulama uygulamasıyla (Google Authenticator gibi) iki adımlı doğrulamayı açabilirsiniz.',
  },
  {
    group: 'Üyelik ve Hesap',
    question: 'Telefon numaramı değiştirebilir miyim?',
    answer: 'Evet, Profilim sayfasından iletişim bilgilerinizi güncelleyebilirsiniz.',
  },
  {
    group: 'Üyelik ve Hesap',
    question: 'Hesabımı nasıl kapatırım?',
    answer:
      'Destek sayfasından bize yazmanız yeterlidir. Yasal olarak saklanması gereken kayıtlar (faturalar gibi) anonimleştirilerek tutulur.',
  },
  {
    group: 'Bayilik ve Komisyon',
    question: 'Bayi olmak için ücret ödüyor muyum?',
    answer: 'Hayır. Üyelik ve bayilik için hiçbir ücret alınmaz; kazanç yalnızca gerçekleşen ürün satışlarından doğar.',
  },
  {
    group: 'Bayilik ve Komisyon',
    question: 'Komisyonum ne zaman ödenir?',
    answer: 'Her dönem ayın sonunda kapatılır ve ödemeler ödeme takviminde belirtilen günde IBAN hesabınıza yapılır.',
  },
  {
    group: 'Bayilik ve Komisyon',
    question: 'Komisyonumu puan olarak alabilir miyim?',
    answer: 'Evet. Ödeme tercihinizi ayarlardan puan olarak seçerseniz komisyonunuz puan hesabınıza aktarılır.',
  },
  {
    group: 'Bayilik ve Komisyon',
    question: 'Asgari ödeme tutarı nedir?',
    answer:
      'Dönem kazancınız asgari tutarın altındaysa ödeme yapılmaz, tutar sonraki döneme devreder. Güncel tutar Komisyon Ayarları sayfasında yayımlanır.',
  },
  {
    group: 'Bayilik ve Komisyon',
    question: 'Üst rolüme nasıl geçerim?',
    answer:
      'Rol Transferi sayfasından başvuru yapabilirsiniz. Başvurunuz satış ve ekip ölçütlerine göre yönetim tarafından değerlendirilir.',
  },
  {
    group: 'Puanlar',
    question: 'Puanlarımı nasıl kazanırım?',
    answer:
      'Her siparişinizde ürünün puan değeri kadar puan kazanırsınız. Kampanya dönemlerinde bazı ürünlerde puan kazancı artırılır.',
  },
  {
    group: 'Puanlar',
    question: 'Puanlarımı başka bir üyeye aktarabilir miyim?',
    answer: 'Evet, Puanlarım sayfasından ağınızdaki bir üyeye puan aktarabilirsiniz.',
  },
];

const CONTACTS = [
  {
    name: 'Elif Aksoy',
    email: 'elif.aksoy@example.com',
    phone: '05321112233',
    subject: 'Bayilik hakkında bilgi',
    message: 'Merhaba, Bursa’da yaşıyorum ve bayi olmak istiyorum. Süreç hakkında bilgi verebilir misiniz?',
  },
  {
    name: 'Murat Demirci',
    email: 'murat.demirci@example.com',
    phone: null,
    subject: 'Ürün içeriği',
    message: 'Omega-3 kapsüllerinizin balık kaynağı nedir? Analiz belgelerini paylaşabilir misiniz?',
  },
  {
    name: 'Zeynep Kaya',
    email: 'zeynep.kaya@example.com',
    phone: '05447778899',
    subject: 'Kurumsal iş birliği',
    message:
      'Eczane zincirimiz için toplu alım koşullarınızı öğrenmek istiyoruz. Uygun bir zamanda arayabilir misiniz?',
  },
  {
    name: 'Ahmet Yıldız',
    email: 'ahmet.yildiz@example.com',
    phone: null,
    subject: 'Teşekkür',
    message: 'Bitkisel çay serinizi çok beğendik, özellikle kış çayı harika. Emeğinize sağlık.',
  },
];

export async function seedContent(tx: Tx, now: Date): Promise<void> {
  const rnd = seededRandom(20261501);
  const daysAgo = (days: number, hour = 10) => new Date(now.getTime() - days * 86_400_000 + hour * 3_600_000);
  const [admin] = await queryRows<{ id: string }>(tx, sql`select id from profiles where email = 'admin@portal.test'`);
  const adminId = admin?.id ?? null;

  await tx.insert(sliderItems).values(
    SLIDES.map((s, i) => ({
      id: rnd.uuid(),
      ...s,
      image: `/media/content/demo-slide-${i + 1}.webp`,
      sortOrder: i,
      activeFrom: i === 2 ? daysAgo(10) : null,
      activeUntil: i === 2 ? daysAgo(-60) : null,
    })),
  );
  await tx.insert(siteTexts).values({ key: 'about', title: 'Hakkımızda', source: ABOUT, updatedBy: adminId });

  await tx.insert(blogPosts).values(
    POSTS.map((p, i) => ({
      id: rnd.uuid(),
      title: p.title,
      summary: p.summary,
      source: p.body,
      category: p.category,
      tags: p.tags,
      coverImage: `/media/content/demo-post-${i + 1}.webp`,
      status: 'published',
      publishedAt: daysAgo(4 + i * 9, 9),
      authorId: adminId,
      createdAt: daysAgo(5 + i * 9),
    })),
  );
  // One draft, to show the admin's draft state.
  await tx.insert(blogPosts).values({
    id: rnd.uuid(),
    title: 'Yaz kampanyası duyurusu (taslak)',
    summary: 'Yaz döneminde geçerli olacak kampanya ayrıntıları.',
    source: 'Kampanya ayrıntıları hazırlanıyor.',
    category: 'Duyurular',
    tags: ['kampanya'],
    status: 'draft',
    authorId: adminId,
  });

  await tx.insert(faqEntries).values(
    FAQ.map((f, i) => ({
      id: rnd.uuid(),
      groupName: f.group,
      question: f.question,
      answer: f.answer,
      sortOrder: i,
      status: 'published',
    })),
  );

  await tx.insert(contactMessages).values(
    CONTACTS.map((c, i) => ({
      id: rnd.uuid(),
      kind: 'contact',
      ...c,
      status: i === 3 ? 'answered' : i === 2 ? 'read' : 'new',
      readAt: i >= 2 ? daysAgo(i) : null,
      reply: i === 3 ? 'Güzel sözleriniz için teşekkür ederiz, afiyetle için!' : null,
      repliedAt: i === 3 ? daysAgo(i - 0.5) : null,
      repliedBy: i === 3 ? adminId : null,
      consentSlug: 'kvkk-aydinlatma-metni',
      consentAt: daysAgo(i + 1),
      consentIp: `203.0.113.${10 + i}`,
      ipAddress: `203.0.113.${10 + i}`,
      createdAt: daysAgo(i + 1),
    })),
  );

  // Support requests of the demo dealer and client, about one of their own orders.
  const members = await queryRows<{
    id: string;
    name: string;
    email: string;
    phone: string | null;
    orderId: string | null;
  }>(
    tx,
    sql`select p.id, p.name, p.email, p.phone,
          (select o.id from orders o where o.buyer_id = p.id order by o.created_at desc limit 1) as "orderId"
        from profiles p where p.email in ('bayi@portal.test', 'musteri@portal.test') order by p.email`,
  );
  const requests = [
    {
      subject: 'Kargom gecikti',
      message: 'Siparişim dört gündür kargoda görünüyor ama hâlâ elime ulaşmadı. Yardımcı olabilir misiniz?',
      answered: true,
    },
    {
      subject: 'Fatura adresi değişikliği',
      message: 'Son siparişimin faturasını şirket adresime kesebilir misiniz? Vergi numaramı iletebilirim.',
      answered: false,
    },
  ];
  await tx.insert(contactMessages).values(
    members.flatMap((m, i) => {
      const r = requests[i % requests.length] as (typeof requests)[number];
      return [
        {
          id: rnd.uuid(),
          kind: 'support',
          memberId: m.id,
          orderId: m.orderId,
          name: m.name,
          email: m.email,
          phone: m.phone,
          subject: r.subject,
          message: r.message,
          status: r.answered ? 'answered' : 'new',
          readAt: r.answered ? daysAgo(1) : null,
          reply: r.answered
            ? 'Kargo firmasıyla görüştük; paketiniz yarın dağıtıma çıkacak. Anlayışınız için teşekkür ederiz.'
            : null,
          repliedAt: r.answered ? daysAgo(0.5) : null,
          repliedBy: r.answered ? adminId : null,
          createdAt: daysAgo(2 + i),
        },
      ];
    }),
  );
}
