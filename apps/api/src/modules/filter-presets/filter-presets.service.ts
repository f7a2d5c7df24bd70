import { type GlobalFilters, SYSTEM_PRESETS } from '@portal/shared/analytics-filters';
import {
  type FilterPreset,
  type FilterPresetList,
  type filterPresetCreateSchema,
  type filterPresetUpdateSchema,
  presetFiltersSchema,
} from '@portal/shared/contracts/filter-presets';
import {
  DEFAULT_SYSTEM_PRESET_KEY,
  FILTER_PRESET_LIMIT,
  systemPresetId,
  systemPresetOf,
} from '@portal/shared/filter-presets';
import type { z } from 'zod';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './filter-presets.repository';

/**
 * Filter presets (decision 055): the built-in presets every member has, and the member's own.
 * Everything works on the caller's own presets: another member's id is not found, never forbidden.
 * Built-in presets can be chosen as the default and loaded, never changed or deleted.
 */

type Create = z.output<typeof filterPresetCreateSchema>;
type Update = z.output<typeof filterPresetUpdateSchema>;

function storedFilters(value: unknown): GlobalFilters {
  // Stored filters were validated on the way in; read them through the same schema so a preset
  // saved before a rule changed still loads (what no longer holds is dropped to the empty filter).
  const parsed = presetFiltersSchema.safeParse(value);
  return parsed.success ? parsed.data : presetFiltersSchema.parse({});
}

function toDto(row: repo.FilterPresetRow, defaultId: string): FilterPreset {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    filters: storedFilters(row.filters),
    isDefault: row.id === defaultId,
    userId: row.userId,
    isSystem: false,
    relativeDays: null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function defaultIdOf(ctx: AppContext, member: Member): Promise<string> {
  const choice = await repo.defaultOf(ctx.db, member.id);
  if (choice?.presetId) return choice.presetId;
  const system = choice?.systemKey ? systemPresetOf(`system:${choice.systemKey}`) : undefined;
  return systemPresetId(system?.key ?? DEFAULT_SYSTEM_PRESET_KEY);
}

export async function list(ctx: AppContext, member: Member): Promise<FilterPresetList> {
  const [rows, defaultId] = await Promise.all([repo.listFor(ctx.db, member.id), defaultIdOf(ctx, member)]);
  const system: FilterPreset[] = SYSTEM_PRESETS.map((p) => ({
    id: systemPresetId(p.key),
    name: p.name,
    description: p.description,
    filters: {
      ...p.filters,
      cities: [...p.filters.cities],
      roles: [...p.filters.roles],
      statuses: [...p.filters.statuses],
    },
    isDefault: systemPresetId(p.key) === defaultId,
    userId: 'system',
    isSystem: true,
    relativeDays: p.relativeDays ?? null,
    createdAt: null,
  }));
  return { presets: [...system, ...rows.map((r) => toDto(r, defaultId))], defaultId, limit: FILTER_PRESET_LIMIT };
}

export async function create(ctx: AppContext, member: Member, input: Create): Promise<FilterPreset> {
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockMember(tx, member.id);
    if ((await repo.countFor(tx, member.id)) >= FILTER_PRESET_LIMIT) throw new AppError('FILTER_PRESET_LIMIT');
    if (SYSTEM_PRESETS.some((p) => p.name.toLocaleLowerCase('tr') === input.name.toLocaleLowerCase('tr'))) {
      throw new AppError('FILTER_PRESET_NAME_TAKEN');
    }
    if (await repo.nameTaken(tx, member.id, input.name)) throw new AppError('FILTER_PRESET_NAME_TAKEN');
    const created = await repo.insert(tx, member.id, {
      name: input.name,
      description: input.description,
      filters: { ...input.filters },
    });
    if (input.isDefault) await repo.setDefault(tx, member.id, { presetId: created.id });
    return created;
  });
  return toDto(row, input.isDefault ? row.id : '');
}

export async function update(ctx: AppContext, member: Member, id: string, input: Update): Promise<FilterPreset> {
  if (systemPresetOf(id)) throw new AppError('SYSTEM_PRESET_READ_ONLY');
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockMember(tx, member.id);
    if (!(await repo.findOwn(tx, member.id, id))) throw new AppError('FILTER_PRESET_NOT_FOUND');
    if (input.name !== undefined) {
      const name = input.name;
      if (SYSTEM_PRESETS.some((p) => p.name.toLocaleLowerCase('tr') === name.toLocaleLowerCase('tr'))) {
        throw new AppError('FILTER_PRESET_NAME_TAKEN');
      }
      if (await repo.nameTaken(tx, member.id, name, id)) throw new AppError('FILTER_PRESET_NAME_TAKEN');
    }
    return repo.update(tx, member.id, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.filters !== undefined ? { filters: { ...input.filters } } : {}),
    });
  });
  if (!row) throw new AppError('FILTER_PRESET_NOT_FOUND');
  return toDto(row, await defaultIdOf(ctx, member));
}

/** Deletes one of the member's presets; a built-in one is refused. Its default choice goes with it. */
export async function remove(ctx: AppContext, member: Member, id: string): Promise<void> {
  if (systemPresetOf(id) || id.startsWith('system:')) throw new AppError('SYSTEM_PRESET_READ_ONLY');
  if (!(await repo.remove(ctx.db, member.id, id))) throw new AppError('FILTER_PRESET_NOT_FOUND');
}

/** Makes a preset (the member's own or a built-in one) the member's one default. */
export async function setDefault(ctx: AppContext, member: Member, id: string): Promise<FilterPresetList> {
  const system = systemPresetOf(id);
  if (id.startsWith('system:') && !system) throw new AppError('FILTER_PRESET_NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    await repo.lockMember(tx, member.id);
    if (system) {
      // The built-in default needs no row: no choice means 'Son 30 Gün'.
      if (system.key === DEFAULT_SYSTEM_PRESET_KEY) await repo.clearDefault(tx, member.id);
      else await repo.setDefault(tx, member.id, { systemKey: system.key });
      return;
    }
    if (!(await repo.findOwn(tx, member.id, id))) throw new AppError('FILTER_PRESET_NOT_FOUND');
    await repo.setDefault(tx, member.id, { presetId: id });
  });
  return list(ctx, member);
}
