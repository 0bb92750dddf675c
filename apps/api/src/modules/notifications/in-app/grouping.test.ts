import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../../../db/schema';
import { emit } from '../../../platform/outbox';
import { createDistributor } from '../../../../test/app';
import { onPostgres } from '../../../../test/db';
import { useTestApp } from '../../../../test/use-app';
import { inAppChannel } from './channel';
import { send } from '../../../../test/requests';
import { readRows } from '../../../../test/read-rows';

const t = useTestApp();
const admin = t.signIn('admin');

type Stored = { payload: { count: number; alerts: number; serials: string[] } };

/** One distributor's idle-devices alert in the outbox; answers its event id. */
async function idleAlert(count: number, serials: string[]): Promise<string> {
  const distributorId = (await createDistributor(t.database)).id;
  await emit(t.database.db, {
    type: 'devices.idle',
    distributorId,
    payload: { day: '2026-11-24', count, days: 30, serials },
  });
  const [event] = await readRows<{ event_id: string }>(
    t.database.db,
    sql`select event_id from outbox_events order by id desc limit 1`,
  );
  return event!.event_id;
}

/** The admin's unread idle-devices notifications, oldest first. */
const unreadIdle = () =>
  readRows<Stored>(
    t.database.db,
    sql`select payload from notifications
         where user_id = ${admin.user.id} and type = 'devices.idle' and read_at is null
         order by id`,
  );

const readAll = () =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: admin.auth });

describe('repeated alerts of one kind within a minute are one notification', () => {
  it('three idle-devices alerts: one unread notification with the total and the serials', async () => {
    await readAll();
    await idleAlert(2, ['SB-1', 'SB-2']);
    await idleAlert(1, ['SB-3']);
    await idleAlert(4, ['SB-4']);
    await t.app.background.drain();
    const told = await unreadIdle();
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({
      count: 7,
      alerts: 3,
      serials: ['SB-1', 'SB-2', 'SB-3', 'SB-4'],
    });
    const list = await send(t, admin, 'GET', '/api/notifications?unread=true');
    const idle = list
      .json()
      .notifications.filter((n: { type: string }) => n.type === 'devices.idle');
    expect(idle.map((n: Stored) => [n.payload.count, n.payload.alerts])).toEqual([[7, 3]]);
  });

  it('a second dispatch of a folded event adds nothing', async () => {
    await t.database.db.execute(
      sql`update outbox_events set dispatched_at = null where type = 'devices.idle'`,
    );
    await t.app.background.drain();
    expect((await unreadIdle()).map((n) => n.payload.count)).toEqual([7]);
  });

  it('once read, or more than a minute later, the next alert is a notification of its own', async () => {
    await readAll();
    await idleAlert(1, ['SB-5']);
    await t.app.background.drain();
    const later = await idleAlert(2, ['SB-6', 'SB-7']);
    await t.database.db
      .update(outboxEvents)
      .set({ at: sql`now() + interval '61 seconds'` })
      .where(eq(outboxEvents.eventId, later));
    await t.app.background.drain();
    expect((await unreadIdle()).map((n) => [n.payload.count, n.payload.alerts])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
});

/** Two dispatchers at once on PostgreSQL's pool: the lock makes the second fold, not insert. */
describe.runIf(onPostgres)('two dispatchers writing alerts at once (PostgreSQL)', () => {
  it('both alerts end in one notification', async () => {
    await readAll();
    const ids = [await idleAlert(3, ['SB-8']), await idleAlert(5, ['SB-9'])];
    const events = await t.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.eventId} in (${sql.join(ids, sql`, `)})`);
    await Promise.all(events.map((e) => t.database.db.transaction((tx) => inAppChannel(tx, e))));
    expect((await unreadIdle()).map((n) => [n.payload.count, n.payload.alerts])).toEqual([[8, 2]]);
  });
});
