import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, useHideOnScroll } from './use-scroll-direction';

let clock = 0;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
  });
}

function wait(ms: number) {
  clock += ms;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  clock = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the header that hides while reading down', () => {
  it('hides going down past 50 px and shows again going up', () => {
    const { result } = renderHook(() => useHideOnScroll(15));
    scrollTo(200);
    expect(result.current).toBe(true);
    wait(SETTLE_MS + 1);
    scrollTo(150);
    expect(result.current).toBe(false);
  });

  it('does not take the page moving under a closing header for the member scrolling back up', () => {
    const { result } = renderHook(() => useHideOnScroll(15));
    scrollTo(200);
    expect(result.current).toBe(true);
    // The header gives back its 56 px and the browser keeps the text in place: the page moves up.
    wait(50);
    scrollTo(144);
    expect(result.current).toBe(true);
    // And reading on down from there does not open it either.
    wait(SETTLE_MS);
    scrollTo(170);
    expect(result.current).toBe(true);
  });

  it('reads where the page stands only once the browser is idle, not while the page is drawn', () => {
    const reads = vi.fn(() => 800);
    Object.defineProperty(window, 'scrollY', { get: reads, configurable: true });
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useHideOnScroll(15));
    // No read in the commit: it would lay the page out before its first paint (decision 072).
    expect(reads).not.toHaveBeenCalled();
    act(() => vi.runOnlyPendingTimers());
    expect(reads).toHaveBeenCalled();
    // A page that stood 800 px down, moved up a little: the header stays.
    scrollTo(780);
    expect(result.current).toBe(false);
  });
});
