/** Query keys of the sales analytics; the realtime hook invalidates `all`. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (qs: string) => ['analytics', 'overview', qs] as const,
  sales: (qs: string, dimension: string) => ['analytics', 'sales', qs, dimension] as const,
  orders: (qs: string, dimension: string, value: string, page: number) =>
    ['analytics', 'sales-orders', qs, dimension, value, page] as const,
};
