import { MESSAGES } from '@portal/shared/messages';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useIntegrations, useIntegrationsRealtime } from '@/features/integrations/api/integrations';
import { CargoCard, PaymentCard, SmtpCard } from '@/features/integrations/components/integration-cards';

const M = MESSAGES.integrations;

/** Entegrasyonlar / Entegrasyon Ayarları: SMTP, payment provider and cargo carrier (admin, turkeyDistributor). */
export function IntegrationsPage() {
  const query = useIntegrations();
  useIntegrationsRealtime();
  return (
    <div className="flex w-full min-w-0 flex-col gap-4" data-testid="integrations-page">
      <p className="text-sm text-muted-foreground">{M.description}</p>
      {query.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-label={MESSAGES.loading.page}>
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{M.loadFailed}</AlertTitle>
          <AlertDescription>
            <p>{query.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          {/* Keyed by the last change: a save elsewhere gives the form the stored values again. */}
          <SmtpCard key={`smtp-${query.data.smtp.updatedAt}`} data={query.data.smtp} />
          <PaymentCard key={`payment-${query.data.payment.updatedAt}`} data={query.data.payment} />
          <CargoCard key={`cargo-${query.data.cargo.updatedAt}`} data={query.data.cargo} />
        </>
      )}
    </div>
  );
}
