import { MESSAGES } from '@portal/shared/errors';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { categoryKeys } from '@/features/shop/api/get-categories';
import { comparisonKeys } from '@/features/shop/api/get-comparisons';
import { favoriteKeys } from '@/features/shop/api/get-favorites';
import { productKeys } from '@/features/shop/api/product-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/** Realtime toasts are debounced by 500 ms (spec §9): a burst of price events says so once. */
const TOAST_DEBOUNCE_MS = 500;
let toastTimer: ReturnType<typeof setTimeout> | null = null;

function announcePrices(): void {
  if (toastTimer !== null) clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    toastTimer = null;
    toast.info(MESSAGES.realtime.pricesUpdated, { id: 'prices-updated' });
  }, TOAST_DEBOUNCE_MS);
}

function refreshCatalogue(queryClient: QueryClient): void {
  // Everything that shows a role price: lists, details, tier prices, wishlist and comparison.
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
  void queryClient.invalidateQueries({ queryKey: comparisonKeys.all });
}

/**
 * Keeps an open shop current: price changes (`price_updated`, `bulk_price_updated`) refresh and
 * say 'Ürün fiyatları yenilendi'; other product changes (`product_changed`) refresh quietly.
 */
export function useProductsRealtime(): void {
  const queryClient = useQueryClient();
  const onPrices = () => {
    refreshCatalogue(queryClient);
    announcePrices();
  };
  useRealtimeEvent('price_updated', onPrices);
  useRealtimeEvent('bulk_price_updated', onPrices);
  useRealtimeEvent('product_changed', () => {
    refreshCatalogue(queryClient);
    void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
  });
}
