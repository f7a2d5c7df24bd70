import { EMPTY_VALUE, formatDate, formatMoney, formatNumber } from '@portal/shared/format';
import type { Customer, CustomerSort } from '@portal/shared/contracts/network-reports';
import { Users, X } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCustomers } from '@/features/network-reports/api/get-customers';
import { useReportsRealtime } from '@/features/network-reports/api/reports-realtime';
import { MemberName, ReportError } from '@/features/network-reports/components/report-parts';
import { useCustomerFilters } from '@/features/network-reports/components/use-report-filters';
import { useIsMobile } from '@/lib/use-media-query';

const SORTS: { value: CustomerSort; label: string }[] = [
  { value: 'lastOrder', label: 'Son sipariş' },
  { value: 'spend', label: 'Toplam harcama' },
  { value: 'name', label: 'Ad' },
];
const NUMERIC = 'text-right tabular';
/** Points are kept in hundredths; shown with at most two decimals, as the points bar does. */
const points = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

function Passive({ customer }: { customer: Customer }) {
  return customer.isActive ? null : (
    <Badge variant="secondary" className="mt-1">
      Pasif
    </Badge>
  );
}

function CustomerCards({ customers, showSponsor }: { customers: Customer[]; showSponsor: boolean }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="customers" data-layout="cards" aria-label="Müşteriler">
      {customers.map((c) => (
        <li key={c.id}>
          <Card className="gap-3 p-3" data-testid="customer" data-customer-id={c.id}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <MemberName name={c.name} sellerNo={c.sellerNo} />
                <Passive customer={c} />
              </div>
              <span className="text-right font-semibold tabular" data-testid="customer-spend">
                {formatMoney(c.totalSpend)}
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Son sipariş</dt>
                <dd className="tabular">{c.lastOrderAt ? formatDate(c.lastOrderAt) : EMPTY_VALUE}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Sipariş</dt>
                <dd className="tabular">{formatNumber(c.orderCount)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Puan</dt>
                <dd className="tabular">{points(c.points)}</dd>
              </div>
              <div className="col-span-3 min-w-0">
                <dt className="text-xs text-muted-foreground">{showSponsor ? 'Şehir · Sponsor' : 'Şehir'}</dt>
                <dd className="break-words">
                  {c.city ?? EMPTY_VALUE}
                  {showSponsor ? ` · ${c.sponsor ? `${c.sponsor.name} (${c.sponsor.sellerNo})` : EMPTY_VALUE}` : null}
                </dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function CustomerTable({ customers, showSponsor }: { customers: Customer[]; showSponsor: boolean }) {
  return (
    <Card className="py-0">
      <Table data-testid="customers" data-layout="table" aria-label="Müşteriler">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Müşteri</TableHead>
            <TableHead>Şehir</TableHead>
            {showSponsor ? <TableHead>Sponsor</TableHead> : null}
            <TableHead>Son sipariş</TableHead>
            <TableHead className="text-right">Toplam harcama</TableHead>
            <TableHead className="text-right">Sipariş</TableHead>
            <TableHead className="pr-4 text-right">Puan</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {customers.map((c) => (
            <TableRow key={c.id} data-testid="customer" data-customer-id={c.id}>
              <TableCell className="pl-4">
                <MemberName name={c.name} sellerNo={c.sellerNo} />
                <Passive customer={c} />
              </TableCell>
              <TableCell>{c.city ?? EMPTY_VALUE}</TableCell>
              {showSponsor ? (
                <TableCell>
                  {c.sponsor ? <MemberName name={c.sponsor.name} sellerNo={c.sponsor.sellerNo} /> : EMPTY_VALUE}
                </TableCell>
              ) : null}
              <TableCell className="whitespace-nowrap tabular">
                {c.lastOrderAt ? formatDate(c.lastOrderAt) : EMPTY_VALUE}
              </TableCell>
              <TableCell className={`${NUMERIC} font-semibold`} data-testid="customer-spend">
                {formatMoney(c.totalSpend)}
              </TableCell>
              <TableCell className={NUMERIC}>{formatNumber(c.orderCount)}</TableCell>
              <TableCell className={`${NUMERIC} pr-4`}>{points(c.points)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/**
 * /dashboard/customers: the clients below the member (every client for the admin and the national
 * distributor), with what they bought and their points.
 */
export function CustomersPage() {
  useReportsRealtime();
  const { state, update, reset, hrefFor } = useCustomerFilters();
  const isMobile = useIsMobile();
  const searchId = useId();
  const sortId = useId();
  const list = useCustomers({ q: state.q || undefined, sort: state.sort, page: state.page });
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="customers-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Ağınızdaki müşteriler, son siparişleri ve toplam harcamaları. Harcama; ödemesi alınmış, iptal ve iade edilmemiş
        siparişlerin toplamıdır.
      </p>

      <div className="grid grid-cols-1 items-end gap-3 sm:flex sm:flex-wrap" data-testid="customer-filters">
        <div className="grid min-w-0 gap-1.5 sm:w-80">
          <Label htmlFor={searchId}>Ara</Label>
          <SearchInput
            id={searchId}
            value={state.q}
            onCommit={(q) => update({ q })}
            placeholder="Ad, e-posta, telefon ya da satıcı no"
            data-testid="customers-search"
          />
        </div>
        <div className="grid min-w-0 gap-1.5 sm:w-52">
          <Label htmlFor={sortId}>Sırala</Label>
          <NativeSelect
            id={sortId}
            value={state.sort}
            onChange={(e) => update({ sort: e.target.value as CustomerSort })}
            data-testid="customers-sort"
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {state.q ? (
          <Button variant="ghost" className="justify-self-start" onClick={reset}>
            <X aria-hidden="true" />
            Aramayı temizle
          </Button>
        ) : null}
        {list.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {list.isError && !data ? (
        <ReportError
          title="Müşteriler alınamadı"
          error={list.error}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : data === undefined ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : (
        <div
          className="flex flex-col gap-3 transition-opacity data-[stale=true]:opacity-60"
          data-stale={list.isPlaceholderData}
        >
          <p className="text-sm text-muted-foreground" data-testid="customers-total">
            {formatNumber(data.total)} müşteri
          </p>
          {data.customers.length === 0 ? (
            <EmptyState
              icon={Users}
              title={state.q ? 'Aramayla eşleşen müşteri yok' : 'Henüz müşteriniz yok'}
              description={
                state.q
                  ? 'Farklı bir ad, e-posta ya da satıcı numarasıyla arayın.'
                  : 'Davet ettiğiniz müşteriler kayıt oldukça burada listelenir.'
              }
              data-testid="customers-empty"
            />
          ) : isMobile ? (
            <CustomerCards customers={data.customers} showSponsor={data.showSponsor} />
          ) : (
            <CustomerTable customers={data.customers} showSponsor={data.showSponsor} />
          )}
          <Pagination page={state.page} totalPages={totalPages} hrefFor={hrefFor} />
        </div>
      )}
    </div>
  );
}
