import { MESSAGES } from '@portal/shared/messages';
import type { MemberProduct, ProductPage } from '@portal/shared/contracts/catalogue';
import type { Role } from '@portal/shared/roles';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comparisonKeys } from '@/features/shop/api/get-comparisons';
import { favoriteKeys } from '@/features/shop/api/get-favorites';
import { ProductGrid } from '@/features/shop/components/product-grid';
import { useProductFilters } from '@/features/shop/components/use-product-filters';
import { ApiError } from '@/lib/api/client';

// The grid holds the wishlist, comparison and cart state of all its cards (decision 061): these
// tests check that each card shows its own flags, that the toggles and 'Sepete Ekle' still write,
// and that a change to one card's flag renders that card only.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

// Each card's picture counts its renders: a memoized card that is left alone does not render it.
const pictureRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('@/components/product-image', () => ({
  ProductImage: ({ name }: { name: string }) => {
    pictureRenders.set(name, (pictureRenders.get(name) ?? 0) + 1);
    return <span>{name}</span>;
  },
}));

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
const server = vi.hoisted(() => ({
  favorites: new Set<string>(),
  comparisons: new Set<string>(),
  /** Requests held until the test answers them, by path. */
  held: new Map<string, Deferred>(),
  hold: false,
}));
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('@/lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/client')>()),
  api,
}));

function product(n: number, name: string): MemberProduct {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name,
    slug: name.toLowerCase(),
    description: null,
    image: null,
    category: null,
    activeIngredients: [],
    isClientProduct: true,
    purchaseMode: 'money',
    price: 12_500,
    vatIncluded: true,
    vatRateBp: 2000,
    stock: { inStock: true, displayStock: 50, lowStockThreshold: 5, status: 'in_stock' },
    availability: {
      status: 'in_stock',
      supplier: { id: 'bayi', name: 'Bayi' },
      saleable: 50,
      minimum: 1,
      threshold: 5,
      nearest: null,
    },
    minOrderQuantity: 1,
    bulkTiers: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const A = product(1, 'Omega 3');
const B = product(2, 'C Vitamini');
const C = product(3, 'Magnezyum');
const PRODUCTS = [A, B, C];
const counts = () => ({ wishlist: server.favorites.size, compare: server.comparisons.size, cart: 0 });
const listOf = (ids: Set<string>) => ({ products: PRODUCTS.filter((p) => ids.has(p.id)) });

function answer(path: string, value: () => unknown): Promise<unknown> {
  if (!server.hold) return Promise.resolve(value());
  return new Promise((resolve, reject) => server.held.set(path, { resolve: () => resolve(value()), reject }));
}

beforeEach(() => {
  server.favorites = new Set([A.id]);
  server.comparisons = new Set([B.id]);
  server.held.clear();
  server.hold = false;
  pictureRenders.clear();
  api.get.mockImplementation(async (path: string) => {
    if (path === '/api/favorites') return listOf(server.favorites);
    if (path === '/api/comparisons') return listOf(server.comparisons);
    throw new Error(`unexpected GET ${path}`);
  });
  api.post.mockImplementation((path: string, body: { productId: string; quantity?: number }) => {
    if (path === '/api/favorites')
      return answer(path, () => {
        server.favorites.add(body.productId);
        return counts();
      });
    if (path === '/api/comparisons')
      return answer(path, () => {
        server.comparisons.add(body.productId);
        return counts();
      });
    if (path === '/api/cart/items')
      return answer(path, () => ({ productName: PRODUCTS.find((p) => p.id === body.productId)?.name }));
    throw new Error(`unexpected POST ${path}`);
  });
  api.delete.mockImplementation((path: string) => {
    const [, , list, id = ''] = path.split('/');
    const set = list === 'favorites' ? server.favorites : server.comparisons;
    return answer(path, () => {
      set.delete(decodeURIComponent(id));
      return counts();
    });
  });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const page: ProductPage = { products: PRODUCTS, page: 1, pageSize: 24, total: 3, totalPages: 1 };
const result = {
  data: page,
  isPending: false,
  isError: false,
  isPlaceholderData: false,
} as UseQueryResult<ProductPage>;

const CLIENT: Role = 'client';

function Grid({ canCart = true }: { canCart?: boolean }) {
  const filters = useProductFilters();
  return <ProductGrid result={result} filters={filters} role={CLIENT} access={{ canShop: true, canCart }} from="/x" />;
}

function renderGrid() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/shop']}>
        <Grid />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const card = (p: MemberProduct) =>
  within(screen.getAllByTestId('product-card').find((el) => el.dataset.productId === p.id) as HTMLElement);
const heart = (p: MemberProduct) => card(p).getByRole('button', { name: 'Favorilere ekle' });
const compare = (p: MemberProduct) => card(p).getByRole('button', { name: 'Karşılaştırmaya ekle' });
const addButton = (p: MemberProduct) => card(p).getByTestId('add-to-cart');

async function listsArrived() {
  await waitFor(() => expect(heart(A).getAttribute('aria-pressed')).toBe('true'));
  await waitFor(() => expect(compare(B).getAttribute('aria-pressed')).toBe('true'));
}

describe('ProductGrid: one subscription for every card', () => {
  it("shows each card's own flags from one observer per list", async () => {
    const queryClient = renderGrid();
    await listsArrived();
    expect(heart(B).getAttribute('aria-pressed')).toBe('false');
    expect(heart(C).getAttribute('aria-pressed')).toBe('false');
    expect(compare(A).getAttribute('aria-pressed')).toBe('false');
    expect(compare(C).getAttribute('aria-pressed')).toBe('false');
    expect(heart(A).getAttribute('title')).toBe('Favorilerden çıkar');
    expect(compare(C).getAttribute('title')).toBe('Karşılaştırmaya ekle');
    // One observer per list for the whole grid (each card held its own before: one per card).
    expect(queryClient.getQueryCache().find({ queryKey: favoriteKeys.list() })?.getObserversCount()).toBe(1);
    expect(queryClient.getQueryCache().find({ queryKey: comparisonKeys.list() })?.getObserversCount()).toBe(1);
  });

  it('adds to the wishlist: spinner on that card only, the message, the flag; other cards not rendered again', async () => {
    renderGrid();
    await listsArrived();
    const before = new Map(pictureRenders);
    server.hold = true;
    fireEvent.click(heart(C));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/favorites', { productId: C.id }));
    await waitFor(() => expect(heart(C)).toHaveProperty('disabled', true));
    expect(heart(A)).toHaveProperty('disabled', false);
    expect(heart(B)).toHaveProperty('disabled', false);
    await waitFor(() => expect(server.held.get('/api/favorites')).toBeDefined());
    await act(async () => server.held.get('/api/favorites')?.resolve(undefined));
    await waitFor(() => expect(heart(C).getAttribute('aria-pressed')).toBe('true'));
    expect(heart(C)).toHaveProperty('disabled', false);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.wishlist.added, { description: C.name });
    expect(heart(A).getAttribute('aria-pressed')).toBe('true');
    expect(pictureRenders.get(A.name)).toBe(before.get(A.name));
    expect(pictureRenders.get(B.name)).toBe(before.get(B.name));
    expect(pictureRenders.get(C.name)).toBeGreaterThan(before.get(C.name) ?? 0);
  });

  it('removes from the wishlist and from the comparison', async () => {
    renderGrid();
    await listsArrived();
    fireEvent.click(heart(A));
    await waitFor(() => expect(heart(A).getAttribute('aria-pressed')).toBe('false'));
    expect(api.delete).toHaveBeenCalledWith(`/api/favorites/${A.id}`);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.wishlist.removed, { description: A.name });
    fireEvent.click(compare(B));
    await waitFor(() => expect(compare(B).getAttribute('aria-pressed')).toBe('false'));
    expect(api.delete).toHaveBeenCalledWith(`/api/comparisons/${B.id}`);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.compare.removed, { description: B.name });
  });

  it('keeps two cards pending at once and settles each', async () => {
    renderGrid();
    await listsArrived();
    server.hold = true;
    fireEvent.click(compare(A));
    const first = await waitFor(() => {
      const held = server.held.get('/api/comparisons');
      expect(held).toBeDefined();
      return held;
    });
    server.held.clear();
    fireEvent.click(compare(C));
    await waitFor(() => expect(compare(A)).toHaveProperty('disabled', true));
    expect(compare(C)).toHaveProperty('disabled', true);
    await act(async () => first?.resolve(undefined));
    await waitFor(() => expect(compare(A).getAttribute('aria-pressed')).toBe('true'));
    expect(compare(C)).toHaveProperty('disabled', true);
    await waitFor(() => expect(server.held.get('/api/comparisons')).toBeDefined());
    await act(async () => server.held.get('/api/comparisons')?.resolve(undefined));
    await waitFor(() => expect(compare(C).getAttribute('aria-pressed')).toBe('true'));
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.compare.added, { description: A.name });
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.compare.added, { description: C.name });
  });

  it('says so when the comparison is full and leaves the flag off', async () => {
    renderGrid();
    await listsArrived();
    api.post.mockRejectedValueOnce(
      new ApiError({ status: 409, code: 'COMPARE_LIMIT', message: 'En fazla 4 ürün karşılaştırılabilir' }),
    );
    fireEvent.click(compare(C));
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        MESSAGES.compare.limitTitle,
        expect.objectContaining({ description: MESSAGES.compare.limit }),
      ),
    );
    expect(compare(C).getAttribute('aria-pressed')).toBe('false');
    expect(compare(C)).toHaveProperty('disabled', false);
  });

  it("adds to the cart with the card's quantity, holding that card's button only", async () => {
    renderGrid();
    await listsArrived();
    fireEvent.click(card(B).getByRole('button', { name: 'Adedi artır' }));
    server.hold = true;
    fireEvent.click(addButton(B));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/cart/items', { productId: B.id, quantity: 2 }));
    await waitFor(() => expect(addButton(B)).toHaveProperty('disabled', true));
    expect(addButton(A)).toHaveProperty('disabled', false);
    await waitFor(() => expect(server.held.get('/api/cart/items')).toBeDefined());
    await act(async () => server.held.get('/api/cart/items')?.resolve(undefined));
    await waitFor(() => expect(addButton(B)).toHaveProperty('disabled', false));
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.cart.addedMany(2));
  });
});
