import { type ReactElement, type ReactNode, useLayoutEffect, useRef } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

export interface HintTooltipProps {
  label: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** The control had the focus before the tooltip arrived: its new element takes it over. */
  takeFocus: boolean;
  children: ReactElement;
}

/** The Radix tooltip behind a Hint (hint.tsx), loaded when the first hint is needed. */
export function HintTooltip({ label, side, takeFocus, children }: HintTooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef(takeFocus);
  useLayoutEffect(() => {
    if (focusOnMount.current) trigger.current?.focus();
  }, []);
  return (
    <Tooltip>
      <TooltipTrigger asChild ref={trigger}>
        {children}
      </TooltipTrigger>
      <TooltipContent side={side}>{label}</TooltipContent>
    </Tooltip>
  );
}
