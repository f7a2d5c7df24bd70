import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * How long after the header starts to open or close scroll movements are not the member's: the
 * header's height changes for its 200 ms transition, and the browser moves the page to keep what
 * is being read in place (scroll anchoring). Counted as scrolling, that movement toggled the header
 * back, which moved the page again: a header that shook for as long as the page stayed there.
 */
export const SETTLE_MS = 300;

/**
 * Whether the header should hide: after scrolling down past 50 px it hides, and any upward
 * movement larger than `threshold` (5 px desktop, 15 px mobile, spec §4) shows it again.
 */
export function useHideOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Counted from the top, where a page starts, until the browser is idle after the first paint:
    // reading `window.scrollY` here, in the commit of the first page, made the browser lay out the
    // whole page before it could paint (about 110 ms of the shop's 740 ms at 4×, decision 072).
    let lastY = 0;
    const readStart = () => {
      lastY = window.scrollY;
    };
    const cancelRead = whenIdle(readStart, { timeout: 1000, fallbackMs: 200 });
    let current = false;
    let settleUntil = 0;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const now = performance.now();
        if (now < settleUntil) {
          lastY = y;
          return;
        }
        const delta = y - lastY;
        if (Math.abs(delta) < threshold) return;
        lastY = y;
        const next = delta > 0 && y > 50;
        if (next === current) return;
        current = next;
        settleUntil = now + SETTLE_MS;
        setHidden(next);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelRead();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
