/**
 * Several processes starting at once on one new PostgreSQL database (workers, instances, a
 * rolling restart of an upgrade) each run the migrations at start: one migrates, the others
 * wait for it and then find nothing to do. Each pool here is what one process opens.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayDatabase } from '../../test/process/pg-databases';
import { openDatabase } from './client';
import { integer } from './row-types';
import { rows } from './rows';

const baseUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(baseUrl))('migrations started by several processes at once', () => {
  let database: Awaited<ReturnType<typeof throwawayDatabase>>;
  beforeAll(async () => {
    database = await throwawayDatabase(baseUrl!, 'migrate_lock');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('all start, and each migration is applied once', async () => {
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 }),
      ),
    );
    const failures = opened.filter((o) => o.status === 'rejected').map((o) => String(o.reason));
    const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    try {
      expect(failures).toEqual([]);
      const applied = await rows(
        databases[0]!.db,
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
        z.object({ hash: z.string(), n: integer }),
      );
      expect(applied).toEqual([]);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
    }
  }, 120_000);
});
