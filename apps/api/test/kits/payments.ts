import { eq, sql } from 'drizzle-orm';
import { invoices, payments } from '../../src/db/schema';
import type { useTestApp } from '../use-app';
import { readRows } from '../read-rows';

type T = ReturnType<typeof useTestApp>;
type Status = 'DRAFT' | 'ISSUED' | 'CANCELLED';

let numbers = 0;

/** Invoices as a run and an issue would leave them, and what the database holds of payments. */
export function paymentsKit(t: T) {
  return {
    /**
     * An invoice of `distributorId` for `totalPaise` (tax already in it), ISSUED on `issuedOn`
     * and due on `dueDate` unless told: the figures of a test, without a run.
     */
    async invoice(
      distributorId: number,
      totalPaise: number,
      o: { status?: Status; issuedOn?: string; dueDate?: string } = {},
    ): Promise<number> {
      const status = o.status ?? 'ISSUED';
      const issued = status !== 'DRAFT';
      const [row] = await t.database.db
        .insert(invoices)
        .values({
          number: issued ? `INV/TEST/${String(++numbers).padStart(6, '0')}` : null,
          status,
          distributorId,
          month: '2026-09-01',
          sameState: true,
          taxablePaise: totalPaise,
          nonTaxablePaise: 0,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: 0,
          roundOffPaise: 0,
          totalPaise,
          paymentTermsDays: 15,
          issuedOn: issued ? (o.issuedOn ?? '2026-10-01') : null,
          dueDate: issued ? (o.dueDate ?? '2026-10-16') : null,
        })
        .returning({ id: invoices.id });
      return row!.id;
    },
    /** The invoice's paid amount and status as stored. */
    async stored(invoiceId: number) {
      const [row] = await t.database.db
        .select({ status: invoices.status, paidPaise: invoices.paidPaise })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      return row!;
    },
    /** How many payment rows the invoice has (reversed ones included). */
    async paymentCount(invoiceId: number) {
      return (await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)))
        .length;
    },
    /** The outbox events about the invoice: type and payload. */
    eventsOf: (invoiceId: number) =>
      readRows<{ type: string; distributor_id: number; payload: Record<string, unknown> }>(
        t.database.db,
        sql`select type, distributor_id, payload from outbox_events
             where entity_type = 'invoice' and entity_id = ${invoiceId} order by id`,
      ),
  };
}

/** A payment body: UPI today-ish unless told. */
export const paymentBody = (amountPaise: number, extra: Record<string, unknown> = {}) => ({
  amountPaise,
  method: 'UPI',
  reference: `UTR-${amountPaise}`,
  paidOn: '2026-11-10',
  ...extra,
});
