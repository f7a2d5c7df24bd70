import { z } from 'zod';
import { EXPORT_FORMATS } from '../table-export';

/** The `format` of an export's query: CSV (the default, as before) or XLSX. */
export const exportFormatField = z.enum(EXPORT_FORMATS).default('csv');
export const exportFormatQuerySchema = z.object({ format: exportFormatField });
