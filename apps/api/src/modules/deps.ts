import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';

/** What every module's routes plugin receives: the database and the business clock. */
export type ModuleDeps = { db: Db; clock: Clock };

/** And the product's public base URL, for the routes that print links (as emails do). */
export type LinkingModuleDeps = ModuleDeps & { publicUrl: string };
