import { useEffect, useState } from 'react';

/**
 * Whether the header should hide: after scrolling down past 50 px it hides, and any upward
 * movement larger than `threshold` (5 px desktop, 15 px mobile, spec §4) shows it again.
 */
export function useHideOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const delta = y - lastY;
        if (Math.abs(delta) < threshold) return;
        setHidden(delta > 0 && y > 50);
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
