import { ADDRESS_LIMIT } from '@portal/shared/addresses';
import type { Address } from '@portal/shared/contracts/addresses';
import { MapPinned, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteAddress } from '@/features/addresses/api/delete-address';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useSetDefaultAddress } from '@/features/addresses/api/set-default-address';
import { AddressCard } from '@/features/addresses/components/address-card';
import { AddressFormDialog } from '@/features/addresses/components/address-form';

/**
 * A dialog and its subject. The subject stays while the dialog closes, so its words do not change
 * during the closing animation.
 */
type DialogState<T> = { open: boolean; subject: T };

function AddressesSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-busy="true" data-testid="addresses-loading">
      <span className="sr-only" role="status">
        Adresler yükleniyor
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-48 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** /dashboard/addresses: the member's delivery addresses, their default, and the form to add or edit one. */
export function AddressesPage() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<DialogState<Address | null>>({ open: false, subject: null });
  const [deleting, setDeleting] = useState<DialogState<Address | null>>({ open: false, subject: null });

  const list = addresses.data ?? [];
  const full = list.length >= ADDRESS_LIMIT;
  const openNew = () => setEditing({ open: true, subject: null });
  const busyId = remove.isPending ? remove.variables : makeDefault.isPending ? makeDefault.variables : null;

  let body: ReactNode;
  if (addresses.isPending) {
    body = <AddressesSkeleton />;
  } else if (addresses.isError && !addresses.data) {
    // A failed background refresh keeps showing the list it already has.
    body = (
      <Alert variant="destructive" data-testid="addresses-error">
        <AlertTitle>Adresler yüklenemedi</AlertTitle>
        <AlertDescription>
          <p>{addresses.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => addresses.refetch()}
            disabled={addresses.isFetching}
          >
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={MapPinned}
        title="Henüz kayıtlı adresiniz yok"
        description="Teslimat adreslerinizi bir kez kaydedin, siparişlerinizde tek dokunuşla seçin. İlk adresiniz varsayılan adresiniz olur."
        action={
          <Button onClick={openNew} data-testid="address-add-empty">
            <Plus aria-hidden="true" />
            Yeni Adres
          </Button>
        }
        data-testid="addresses-empty"
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="address-list">
        {list.map((address) => {
          const busy = busyId === address.id;
          return (
            <li key={address.id} className="min-w-0">
              <AddressCard
                address={address}
                actions={
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing({ open: true, subject: address })}
                      aria-label={`${address.title} adresini düzenle`}
                      data-testid="address-edit"
                    >
                      <Pencil aria-hidden="true" />
                      Düzenle
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2.5 text-destructive hover:text-destructive"
                      onClick={() => setDeleting({ open: true, subject: address })}
                      disabled={busy}
                      aria-label={`${address.title} adresini sil`}
                      data-testid="address-delete"
                    >
                      {busy && remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
                      Sil
                    </Button>
                    {address.isDefault ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="ml-auto px-2.5"
                        onClick={() => makeDefault.mutate(address.id)}
                        disabled={busy}
                        aria-label={`${address.title} adresini varsayılan yap`}
                        data-testid="address-make-default"
                      >
                        {busy && makeDefault.isPending ? <Spinner /> : <Star aria-hidden="true" />}
                        Varsayılan yap
                      </Button>
                    )}
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="addresses-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Siparişlerinizde kullanacağınız teslimat adresleri. En fazla {ADDRESS_LIMIT} adres kaydedebilirsiniz.
          {addresses.data && list.length > 0 ? (
            <>
              {' '}
              <span className="tabular" data-testid="address-count">
                ({list.length}/{ADDRESS_LIMIT})
              </span>
            </>
          ) : null}
        </p>
        {list.length > 0 ? (
          <Button onClick={openNew} disabled={full} className="sm:shrink-0" data-testid="address-add">
            <Plus aria-hidden="true" />
            Yeni Adres
          </Button>
        ) : null}
      </div>
      {full ? (
        <Alert variant="info" data-testid="address-limit">
          <AlertDescription>
            <p>Adres sınırına ulaştınız. Yeni bir adres eklemek için kullanmadığınız bir adresi silin.</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {body}

      <AddressFormDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((d) => ({ ...d, open }))}
        address={editing.subject}
        offerDefault={list.length > 0}
      />

      <AlertDialog open={deleting.open} onOpenChange={(open) => setDeleting((d) => ({ ...d, open }))}>
        <AlertDialogContent data-testid="address-delete-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle>“{deleting.subject?.title}” adresi silinsin mi?</AlertDialogTitle>
            <AlertDialogDescription>
              Adres, adres defterinizden kaldırılır; verilmiş siparişlerinizdeki teslimat bilgileri değişmez.
              {deleting.subject?.isDefault && list.length > 1
                ? ' Bu adres varsayılan adresiniz: en son eklediğiniz adres varsayılan olur.'
                : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Vazgeç</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                if (deleting.subject) remove.mutate(deleting.subject.id);
              }}
              data-testid="address-delete-confirm"
            >
              Adresi Sil
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
