import { z } from 'zod';
import { REGIONS } from '../cities';

/** The contract of /api/cities: reference data for addresses, registration and city filters. */

export const citySchema = z.object({ name: z.string(), region: z.enum(REGIONS), districts: z.array(z.string()) });
export type City = z.infer<typeof citySchema>;

export const cityListSchema = z.object({ cities: z.array(citySchema) });
export type CityList = z.infer<typeof cityListSchema>;
