import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const place = (json: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-screen';
  element.textContent = json;
  document.head.append(element);
};

/** A fresh copy of the module: it reads the page once. */
const load = async () => {
  vi.resetModules();
  return import('@/lib/api/first-screen');
};

describe('answers the server sent with the page (decision 056)', () => {
  beforeEach(() => {
    document.getElementById('first-screen')?.remove();
  });
  afterEach(() => vi.restoreAllMocks());

  it('hands each answer out once, by its exact address, and takes the element out of the page', async () => {
    place(JSON.stringify({ '/api/auth/me': { user: { id: 'u1' } }, '/api/shop/products?sort=newest&page=1': [] }));
    const { takeFirstScreen } = await load();
    expect(takeFirstScreen('/api/shop/products')).toEqual({ found: false });
    expect(takeFirstScreen('/api/auth/me')).toEqual({ found: true, value: { user: { id: 'u1' } } });
    expect(document.getElementById('first-screen')).toBeNull();
    expect(takeFirstScreen('/api/auth/me')).toEqual({ found: false });
    expect(takeFirstScreen('/api/shop/products?sort=newest&page=1')).toEqual({ found: true, value: [] });
  });

  it('serves nothing once the page has been open a while, or after the member changed', async () => {
    place(JSON.stringify({ '/api/a': 1, '/api/b': 2 }));
    const first = await load();
    first.forgetFirstScreen();
    expect(first.takeFirstScreen('/api/a')).toEqual({ found: false });

    place(JSON.stringify({ '/api/a': 1 }));
    const second = await load();
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(second.takeFirstScreen('/api/a')).toEqual({ found: false });
  });

  it('asks the network when the page has no answers, or unreadable ones', async () => {
    expect((await load()).takeFirstScreen('/api/auth/me')).toEqual({ found: false });
    place('{not json');
    expect((await load()).takeFirstScreen('/api/auth/me')).toEqual({ found: false });
  });
});
