import { EMPTY_FILTERS, type GlobalFilters, SYSTEM_PRESETS } from './analytics-filters';
import { istanbulDay } from './orders';

/**
 * Filter presets (specification §3; decision 055): the built-in ones every member has and the
 * member's own, stored on the server. A built-in preset's id is `system:<key>`; a member's is a uuid.
 */
export const FILTER_PRESET_LIMIT = 20;
export const FILTER_PRESET_NAME_MAX = 60;
export const FILTER_PRESET_DESCRIPTION_MAX = 200;
export const SYSTEM_PRESET_PREFIX = 'system:';

export type SystemPresetKey = (typeof SYSTEM_PRESETS)[number]['key'];
export const DEFAULT_SYSTEM_PRESET_KEY: SystemPresetKey = 'last-30-days';

export function systemPresetId(key: SystemPresetKey): string {
  return `${SYSTEM_PRESET_PREFIX}${key}`;
}

/** The built-in preset an id names, or undefined (a member's preset, or nothing). */
export function systemPresetOf(id: string) {
  if (!id.startsWith(SYSTEM_PRESET_PREFIX)) return undefined;
  const key = id.slice(SYSTEM_PRESET_PREFIX.length);
  return SYSTEM_PRESETS.find((p) => p.key === key);
}

/** A preset as the page applies it: `relativeDays` is a number of days ending on `now`'s day. */
export interface AppliablePreset {
  filters: GlobalFilters;
  relativeDays?: number | null;
}

/**
 * The filters a preset sets when loaded. A relative preset ('Son 30 Gün') means the days ending
 * today whenever it is loaded, so its dates are computed now, never stored.
 */
export function presetFilters(preset: AppliablePreset, now: Date = new Date()): GlobalFilters {
  const filters: GlobalFilters = { ...EMPTY_FILTERS, ...preset.filters };
  if (preset.relativeDays) {
    const to = istanbulDay(now);
    const from = new Date(`${to}T12:00:00Z`);
    from.setUTCDate(from.getUTCDate() - (preset.relativeDays - 1));
    return { ...filters, dateFrom: from.toISOString().slice(0, 10), dateTo: to };
  }
  return filters;
}

/**
 * Whether a page opened without filters should take the member's default preset: only when the
 * address sets no filter and the default is not the built-in 'Son 30 Gün' (which is what an empty
 * filter already means).
 */
export function shouldApplyDefault(activeCount: number, defaultId: string | undefined): boolean {
  return activeCount === 0 && defaultId !== undefined && defaultId !== systemPresetId(DEFAULT_SYSTEM_PRESET_KEY);
}
