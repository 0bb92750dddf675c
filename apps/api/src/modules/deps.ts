import type { Db } from '../db/client';

/** What every module's routes plugin receives. */
export type ModuleDeps = { db: Db };

/** And the product's public base URL, for the routes that print links (as emails do). */
export type LinkingModuleDeps = ModuleDeps & { publicUrl: string };
