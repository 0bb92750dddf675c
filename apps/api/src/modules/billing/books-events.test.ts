import { WEBHOOK_PAYLOAD_SCHEMAS, type WebhookEventType } from '@dd/contract';
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
import { notificationSettings, organisation, outboxEvents } from '../../db/schema';

/**
 * The books tell the distributor (decision 0159): a payment reversed, a credit note, a refund
 * voucher, a payout and an approved commission each write one event in the change's own
 * transaction, told in-app, by email (a credit note's and a voucher's with the PDF) and to
 * webhooks; a credit is said as one, never as a negative figure.
 */
const BOOK_EVENTS = [
  'payment.reversed',
  'credit_note.issued',
  'refund_voucher.issued',
  'payout.recorded',
  'commission.approved',
] as const satisfies readonly WebhookEventType[];
const IST = (day: string) => `${day}T00:00:00+05:30`;

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const { t, smtp } = useMailingTestApp({
  webhookAllowPrivate: true,
  now: () => india('11-15', '11:30'),
});
const world = useTwoDistributors(t);
const { admin, distA, distB } = world;
/** Another admin: told of what the first one does (the one who did it is not). */
const admin2 = t.signIn('admin');
const k = billingKit(t);
const ids = {} as { august: number; september: number; voucher: number; payment: number };

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
/** What each channel made of the one event of `type`: A's inbox, B's, the webhook's delivery. */
async function told(type: WebhookEventType) {
  await t.app.background.drain();
  const inbox = (await k.ok(distA, 'GET', '/api/notifications')).notifications;
  const othersInbox = (await k.ok(distB, 'GET', '/api/notifications')).notifications;
  const hooked = receiver.received
    .map((r) => JSON.parse(r.body))
    .filter((body) => body.event.type === type);
  expect(hooked).toHaveLength(1);
  WEBHOOK_PAYLOAD_SCHEMAS[type].parse(hooked[0]);
  return {
    inApp: inbox.find((n: { type: string }) => n.type === type),
    othersInApp: othersInbox.filter((n: { type: string }) => n.type === type),
    hook: hooked[0].event,
  };
}
/** The email to `email` whose subject starts with `subject`, once it has arrived (10 s at most). */
async function mailTo(email: string, subject: string) {
  const until = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.mailsTo(email).find((m) => m.subject?.startsWith(subject));
    if (mail) return mail;
    const left = until - Date.now();
    if (left <= 0) throw new Error(`no email "${subject}..." to ${email}`);
    // The next message to arrive, whoever it is for.
    await smtp.waitFor(smtp.messages.length + 1, left).catch(() => undefined);
  }
}

beforeAll(async () => {
  await k.ok(admin, 'POST', '/api/billing/plans', POS_PLAN, 201);
  await k.places('27AAGCD1234K1ZQ', [{ id: world.a.id, gstin: '27AAPFA1234A1ZZ' }]);
  await t.database.db.execute(
    sql`update ${organisation} set name = 'Dhruv Digital Devices Pvt Ltd', tds_threshold_paise = 0
         where id = 1`,
  );
  await t.database.db.execute(
    sql`insert into ${notificationSettings} (user_id, email_delivery)
        values (${admin2.user.id}, 'perEvent')`,
  );
  const hook = await k.call(admin, 'POST', '/api/webhooks', {
    url: receiver.url,
    events: BOOK_EVENTS,
  });
  expect(hook.statusCode, hook.body).toBe(201);
  // A device at A from 21 August to 11 September: August charges its deposit, September's run
  // refunds it on a refund voucher. Another at A's merchant, activated in September.
  const m = await k.machine('BKE-1');
  await k.period({
    machineId: m.id,
    distributorId: world.a.id,
    from: IST('2026-08-21'),
    to: IST('2026-09-11'),
  });
  const active = await k.machine('BKE-2');
  await k.activated({
    machineId: active.id,
    distributorId: world.a.id,
    retailerId: world.ra.id,
    heldFrom: '2026-08-01',
    activatedOn: '2026-09-05',
  });
  await k.run(admin, '2026-08');
  ids.august = (await k.invoiceOf(admin, '2026-08', world.a.id)).id;
  await k.ok(admin, 'POST', `/api/invoices/${ids.august}/issue`);
  const run = await k.run(admin, '2026-09');
  ids.voucher = run.refundVoucherIds[0];
  ids.september = (await k.invoiceOf(admin, '2026-09', world.a.id)).id;
  await t.app.background.drain();
});

describe('the books tell the distributor and the admins', () => {
  it('a payment reversed: what it paid is due again', async () => {
    const { payment } = await k.ok(
      admin,
      'POST',
      `/api/invoices/${ids.august}/payments`,
      { amountPaise: 100000, method: 'CHEQUE', reference: 'CHQ-1', paidOn: '2026-11-15' },
      201,
    );
    ids.payment = payment.id;
    await k.ok(admin, 'POST', `/api/payments/${payment.id}/reverse`, { reason: 'Cheque bounced' });
    const again = await k.call(admin, 'POST', `/api/payments/${payment.id}/reverse`, {
      reason: 'Twice',
    });
    expect(again.json().code).toBe('payment_already_reversed');
    // One event, written with the reversal (the refused second one wrote none).
    const [event, ...more] = await events('payment.reversed');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      distributor_id: world.a.id,
      entity_type: 'invoice',
      entity_id: ids.august,
      payload: {
        invoiceId: ids.august,
        number: 'INV/26-27/000001',
        paymentId: payment.id,
        amountPaise: 100000,
        amount: '₹1,000.00',
        method: 'CHEQUE',
        reason: 'Cheque bounced',
        // August's whole total again: rent 10645 + 30000, GST 2 x (958 + 2700), two deposits of
        // 150000: 347961 -> ₹3,480.00.
        balancePaise: 348000,
      },
    });
    const { inApp, othersInApp, hook } = await told('payment.reversed');
    expect(inApp).toMatchObject({ link: `/billing/invoices/${ids.august}` });
    expect(othersInApp).toEqual([]);
    expect(hook).toMatchObject({
      entity: { type: 'invoice', id: ids.august },
      distributorId: world.a.id,
      data: expect.objectContaining({ amountPaise: 100000, balancePaise: 348000 }),
    });
    const mail = await mailTo(distA.email, 'Payment of ₹1,000.00 on invoice INV/26-27/000001');
    expect(mail.text).toContain(
      'The payment of ₹1,000.00 recorded on invoice INV/26-27/000001 was reversed (Cheque bounced): ₹1,000.00 is due on the invoice again.',
    );
  });

  it('a credit note: credited to the account, its PDF attached', async () => {
    const { creditNote } = await k.ok(
      admin,
      'POST',
      `/api/invoices/${ids.august}/credit-notes`,
      { amountPaise: 112800, reason: 'Rate corrected' },
      201,
    );
    const [event] = await events('credit_note.issued');
    expect(event).toMatchObject({
      distributor_id: world.a.id,
      entity_type: 'credit_note',
      entity_id: creditNote.id,
      payload: {
        creditNoteId: creditNote.id,
        number: 'CN/26-27/000001',
        invoiceId: ids.august,
        invoiceNumber: 'INV/26-27/000001',
        basis: 'AMOUNT',
        amountPaise: 112800,
        amount: '₹1,128.00',
        unappliedPaise: 0,
        reason: 'Rate corrected',
      },
    });
    const { inApp } = await told('credit_note.issued');
    expect(inApp).toMatchObject({ link: `/billing/credit-notes/${creditNote.id}` });
    const mail = await mailTo(distA.email, 'Credit note CN/26-27/000001');
    expect(mail.subject).toBe('Credit note CN/26-27/000001: ₹1,128.00 credited');
    expect(mail.text).toContain(
      'Credit note CN/26-27/000001 against invoice INV/26-27/000001: ₹1,128.00 credited to your account. Reason: Rate corrected.',
    );
    expect(mail.text).not.toMatch(/Minus|-₹/);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['CN-26-27-000001.pdf', 'application/pdf'],
    ]);
    const pdf = (await pdfText(mail.attachments[0]!.content)).replace(/\s+/g, ' ');
    expect(pdf).toContain('Credit Note No: CN/26-27/000001');
    expect(pdf).toContain('Total: ₹1,128.00');
    // The other admin reads whose account it went to.
    const told2 = await mailTo(admin2.email, 'Credit note CN/26-27/000001');
    expect(told2.text).toContain(`₹1,128.00 credited to the account of ${world.a.name}.`);
  });

  it("a cancellation's credit note is told too: it is the distributor's document of it", async () => {
    await k.ok(admin, 'POST', `/api/invoices/${ids.september}/issue`);
    const { invoice } = await k.ok(admin, 'POST', `/api/invoices/${ids.september}/cancel`, {
      reason: 'Billed twice',
    });
    const list = await events('credit_note.issued');
    expect(list).toHaveLength(2);
    expect(list[1]!.payload).toMatchObject({
      number: invoice.creditNote.number,
      invoiceId: ids.september,
      basis: 'FULL',
      amountPaise: invoice.totalPaise,
      reason: 'Billed twice',
    });
    await t.app.background.drain();
    const mail = await mailTo(distA.email, `Credit note ${invoice.creditNote.number}`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `${invoice.creditNote.number.replace(/\//g, '-')}.pdf`,
    ]);
    receiver.reset();
  });

  it('a refund voucher issued: the deposits credited, its PDF attached', async () => {
    await k.ok(admin, 'POST', `/api/refund-vouchers/${ids.voucher}/issue`);
    const [event] = await events('refund_voucher.issued');
    expect(event).toMatchObject({
      distributor_id: world.a.id,
      entity_type: 'refund_voucher',
      entity_id: ids.voucher,
      payload: {
        refundVoucherId: ids.voucher,
        number: 'RV/26-27/000001',
        month: '2026-09',
        issuedOn: '2026-11-15',
        machineCount: 1,
        amountPaise: 150000,
        amount: '₹1,500.00',
      },
    });
    const { inApp } = await told('refund_voucher.issued');
    expect(inApp).toMatchObject({ link: `/billing/refund-vouchers/${ids.voucher}` });
    const mail = await mailTo(distA.email, 'Refund voucher RV/26-27/000001');
    expect(mail.text).toContain(
      'Refund voucher RV/26-27/000001 for the deposits of devices returned in September 2026: ₹1,500.00 credited to your account.',
    );
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['RV-26-27-000001.pdf', 'application/pdf'],
    ]);
    const pdf = (await pdfText(mail.attachments[0]!.content)).replace(/\s+/g, ' ');
    expect(pdf).toContain('Voucher No: RV/26-27/000001');
  });

  it('a payout: paid to the distributor out of its credit', async () => {
    const body = {
      sourceType: 'REFUND_VOUCHER',
      sourceId: ids.voucher,
      method: 'NEFT',
      reference: 'UTR-PV-1',
      paidOn: '2026-11-15',
    };
    const tooMuch = await k.call(admin, 'POST', '/api/billing/payouts', {
      ...body,
      amountPaise: 150001,
    });
    expect(tooMuch.json().code).toBe('payout_exceeds_credit');
    expect(await events('payout.recorded')).toEqual([]);
    const { payout } = await k.ok(
      admin,
      'POST',
      '/api/billing/payouts',
      { ...body, amountPaise: 50000 },
      201,
    );
    const [event] = await events('payout.recorded');
    expect(event).toMatchObject({
      distributor_id: world.a.id,
      entity_type: 'payout',
      entity_id: payout.id,
      payload: {
        payoutId: payout.id,
        number: 'PV/26-27/000001',
        sourceType: 'REFUND_VOUCHER',
        sourceId: ids.voucher,
        sourceNumber: 'RV/26-27/000001',
        amountPaise: 50000,
        amount: '₹500.00',
        method: 'NEFT',
        reference: 'UTR-PV-1',
        paidOn: '2026-11-15',
      },
    });
    const { inApp } = await told('payout.recorded');
    expect(inApp).toMatchObject({ link: '/billing/payouts' });
    const mail = await mailTo(distA.email, 'Payout PV/26-27/000001');
    expect(mail.text).toContain(
      'Payout PV/26-27/000001: ₹500.00 was paid to you out of RV/26-27/000001 (reference UTR-PV-1).',
    );
    expect(mail.attachments).toEqual([]);
  });

  it("a commission approved: its net after TDS credited, the month's statement linked", async () => {
    // September: one activation at ₹50.00; TDS from the first rupee at 2% = ₹1.00.
    const { statement } = await k.ok(
      admin,
      'POST',
      '/api/billing/commissions/approve',
      { month: '2026-09', distributorId: world.a.id },
      201,
    );
    const [event] = await events('commission.approved');
    expect(event).toMatchObject({
      distributor_id: world.a.id,
      entity_type: 'commission_statement',
      entity_id: statement.approval.id,
      payload: {
        statementId: statement.approval.id,
        number: 'CS/26-27/000001',
        month: '2026-09',
        approvedOn: '2026-11-15',
        grossPaise: 5000,
        tdsRateBp: 200,
        tdsPaise: 100,
        netPaise: 4900,
        amount: '₹49.00',
        grossAmount: '₹50.00',
        tdsAmount: '₹1.00',
      },
    });
    const { inApp } = await told('commission.approved');
    expect(inApp).toMatchObject({ link: '/billing/commissions?month=2026-09' });
    const mail = await mailTo(distA.email, 'Commission for September 2026 approved');
    expect(mail.subject).toBe('Commission for September 2026 approved: ₹49.00 credited');
    expect(mail.text).toContain(
      'Commission statement CS/26-27/000001 for September 2026 was approved: ₹49.00 credited to your account (₹50.00 less ₹1.00 TDS under section 194H).',
    );
  });

  it('tells no one else: B was told of none of them', async () => {
    const inbox = (await k.ok(distB, 'GET', '/api/notifications')).notifications;
    expect(inbox.filter((n: { type: string }) => BOOK_EVENTS.includes(n.type as never))).toEqual(
      [],
    );
    expect(smtp.mailsTo(distB.email)).toEqual([]);
  });
});
