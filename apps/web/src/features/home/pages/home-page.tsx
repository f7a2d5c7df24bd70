import {
  ArrowRight,
  BadgePercent,
  Boxes,
  Coins,
  KeyRound,
  Network,
  PackageSearch,
  ShieldCheck,
  Stethoscope,
  Truck,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HeroSlider } from '@/features/content/public';

const FEATURES = [
  {
    icon: BadgePercent,
    title: 'Üyelere özel fiyatlar',
    text: 'Her üye kendi rolüne tanımlı fiyatla alışveriş yapar; toplu alımlarda kademeli indirimler uygulanır.',
  },
  {
    icon: Network,
    title: 'Şeffaf ağ yapısı',
    text: 'Türkiye Distribütörü, Şehir Distribütörü, Bayi ve Danışan: herkes kendi ağını ve ekibini tek ekrandan izler.',
  },
  {
    icon: Coins,
    title: 'Komisyon ve puan',
    text: 'Komisyonların nasıl hesaplandığını satır satır görürsünüz; puanlarınızı ürün siparişinde kullanabilirsiniz.',
  },
  {
    icon: Truck,
    title: 'Sipariş ve kargo takibi',
    text: 'Siparişinizin hazırlanmasından teslimine kadar her adımı ve kargo hareketlerini takip edin.',
  },
  {
    icon: Boxes,
    title: 'Stok yönetimi',
    text: 'Distribütörler stoklarını, stok taleplerini ve transferlerini anlık olarak yönetir.',
  },
  {
    icon: ShieldCheck,
    title: 'Güvenli hesap',
    text: 'İki adımlı doğrulama, oturum yönetimi ve KVKK’ya uygun veri işleme ile hesabınız güvende.',
  },
];

const ROLES = [
  { name: 'Türkiye Distribütörü', text: 'Ülke genelinde dağıtımı ve puanlı siparişlerin teslimini yürütür.' },
  { name: 'Şehir Distribütörü', text: 'Şehrindeki bayilere stok sağlar, ağını büyütür.' },
  { name: 'Bayi', text: 'Danışanlarına ürünleri tanıtır, davetle ekibini kurar; stok tutmaz.' },
  { name: 'Danışan', text: 'Bayisinin davetiyle katılır, ürünleri özel fiyatla alır.' },
];

export function HomePage() {
  return (
    <div className="flex flex-col">
      <HeroSlider />
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-14 md:py-20">
          <div className="flex max-w-2xl flex-col gap-4">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              Sağlık ürünlerinde güvenilir dağıtım ağı
            </p>
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
              Ürünlerimizi üyelerimizle birlikte Türkiye’nin her yerine ulaştırıyoruz
            </h1>
            <p className="text-base text-muted-foreground md:text-lg">
              Bayi Portalı; distribütörlerimizin, bayilerimizin ve danışanlarımızın sipariş, stok, ağ, komisyon ve puan
              işlemlerini tek yerden yönettiği üyelere özel platformdur.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/login">
                Üye Girişi
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/doctor-application">
                <Stethoscope aria-hidden="true" />
                Doktor Başvurusu
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to="/products">
                <PackageSearch aria-hidden="true" />
                Ürün Kataloğu
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4 py-14">
        <h2 id="features-title" className="text-2xl font-bold tracking-tight">
          Üyelerimize neler sunuyoruz?
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <Card key={feature.title} className="gap-3">
              <CardHeader>
                <div className="mb-1 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <feature.icon className="size-5" aria-hidden="true" />
                </div>
                <CardTitle>{feature.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{feature.text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="roles-title" className="border-y bg-muted/40">
        <div className="mx-auto w-full max-w-6xl px-4 py-14">
          <h2 id="roles-title" className="text-2xl font-bold tracking-tight">
            Ağımız nasıl işler?
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Üyelik yalnızca davetle olur; sizi davet eden üye sponsorunuz olur. Siparişlerinizi ise stok tutan en yakın
            distribütörünüz hazırlar: şehir distribütörünüz, onda yoksa Türkiye Distribütörü ya da şirket deposu.
          </p>
          <ol className="mt-6 grid gap-4 md:grid-cols-4">
            {ROLES.map((role, index) => (
              <li key={role.name} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
                <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="font-semibold">{role.name}</h3>
                <p className="text-sm text-muted-foreground">{role.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-14 md:grid-cols-2">
        <Card>
          <CardHeader>
            <KeyRound className="size-6 text-primary" aria-hidden="true" />
            <CardTitle className="text-lg">Davet kodunuz mu var?</CardTitle>
            <CardDescription>Size iletilen 8 karakterlik kodla üyeliğinizi birkaç dakikada oluşturun.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/invitation-code">Davet Kodunu Gir</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <Stethoscope className="size-6 text-primary" aria-hidden="true" />
            <CardTitle className="text-lg">Hekim misiniz?</CardTitle>
            <CardDescription>
              Başvurunuzu bırakın; ekibimiz bilgilerinizi inceledikten sonra size davet gönderir.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/doctor-application">Başvuru Formu</Link>
            </Button>
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
