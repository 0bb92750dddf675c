/**
 * The migration that keys the server's texts (decision 0165) reads the rows written before it back
 * from their English words: an order's creation entry, and the lines of billing runs and credit
 * notes. Its statements run again here on rows written the old way.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createDistributor, createRetailer } from '../../test/app';
import { createMachines } from '../../test/factories/machines';
import { postOrder } from '../../test/requests';
import { useProvider, useTestApp } from '../../test/use-app';
import { rows } from './rows';
import { orderStatusEvents } from './schema';

const t = useTestApp();
const admin = t.signIn('admin');
const provider = useProvider(t);

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const file = fs.readdirSync(MIGRATIONS).find((f) => f.endsWith('_server_text_keys.sql'))!;
/** Its statements after the new columns (those exist already: the suite's database is migrated). */
const dataStatements = fs
  .readFileSync(`${MIGRATIONS}/${file}`, 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => !s.startsWith('ALTER TABLE'));

describe('keying the texts written before the keys', () => {
  it('keys an old creation entry and old line words; words no pattern knows stay unkeyed', async () => {
    const d = await createDistributor(t.database, { name: 'Old Rows Traders' });
    const r = await createRetailer(t.database, d.id, { name: 'Old Rows Shop' });
    const ms = await createMachines(t.database, 1, { serviceProviderId: provider.id });
    const res = await postOrder(t, admin.auth, {
      distributorId: d.id,
      retailerId: r.id,
      serviceProviderId: provider.id,
      machineIds: ms.map((m) => m.id),
    });
    const orderId = res.json().order.id as number;
    await t.database.db.execute(
      sql`update ${orderStatusEvents} set notes = 'Order created', phrase = null where order_id = ${orderId}`,
    );
    // A person's note that happens to say the same words, later on the timeline, stays theirs.
    await t.database.db.execute(
      sql`insert into ${orderStatusEvents} (order_id, status, notes) values (${orderId}, 'PENDING', 'Order created')`,
    );

    // All but the last, which drops the function the line statements use (asked below).
    for (const statement of dataStatements.filter((s) => !s.startsWith('DROP'))) {
      await t.database.db.execute(sql.raw(statement));
    }
    const events = await rows(
      t.database.db,
      sql`select notes, phrase from ${orderStatusEvents} where order_id = ${orderId} order by id`,
      z.object({ notes: z.string().nullable(), phrase: z.unknown() }),
    );
    // The old words stay in the row (an upgrade changes no old column); the answer leaves them out.
    expect(events).toEqual([
      { notes: 'Order created', phrase: { key: 'orderCreated', params: {} } },
      { notes: 'Order created', phrase: null },
    ]);
    const timeline = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.auth })
    ).json().order.timeline;
    expect(
      timeline.map((e: object) => ({ ...e, at: undefined, by: undefined, id: undefined })),
    ).toEqual([
      expect.objectContaining({ notes: null, phrase: { key: 'orderCreated', params: {} } }),
      expect.objectContaining({ notes: 'Order created', phrase: null }),
    ]);

    const keyed = await rows(
      t.database.db,
      sql`select ddc_line_phrase(d) as phrase from unnest(${sql.param([
        'Rent: POS Ingenico Move 5000, 11 of 31 days',
        'Deposit: SOUNDBOX SB-10',
        'Deposit refund: SOUNDBOX SB-10 returned',
        'Credit of rent (SAC 997319, GST 18%)',
        'Credit of deposits (not taxable)',
        'Something an older release wrote',
      ])}::text[]) with ordinality as u(d, n) order by n`,
      z.object({ phrase: z.unknown() }),
    );
    await t.database.db.execute(sql.raw(dataStatements.find((s) => s.startsWith('DROP'))!));
    expect(keyed.map((k) => k.phrase)).toEqual([
      {
        key: 'rent',
        params: { machineType: 'POS', model: 'Ingenico Move 5000', days: 11, monthDays: 31 },
      },
      { key: 'deposit', params: { machineType: 'SOUNDBOX', model: 'SB-10' } },
      { key: 'depositRefund', params: { machineType: 'SOUNDBOX', model: 'SB-10' } },
      { key: 'rentCredit', params: { sacCode: '997319', gstRatePercent: 18 } },
      { key: 'depositCredit', params: {} },
      null,
    ]);
  });
});
