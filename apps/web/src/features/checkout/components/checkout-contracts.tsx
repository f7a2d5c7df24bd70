import type { AcceptedDocumentRef, CheckoutTerms } from '@portal/shared/contracts/legal';
import { POLICY_SLUGS, policyPath } from '@portal/shared/legal';
import { Link } from 'react-router';
import { RichText } from '@/components/rich-text';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';

export const CONTRACTS_ID = 'checkout-contracts';

/** Whether what the buyer accepted is exactly what is shown now (same versions, same hashes). */
export function sameAcceptance(a: readonly AcceptedDocumentRef[] | null, terms: CheckoutTerms | undefined) {
  if (!a || !terms) return false;
  return (
    a.length === terms.acceptance.length &&
    terms.acceptance.every((t) => a.some((x) => x.slug === t.slug && x.version === t.version && x.hash === t.hash))
  );
}

/**
 * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi, filled with this order, each
 * readable in full, and the box the buyer ticks to accept both (decision 042).
 */
export function CheckoutContracts({
  ready,
  terms,
  loading,
  error,
  acceptError,
  accepted,
  onAcceptedChange,
  disabled,
}: {
  ready: boolean;
  terms: CheckoutTerms | undefined;
  loading: boolean;
  error: string | null;
  acceptError?: string | null;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  disabled: boolean;
}) {
  if (!ready) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="checkout-contracts-waiting">
        Sözleşmeler, teslimat adresi ve ödeme yöntemi seçildiğinde siparişinize göre hazırlanır.
      </p>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  }
  if (loading || !terms) return <Skeleton className="h-40 w-full" />;
  return (
    <div className="flex flex-col gap-3" data-testid="checkout-contracts">
      {terms.documents.map((doc) => (
        <details key={doc.slug} className="group rounded-lg border" data-testid={`contract-${doc.slug}`}>
          <summary className="cursor-pointer list-none px-3 py-2.5 text-sm font-medium marker:hidden">
            <span className="underline-offset-2 group-open:underline">{doc.title}</span>{' '}
            <span className="font-normal text-muted-foreground">(Sürüm {doc.version} · okumak için açın)</span>
          </summary>
          <section
            aria-label={doc.title}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="max-h-80 overflow-y-auto border-t px-3 pb-3"
          >
            <RichText html={doc.html} />
          </section>
        </details>
      ))}
      <label className="flex items-start gap-2.5 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={accepted}
          disabled={disabled}
          onChange={(e) => onAcceptedChange(e.target.checked)}
          aria-invalid={acceptError ? true : undefined}
          aria-describedby={acceptError ? 'checkout-contracts-error' : undefined}
          data-testid="accept-contracts"
        />
        <span>
          Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni okudum, kabul ediyorum. Kişisel verilerimin{' '}
          <Link
            to={policyPath(POLICY_SLUGS.kvkk)}
            target="_blank"
            rel="noopener"
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            KVKK Aydınlatma Metni
          </Link>{' '}
          kapsamında işlendiğini biliyorum.
        </span>
      </label>
      {acceptError ? (
        <p id="checkout-contracts-error" className="text-sm font-medium text-destructive" role="alert">
          {acceptError}
        </p>
      ) : null}
    </div>
  );
}
