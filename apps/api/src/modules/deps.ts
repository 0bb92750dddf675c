import type { Db } from '../db/client';

/** What every module's routes plugin receives. */
export type ModuleDeps = { db: Db };
