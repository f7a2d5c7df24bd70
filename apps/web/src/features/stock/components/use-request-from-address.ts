import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useStockProduct } from '@/features/stock/api/search-products';
import type { DraftLine } from '@/features/stock/components/new-request-dialog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_QUANTITY = 100_000;

/**
 * `?newRequest=<product>&quantity=<n>` (the restock advice of AI Öngörüleri links here): opens the
 * new request dialog prefilled with that line once the product's name is known, then takes the two
 * parameters out of the address so back and reload do not open it again.
 */
export function useRequestFromAddress(open: (lines: DraftLine[]) => void, enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const productId = params.get('newRequest') ?? '';
  const valid = enabled && UUID.test(productId);
  const asked = Number.parseInt(params.get('quantity') ?? '', 10);
  const quantity = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_QUANTITY) : 10;
  const product = useStockProduct(valid ? productId : undefined);
  const opened = useRef('');

  useEffect(() => {
    if (!valid || opened.current === productId || product.isPending) return;
    opened.current = productId;
    open([{ productId, productName: product.data?.name ?? '', quantity }]);
    const next = new URLSearchParams(params);
    next.delete('newRequest');
    next.delete('quantity');
    setParams(next, { replace: true });
  }, [valid, productId, product.isPending, product.data, quantity, open, params, setParams]);
}
