import { Slot } from 'radix-ui';
import { type ReactElement, useEffect, useRef, useSyncExternalStore } from 'react';
import type { HintTooltip, HintTooltipProps } from '@/components/ui/hint-tooltip';
import { whenIdle } from '@/lib/when-idle';

/**
 * A short label shown beside an icon-only control after the product's delay (spec §9): the
 * collapsed sidebar's links, its sign-out button, the sidebar toggle. The tooltip itself (Radix,
 * with popper, floating-ui and a dismissable layer, ~15 KB compressed) is not on a signed-in
 * page's first screen: it is fetched when the browser is idle after the page has drawn, or at once
 * when a hint's control is pointed at or focused. Until then the control is drawn as it is; when
 * the tooltip arrives every hint takes it up, and a control that had the focus keeps it.
 */
let Loaded: typeof HintTooltip | null = null;
let loading = false;
const listeners = new Set<() => void>();

function load(): void {
  if (loading || Loaded) return;
  loading = true;
  import('@/components/ui/hint-tooltip').then(
    (module) => {
      Loaded = module.HintTooltip;
      loading = false;
      for (const listener of listeners) listener();
    },
    () => {
      // Offline, or a newer build replaced the file: the controls work without their hint; the
      // next pointing or focusing tries again.
      loading = false;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadedTooltip = () => Loaded;

export function Hint({ label, side, children }: Omit<HintTooltipProps, 'takeFocus'>) {
  const Tooltip = useSyncExternalStore(subscribe, loadedTooltip, () => null);
  const plain = useRef<HTMLElement>(null);
  useEffect(() => (Tooltip ? undefined : whenIdle(load, { timeout: 4000, fallbackMs: 1500 })), [Tooltip]);
  if (!Tooltip) {
    return (
      <Slot.Root ref={plain} onPointerEnter={load} onFocus={load}>
        {children as ReactElement}
      </Slot.Root>
    );
  }
  // Read while the plain control is still in the page: the tooltip's trigger replaces it.
  const takeFocus = plain.current !== null && plain.current === document.activeElement;
  return (
    <Tooltip label={label} side={side} takeFocus={takeFocus}>
      {children}
    </Tooltip>
  );
}
