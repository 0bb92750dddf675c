/**
 * Embedded database backup and restore (stop the product first; the data folder's lock is taken):
 *   npm run backup -- --out backups/devices-2026-11-21.tar.gz
 *   npm run restore -- --from backups/devices-2026-11-21.tar.gz      (into an empty DATA_DIR)
 * With DATABASE_URL, use pg_dump / pg_restore instead (docs/operations.md, "Backup and restore").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupEmbedded, restoreEmbedded } from '../db/backup';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, from: { type: 'string' } },
  });
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (see docs/operations.md).',
    );
    process.exit(2);
  }
  const dir = path.join(config.dataDir, 'pgdata');
  if (command === 'backup' && values.out) {
    const size = await backupEmbedded(dir, path.resolve(values.out));
    console.log(`Backed up ${dir} to ${values.out} (${(size / 1024 / 1024).toFixed(1)} MB).`);
  } else if (command === 'restore' && values.from) {
    await restoreEmbedded(path.resolve(values.from), dir);
    console.log(`Restored ${values.from} into ${dir}.`);
  } else {
    console.error(
      'Usage: npm run backup -- --out FILE.tar.gz | npm run restore -- --from FILE.tar.gz',
    );
    process.exit(2);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
