/**
 * Counts the kept counts again from the tables (`npm run recount`): after a release older than
 * migration 0032 wrote to this database (a rollback), or after a change made around the product.
 * Custody writes the counts with each change (decision 0169); a writer that is not this code's
 * custody leaves them behind, and this puts them right. Holding periods and activations such a
 * writer made are not recorded (docs/operations.md).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { recountKeptCounts } from '../modules/custody';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
  : await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pgdata') });
try {
  await database.db.transaction((tx) => recountKeptCounts(tx));
  console.log('Kept counts counted again from the tables.');
} finally {
  await database.close();
}
