import { EMPTY_FILTERS, effectiveCities, type GlobalFilters, filtersToParams } from '@portal/shared/analytics-filters';
import type { Forecast, InsightCard, Insights, InsightSection } from '@portal/shared/contracts/insights';
import {
  ANOMALY_HISTORY_WEEKS,
  ANOMALY_MIN_WEEKS,
  ANOMALY_WINDOW_DAYS,
  findAnomalies,
} from '@portal/shared/insights/anomalies';
import { BUNDLE_MIN_ORDERS, BUNDLE_MONTHS, bundles } from '@portal/shared/insights/bundles';
import { CHURN_MIN_ORDERS, churnRisks } from '@portal/shared/insights/churn';
import {
  BACKTEST_ORIGINS,
  backtest,
  FORECAST_DAYS,
  fitHoltWinters,
  forecastHoltWinters,
  forecastShortfall,
  SEASON_DAYS,
} from '@portal/shared/insights/forecast';
import { RESTOCK_DEMAND_DAYS, RESTOCK_LEAD_DAYS, restockAdvices } from '@portal/shared/insights/restock';
import { INSIGHT_WORDS as W } from '@portal/shared/insights/words';
import { istanbulDay } from '@portal/shared/orders';
import type { AppContext, Member } from '../../platform/context';
import { type AnalyticsScope, analyticsScope } from '../analytics/analytics-scope.repository';
import * as repo from './insights.repository';

/**
 * AI Öngörüleri (decision 054): five kinds of insight computed from the scope's data with the
 * shared rules (packages/shared/src/insights), each with its explanation and a link to act. The
 * same data gives the same answer. No language model is used. An answer is kept per scope, day
 * and cities for CACHE_MS, since the forecast's grid search is the slowest part.
 */

/** History read for the forecast and the churn rhythm (two years). */
const HISTORY_DAYS = 730;
const MAX_CARDS = 8;
/** Fewer counted orders than this in 12 months: no bundle is worth showing. */
const BUNDLE_MIN_BASKETS = 50;
export const INSIGHTS_CACHE_MS = 5 * 60_000;
const CACHE_MAX = 500;

const cache = new Map<string, { at: number; value: Insights }>();

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, with the rows' values and zero where there was no sale. */
function dense(rows: readonly repo.DayRow[], from: string, to: string) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: { day: string; revenue: number; orders: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const r = byDay.get(day);
    out.push({ day, revenue: Number(r?.revenue ?? 0), orders: Number(r?.orders ?? 0) });
  }
  return out;
}

function salesAnalysisHref(f: Partial<GlobalFilters>): string {
  return `/dashboard/sales-analysis?${filtersToParams({ ...EMPTY_FILTERS, ...f }).toString()}`;
}

const round = (x: number) => Math.round(x);

async function forecastOf(ctx: AppContext, scope: AnalyticsScope, asOf: string, cities: string[]): Promise<Forecast> {
  const from = addDays(asOf, -(HISTORY_DAYS - 1));
  const rows = await repo.dailySales(ctx.db, scope, from, asOf, cities);
  const firstSale = rows.find((r) => Number(r.revenue) > 0)?.day;
  const series = firstSale ? dense(rows, firstSale, asOf) : [];
  const y = series.map((d) => d.revenue);
  const shortfall = forecastShortfall(y);
  if (shortfall) return { status: 'insufficient', reason: shortfall, days: y.length };

  const fit = fitHoltWinters(y);
  const ahead = forecastHoltWinters(fit, FORECAST_DAYS);
  const bt = backtest(y);
  if (!bt) return { status: 'insufficient', reason: 'too_short', days: y.length };
  const btStart = series.length - bt.days;
  const total = ahead.reduce((s, p) => s + p.value, 0);
  const lastTotal = y.slice(-FORECAST_DAYS).reduce((s, v) => s + v, 0);
  return {
    status: 'ok',
    title: W.forecastTitle,
    explanation: W.forecastExplanation(total, lastTotal),
    history: series.slice(-90).map((d) => ({ day: d.day, revenue: d.revenue })),
    points: ahead.map((p) => ({
      day: addDays(asOf, p.h),
      value: round(p.value),
      lower80: round(p.lower80),
      upper80: round(p.upper80),
      lower95: round(p.lower95),
      upper95: round(p.upper95),
    })),
    total: round(total),
    lastTotal,
    method: { name: 'holt_winters_additive_damped', seasonDays: SEASON_DAYS, ...fit.params, fittedDays: y.length },
    backtest: {
      days: bt.days,
      origins: BACKTEST_ORIGINS,
      model: { ...bt.model, mae: round(bt.model.mae) },
      naive: { ...bt.naive, mae: round(bt.naive.mae) },
      winner: bt.winner,
      explanation: W.backtestExplanation(bt.winner, bt.model.wapeBp, bt.naive.wapeBp),
      points: bt.points.map((p, i) => ({
        day: (series[btStart + i] as { day: string }).day,
        actual: p.actual,
        model: round(p.model),
        naive: round(p.naive),
      })),
    },
    link: {
      href: salesAnalysisHref({ cities, dateFrom: addDays(asOf, -89), dateTo: asOf }),
      label: W.links.salesAnalysis,
    },
  };
}

async function anomaliesOf(
  ctx: AppContext,
  scope: AnalyticsScope,
  asOf: string,
  cities: string[],
): Promise<InsightSection> {
  const span = (ANOMALY_HISTORY_WEEKS + 1) * ANOMALY_WINDOW_DAYS;
  const from = addDays(asOf, -(span - 1));
  const weekFrom = addDays(asOf, -(ANOMALY_WINDOW_DAYS - 1));
  const [cityRows, productRows] = await Promise.all([
    repo.citySales(ctx.db, scope, from, asOf, cities),
    repo.productSales(ctx.db, scope, from, asOf),
  ]);
  const group = <R extends repo.DayRow>(rows: R[], keyOf: (r: R) => string) => {
    const map = new Map<string, R[]>();
    for (const r of rows) map.set(keyOf(r), [...(map.get(keyOf(r)) ?? []), r]);
    return map;
  };
  const byCity = group(cityRows, (r) => r.city);
  const byProduct = group(productRows, (r) => r.product_id);
  const productName = new Map(productRows.map((r) => [r.product_id, r.product_name]));
  const cityFound = findAnomalies([...byCity].map(([key, rows]) => ({ key, days: dense(rows, from, asOf) })));
  const productFound = findAnomalies([...byProduct].map(([key, rows]) => ({ key, days: dense(rows, from, asOf) })));

  const card = (
    kind: 'anomaly_city' | 'anomaly_product',
    a: (typeof cityFound)[number],
    title: string,
    where: string,
    href: string,
  ): InsightCard => ({
    id: `${kind}:${a.key}`,
    kind,
    title,
    explanation: W.anomalyExplanation(where, a.current, a.expected, a.changeBp, a.weeks),
    tone: a.direction === 'spike' ? 'up' : 'down',
    figure: a.changeBp === null ? { value: a.current, unit: 'money' } : { value: a.changeBp, unit: 'change_bp' },
    link: { href, label: W.links.salesAnalysis },
  });
  const cards = [
    ...cityFound.map((a) =>
      card(
        'anomaly_city',
        a,
        W.anomalyCityTitle(a.key, a.direction === 'spike'),
        W.inCity(a.key),
        salesAnalysisHref({ cities: [a.key], dateFrom: weekFrom, dateTo: asOf }),
      ),
    ),
    ...productFound.map((a) => {
      const name = productName.get(a.key) ?? '';
      return card(
        'anomaly_product',
        a,
        W.anomalyProductTitle(name, a.direction === 'spike'),
        W.forProduct(name),
        salesAnalysisHref({ cities, search: name, dateFrom: weekFrom, dateTo: asOf }),
      );
    }),
  ].slice(0, MAX_CARDS);
  // Too little history: the scope's first sale in the window is too recent for any series to be judged.
  const earliest = cityRows.reduce<string | null>((min, r) => (min === null || r.day < min ? r.day : min), null);
  const enough = earliest !== null && earliest <= addDays(asOf, -(ANOMALY_MIN_WEEKS + 1) * ANOMALY_WINDOW_DAYS);
  return { cards, shortfall: cards.length === 0 && !enough ? 'no_history' : null };
}

async function churnOf(
  ctx: AppContext,
  member: Member,
  scope: AnalyticsScope,
  asOf: string,
  cities: string[],
): Promise<InsightSection> {
  const rows = await repo.buyerRhythms(
    ctx.db,
    scope,
    addDays(asOf, -(HISTORY_DAYS - 1)),
    asOf,
    cities,
    member.id,
    CHURN_MIN_ORDERS,
  );
  const info = new Map(rows.map((r) => [r.buyer_id, r]));
  const risks = churnRisks(
    rows.map((r) => ({ key: r.buyer_id, orderDays: r.days, revenue: Number(r.revenue) })),
    asOf,
  );
  const cards = risks.slice(0, MAX_CARDS).map(
    (r): InsightCard => ({
      id: `churn:${r.key}`,
      kind: 'churn',
      title: W.churnTitle(info.get(r.key)?.name ?? ''),
      explanation: W.churnExplanation(r.typicalGapDays, r.daysSinceLast, r.orders, r.revenue),
      tone: 'warning',
      figure: { value: r.daysSinceLast, unit: 'days' },
      link: { href: `/dashboard/network?uye=${r.key}`, label: W.links.member },
    }),
  );
  return { cards, shortfall: rows.length === 0 ? 'no_history' : null };
}

async function restockOf(
  ctx: AppContext,
  member: Member,
  scope: AnalyticsScope,
  asOf: string,
): Promise<InsightSection> {
  const holders = await repo.holderCount(ctx.db, scope);
  if (holders === 0) return { cards: [], shortfall: 'no_holders' };
  const rows = await repo.holderStock(ctx.db, scope, addDays(asOf, -(RESTOCK_DEMAND_DAYS - 1)), asOf);
  const info = new Map(rows.map((r) => [`${r.holder_id}|${r.product_id}`, r]));
  const advices = restockAdvices(
    rows.map((r) => ({
      key: `${r.holder_id}|${r.product_id}`,
      saleable: Number(r.saleable),
      demand: Number(r.demand),
    })),
  );
  const cards = advices.slice(0, MAX_CARDS).map((a): InsightCard => {
    const r = info.get(a.key) as repo.HolderStockRow;
    // A holder below the top asks its parent; the company warehouse (and anyone looking at another
    // holder's stock) goes to the stock page.
    const own = r.holder_id === member.id;
    const link =
      own && r.holder_role !== 'admin'
        ? {
            href: `/dashboard/stock-management?tab=requests-out&newRequest=${r.product_id}&quantity=${a.quantity}`,
            label: W.links.stockRequest,
          }
        : {
            href: `/dashboard/stock-management?tab=levels&product=${r.product_id}${own ? '' : `&holder=${r.holder_id}`}`,
            label: W.links.stock,
          };
    return {
      id: `restock:${a.key}`,
      kind: 'restock',
      title: W.restockTitle(r.product_name, r.holder_name),
      explanation: W.restockExplanation(a.saleable, a.dailyDemand, a.coverDays, RESTOCK_LEAD_DAYS, a.quantity),
      tone: 'warning',
      figure: { value: Math.floor(a.coverDays), unit: 'days' },
      link,
    };
  });
  return { cards, shortfall: null };
}

async function bundlesOf(
  ctx: AppContext,
  scope: AnalyticsScope,
  asOf: string,
  cities: string[],
): Promise<InsightSection> {
  const from = addDays(asOf, -(BUNDLE_MONTHS * 365) / 12 + 1);
  const counts = await repo.basketCounts(ctx.db, scope, from, asOf, cities, BUNDLE_MIN_ORDERS);
  if (counts.orders < BUNDLE_MIN_BASKETS) return { cards: [], shortfall: 'no_orders' };
  const names = new Map(counts.products.map((p) => [p.product_id, p.name]));
  const found = bundles(counts.orders, new Map(counts.products.map((p) => [p.product_id, p.orders])), counts.pairs);
  const cards = found.slice(0, MAX_CARDS).map(
    (b): InsightCard => ({
      id: `bundle:${b.from}:${b.to}`,
      kind: 'bundle',
      title: W.bundleTitle(names.get(b.from) ?? '', names.get(b.to) ?? ''),
      explanation: W.bundleExplanation(
        names.get(b.from) ?? '',
        names.get(b.to) ?? '',
        b.confidenceBp,
        b.lift,
        b.together,
      ),
      tone: 'info',
      figure: { value: Math.round(b.lift * 10) / 10, unit: 'times' },
      link: { href: `/dashboard/products/${b.to}`, label: W.links.product },
    }),
  );
  return { cards, shortfall: null };
}

/** The insights of the member's scope as of the filters' end day (today by default), within their cities. */
export async function insights(
  ctx: AppContext,
  member: Member,
  filters: GlobalFilters,
  now: Date = new Date(),
): Promise<Insights> {
  const today = istanbulDay(now);
  const asOf = filters.dateTo && filters.dateTo < today ? filters.dateTo : today;
  const cities = effectiveCities(filters);
  const scope = analyticsScope(member, 'canAccessAIInsights');
  const key = `${scope.kind === 'all' ? 'all' : scope.memberId}|${member.id}|${asOf}|${cities.join(',')}`;
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.at < INSIGHTS_CACHE_MS) return { ...hit.value, cached: true };

  const started = performance.now();
  const [forecast, anomalies, churn, restock, bundleSection] = await Promise.all([
    forecastOf(ctx, scope, asOf, cities),
    anomaliesOf(ctx, scope, asOf, cities),
    churnOf(ctx, member, scope, asOf, cities),
    restockOf(ctx, member, scope, asOf),
    bundlesOf(ctx, scope, asOf, cities),
  ]);
  const value: Insights = {
    scope: scope.kind === 'all' ? 'network' : 'subtree',
    asOf,
    cities,
    forecast,
    anomalies,
    churn,
    restock,
    bundles: bundleSection,
    languageModel: false,
    computedAt: now.toISOString(),
    computeMs: Math.round(performance.now() - started),
    cached: false,
  };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now.getTime(), value });
  return value;
}

/** Forgets every kept answer (tests that change the data between two requests). */
export function clearInsightsCache() {
  cache.clear();
}
