import { z } from 'zod';
import { FILTER_LIST_MAX, FILTER_SEARCH_MAX, MEMBER_STATUSES } from '../analytics-filters';
import { PROVINCES, REGIONS } from '../cities';
import { FILTER_PRESET_DESCRIPTION_MAX, FILTER_PRESET_NAME_MAX } from '../filter-presets';
import { isDay } from '../network-reports';
import { ROLES } from '../roles';

/**
 * The contract of /api/filter-presets: the built-in presets and the member's own (decision 055).
 * A preset's filters are the global filter state, checked by the same rules as a report's query
 * (known cities, regions, roles and statuses, real days in order, kuruş ≥ 0).
 */
const CITY_NAMES = new Set(PROVINCES.map((p) => p.name));
const kurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
const day = z.string().refine(isDay, { error: 'Geçerli bir tarih girin (YYYY-AA-GG)' }).optional();
const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item)
    .max(FILTER_LIST_MAX, { error: `En fazla ${FILTER_LIST_MAX} değer seçilebilir` })
    .default([])
    .transform((v) => [...new Set(v)]);

export const presetFiltersSchema = z
  .object({
    cities: uniqueList(z.string().refine((v) => CITY_NAMES.has(v), { error: 'Bilinmeyen il' })),
    districts: uniqueList(z.string().trim().min(1).max(60, { error: 'İlçe adı çok uzun' })),
    regions: uniqueList(z.enum(REGIONS, { error: 'Bilinmeyen bölge' })),
    dateFrom: day,
    dateTo: day,
    salesMin: kurus,
    salesMax: kurus,
    commissionMin: kurus,
    commissionMax: kurus,
    roles: uniqueList(z.enum(ROLES, { error: 'Bilinmeyen rol' })),
    statuses: uniqueList(z.enum(MEMBER_STATUSES, { error: 'Bilinmeyen durum' })),
    search: z.string().trim().max(FILTER_SEARCH_MAX).optional(),
  })
  .strict()
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    error: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
    path: ['dateTo'],
  })
  .refine((f) => f.salesMin === undefined || f.salesMax === undefined || f.salesMin <= f.salesMax, {
    error: 'En az satış en fazla satıştan büyük olamaz',
    path: ['salesMax'],
  })
  .refine((f) => f.commissionMin === undefined || f.commissionMax === undefined || f.commissionMin <= f.commissionMax, {
    error: 'En az komisyon en fazla komisyondan büyük olamaz',
    path: ['commissionMax'],
  });

/** The filters of a preset as the API answers them (already checked on the way in). */
export const presetFiltersOutSchema = z.object({
  cities: z.array(z.string()),
  districts: z.array(z.string()),
  regions: z.array(z.enum(REGIONS)),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  salesMin: z.number().optional(),
  salesMax: z.number().optional(),
  commissionMin: z.number().optional(),
  commissionMax: z.number().optional(),
  roles: z.array(z.enum(ROLES)),
  statuses: z.array(z.enum(MEMBER_STATUSES)),
  search: z.string().optional(),
});

export const filterPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  filters: presetFiltersOutSchema,
  isDefault: z.boolean(),
  /** 'system' for the built-in presets, else the member's id (the specification's userId). */
  userId: z.string(),
  isSystem: z.boolean(),
  /** A relative preset's number of days ending today ('Son 30 Gün'); null for fixed filters. */
  relativeDays: z.number().int().nullable(),
  createdAt: z.string().nullable(),
});
export type FilterPreset = z.infer<typeof filterPresetSchema>;

export const filterPresetListSchema = z.object({
  presets: z.array(filterPresetSchema),
  defaultId: z.string(),
  limit: z.number().int(),
});
export type FilterPresetList = z.infer<typeof filterPresetListSchema>;

const name = z
  .string({ error: 'Filtre adı girin' })
  .trim()
  .min(1, { error: 'Filtre adı girin' })
  .max(FILTER_PRESET_NAME_MAX, { error: `Filtre adı en fazla ${FILTER_PRESET_NAME_MAX} karakter olabilir` });
const description = z
  .string()
  .trim()
  .max(FILTER_PRESET_DESCRIPTION_MAX, {
    error: `Açıklama en fazla ${FILTER_PRESET_DESCRIPTION_MAX} karakter olabilir`,
  });

export const filterPresetCreateSchema = z.object({
  name,
  description: description.default(''),
  filters: presetFiltersSchema,
  isDefault: z.boolean().default(false),
});
export type FilterPresetCreate = z.input<typeof filterPresetCreateSchema>;

export const filterPresetUpdateSchema = z
  .object({ name: name.optional(), description: description.optional(), filters: presetFiltersSchema.optional() })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.filters !== undefined, {
    error: 'Değiştirilecek bir alan gönderin',
  });
export type FilterPresetUpdate = z.input<typeof filterPresetUpdateSchema>;

/** A preset's id: a uuid, or `system:<key>` for a built-in one. */
export const filterPresetIdParamsSchema = z.object({
  id: z.string().regex(/^(system:[a-z0-9-]{1,40}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
    error: 'Geçersiz filtre',
  }),
});
