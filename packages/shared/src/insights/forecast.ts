import { mean, sum } from 'simple-statistics';

/**
 * Sales forecast (issue 17, decision 054): additive Holt-Winters with a damped trend and a weekly
 * season (ETS(A,Ad,A) in Hyndman's taxonomy) on a daily revenue series. No maintained npm package
 * fits Holt-Winters, so the recursion is written here (a dozen lines) and its parameters are chosen
 * by a fixed grid search on the one-step squared error: no random start, no iterative optimizer,
 * so the same series always gives the same forecast. The prediction band uses the model's own
 * one-step error and the analytic variance of ETS(A,Ad,A) h steps ahead.
 */

/** The weekly season of a daily series. */
export const SEASON_DAYS = 7;
/** How far the page forecasts, and each back-test origin's horizon. */
export const FORECAST_DAYS = 30;
/** The back-test: three origins, 90, 60 and 30 days before the end, each forecasting 30 days. */
export const BACKTEST_ORIGINS = 3;
export const BACKTEST_DAYS = FORECAST_DAYS * BACKTEST_ORIGINS;
/** The fewest days the model is fitted on (four weeks), so the back-test needs this + 90 days. */
export const MIN_FIT_DAYS = 4 * SEASON_DAYS;
/** The fewest days with any sale before a forecast is attempted. */
export const MIN_SALE_DAYS = 10;

const Z80 = 1.2816;
const Z95 = 1.96;

export interface HoltWintersParams {
  alpha: number;
  beta: number;
  gamma: number;
  phi: number;
}

const ALPHAS = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.65, 0.8];
const BETAS = [0, 0.02, 0.05, 0.1, 0.2];
const GAMMAS = [0.02, 0.05, 0.1, 0.2, 0.3, 0.5];
const PHIS = [0.9, 0.98];

interface State {
  level: number;
  trend: number;
  season: number[];
  /** Squared one-step errors after the first season (the warm-up) and how many. */
  sse: number;
  count: number;
}

function run(y: readonly number[], p: HoltWintersParams, m: number): State {
  const first = y.slice(0, m);
  const second = y.slice(m, 2 * m);
  let level = mean(first);
  let trend = second.length === m ? (mean(second) - level) / m : 0;
  const season = first.map((v) => v - level);
  let sse = 0;
  let count = 0;
  for (let t = 0; t < y.length; t++) {
    const i = t % m;
    const value = y[t] as number;
    const s = season[i] as number;
    const predicted = level + p.phi * trend + s;
    if (t >= m) {
      sse += (value - predicted) ** 2;
      count++;
    }
    const nextLevel = p.alpha * (value - s) + (1 - p.alpha) * (level + p.phi * trend);
    trend = p.beta * (nextLevel - level) + (1 - p.beta) * p.phi * trend;
    season[i] = p.gamma * (value - nextLevel) + (1 - p.gamma) * s;
    level = nextLevel;
  }
  return { level, trend, season, sse, count };
}

export interface HoltWintersFit {
  params: HoltWintersParams;
  /** The standard deviation of the one-step errors. */
  sigma: number;
  state: State;
  length: number;
  m: number;
}

/** Fits the model: the grid's parameters with the least one-step squared error (the first wins a tie). */
export function fitHoltWinters(y: readonly number[], m = SEASON_DAYS): HoltWintersFit {
  if (y.length < 2 * m) throw new Error('series shorter than two seasons');
  let best: { params: HoltWintersParams; state: State } | null = null;
  for (const alpha of ALPHAS)
    for (const beta of BETAS)
      for (const gamma of GAMMAS)
        for (const phi of PHIS) {
          const params = { alpha, beta, gamma, phi };
          const state = run(y, params, m);
          if (!best || state.sse < best.state.sse) best = { params, state };
        }
  const chosen = best as { params: HoltWintersParams; state: State };
  const dof = Math.max(1, chosen.state.count - 4);
  return { params: chosen.params, state: chosen.state, sigma: Math.sqrt(chosen.state.sse / dof), length: y.length, m };
}

export interface ForecastPoint {
  /** Days after the last observed day (1 = the next day). */
  h: number;
  value: number;
  lower80: number;
  upper80: number;
  lower95: number;
  upper95: number;
}

/**
 * The next `horizon` days with their 80 % and 95 % bands. Revenue is never below zero, so the
 * point and the bands are cut at zero.
 */
export function forecastHoltWinters(fit: HoltWintersFit, horizon: number): ForecastPoint[] {
  const { alpha, beta, gamma, phi } = fit.params;
  const { level, trend, season } = fit.state;
  const out: ForecastPoint[] = [];
  let damp = 0;
  let variance = 0;
  for (let h = 1; h <= horizon; h++) {
    damp += phi ** h;
    if (h > 1) {
      // c_j for j = h - 1: alpha (1 + beta * sum phi^1..j) + gamma when j closes a season.
      const j = h - 1;
      let dampJ = 0;
      for (let k = 1; k <= j; k++) dampJ += phi ** k;
      const c = alpha * (1 + beta * dampJ) + (j % fit.m === 0 ? gamma : 0);
      variance += c * c;
    }
    const value = level + damp * trend + (season[(fit.length + h - 1) % fit.m] as number);
    const sd = fit.sigma * Math.sqrt(1 + variance);
    const cut = (v: number) => Math.max(0, v);
    out.push({
      h,
      value: cut(value),
      lower80: cut(value - Z80 * sd),
      upper80: cut(value + Z80 * sd),
      lower95: cut(value - Z95 * sd),
      upper95: cut(value + Z95 * sd),
    });
  }
  return out;
}

/** The seasonal naive forecast: each day is the same weekday of the last observed week. */
export function seasonalNaive(y: readonly number[], horizon: number, m = SEASON_DAYS): number[] {
  const last = y.slice(-m);
  return Array.from({ length: horizon }, (_, i) => last[i % m] as number);
}

export interface Accuracy {
  /** Mean absolute error (kuruş a day). */
  mae: number;
  /** Weighted absolute percentage error: sum |error| / sum actual, in basis points; null without sales. */
  wapeBp: number | null;
  /** Mean absolute percentage error over the days that had sales, in basis points; null when none had. */
  mapeBp: number | null;
}

export function accuracy(actual: readonly number[], predicted: readonly number[]): Accuracy {
  const errors = actual.map((a, i) => Math.abs(a - (predicted[i] as number)));
  const total = sum(actual.map((a) => Math.abs(a)));
  const withSales = actual.map((a, i) => [a, errors[i] as number] as const).filter(([a]) => a > 0);
  return {
    mae: errors.length ? mean(errors) : 0,
    wapeBp: total > 0 ? Math.round((sum(errors) / total) * 10_000) : null,
    mapeBp: withSales.length ? Math.round(mean(withSales.map(([a, e]) => e / a)) * 10_000) : null,
  };
}

export interface Backtest {
  days: number;
  model: Accuracy;
  naive: Accuracy;
  /** Which had the lower WAPE (MAE when there were no sales); a tie goes to the naive baseline. */
  winner: 'model' | 'naive';
  /** Day by day over the back-tested days: actual, the model's and the baseline's forecast. */
  points: { actual: number; model: number; naive: number }[];
}

/**
 * Rolling-origin back-test: at 90, 60 and 30 days before the end, fit on everything before and
 * forecast the next 30 days with the model and with the seasonal naive baseline; the errors are
 * measured over all 90 days. Neither forecast sees a day it predicts.
 */
export function backtest(y: readonly number[], m = SEASON_DAYS): Backtest | null {
  if (y.length < BACKTEST_DAYS + MIN_FIT_DAYS) return null;
  const points: Backtest['points'] = [];
  for (let k = BACKTEST_ORIGINS; k >= 1; k--) {
    const origin = y.length - k * FORECAST_DAYS;
    const train = y.slice(0, origin);
    const actual = y.slice(origin, origin + FORECAST_DAYS);
    const model = forecastHoltWinters(fitHoltWinters(train, m), FORECAST_DAYS).map((p) => p.value);
    const naive = seasonalNaive(train, FORECAST_DAYS, m);
    actual.forEach((a, i) => {
      points.push({ actual: a, model: model[i] as number, naive: naive[i] as number });
    });
  }
  const actual = points.map((p) => p.actual);
  const model = accuracy(
    actual,
    points.map((p) => p.model),
  );
  const naive = accuracy(
    actual,
    points.map((p) => p.naive),
  );
  const better = model.wapeBp !== null && naive.wapeBp !== null ? model.wapeBp < naive.wapeBp : model.mae < naive.mae;
  return { days: points.length, model, naive, winner: better ? 'model' : 'naive', points };
}

/** Why a forecast cannot be made, or null when it can. */
export function forecastShortfall(y: readonly number[]): 'too_short' | 'too_few_sales' | null {
  if (y.length < BACKTEST_DAYS + MIN_FIT_DAYS) return 'too_short';
  if (y.filter((v) => v > 0).length < MIN_SALE_DAYS) return 'too_few_sales';
  return null;
}
