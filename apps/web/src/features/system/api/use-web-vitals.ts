import { WEB_VITALS, type WebVital } from '@portal/shared/web-vitals';
import { useEffect, useState } from 'react';

export type VitalValues = Partial<Record<WebVital, number>>;

type Entry = PerformanceEntry & {
  value?: number;
  hadRecentInput?: boolean;
  interactionId?: number;
  responseStart?: number;
};

function observe(type: string, onEntries: (entries: Entry[]) => void): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) {
    return () => {};
  }
  const observer = new PerformanceObserver((list) => onEntries(list.getEntries() as Entry[]));
  observer.observe({ type, buffered: true } as PerformanceObserverInit);
  return () => observer.disconnect();
}

/**
 * This page load's Web Vitals, read from the browser's own performance entries (TTFB, FCP, LCP,
 * CLS, and INP as the slowest interaction so far). A figure the browser does not report is absent.
 */
export function useWebVitals(): VitalValues {
  const [values, setValues] = useState<VitalValues>({});
  useEffect(() => {
    const set = (name: WebVital, value: number) => setValues((prev) => ({ ...prev, [name]: value }));
    const nav = performance.getEntriesByType('navigation')[0] as Entry | undefined;
    if (nav?.responseStart) set('TTFB', nav.responseStart);
    let cls = 0;
    let inp = 0;
    const stops = [
      observe('paint', (entries) => {
        for (const e of entries) if (e.name === 'first-contentful-paint') set('FCP', e.startTime);
      }),
      observe('largest-contentful-paint', (entries) => {
        const last = entries.at(-1);
        if (last) set('LCP', last.startTime);
      }),
      observe('layout-shift', (entries) => {
        for (const e of entries) if (!e.hadRecentInput) cls += e.value ?? 0;
        set('CLS', Math.round(cls * 1000) / 1000);
      }),
      observe('event', (entries) => {
        for (const e of entries) if (e.interactionId) inp = Math.max(inp, e.duration);
        if (inp > 0) set('INP', inp);
      }),
    ];
    // CLS starts at zero: a page that never shifts has a CLS of 0, not an unknown one.
    if (PerformanceObserver.supportedEntryTypes?.includes('layout-shift')) set('CLS', 0);
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return values;
}

export { WEB_VITALS };
