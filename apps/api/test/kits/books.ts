import { sql } from 'drizzle-orm';
import { invoiceLines, invoices, refundVoucherLines, refundVouchers } from '../../src/db/schema';
import type { useTestApp } from '../use-app';
import { readRows } from '../read-rows';

type T = ReturnType<typeof useTestApp>;

/** A line of a test invoice: rent (taxable at 18% within the state) or a deposit. */
export type TestLine = { kind: 'RENT' | 'DEPOSIT'; amountPaise: number };

let numbers = 0;

/**
 * Invoices with lines and refund vouchers as a run and an issue would leave them (hand-made
 * figures, no run): what the credit note, allocation and payout tests start from.
 */
export function booksKit(t: T) {
  const db = () => t.database.db;
  return {
    /**
     * An ISSUED invoice of `distributorId` (issued on `issuedOn`, due 15 days later unless
     * told; a DRAFT with `draft`, for the API to issue) with `lines`: rent at 18% GST split CGST / SGST (9% each, rounded per line), the
     * total rounded to the rupee as the run rounds it. Answers its id and its lines' ids.
     */
    async invoice(
      distributorId: number,
      lines: TestLine[],
      o: { issuedOn?: string; dueDate?: string; draft?: boolean } = {},
    ): Promise<{ id: number; lineIds: number[]; totalPaise: number }> {
      const taxed = lines.map((l) => {
        const half = l.kind === 'RENT' ? Math.round((l.amountPaise * 9) / 100) : 0;
        return { ...l, cgst: half, sgst: half };
      });
      const taxable = taxed.filter((l) => l.kind === 'RENT').reduce((s, l) => s + l.amountPaise, 0);
      const nonTaxable = taxed
        .filter((l) => l.kind === 'DEPOSIT')
        .reduce((s, l) => s + l.amountPaise, 0);
      const cgst = taxed.reduce((s, l) => s + l.cgst, 0);
      const exact = taxable + nonTaxable + 2 * cgst;
      const totalPaise = Math.round(exact / 100) * 100;
      const issuedOn = o.issuedOn ?? '2026-10-01';
      const [row] = await db()
        .insert(invoices)
        .values({
          number: o.draft ? null : `INV/26-27/9${String(++numbers).padStart(5, '0')}`,
          status: o.draft ? 'DRAFT' : 'ISSUED',
          distributorId,
          month: '2026-09-01',
          supplierStateCode: '24',
          placeOfSupply: '24-Gujarat',
          sameState: true,
          taxablePaise: taxable,
          nonTaxablePaise: nonTaxable,
          cgstPaise: cgst,
          sgstPaise: cgst,
          igstPaise: 0,
          roundOffPaise: totalPaise - exact,
          totalPaise,
          paymentTermsDays: 15,
          issuedOn: o.draft ? null : issuedOn,
          dueDate: o.draft ? null : (o.dueDate ?? '2026-10-16'),
        })
        .returning({ id: invoices.id });
      const made = await db()
        .insert(invoiceLines)
        .values(
          taxed.map((l, i) => ({
            invoiceId: row!.id,
            kind: l.kind,
            serialNumber: `BOOK-${row!.id}-${i + 1}`,
            description:
              l.kind === 'RENT' ? 'Rent: POS T-300, 30 of 30 days' : 'Deposit: POS T-300',
            days: l.kind === 'RENT' ? 30 : null,
            ratePaise: l.amountPaise,
            amountPaise: l.amountPaise,
            taxable: l.kind === 'RENT',
            gstRatePercent: l.kind === 'RENT' ? 18 : 0,
            sacCode: '997319',
            cgstPaise: l.cgst,
            sgstPaise: l.sgst,
            igstPaise: 0,
          })),
        )
        .returning({ id: invoiceLines.id });
      return { id: row!.id, lineIds: made.map((l) => l.id), totalPaise };
    },
    /** A DRAFT refund voucher of `distributorId` for `amountPaise` (one device's deposit). */
    async draftVoucher(distributorId: number, amountPaise: number): Promise<number> {
      const [row] = await db()
        .insert(refundVouchers)
        .values({ distributorId, month: '2026-09-01', amountPaise })
        .returning({ id: refundVouchers.id });
      await db()
        .insert(refundVoucherLines)
        .values({
          refundVoucherId: row!.id,
          serialNumber: `RV-${row!.id}`,
          description: 'Deposit refund: POS T-300 returned',
          amountPaise,
        });
      return row!.id;
    },
    /** The invoice's stored figures. */
    async stored(invoiceId: number) {
      const [row] = await readRows<{
        status: string;
        settled: string;
        paid: string;
        credited: string;
      }>(
        db(),
        sql`select status, settled_paise::text as settled, paid_paise::text as paid,
                   credited_paise::text as credited from invoices where id = ${invoiceId}`,
      );
      return {
        status: row!.status,
        settledPaise: Number(row!.settled),
        paidPaise: Number(row!.paid),
        creditedPaise: Number(row!.credited),
      };
    },
  };
}
