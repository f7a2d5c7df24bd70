import { z } from 'zod';
import { ROLES } from './roles';

/**
 * The role as a zod schema, for the contracts. Kept apart from roles.ts: the web app's entry
 * imports roles.ts and must not pull zod in with it (bench/web-bundle.mjs warns when it does).
 */
export const roleSchema = z.enum(ROLES);
