import { z } from 'zod';
import { MAX_ROW_ID } from '../../domain/fieldSchemas';

/**
 * A row id in a URL or query: a positive PostgreSQL `integer`. A larger number would reach the
 * database as an out-of-range value (a 500), so it is refused here as any other malformed id.
 */
export const pathId = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** `/:id` of every resource route. */
export const idParams = z.object({ id: pathId });
