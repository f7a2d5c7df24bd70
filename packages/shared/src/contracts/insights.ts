import { z } from 'zod';
import { withGlobalFilters } from './analytics-filters';

/**
 * AI Öngörüleri (issue 17, decision 054): `GET /api/insights`. Every figure is computed on the
 * server from the caller's scope; no language model is used. Of the global filters the insights
 * honour the end date (`dateTo`, the day they are computed as of) and the cities (`cities`,
 * `regions`); the others do not apply.
 */
export const insightsQuerySchema = withGlobalFilters({});
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

export const INSIGHT_KINDS = ['anomaly_city', 'anomaly_product', 'churn', 'restock', 'bundle'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** How a card's figure reads: money (kuruş), a change in basis points, days, units or a multiple. */
export const FIGURE_UNITS = ['money', 'change_bp', 'days', 'units', 'times'] as const;

export const insightLinkSchema = z.object({ href: z.string(), label: z.string() });

export const insightCardSchema = z.object({
  /** Stable across runs on the same data (kind and the keys it is about). */
  id: z.string(),
  kind: z.enum(INSIGHT_KINDS),
  title: z.string(),
  explanation: z.string(),
  tone: z.enum(['up', 'down', 'warning', 'info']),
  figure: z.object({ value: z.number(), unit: z.enum(FIGURE_UNITS) }),
  link: insightLinkSchema,
});
export type InsightCard = z.infer<typeof insightCardSchema>;

/** Why a section has nothing to say: too little data (with what it needs) or nothing found. */
export const INSIGHT_SHORTFALLS = ['too_short', 'too_few_sales', 'no_history', 'no_holders', 'no_orders'] as const;
export type InsightShortfall = (typeof INSIGHT_SHORTFALLS)[number];

const accuracySchema = z.object({
  mae: z.number(),
  wapeBp: z.number().int().nullable(),
  mapeBp: z.number().int().nullable(),
});

const forecastOkSchema = z.object({
  status: z.literal('ok'),
  title: z.string(),
  explanation: z.string(),
  /** The last 90 observed days. */
  history: z.array(z.object({ day: z.string(), revenue: z.number() })),
  /** The next 30 days, kuruş. */
  points: z.array(
    z.object({
      day: z.string(),
      value: z.number(),
      lower80: z.number(),
      upper80: z.number(),
      lower95: z.number(),
      upper95: z.number(),
    }),
  ),
  total: z.number(),
  lastTotal: z.number(),
  method: z.object({
    name: z.literal('holt_winters_additive_damped'),
    seasonDays: z.number().int(),
    alpha: z.number(),
    beta: z.number(),
    gamma: z.number(),
    phi: z.number(),
    /** Days of history the model was fitted on. */
    fittedDays: z.number().int(),
  }),
  backtest: z.object({
    days: z.number().int(),
    origins: z.number().int(),
    model: accuracySchema,
    naive: accuracySchema,
    winner: z.enum(['model', 'naive']),
    explanation: z.string(),
    points: z.array(z.object({ day: z.string(), actual: z.number(), model: z.number(), naive: z.number() })),
  }),
  link: insightLinkSchema,
});

export const forecastSchema = z.discriminatedUnion('status', [
  forecastOkSchema,
  z.object({ status: z.literal('insufficient'), reason: z.enum(INSIGHT_SHORTFALLS), days: z.number().int() }),
]);
export type Forecast = z.infer<typeof forecastSchema>;
export type ForecastOk = z.infer<typeof forecastOkSchema>;

const sectionSchema = z.object({
  cards: z.array(insightCardSchema),
  /** Set when there are no cards because the data is too thin (not merely because all is well). */
  shortfall: z.enum(INSIGHT_SHORTFALLS).nullable(),
});
export type InsightSection = z.infer<typeof sectionSchema>;

export const insightsSchema = z.object({
  scope: z.enum(['network', 'subtree']),
  /** The Istanbul day the insights are computed as of. */
  asOf: z.string(),
  /** The cities the insights are limited to; empty means all. */
  cities: z.array(z.string()),
  forecast: forecastSchema,
  anomalies: sectionSchema,
  churn: sectionSchema,
  restock: sectionSchema,
  bundles: sectionSchema,
  /** Always false: no external language model is used (decision 054). */
  languageModel: z.literal(false),
  computedAt: z.string(),
  /** How long computing took on the server (ms), and whether this answer came from the cache. */
  computeMs: z.number().int(),
  cached: z.boolean(),
});
export type Insights = z.infer<typeof insightsSchema>;
