import { addressLocality, formatAddressPhone } from '@portal/shared/addresses';
import type { Address } from '@portal/shared/contracts/addresses';
import { MapPin, Phone, UserRound } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** What an address says, for cards and the checkout picker. */
export function AddressDetails({ address, className }: { address: Address; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5 text-sm', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words" data-testid="address-title">
          {address.title}
        </h3>
        {address.isDefault ? (
          <Badge variant="success" data-testid="address-default-badge">
            Varsayılan
          </Badge>
        ) : null}
      </div>
      <p className="flex items-center gap-2">
        <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-words">{address.recipientName}</span>
      </p>
      <p className="flex items-center gap-2">
        <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="tabular" data-testid="address-phone">
          {formatAddressPhone(address.phone)}
        </span>
      </p>
      <p className="flex items-start gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-words">
          <span className="block" data-testid="address-line">
            {address.addressLine}
          </span>
          <span className="block text-muted-foreground" data-testid="address-locality">
            {addressLocality(address)}
          </span>
        </span>
      </p>
    </div>
  );
}

type AddressCardProps = {
  address: Address;
  /** The card's buttons (edit, delete, make default). */
  actions?: React.ReactNode;
  className?: string;
};

export function AddressCard({ address, actions, className }: AddressCardProps) {
  return (
    <article
      aria-label={`${address.title} adresi`}
      className={cn(
        'flex h-full min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-xs',
        address.isDefault && 'border-primary/50',
        className,
      )}
      data-testid="address-card"
      data-address-id={address.id}
      data-default={address.isDefault || undefined}
    >
      <AddressDetails address={address} className="flex-1" />
      {actions ? <div className="flex flex-wrap items-center gap-1 border-t pt-3">{actions}</div> : null}
    </article>
  );
}
