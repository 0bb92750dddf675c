import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  billingPayouts,
  commissionStatements,
  creditNotes,
  invoices,
  payments,
  refundVouchers,
} from '../../src/db/schema';

const METHODS = ['UPI', 'NEFT', 'RTGS', 'IMPS', 'CHEQUE', 'CASH'] as const;

/**
 * Rows for every register of each distributor, written straight to the tables (the COPY test
 * compares how the files are written, not how documents are made): a credit note on its first
 * invoice, a payment (every third reversed), an issued refund voucher and a draft one, an
 * approved commission statement (every other one with TDS) with a payout; the free texts
 * (reasons, references, places of supply) from `text`, which gives hostile ones.
 */
export async function registerDocuments(
  db: Db,
  distributorIds: number[],
  text: (i: number) => string,
): Promise<void> {
  for (const [i, distributorId] of distributorIds.entries()) {
    const n = String(i + 1).padStart(6, '0');
    const day = (month: number) => `2026-${String(month).padStart(2, '0')}-${10 + i}`;
    const [invoice] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.distributorId, distributorId))
      .orderBy(asc(invoices.id))
      .limit(1);
    await db
      .update(invoices)
      .set({ placeOfSupply: i % 2 ? text(i + 5) : null })
      .where(eq(invoices.id, invoice!.id));
    const amountPaise = 1_000 * (i + 1) + 7;
    await db.insert(creditNotes).values({
      number: `CN/TEST/${n}`,
      invoiceId: invoice!.id,
      distributorId,
      basis: i % 2 ? 'LINES' : 'AMOUNT',
      taxablePaise: amountPaise - 200,
      cgstPaise: 90,
      sgstPaise: 90,
      roundOffPaise: 20,
      amountPaise,
      appliedPaise: i % 2 ? amountPaise : 0,
      reason: text(i * 2),
      issuedOn: day(10),
    });
    await db.insert(payments).values({
      invoiceId: invoice!.id,
      distributorId,
      amountPaise: 5_000 + i,
      appliedPaise: i % 3 === 0 ? 0 : 4_000,
      method: METHODS[i % METHODS.length]!,
      reference: text(i * 3 + 1),
      paidOn: day(9 + (i % 2)),
      reversedAt: i % 3 === 0 ? new Date(`${day(10)}T20:00:00Z`) : null,
      reverseReason: i % 3 === 0 ? text(i + 4) : null,
    });
    await db.insert(refundVouchers).values([
      {
        number: `RV/TEST/${n}`,
        status: i % 2 ? 'PARTIALLY_SETTLED' : 'ISSUED',
        distributorId,
        month: '2026-09-01',
        amountPaise: 150_000,
        appliedPaise: i % 2 ? 30_001 : 0,
        issuedOn: day(10),
      },
      { distributorId, month: '2026-10-01', amountPaise: 150_000 },
    ]);
    const gross = 1_500_000 + i;
    const tds = i % 2 ? 0 : 30_000;
    const [statement] = await db
      .insert(commissionStatements)
      .values({
        number: `CS/TEST/${n}`,
        status: i % 2 ? 'APPROVED' : 'PARTIALLY_PAID',
        distributorId,
        month: '2026-09-01',
        activationPaise: gross,
        monthlyPaise: 0,
        clawbackPaise: 0,
        grossPaise: gross,
        tdsRateBp: [200, 50, 0, 175][i % 4]!,
        tdsBasePaise: i % 2 ? 0 : gross + 100,
        tdsPaise: tds,
        netPaise: gross - tds,
        appliedPaise: i % 2 ? 0 : 10_000,
        lines: sql`'[]'::jsonb`,
        approvedOn: day(10 + (i % 2)),
      })
      .returning({ id: commissionStatements.id });
    if (i % 2 === 0)
      await db.insert(billingPayouts).values({
        number: `PV/TEST/${n}`,
        distributorId,
        sourceType: 'COMMISSION',
        sourceId: statement!.id,
        amountPaise: 10_000,
        method: 'NEFT',
        reference: text(i * 7 + 3),
        paidOn: day(11),
      });
  }
}
