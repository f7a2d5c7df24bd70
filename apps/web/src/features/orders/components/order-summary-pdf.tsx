import { FileDown, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { orderSummaryPdfUrl } from '@/features/orders/api/order-summary-pdf';

/**
 * The printable order: "PDF indir" saves the Sipariş Özeti (for the accountant), "Yazdır" opens the
 * same PDF in a new tab, where the browser prints it as it is, on A4.
 */
export function OrderSummaryPdfLinks({ orderId, number }: { orderId: string; number: string }) {
  const href = orderSummaryPdfUrl(orderId);
  return (
    <div className="flex flex-wrap gap-2" data-testid="order-summary-pdf">
      <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
        <a href={href} download={`siparis-ozeti-${number}.pdf`} data-testid="order-pdf-download">
          <FileDown aria-hidden="true" />
          PDF indir
        </a>
      </Button>
      <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
        <a href={href} target="_blank" rel="noopener" data-testid="order-print">
          <Printer aria-hidden="true" />
          Yazdır
        </a>
      </Button>
    </div>
  );
}
