import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integer } from '../../db/row-types';
import { rows } from '../../db/rows';
import { billingKit, POS_PLAN } from '../../../test/kits/billing';
import { pdfText } from '../../../test/pdf';
import { useTwoDistributors } from '../../../test/use-app';
import { india, useMailingTestApp } from '../../../test/use-smtp';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';
import { remindOverdue } from './reminders/overdue';
import { invoices, outboxEvents } from '../../db/schema';

let clock = india('11-15', '11:30');
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const { t, smtp } = useMailingTestApp({ webhookAllowPrivate: true, now: () => clock });
const world = useTwoDistributors(t);
const { admin, distA, distB } = world;
const k = billingKit(t);
const ids = {} as { a: number; b: number };

beforeAll(async () => {
  await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
  await k.places('27AAGCD1234K1ZQ', [{ id: world.a.id, gstin: '27AAPFA1234A1ZZ' }]);
  const hook = await k.call(admin, 'POST', '/api/webhooks', {
    url: receiver.url,
    events: ['invoice.issued', 'invoice.overdue'],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  for (const [serial, distributorId] of [
    ['EVT-A', world.a.id],
    ['EVT-B', world.b.id],
  ] as const) {
    const m = await k.machine(serial);
    await k.period({ machineId: m.id, distributorId, from: '2026-09-21T00:00:00+05:30' });
  }
  await k.run(admin, '2026-09');
  ids.a = (await k.invoiceOf(admin, '2026-09', world.a.id)).id;
  ids.b = (await k.invoiceOf(admin, '2026-09', world.b.id)).id;
});

const eventRow = z.object({
  type: z.string(),
  distributor_id: integer,
  entity_type: z.string(),
  entity_id: integer,
  payload: z.record(z.string(), z.unknown()),
});
const events = (type: string) =>
  rows(
    t.database.db,
    sql`SELECT type, distributor_id, entity_type, entity_id, payload FROM ${outboxEvents}
         WHERE type = ${type} ORDER BY id`,
    eventRow,
  );

describe('issuing an invoice tells its distributor', () => {
  it('writes invoice.issued: in-app, email with the PDF attached, webhook', async () => {
    await k.ok(admin, 'POST', `/api/invoices/${ids.a}/issue`);
    const [event] = await events('invoice.issued');
    expect(event).toMatchObject({
      distributor_id: world.a.id,
      entity_type: 'invoice',
      entity_id: ids.a,
      payload: {
        number: 'INV/26-27/000001',
        month: '2026-09',
        dueDate: '2026-11-30',
        amount: '₹1,618.00',
        totalPaise: 161800,
      },
    });
    await t.app.background.drain();

    const inbox = await k.ok(distA, 'GET', '/api/notifications');
    expect(inbox.notifications[0]).toMatchObject({
      type: 'invoice.issued',
      entityType: 'invoice',
      payload: expect.objectContaining({ number: 'INV/26-27/000001' }),
    });
    expect((await k.ok(distB, 'GET', '/api/notifications')).notifications).toEqual([]);

    await smtp.waitFor(1);
    const [mail] = smtp.mailsTo(distA.email);
    expect(mail?.subject).toBe('Invoice INV/26-27/000001 of ₹1,618.00 was issued');
    expect(mail?.text).toContain('due on 2026-11-30. The invoice is attached as a PDF.');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['INV-26-27-000001.pdf', 'application/pdf'],
    ]);
    const text = (await pdfText(mail!.attachments[0]!.content)).replace(/\s+/g, ' ');
    expect(text).toContain('Invoice No: INV/26-27/000001');
    expect(text).toContain('Total: ₹1,618.00');

    const hooked = receiver.received.map((r) => JSON.parse(r.body).event);
    expect(hooked).toEqual([
      expect.objectContaining({
        type: 'invoice.issued',
        entity: { type: 'invoice', id: ids.a },
        distributorId: world.a.id,
        data: expect.objectContaining({ number: 'INV/26-27/000001', totalPaise: 161800 }),
      }),
    ]);
  });
});

describe('an overdue invoice reminds its distributor once every 7 days at 10:00 India time', () => {
  const reminders = async () => (await events('invoice.overdue')).map((e) => e.payload);
  /** The background at `day` `time` in India: what reminders exist then. */
  const at = async (day: string, time: string) => {
    clock = india(day, time);
    await t.app.background.drain();
    return (await reminders()).length;
  };

  it('day 1 past due at 10:00 reminds, the next 6 days do not, day 8 does', async () => {
    // B's invoice, issued on 15 November too and partly paid: reminded of its balance.
    await k.ok(admin, 'POST', `/api/invoices/${ids.b}/issue`);
    await t.database.db.execute(
      sql`UPDATE ${invoices} SET status = 'PARTIALLY_PAID', paid_paise = 100000, settled_paise = 100000 WHERE id = ${ids.b}`,
    );
    // Due on 30 November: not overdue that day, nor before 10:00 the next.
    expect(await at('11-30', '10:00')).toBe(0);
    expect(await at('12-01', '09:59')).toBe(0);
    expect(await at('12-01', '10:00')).toBe(2);
    expect(await reminders()).toEqual([
      expect.objectContaining({ number: 'INV/26-27/000001', amount: '₹1,618.00', daysOverdue: 1 }),
      expect.objectContaining({
        number: 'INV/26-27/000002',
        amount: '₹618.00',
        balancePaise: 61800,
      }),
    ]);
    for (const day of ['12-02', '12-03', '12-04', '12-05', '12-06', '12-07'])
      expect(await at(day, '10:00'), day).toBe(2);
    expect(await at('12-07', '23:59')).toBe(2);
    expect(await at('12-08', '10:00')).toBe(4);
    expect((await reminders())[2]).toMatchObject({ daysOverdue: 8, day: '2026-12-08' });
  });

  it('emails the reminder, without an attachment', async () => {
    await smtp.waitFor(3);
    const mail = smtp.mailsTo(distA.email).find((m) => m.subject?.includes('overdue'));
    expect(mail?.subject).toBe('Invoice INV/26-27/000001 is overdue: ₹1,618.00 unpaid');
    expect(mail?.text).toContain('was due on 2026-11-30 and ₹1,618.00 is still unpaid');
    expect(mail?.attachments).toEqual([]);
  });

  it('reminds once even when two workers run at the same time', async () => {
    clock = india('12-15', '10:00');
    const results = await Promise.all(
      [1, 2].map(() => t.database.db.transaction((tx) => remindOverdue(tx, clock))),
    );
    await t.app.background.drain();
    expect(results.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await reminders()).toHaveLength(6);
  });

  it('a paid or cancelled invoice is not reminded', async () => {
    await t.database.db.execute(sql`UPDATE ${invoices} SET status = 'PAID' WHERE id = ${ids.b}`);
    await k.ok(admin, 'POST', `/api/invoices/${ids.a}/cancel`, { reason: 'Wrong rate' });
    expect(await at('12-22', '10:00')).toBe(6);
  });

  it('an invoice with nothing left to pay (a month of deposit refunds: a credit) is not reminded', async () => {
    await t.database.db.execute(
      sql`UPDATE ${invoices} SET status = 'ISSUED', total_paise = -50000, paid_paise = 0, settled_paise = 0
           WHERE id = ${ids.b}`,
    );
    expect(await at('12-29', '10:00')).toBe(6);
  });
});
