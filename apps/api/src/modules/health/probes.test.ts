import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { readRows } from '../../../test/read-rows';

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers without the database; ready waits for the migrations and stops on drain', async () => {
    const t = await buildTestApp();
    try {
      const get = (url: string) => t.app.inject({ method: 'GET', url });
      const migrations = sql`drizzle.__drizzle_migrations`;
      // The newest migration of this code not applied (an older process's database).
      const [newest] = await readRows<{ id: number; hash: string; created_at: string }>(
        t.database.db,
        sql`SELECT id, hash, created_at FROM ${migrations} ORDER BY created_at DESC LIMIT 1`,
      );
      await t.database.db.execute(sql`DELETE FROM ${migrations} WHERE id = ${newest!.id}`);
      const pending = await get('/api/health/ready');
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ code: 'migrations_pending' });
      await t.database.db.execute(
        sql`INSERT INTO ${migrations} (id, hash, created_at)
            VALUES (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );

      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });

      t.app.readiness.drain();
      const draining = await get('/api/health/ready');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ code: 'shutting_down' });
      // Liveness is not readiness: the draining process still answers.
      expect((await get('/api/health/live')).json()).toEqual({ status: 'live' });
    } finally {
      await t.close();
    }
  });

  it('ready answers db_unavailable when the database is gone, live still 200; close() drains', async () => {
    const t = await buildTestApp();
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'db_unavailable' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(t.app.readiness.draining).toBe(false);
    await t.app.close();
    expect(t.app.readiness.draining).toBe(true);
  });
});
