/**
 * The migration that hands the triggers' rules to custody (0032, decision 0169) on a database
 * the old code wrote: migrated to 0031, its rows written by plain SQL so the old triggers keep
 * the counts, holding periods and activations. After 0032 those rows are still right, only the
 * append-only guards are triggers, and a custody write goes on from them (nothing kept twice).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import {
  activationCountsDrift,
  countsDrift,
  statusCountsDrift,
} from '../../test/process/invariants';
import type { Database, Db } from './client';
import * as schema from './schema';
import { machines } from './schema';
import { trackMachines } from '../modules/custody';
import { createDistributor, createRetailer } from '../../test/app';
import { createProvider } from '../../test/factories/machines';
import { readRows } from '../../test/read-rows';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0031-'));

/** The migrations folder as the code before 0032 had it. */
function migrationsUpTo0031(): string {
  fs.cpSync(MIGRATIONS, before, { recursive: true });
  fs.rmSync(path.join(before, '0032_rules_in_custody.sql'));
  const journal = path.join(before, 'meta', '_journal.json');
  const j = JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: { idx: number }[] };
  j.entries = j.entries.filter((e) => e.idx <= 31);
  fs.writeFileSync(journal, JSON.stringify(j));
  return before;
}

const client = await PGlite.create({ extensions: { pg_trgm } });
const db = drizzle(client, { schema }) as unknown as Db;
afterAll(async () => {
  await client.close();
  fs.rmSync(before, { recursive: true, force: true });
});

/** Kept counts that differ from counting the rows (none: they are right). */
const drift = async () => [
  ...(await readRows(db, countsDrift)),
  ...(await readRows(db, statusCountsDrift)),
  ...(await readRows(db, activationCountsDrift)),
];

type Period = {
  machine_id: number;
  distributor_id: number;
  retailer_id: number | null;
  open: boolean;
};
const periods = () =>
  readRows<Period>(
    db,
    sql`select machine_id, distributor_id, retailer_id, held_to is null as open
          from machine_holding_periods order by machine_id, id`,
  );
const activations = () =>
  readRows<{ machine_id: number; activated_on: string; ended_on: string | null }>(
    db,
    sql`select machine_id, activated_on::text, ended_on::text from machine_activations order by id`,
  );

describe('handing the triggers to custody (migration 0032)', () => {
  it('keeps what the triggers wrote, leaves only the guards, and custody goes on from there', async () => {
    await migrate(db as never, { migrationsFolder: migrationsUpTo0031() });
    const database = { db } as Database;
    const provider = await createProvider(database);
    const a = await createDistributor(database);
    const b = await createDistributor(database);
    const r = await createRetailer(database, a.id);
    await db.execute(sql`
      insert into machines (id, serial_number, model, manufacturer, machine_type, service_provider_id)
      select g, 'UP-' || g, 'T', 'Telering', 'POS', ${provider.id}::int from generate_series(1, 3) g`);
    // The old code's writes: held by A, one at its retailer (activated), one released.
    await db.execute(
      sql`update machines set status = 'ASSIGNED', partner_type = 'B2B', distributor_id = ${a.id}::int where id in (1, 2, 3)`,
    );
    await db.execute(sql`update machines set retailer_id = ${r.id}::int, activation_state = 'ACTIVATED', allotted_at = now(),
                                activated_on = '2026-01-05', activation_ref = 'ACT-1' where id = 1`);
    await db.execute(
      sql`update machines set status = 'AVAILABLE', partner_type = null, distributor_id = null where id = 3`,
    );
    await db.execute(sql`
      insert into orders (id, order_number, order_type, distributor_id, retailer_id, quantity, status)
      values (1, 'ORD-1', 'MACHINE_ALLOTMENT', ${a.id}::int, ${r.id}::int, 1, 'PENDING')`);
    await db.execute(sql`update orders set status = 'APPROVED' where id = 1`);
    await db.execute(
      sql`insert into assignments (distributor_id, retailer_id, status, valid_from) values (${a.id}::int, ${r.id}::int, 'ACTIVE', '2026-01-01')`,
    );
    const heldBefore = await periods();
    expect(heldBefore.filter((p) => p.open)).toHaveLength(2);
    expect(await activations()).toEqual([
      { machine_id: 1, activated_on: '2026-01-05', ended_on: null },
    ]);

    await migrate(db as never, { migrationsFolder: MIGRATIONS });

    const triggers = await readRows<{ name: string }>(
      db,
      sql`select tgname as name from pg_trigger where not tgisinternal order by 1`,
    );
    expect(triggers.map((t) => t.name)).toEqual([
      'audit_log_no_update_delete',
      'security_events_no_update',
    ]);
    const functions = await readRows<{ name: string }>(
      db,
      sql`select proname as name from pg_proc where pronamespace = 'public'::regnamespace
             and prorettype = 'trigger'::regtype order by 1`,
    );
    expect(functions.map((f) => f.name)).toEqual([
      'audit_log_refuse_change',
      'security_events_refuse_update',
    ]);
    // Counts, periods and activations as the triggers left them, and right.
    expect(await drift()).toEqual([]);
    expect(await periods()).toEqual(heldBefore);

    // A custody write on the upgraded rows: device 2 goes to B; counted once, its period moves.
    await db.transaction((tx) =>
      trackMachines(tx, [2], () =>
        tx.update(machines).set({ distributorId: b.id }).where(eq(machines.id, 2)),
      ),
    );
    expect(await drift()).toEqual([]);
    const of2 = (await periods()).filter((p) => p.machine_id === 2);
    expect(of2).toEqual([
      { machine_id: 2, distributor_id: a.id, retailer_id: null, open: false },
      { machine_id: 2, distributor_id: b.id, retailer_id: null, open: true },
    ]);
  });
});
