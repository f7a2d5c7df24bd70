import type { InsightCard as Card_ } from '@portal/shared/contracts/insights';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { ArrowRight, TrendingDown, TrendingUp, TriangleAlert, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

function figureText(f: Card_['figure']): string {
  switch (f.unit) {
    case 'money':
      return formatMoney(f.value, { decimals: 0 });
    case 'change_bp':
      return `${f.value >= 0 ? '+' : '−'}%${formatNumber(Math.abs(f.value) / 100, { maximumFractionDigits: 0 })}`;
    case 'days':
      return `${formatNumber(f.value)} gün`;
    case 'units':
      return `${formatNumber(f.value)} adet`;
    case 'times':
      return `${formatNumber(f.value, { maximumFractionDigits: 1 })} kat`;
  }
}

const TONE = {
  up: { icon: TrendingUp, className: 'text-success' },
  down: { icon: TrendingDown, className: 'text-destructive' },
  warning: { icon: TriangleAlert, className: 'text-warning' },
  info: { icon: Sparkles, className: 'text-primary' },
} as const;

/** One insight: what, how much, why (in words with its numbers) and where to act. */
export function InsightCard({ card }: { card: Card_ }) {
  const tone = TONE[card.tone];
  const Icon = tone.icon;
  return (
    <Card className="h-full gap-2 p-4" data-testid="insight-card" data-kind={card.kind}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-sm font-semibold break-words">{card.title}</h3>
        <span className={cn('flex shrink-0 items-center gap-1 text-sm font-semibold tabular', tone.className)}>
          <Icon className="size-4" aria-hidden="true" />
          {figureText(card.figure)}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{card.explanation}</p>
      <Link
        to={card.link.href}
        className="mt-auto inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
        data-testid="insight-link"
      >
        {card.link.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
