import type { ReactNode } from 'react';

/** One request or transfer in a list: the whole row opens its detail. */
export function RowButton({
  onClick,
  testId,
  number,
  children,
}: {
  onClick: () => void;
  testId: string;
  number: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full min-w-0 flex-col gap-2 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:justify-between"
      data-testid={testId}
      data-number={number}
    >
      {children}
    </button>
  );
}
