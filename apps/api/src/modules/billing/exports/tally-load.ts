import { GST_STATES, gstStateCode, BUSINESS_TIME_ZONE } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { date, integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { LEDGERS, type PartyLedger, type Voucher } from './tally-build';
import {
  billingPayouts,
  commissionStatements,
  creditNotes,
  distributors,
  invoices,
  payments,
  refundVouchers,
} from '../../../db/schema';

/**
 * Every document and money movement of the days `from` to `to` (both included), as the ledger
 * (billing/ledger.ts) dates them: issued invoices, credit notes, issued refund vouchers,
 * payments (by their paid-on day) and their reversals (the India day they were made), payouts
 * and approved commission statements. Amounts in paise, as text (bigint).
 */
const documentsSql = (from: string, to: string) => sql`
  SELECT * FROM (
    SELECT 0 AS rank, i.id, i.distributor_id AS party, 'INVOICE' AS kind, i.number,
           i.issued_on::text AS date, i.total_paise::text AS total,
           i.taxable_paise::text AS taxable, i.non_taxable_paise::text AS deposits,
           i.cgst_paise::text AS cgst, i.sgst_paise::text AS sgst, i.igst_paise::text AS igst,
           i.round_off_paise::text AS round_off, NULL AS detail
      FROM ${invoices} i WHERE i.status <> 'DRAFT'
    UNION ALL
    SELECT 1, c.id, c.distributor_id, 'CREDIT_NOTE', c.number, c.issued_on::text,
           c.amount_paise::text, c.taxable_paise::text, c.non_taxable_paise::text,
           c.cgst_paise::text, c.sgst_paise::text, c.igst_paise::text, c.round_off_paise::text,
           i.number
      FROM ${creditNotes} c JOIN ${invoices} i ON i.id = c.invoice_id
    UNION ALL
    SELECT 2, p.id, p.distributor_id, 'PAYMENT', p.reference, p.paid_on::text,
           p.amount_paise::text, NULL, NULL, NULL, NULL, NULL, NULL, p.method || ' ' || i.number
      FROM ${payments} p JOIN ${invoices} i ON i.id = p.invoice_id
    UNION ALL
    SELECT 3, p.id, p.distributor_id, 'REVERSAL', p.reference,
           (p.reversed_at AT TIME ZONE ${BUSINESS_TIME_ZONE})::date::text, p.amount_paise::text,
           NULL, NULL, NULL, NULL, NULL, NULL, coalesce(p.reverse_reason, '')
      FROM ${payments} p WHERE p.reversed_at IS NOT NULL
    UNION ALL
    SELECT 4, o.id, o.distributor_id, 'PAYOUT', o.number, o.paid_on::text, o.amount_paise::text,
           NULL, NULL, NULL, NULL, NULL, NULL, o.method || ' ' || o.reference
      FROM ${billingPayouts} o
    UNION ALL
    SELECT 5, r.id, r.distributor_id, 'REFUND_VOUCHER', r.number, r.issued_on::text,
           r.amount_paise::text, NULL, NULL, NULL, NULL, NULL, NULL, NULL
      FROM ${refundVouchers} r WHERE r.status <> 'DRAFT'
    UNION ALL
    SELECT 6, s.id, s.distributor_id, 'COMMISSION', s.number, s.approved_on::text,
           s.gross_paise::text, NULL, NULL, NULL, NULL, NULL, s.tds_paise::text,
           to_char(s.month, 'YYYY-MM')
      FROM ${commissionStatements} s
  ) d
  WHERE d.date >= ${from} AND d.date <= ${to}
  ORDER BY d.date, d.rank, d.id`;

/** A part of a document in paise; none (a payment has no tax) is 0. */
const partPaise = integer.nullable().transform((v) => v ?? 0);

const documentRow = z.object({
  kind: z.enum([
    'INVOICE',
    'CREDIT_NOTE',
    'PAYMENT',
    'REVERSAL',
    'PAYOUT',
    'REFUND_VOUCHER',
    'COMMISSION',
  ]),
  party: integer,
  number: z.string(),
  date: date,
  total: integer,
  taxable: partPaise,
  deposits: partPaise,
  cgst: partPaise,
  sgst: partPaise,
  igst: partPaise,
  round_off: partPaise,
  detail: z.string().nullable(),
});
type DocumentRow = z.output<typeof documentRow>;

/** A party's ledger name: the company and its GSTIN (unique in Tally), else its id. */
const partyName = (d: { id: number; company_name: string; gst_number: string | null }) =>
  `${d.company_name.trim()} (${d.gst_number?.trim() || `distributor ${d.id}`})`;

/** A tax document's entries, `sign` 1 for an invoice (the party debited), -1 for a credit note. */
function taxEntries(r: DocumentRow, party: string, sign: number) {
  return [
    { ledger: party, debitPaise: sign * r.total },
    { ledger: LEDGERS.rent.name, debitPaise: -sign * r.taxable },
    { ledger: LEDGERS.cgst.name, debitPaise: -sign * r.cgst },
    { ledger: LEDGERS.sgst.name, debitPaise: -sign * r.sgst },
    { ledger: LEDGERS.igst.name, debitPaise: -sign * r.igst },
    { ledger: LEDGERS.deposits.name, debitPaise: -sign * r.deposits },
    { ledger: LEDGERS.roundOff.name, debitPaise: -sign * r.round_off },
  ];
}

/** A document as a voucher (type, number, the entries each posts). */
function voucherOf(r: DocumentRow, party: string): Voucher {
  const base = { number: r.number, date: r.date, party };
  const bank = LEDGERS.bank.name;
  const amount = r.total;
  switch (r.kind) {
    case 'INVOICE':
      return {
        ...base,
        type: 'Sales',
        narration: `Tax invoice ${r.number}`,
        entries: taxEntries(r, party, 1),
      };
    case 'CREDIT_NOTE':
      return {
        ...base,
        type: 'Credit Note',
        narration: `Credit note against ${r.detail}`,
        entries: taxEntries(r, party, -1),
      };
    case 'PAYMENT':
      return {
        ...base,
        type: 'Receipt',
        narration: `Received by ${r.detail}`,
        entries: [
          { ledger: bank, debitPaise: amount },
          { ledger: party, debitPaise: -amount },
        ],
      };
    case 'REVERSAL':
      return {
        ...base,
        number: `${r.number}/REV`,
        type: 'Receipt',
        narration: `Receipt ${r.number} reversed: ${r.detail}`,
        entries: [
          { ledger: party, debitPaise: amount },
          { ledger: bank, debitPaise: -amount },
        ],
      };
    case 'PAYOUT':
      return {
        ...base,
        type: 'Payment',
        narration: `Paid by ${r.detail}`,
        entries: [
          { ledger: party, debitPaise: amount },
          { ledger: bank, debitPaise: -amount },
        ],
      };
    case 'REFUND_VOUCHER':
      return {
        ...base,
        type: 'Journal',
        narration: `Deposits refunded (refund voucher ${r.number})`,
        entries: [
          { ledger: LEDGERS.deposits.name, debitPaise: amount },
          { ledger: party, debitPaise: -amount },
        ],
      };
    case 'COMMISSION': {
      const tds = r.round_off;
      return {
        ...base,
        type: 'Journal',
        narration: `Commission of ${r.detail}, TDS under section 194H`,
        entries: [
          { ledger: LEDGERS.commission.name, debitPaise: amount },
          { ledger: LEDGERS.tds.name, debitPaise: -tds },
          { ledger: party, debitPaise: -(amount - tds) },
        ],
      };
    }
  }
}

/** The period's vouchers and the ledgers of the parties they name. */
export async function loadTally(db: Executor, from: string, to: string) {
  const docs = await rows(db, documentsSql(from, to), documentRow);
  const ids = [...new Set(docs.map((d) => d.party))];
  const ledgers = ids.length
    ? await rows(
        db,
        sql`SELECT id, company_name, gst_number, state FROM ${distributors}
             WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY company_name, id`,
        z.object({
          id: integer,
          company_name: z.string(),
          gst_number: z.string().nullable(),
          state: z.string().nullable(),
        }),
      )
    : [];
  const names = new Map(ledgers.map((d) => [d.id, partyName(d)]));
  const parties: PartyLedger[] = ledgers.map((d) => {
    const code = gstStateCode(d.gst_number, d.state);
    return {
      name: partyName(d),
      gstin: d.gst_number?.trim() || null,
      state: code ? (GST_STATES[code] ?? null) : null,
    };
  });
  return { parties, vouchers: docs.map((d) => voucherOf(d, names.get(d.party)!)) };
}
