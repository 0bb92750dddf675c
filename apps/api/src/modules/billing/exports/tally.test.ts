import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integer } from '../../../db/row-types';
import { rows } from '../../../db/rows';
import { billingKit } from '../../../../test/kits/billing';
import { makeBooksMonth, movableClock } from '../../../../test/kits/books-month';
import { useTestApp } from '../../../../test/use-app';
import {
  billingPayouts,
  commissionStatements,
  creditNotes,
  invoices,
  payments,
  refundVouchers,
} from '../../../db/schema';

const clock = movableClock('2026-10-10T06:00:00Z');

/** The file as parsed: Tally's import request, masters then vouchers. */
const Entry = z.strictObject({
  LEDGERNAME: z.string().min(1),
  ISDEEMEDPOSITIVE: z.enum(['Yes', 'No']),
  ISPARTYLEDGER: z.enum(['Yes', 'No']),
  AMOUNT: z.string().regex(/^-?\d+\.\d{2}$/),
});
const Voucher = z.object({
  '@_VCHTYPE': z.enum(['Sales', 'Credit Note', 'Receipt', 'Payment', 'Journal']),
  '@_ACTION': z.literal('Create'),
  DATE: z.string().regex(/^\d{8}$/),
  EFFECTIVEDATE: z.string().regex(/^\d{8}$/),
  VOUCHERTYPENAME: z.enum(['Sales', 'Credit Note', 'Receipt', 'Payment', 'Journal']),
  VOUCHERNUMBER: z.string().min(1),
  PARTYLEDGERNAME: z.string().min(1),
  NARRATION: z.string(),
  'ALLLEDGERENTRIES.LIST': z.array(Entry).min(2),
});
const Ledger = z.object({
  '@_NAME': z.string().min(1),
  '@_ACTION': z.literal('Create'),
  'NAME.LIST': z.object({ NAME: z.string().min(1) }),
  PARENT: z.string().min(1),
  PARTYGSTIN: z.string().optional(),
  LEDSTATENAME: z.string().optional(),
});
const TallyFile = z.object({
  ENVELOPE: z.strictObject({
    HEADER: z.strictObject({ TALLYREQUEST: z.literal('Import Data') }),
    BODY: z.strictObject({
      IMPORTDATA: z.strictObject({
        REQUESTDESC: z.object({ REPORTNAME: z.literal('Vouchers') }),
        REQUESTDATA: z.strictObject({
          TALLYMESSAGE: z.union([
            z.tuple([z.object({ LEDGER: z.array(Ledger) })]),
            z.tuple([
              z.object({ LEDGER: z.array(Ledger) }),
              z.object({ VOUCHER: z.array(Voucher).min(1) }),
            ]),
          ]),
        }),
      }),
    }),
  }),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['TALLYMESSAGE', 'LEDGER', 'VOUCHER', 'ALLLEDGERENTRIES.LIST'].includes(name),
});

/** '-1180.50' -> -118050, from the digits. */
const paise = (amount: string) => {
  const [whole, cents] = amount.replace('-', '').split('.') as [string, string];
  return (amount.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(cents));
};

describe('GET /billing/tally.xml: the vouchers of some days for TallyPrime', () => {
  const t = useTestApp({ now: clock.now });
  const admin = t.signIn('admin');
  const k = billingKit(t);
  let month: Awaited<ReturnType<typeof makeBooksMonth>>;

  beforeAll(async () => {
    month = await makeBooksMonth(t, admin);
    clock.set('2026-11-05T06:00:00Z');
  });

  it('refuses a range without both days, backwards, or over 366 days (400)', async () => {
    for (const query of [
      '',
      'from=2026-10-01',
      'from=2026-10-31&to=2026-10-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-10-01&to=2026-10-02',
    ]) {
      const res = await k.call(admin, 'GET', `/api/billing/tally.xml?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('billing_export_range_invalid');
    }
    const leapYear = await k.call(
      admin,
      'GET',
      '/api/billing/tally.xml?from=2027-03-01&to=2028-02-29',
    );
    expect(leapYear.statusCode).toBe(200);
  });

  it("exports October's documents as balanced vouchers naming ledgers the file creates", async () => {
    const res = await k.call(admin, 'GET', '/api/billing/tally.xml?from=2026-10-01&to=2026-10-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tally-2026-10-01-2026-10-31.xml"',
    );
    expect(XMLValidator.validate(res.body)).toBe(true);
    const file = TallyFile.parse(parser.parse(res.body));
    const [masters, data] = file.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
    const vouchers = data?.VOUCHER ?? [];

    for (const v of vouchers) {
      const entries = v['ALLLEDGERENTRIES.LIST'];
      expect(
        entries.reduce((s, e) => s + paise(e.AMOUNT), 0),
        v.VOUCHERNUMBER,
      ).toBe(0);
      for (const e of entries) expect(e.ISDEEMEDPOSITIVE === 'Yes').toBe(paise(e.AMOUNT) < 0);
      expect(v.VOUCHERTYPENAME).toBe(v['@_VCHTYPE']);
      expect(v.DATE).toBe('20261010');
    }
    const ledgers = new Set(masters.LEDGER.map((l) => l['NAME.LIST'].NAME));
    const used = vouchers.flatMap((v) => [
      v.PARTYLEDGERNAME,
      ...v['ALLLEDGERENTRIES.LIST'].map((e) => e.LEDGERNAME),
    ]);
    expect(used.filter((name) => !ledgers.has(name))).toEqual([]);

    // One voucher per document of the days, as the database holds them.
    const [held] = await rows(
      t.database.db,
      sql`select
        (select count(*) from ${invoices} where status <> 'DRAFT'
            and issued_on between '2026-10-01' and '2026-10-31')::text as "Sales",
        (select count(*) from ${creditNotes}
          where issued_on between '2026-10-01' and '2026-10-31')::text as "Credit Note",
        ((select count(*) from ${payments} where paid_on between '2026-10-01' and '2026-10-31')
          + (select count(*) from ${payments} where reversed_at is not null))::text as "Receipt",
        (select count(*) from ${billingPayouts})::text as "Payment",
        ((select count(*) from ${refundVouchers} where status <> 'DRAFT')
          + (select count(*) from ${commissionStatements}))::text as "Journal"`,
      z.record(z.string(), z.string()),
    );
    const counted: Record<string, number> = {};
    for (const v of vouchers) counted[v.VOUCHERTYPENAME] = (counted[v.VOUCHERTYPENAME] ?? 0) + 1;
    expect(counted).toEqual(
      Object.fromEntries(Object.entries(held!).map(([k, n]) => [k, Number(n)])),
    );
    expect(counted).toEqual({ Sales: 9, 'Credit Note': 4, Receipt: 3, Payment: 1, Journal: 2 });

    // A sales voucher debits the party with the invoice's total, deposits on their own ledger.
    const a08 = month.invoices.a08!;
    const sale = vouchers.find((v) => v.VOUCHERNUMBER === a08.number)!;
    const party = `Alpha Distributors (${month.parties.a.gstNumber})`;
    const amountOf = (ledger: string) =>
      paise(sale['ALLLEDGERENTRIES.LIST'].find((e) => e.LEDGERNAME === ledger)!.AMOUNT);
    expect(amountOf(party)).toBe(-a08.totalPaise);
    expect(amountOf('Security Deposits Received')).toBe(a08.nonTaxablePaise);
    expect(amountOf('Rental Income')).toBe(a08.taxablePaise);
    // The party ledgers: names as written (escaped in the file), GSTIN and state.
    const beta = masters.LEDGER.find((l) => l['@_NAME'].startsWith('Beta Traders'))!;
    expect(beta).toMatchObject({
      PARENT: 'Sundry Debtors',
      PARTYGSTIN: month.parties.b.gstNumber,
      LEDSTATENAME: 'Gujarat',
    });
    expect(ledgers.has(`C & D <Traders> (distributor ${month.parties.c.id})`)).toBe(true);
    // The commission: expense, TDS withheld, the party credited with the net.
    const [statement] = await rows(
      t.database.db,
      sql`select number, gross_paise::int as gross, tds_paise::int as tds from ${commissionStatements}`,
      z.object({ number: z.string(), gross: integer, tds: integer }),
    );
    expect(statement!.tds).toBeGreaterThan(0);
    const journal = vouchers.find((v) => v.VOUCHERNUMBER === statement!.number)!;
    expect(journal['ALLLEDGERENTRIES.LIST'].map((e) => [e.LEDGERNAME, paise(e.AMOUNT)])).toEqual([
      ['Commission Paid', -statement!.gross],
      ['TDS Payable on Commission', statement!.tds],
      [party, statement!.gross - statement!.tds],
    ]);
  });

  it('leaves out the days outside the range: our ledgers only, no voucher', async () => {
    const res = await k.call(admin, 'GET', '/api/billing/tally.xml?from=2026-10-11&to=2026-10-31');
    const file = TallyFile.parse(parser.parse(res.body));
    const messages = file.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
    expect(messages).toHaveLength(1);
    expect(messages[0].LEDGER.map((l) => l.PARENT)).not.toContain('Sundry Debtors');
  });
});
