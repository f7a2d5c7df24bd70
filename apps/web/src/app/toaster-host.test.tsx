import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasterModule = vi.hoisted(() => ({ loads: 0 }));

vi.mock('@/app/themed-toaster', () => {
  toasterModule.loads += 1;
  return { ThemedToaster: () => <div data-testid="toaster" /> };
});
vi.mock('sonner', () => ({ toast: { info: vi.fn() } }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: null }) }));

/** A router whose one page's code comes when `showPage` is called. */
function routerWithSlowPage() {
  let showPage: () => void = () => {};
  const pageCode = new Promise<void>((resolve) => {
    showPage = resolve;
  });
  const router = createMemoryRouter([
    {
      path: '/',
      lazy: async () => {
        await pageCode;
        return { Component: () => <p>Sayfa</p> };
      },
    },
  ]);
  return { router, showPage };
}

describe('the toaster host (decision 071)', () => {
  beforeEach(() => {
    vi.resetModules();
    toasterModule.loads = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('asks for the toaster only once the first page is done', async () => {
    const { ToasterHost, TOASTER_AFTER_LOAD_MS } = await import('@/app/toaster-host');
    const { router, showPage } = routerWithSlowPage();
    render(<ToasterHost router={router} />);
    await act(async () => vi.advanceTimersByTime(TOASTER_AFTER_LOAD_MS * 2));
    // The page's code has not come: no toaster, and its module not even asked for.
    expect(router.state.initialized).toBe(false);
    expect(screen.queryByTestId('toaster')).toBeNull();

    await act(async () => showPage());
    // The fake timers stop waitFor's own; the router settles in a few microtasks.
    for (let i = 0; i < 100 && !router.state.initialized; i++) await act(async () => {});
    expect(router.state.initialized).toBe(true);
    await act(async () => vi.advanceTimersByTime(TOASTER_AFTER_LOAD_MS - 100));
    expect(screen.queryByTestId('toaster')).toBeNull();
    expect(toasterModule.loads).toBe(0);

    await act(async () => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    expect(await screen.findByTestId('toaster')).toBeTruthy();
    expect(toasterModule.loads).toBe(1);
  });

  it('mounts the toaster at once when a toast comes before that', async () => {
    const { ToasterHost } = await import('@/app/toaster-host');
    const { toast } = await import('@/lib/toast');
    const { router } = routerWithSlowPage();
    render(<ToasterHost router={router} />);
    expect(screen.queryByTestId('toaster')).toBeNull();
    act(() => {
      toast.info('Çıkış yapılıyor...');
    });
    vi.useRealTimers();
    expect(await screen.findByTestId('toaster')).toBeTruthy();
  });
});
