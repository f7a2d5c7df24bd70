import { PROVINCES } from '@portal/shared/cities';
import type { City, CityList } from '@portal/shared/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api/client';

/**
 * Cities and their districts for address and registration selects (`GET /api/cities`).
 * Reference data used by several features, hence in lib.
 */

export async function fetchCities(signal?: AbortSignal): Promise<City[] | null> {
  try {
    const { cities } = await api.get<CityList>('/api/cities', { signal });
    return cities;
  } catch (error) {
    // Without the endpoint the form still works: the 81 provinces from the shared list,
    // and the district typed by hand.
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const citiesQueryOptions = queryOptions({
  queryKey: ['cities'] as const,
  queryFn: ({ signal }) => fetchCities(signal),
  staleTime: 24 * 60 * 60 * 1000,
  gcTime: 24 * 60 * 60 * 1000,
});

export function useCities() {
  return useQuery(citiesQueryOptions);
}

export const PROVINCE_NAMES: string[] = PROVINCES.map((p) => p.name);

/** The 81 provinces in Turkish alphabetical order, for filter lists. */
export const PROVINCE_NAMES_ALPHABETICAL: string[] = [...PROVINCE_NAMES].sort((a, b) => a.localeCompare(b, 'tr'));
