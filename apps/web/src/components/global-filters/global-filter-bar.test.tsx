import type { FilterPresetList } from '@portal/shared/contracts/filter-presets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalFilterBar } from './global-filter-bar';
import { filterPresetKeys } from './use-filter-presets';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: toastSuccess } }));

afterEach(() => {
  cleanup();
  toastSuccess.mockReset();
});

const EMPTY = { cities: [], districts: [], regions: [], roles: [], statuses: [] };
function presets(defaultId: string): FilterPresetList {
  return {
    defaultId,
    limit: 20,
    presets: [
      {
        id: 'system:last-30-days',
        name: 'Son 30 Gün',
        description: '',
        filters: EMPTY,
        isDefault: defaultId === 'system:last-30-days',
        userId: 'system',
        isSystem: true,
        relativeDays: 30,
        createdAt: null,
      },
      {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Ege',
        description: '',
        filters: { ...EMPTY, cities: ['İzmir'], dateFrom: '2026-01-01', dateTo: '2026-03-31' },
        isDefault: defaultId === '11111111-1111-4111-8111-111111111111',
        userId: 'me',
        isSystem: false,
        relativeDays: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
  };
}

function Location() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderBar(url: string, list: FilterPresetList) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(filterPresetKeys.all, list);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <GlobalFilterBar fields={['dates', 'cities']} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const search = () => decodeURIComponent(screen.getByTestId('search').textContent ?? '');

describe('GlobalFilterBar', () => {
  it('applies the member’s default preset to a page opened without filters', async () => {
    renderBar('/r', presets('11111111-1111-4111-8111-111111111111'));
    await waitFor(() => expect(search()).toBe('?cities=İzmir&dateFrom=2026-01-01&dateTo=2026-03-31'));
  });

  it('leaves the address alone when it has filters, or when the default is Son 30 Gün', async () => {
    renderBar('/r?cities=Ankara', presets('11111111-1111-4111-8111-111111111111'));
    await new Promise((r) => setTimeout(r, 20));
    expect(search()).toBe('?cities=Ankara');
    cleanup();
    renderBar('/r', presets('system:last-30-days'));
    await new Promise((r) => setTimeout(r, 20));
    expect(search()).toBe('');
  });

  it('clears the page’s fields (and keeps the page’s other parameters), with a toast', async () => {
    renderBar('/r?tab=x&cities=Ankara&dateFrom=2026-01-01', presets('system:last-30-days'));
    fireEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => expect(search()).toBe('?tab=x'));
    expect(toastSuccess).toHaveBeenCalledWith('Filtreler temizlendi');
  });

  it('sets a quick range from the Dönem list', async () => {
    renderBar('/r', presets('system:last-30-days'));
    fireEvent.change(screen.getAllByLabelText('Dönem')[0] as HTMLElement, { target: { value: 'thisYear' } });
    await waitFor(() => expect(search()).toMatch(/^\?dateFrom=\d{4}-01-01&dateTo=\d{4}-\d{2}-\d{2}$/));
  });
});
