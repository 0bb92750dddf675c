import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './lock';

/**
 * Backup and restore of the embedded database (PostgreSQL uses pg_dump / pg_restore, see docs/operations.md).
 * Both take the data folder's lock, so they refuse to run while the product is running on it.
 */
export async function backupEmbedded(dir: string, outFile: string): Promise<number> {
  if (!fs.existsSync(dir)) throw new Error(`No embedded database in ${dir}`);
  const unlock = lockDataDir(dir);
  try {
    const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
    try {
      const archive = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await archive.arrayBuffer());
      fs.writeFileSync(outFile, bytes, { mode: 0o600 });
      return bytes.length;
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/** Restores into an empty (or missing) data folder; refuses to overwrite a database. */
export async function restoreEmbedded(archiveFile: string, dir: string): Promise<void> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).some((f) => f !== 'app.lock')) {
    throw new Error(
      `${dir} is not empty: move it away first (the restore never overwrites a database)`,
    );
  }
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    const archive = new Blob([fs.readFileSync(archiveFile)]);
    const db = await PGlite.create({ dataDir: dir, loadDataDir: archive, extensions: { pg_trgm } });
    await db.query('select 1');
    await db.close();
  } finally {
    unlock();
  }
}
