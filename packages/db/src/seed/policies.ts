import { createHash } from 'node:crypto';
import { LEGAL_MESSAGES, POLICY_SLUGS } from '@portal/shared/legal';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client';
import { consentRecords, policyPages, policyVersions } from '../schema';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const NOTE = `> **Örnek metin.** ${LEGAL_MESSAGES.sampleNotice}`;

interface SeedPage {
  slug: string;
  title: string;
  /** Version 1, then version 2 (the current text). */
  versions: [string, string];
}

const kvkk = (extra: string) => `${NOTE}

## Veri sorumlusu

{{satici_unvan}} ("Şirket"), 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca veri sorumlusu sıfatıyla kişisel verilerinizi aşağıda açıklanan kapsamda işlemektedir. Adres: {{satici_adres}}.

## İşlenen kişisel veriler

- Kimlik ve iletişim bilgileri: ad soyad, e-posta adresi, telefon numarası, il ve ilçe
- Müşteri işlem bilgileri: siparişler, teslimat adresleri, ödeme yöntemi, iade talepleri
- Ağ ve kazanç bilgileri: davet eden üye, satıcı numarası, komisyon ve puan hareketleri, IBAN
- İşlem güvenliği bilgileri: IP adresi, tarayıcı ve cihaz bilgisi, oturum kayıtları

## İşleme amaçları ve hukuki sebepler

Kişisel verileriniz; üyelik sözleşmesinin kurulması ve ifası (KVKK md. 5/2-c), siparişlerin teslimi ve faturalandırılması, vergi ve ticaret mevzuatından doğan yükümlülüklerin yerine getirilmesi (md. 5/2-ç), bilgi güvenliğinin sağlanması (md. 5/2-f) amaçlarıyla işlenir. Ticari elektronik ileti gönderimi yalnızca açık rızanıza dayanır ve dilediğiniz zaman geri alınabilir.

## Aktarım

Verileriniz; siparişi hazırlayan distribütöre, kargo firmasına, ödeme kuruluşuna ve yetkili kamu kurumlarına, yalnızca amacın gerektirdiği ölçüde aktarılır.
${extra}
## Haklarınız (KVKK md. 11)

Verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme ve itiraz etme haklarına sahipsiniz. Hesabınızdaki **Ayarlar → Verilerim ve Gizlilik** bölümünden verilerinizi indirebilir ve silinmelerini talep edebilirsiniz; ayrıca {{satici_eposta}} adresine yazabilirsiniz.
`;

const privacy = (extra: string) => `${NOTE}

## Kapsam

Bu Gizlilik Politikası, {{satici_unvan}} tarafından işletilen Bayi Portalı'nı kullanırken toplanan bilgilerin nasıl korunduğunu açıklar.

## Çerezler

Portal yalnızca oturumunuzu sürdürmek ve tercihlerinizi (tema, filtreler) hatırlamak için zorunlu çerezler kullanır. Reklam veya izleme çerezi kullanılmaz.

## Güvenlik

Şifreler geri döndürülemez biçimde saklanır; oturumlar sunucuda tutulur ve Ayarlar sayfasından sonlandırılabilir. İki adımlı doğrulama isteğe bağlı olarak açılabilir.
${extra}
## Ticari elektronik iletiler

Kampanya ve duyuru iletileri yalnızca izin verdiyseniz gönderilir. İzninizi Ayarlar sayfasından dilediğiniz zaman geri alabilirsiniz.
`;

const returns = (extra: string) => `${NOTE}

## Cayma hakkı

Tüketici, ürünü teslim aldığı günden itibaren **{{cayma_suresi}} gün** içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayabilir. Yasal asgari süre 14 gündür; Şirket bu süreyi {{cayma_suresi}} gün olarak uygular.

## İade süreci

1. Hesabınızda **Siparişlerim** sayfasından ilgili sipariş için iade talebi oluşturun.
2. Ürünü, faturası ile birlikte ve kullanılmamış olarak kargoya verin.
3. İade, ürün depoya ulaştıktan sonra en geç 14 gün içinde ödeme yönteminize yapılır.
${extra}
## İptal

Kargoya verilmemiş siparişler hesabınızdan iptal edilebilir; ödenmiş tutar aynı yöntemle iade edilir.

## İade edilemeyecek ürünler

Ambalajı açılmış, hijyen açısından iadesi uygun olmayan sağlık ve kozmetik ürünleri (Mesafeli Sözleşmeler Yönetmeliği md. 15) iade alınamaz.
`;

const preInformation = (extra: string) => `${NOTE}

## 1. Satıcı bilgileri

- Unvan: {{satici_unvan}}
- Adres: {{satici_adres}}
- Telefon: {{satici_telefon}}
- E-posta: {{satici_eposta}}
- MERSİS No: {{satici_mersis}}

## 2. Alıcı bilgileri

- Ad soyad: {{alici_ad}}
- E-posta: {{alici_eposta}}
- Telefon: {{alici_telefon}}
- Teslim alacak kişi: {{teslimat_alici}}
- Teslimat adresi: {{teslimat_adresi}}

## 3. Sözleşme konusu ürünler

{{urunler}}

{{tutar_ozeti}}

Ödeme yöntemi: {{odeme_yontemi}}. Fiyatlara KDV dahildir.

## 4. Teslimat

Ürünler, ödemenin onaylanmasından sonra en geç 30 gün içinde yukarıdaki adrese kargo ile teslim edilir.
${extra}
## 5. Cayma hakkı

Alıcı, ürünü teslim aldığı günden itibaren {{cayma_suresi}} gün içinde hiçbir gerekçe göstermeksizin cayma hakkını kullanabilir. Cayma bildirimi {{satici_eposta}} adresine veya hesabındaki sipariş sayfasından yapılır.

## 6. Şikâyet ve itiraz

Alıcı, şikâyetlerini Satıcıya iletebilir; parasal sınırlar dahilinde Tüketici Hakem Heyetine veya Tüketici Mahkemesine başvurabilir.
`;

const distanceSales = (extra: string) => `${NOTE}

## Madde 1 – Taraflar

**Satıcı:** {{satici_unvan}}, {{satici_adres}}, Tel: {{satici_telefon}}, E-posta: {{satici_eposta}}

**Alıcı:** {{alici_ad}}, E-posta: {{alici_eposta}}, Tel: {{alici_telefon}}

## Madde 2 – Konu

Bu sözleşmenin konusu, Alıcının Bayi Portalı üzerinden elektronik ortamda siparişini verdiği aşağıdaki ürünlerin satışı ve teslimidir; taraflar 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümlerine tabidir.

{{urunler}}

{{tutar_ozeti}}

## Madde 3 – Ödeme ve teslimat

Toplam bedel **{{toplam}}** olup {{odeme_yontemi}} ile ödenir. Ürünler {{teslimat_alici}} adına {{teslimat_adresi}} adresine teslim edilir. Teslimat masrafları Satıcıya aittir.
${extra}
## Madde 4 – Cayma hakkı

Alıcı, teslimattan itibaren **{{cayma_suresi}} gün** içinde sözleşmeden cayabilir. Satıcı, cayma bildiriminin kendisine ulaşmasından itibaren 14 gün içinde bedeli iade eder.

## Madde 5 – Yürürlük

Alıcı, bu sözleşmeyi ve Ön Bilgilendirme Formunu okuduğunu ve onayladığını, siparişini vermeden önce elektronik ortamda kabul eder. Sözleşme, siparişin verilmesiyle yürürlüğe girer.
`;

const PAGES: SeedPage[] = [
  {
    slug: POLICY_SLUGS.kvkk,
    title: 'KVKK Aydınlatma Metni',
    versions: [
      kvkk(''),
      kvkk(
        '\n## Saklama süresi\n\nFatura ve siparişler vergi mevzuatı gereği 10 yıl saklanır; süre sonunda silinir veya anonim hale getirilir.\n',
      ),
    ],
  },
  {
    slug: POLICY_SLUGS.privacy,
    title: 'Gizlilik Politikası',
    versions: [
      privacy(''),
      privacy(
        '\n## Konum bilgisi\n\nOturum listesinde gösterilen konum, IP adresinden yaklaşık olarak belirlenir; hassas konum toplanmaz.\n',
      ),
    ],
  },
  {
    slug: POLICY_SLUGS.distanceSales,
    title: 'Mesafeli Satış Sözleşmesi',
    versions: [
      distanceSales(''),
      distanceSales('\nTeslimat süresi 30 günü aşamaz; aşılması halinde Alıcı sözleşmeyi feshedebilir.\n'),
    ],
  },
  {
    slug: POLICY_SLUGS.returns,
    title: 'İade ve İptal Koşulları',
    versions: [
      returns(''),
      returns(
        '\nHasarlı teslim edilen ürünler için kargo tutanağı tutturulması yeterlidir; iade kargo ücreti Satıcıya aittir.\n',
      ),
    ],
  },
  {
    slug: POLICY_SLUGS.preInformation,
    title: 'Ön Bilgilendirme Formu',
    versions: [
      preInformation(''),
      preInformation(
        '\nKargo takip numarası, sipariş kargoya verildiğinde hesabınızdaki sipariş sayfasında gösterilir.\n',
      ),
    ],
  },
];

/**
 * The policy pages in sample Turkish (each marked as a sample for the company's lawyer), each with
 * two published versions, and the demo members' KVKK and marketing consents.
 */
export async function seedPolicies(tx: Tx, now: Date) {
  const [admin] = await queryRows<{ id: string }>(tx, sql`select id from profiles where email = 'admin@portal.test'`);
  const adminId = admin?.id ?? null;
  const first = new Date(now.getTime() - 200 * 86_400_000);
  const second = new Date(now.getTime() - 60 * 86_400_000);
  for (const page of PAGES) {
    const [row] = await tx
      .insert(policyPages)
      .values({
        slug: page.slug,
        title: page.title,
        draftSource: page.versions[1],
        currentVersion: 2,
        updatedBy: adminId,
        createdAt: first,
        updatedAt: second,
      })
      .returning({ id: policyPages.id });
    if (!row) throw new Error('policy page seed failed');
    await tx.insert(policyVersions).values(
      page.versions.map((source, i) => ({
        pageId: row.id,
        version: i + 1,
        title: page.title,
        source,
        contentHash: sha256(source),
        publishedAt: i === 0 ? first : second,
        publishedBy: adminId,
      })),
    );
  }
  // Every demo member acknowledged the KVKK notice when it registered; about a third allow marketing.
  await queryRows(
    tx,
    sql`insert into ${consentRecords} (user_id, email, purpose, policy_slug, policy_version, given_at, ip_address, user_agent)
        select id, email, 'registration', ${POLICY_SLUGS.kvkk}, case when created_at < ${second} then 1 else 2 end,
               created_at, '10.0.0.' || (1 + seller_no_num % 200), 'Mozilla/5.0 (demo)'
        from (select *, coalesce(nullif(regexp_replace(seller_no, '\\D', '', 'g'), ''), '0')::int as seller_no_num from profiles) p`,
  );
  await queryRows(
    tx,
    sql`insert into ${consentRecords} (user_id, email, purpose, policy_slug, policy_version, given_at, withdrawn_at, ip_address, user_agent)
        select id, email, 'marketing', ${POLICY_SLUGS.privacy}, 1, created_at,
               case when seller_no_num % 9 = 0 then created_at + interval '20 days' end,
               '10.0.0.' || (1 + seller_no_num % 200), 'Mozilla/5.0 (demo)'
        from (select *, coalesce(nullif(regexp_replace(seller_no, '\\D', '', 'g'), ''), '0')::int as seller_no_num from profiles) p
        where seller_no_num % 3 = 0 or email = 'musteri@portal.test'`,
  );
}
