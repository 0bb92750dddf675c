import { z } from 'zod';
import { Machine } from './machines';

/** How many serials one resolve call takes (a pasted list or a scan session). */
export const RESOLVE_SERIALS_MAX = 1000;

/**
 * POST /machines/resolve-serials: serials scanned or pasted (any letter case, trimmed). The
 * answer names the machines the caller may name (stock and what its scope holds) and the rest
 * as notFound: an unknown serial and another holder's device are told apart by nothing.
 */
export const ResolveSerialsRequest = z.object({
  serials: z.array(z.string().trim().min(1).max(64)).min(1).max(RESOLVE_SERIALS_MAX),
});
export type ResolveSerialsRequest = z.infer<typeof ResolveSerialsRequest>;

export const ResolveSerialsResponse = z.object({
  machines: z.array(Machine),
  notFound: z.array(z.string()),
});
export type ResolveSerialsResponse = z.infer<typeof ResolveSerialsResponse>;
