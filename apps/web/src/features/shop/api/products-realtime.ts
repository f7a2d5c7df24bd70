import { MESSAGES } from '@portal/shared/messages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { categoryKeys } from '@/lib/api/categories';
import { comparisonKeys } from '@/features/shop/api/get-comparisons';
import { favoriteKeys } from '@/features/shop/api/get-favorites';
import { productKeys } from '@/features/shop/api/product-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * A burst of events (an admin saving several products) refreshes once after 250 ms and says so
 * once after 500 ms (spec §9: dashboard invalidations 250 ms, realtime toasts 500 ms).
 */
const REFRESH_DEBOUNCE_MS = 250;
const TOAST_DEBOUNCE_MS = 500;

let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let refreshCategories = false;
let toastTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleRefresh(queryClient: QueryClient, withCategories: boolean): void {
  refreshCategories ||= withCategories;
  if (refreshTimer !== null) clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    // Everything that shows a role price: lists, details, tier prices, wishlist and comparison.
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
    void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
    void queryClient.invalidateQueries({ queryKey: comparisonKeys.all });
    if (refreshCategories) void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    refreshCategories = false;
  }, REFRESH_DEBOUNCE_MS);
}

function announcePrices(): void {
  if (toastTimer !== null) clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    toastTimer = null;
    toast.info(MESSAGES.realtime.pricesUpdated, { id: 'prices-updated' });
  }, TOAST_DEBOUNCE_MS);
}

/**
 * Keeps an open shop current: price changes (`price_updated`, `bulk_price_updated`) refresh and
 * say 'Ürün fiyatları yenilendi'; other product changes (`product_changed`) refresh quietly.
 */
export function useProductsRealtime(): void {
  const queryClient = useQueryClient();
  const onPrices = () => {
    scheduleRefresh(queryClient, false);
    announcePrices();
  };
  useRealtimeEvent('price_updated', onPrices);
  useRealtimeEvent('bulk_price_updated', onPrices);
  useRealtimeEvent('product_changed', () => scheduleRefresh(queryClient, true));
}
