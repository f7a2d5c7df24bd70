import { formatDateTime } from '@portal/shared/format';
import { CONSENT_PURPOSE_LABELS, DELETION_REQUEST_STATUS_LABELS } from '@portal/shared/legal';
import { POLICY_SLUGS, policyPath } from '@portal/shared/policy-slugs';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { DATA_EXPORT_URL, usePrivacy } from '@/features/settings/api/get-privacy';
import { useRequestDeletion } from '@/features/settings/api/request-deletion';
import { useSetMarketingConsent } from '@/features/settings/api/set-marketing-consent';
import { messageOf } from '@/lib/use-server-form';

/**
 * KVKK data rights in settings (decision 042): the optional marketing consent (each change
 * recorded), the archive of everything the portal keeps about the member, and the deletion
 * request the admin decides. Legally kept records are anonymised, not deleted: the dialog says so.
 */
export function PrivacyCard() {
  const privacy = usePrivacy();
  const marketing = useSetMarketingConsent();
  const deletion = useRequestDeletion();
  const [reason, setReason] = useState('');
  const switchId = useId();
  const reasonId = useId();

  if (privacy.isPending) {
    return <Skeleton className="h-72 w-full rounded-xl" role="status" aria-label="Gizlilik ayarları yükleniyor" />;
  }
  if (privacy.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Gizlilik ayarları yüklenemedi</AlertTitle>
        <AlertDescription>
          <p>{messageOf(privacy.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void privacy.refetch()}>
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const data = privacy.data;
  const pending = data.deletionRequest?.status === 'pending' ? data.deletionRequest : null;
  const lastDecided = data.deletionRequest && data.deletionRequest.status !== 'pending' ? data.deletionRequest : null;

  const onMarketing = (given: boolean) =>
    marketing.mutate(given, {
      onSuccess: () => toast.success(given ? 'Ticari ileti izniniz kaydedildi' : 'Ticari ileti izniniz geri alındı'),
      onError: (error) => toast.error(messageOf(error)),
    });

  const onDelete = () =>
    deletion.mutate(reason, {
      onSuccess: () => {
        setReason('');
        toast.success('Silme talebiniz alındı');
      },
      onError: (error) => toast.error(messageOf(error)),
    });

  return (
    <Card data-testid="privacy-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>Gizlilik ve kişisel veriler</h2>
        </CardTitle>
        <CardDescription>
          Kişisel verilerinizin nasıl işlendiğini{' '}
          <Link
            to={policyPath(POLICY_SLUGS.kvkk)}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            KVKK Aydınlatma Metni
          </Link>
          ’nde okuyabilirsiniz.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-center justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor={switchId} className="leading-snug">
              Ticari elektronik ileti izni
            </Label>
            <p className="text-xs text-muted-foreground sm:text-sm">
              Kampanya ve duyurular için e-posta ve SMS. İsteğe bağlıdır; her değişiklik kayıt altına alınır.
            </p>
          </div>
          <div className="flex items-center gap-2">
            {marketing.isPending ? <Spinner /> : null}
            <Switch
              id={switchId}
              checked={data.marketing}
              disabled={marketing.isPending}
              onCheckedChange={onMarketing}
              data-testid="marketing-consent-switch"
            />
          </div>
        </div>

        <Separator />

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <p className="text-sm font-medium">Verilerimi indir</p>
            <p className="text-xs text-muted-foreground sm:text-sm">
              Profil, adresler, siparişler, puanlar, komisyonlar, oturumlar ve onaylarınız; JSON ve CSV dosyaları içeren
              bir ZIP arşivi.
            </p>
          </div>
          <Button asChild variant="outline" className="shrink-0">
            <a href={DATA_EXPORT_URL} download data-testid="data-export">
              <Download aria-hidden="true" />
              Verilerimi indir
            </a>
          </Button>
        </div>

        <Separator />

        <div className="flex flex-col gap-3" data-testid="deletion-section">
          <div className="grid gap-1">
            <p className="text-sm font-medium">Hesabımın silinmesini istiyorum</p>
            <p className="text-xs text-muted-foreground sm:text-sm">
              Talebiniz yönetici tarafından değerlendirilir. Onaylanınca kişisel verileriniz silinir; fatura, sipariş ve
              komisyon gibi yasal olarak saklanması gereken kayıtlar silinmez, anonimleştirilir.
            </p>
          </div>
          {pending ? (
            <Alert data-testid="deletion-pending">
              <AlertTitle className="flex flex-wrap items-center gap-2">
                Silme talebiniz değerlendiriliyor
                <Badge variant="secondary">{DELETION_REQUEST_STATUS_LABELS.pending}</Badge>
              </AlertTitle>
              <AlertDescription>
                <p>Talep tarihi: {formatDateTime(pending.createdAt)}</p>
                {pending.reason ? <p>Açıklamanız: {pending.reason}</p> : null}
              </AlertDescription>
            </Alert>
          ) : (
            <>
              {lastDecided ? (
                <p className="text-xs text-muted-foreground sm:text-sm" data-testid="deletion-last">
                  Son talebiniz: {DELETION_REQUEST_STATUS_LABELS[lastDecided.status]}
                  {lastDecided.decisionNote ? ` — ${lastDecided.decisionNote}` : ''}
                </p>
              ) : null}
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="destructive" className="self-start" data-testid="deletion-request">
                    <Trash2 aria-hidden="true" />
                    Hesabımın silinmesini istiyorum
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Hesabınızın silinmesini istiyor musunuz?</AlertDialogTitle>
                    <AlertDialogDescription>
                      Onaylanınca hesabınıza bir daha giriş yapamazsınız. Yasal olarak saklanan kayıtlar (faturalar,
                      siparişler, komisyonlar) anonimleştirilerek saklanır.
                    </AlertDialogDescription>
                  </AlertDialogHeader>
                  <div className="grid gap-2">
                    <Label htmlFor={reasonId}>Açıklama (isteğe bağlı)</Label>
                    <textarea
                      id={reasonId}
                      value={reason}
                      maxLength={1000}
                      rows={3}
                      onChange={(event) => setReason(event.target.value)}
                      className="min-h-20 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
                      data-testid="deletion-reason"
                    />
                  </div>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Vazgeç</AlertDialogCancel>
                    <AlertDialogAction onClick={onDelete} data-testid="deletion-confirm">
                      Silme talebini gönder
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </>
          )}
        </div>

        {data.consents.length > 0 ? (
          <>
            <Separator />
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">Onay kayıtlarım ({data.consents.length})</summary>
              <ul className="mt-2 flex flex-col gap-2" data-testid="consent-list">
                {data.consents.map((c) => (
                  <li key={c.id} className="rounded-md border p-2 text-xs sm:text-sm">
                    <span className="font-medium">{CONSENT_PURPOSE_LABELS[c.purpose]}</span>
                    {c.policyVersion ? (
                      <>
                        {' '}
                        —{' '}
                        <Link
                          to={policyPath(c.policySlug, c.policyVersion)}
                          className="text-primary underline-offset-2 hover:underline"
                        >
                          sürüm {c.policyVersion}
                        </Link>
                      </>
                    ) : null}
                    <span className="block text-muted-foreground">
                      Verildi: {formatDateTime(c.givenAt)}
                      {c.withdrawnAt ? ` · Geri alındı: ${formatDateTime(c.withdrawnAt)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
