/**
 * Tally XML (TallyPrime's "Import Data" request, its developer reference "Understanding
 * Integration – Transactions"): ledger masters, then vouchers in the accounting voucher view,
 * each ledger entry debit (ISDEEMEDPOSITIVE Yes, AMOUNT below zero) or credit (No, above zero),
 * amounts in rupees with two decimals, dates YYYYMMDD.
 */

/** Our own ledgers: what each document posts to besides the party. */
export const LEDGERS = {
  rent: { name: 'Rental Income', parent: 'Sales Accounts' },
  cgst: { name: 'Output CGST', parent: 'Duties & Taxes', duty: 'Central Tax' },
  sgst: { name: 'Output SGST', parent: 'Duties & Taxes', duty: 'State Tax' },
  igst: { name: 'Output IGST', parent: 'Duties & Taxes', duty: 'Integrated Tax' },
  deposits: { name: 'Security Deposits Received', parent: 'Current Liabilities' },
  roundOff: { name: 'Round Off', parent: 'Indirect Expenses' },
  bank: { name: 'Bank Account', parent: 'Bank Accounts' },
  commission: { name: 'Commission Paid', parent: 'Indirect Expenses' },
  tds: { name: 'TDS Payable on Commission', parent: 'Duties & Taxes' },
} as const;

/** A distributor's ledger, under Sundry Debtors. */
export type PartyLedger = {
  name: string;
  gstin: string | null;
  /** The GST state's name ('Gujarat'), if known. */
  state: string | null;
};

/** One side of a voucher: `debitPaise` above zero debits the ledger, below zero credits it. */
type Entry = { ledger: string; debitPaise: number };

export type Voucher = {
  type: 'Sales' | 'Credit Note' | 'Receipt' | 'Payment' | 'Journal';
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  party: string;
  narration: string;
  entries: Entry[];
};

const XML_TEXT = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute value: escaped, characters XML cannot hold dropped. */
export const escapeXml = (text: string) =>
  text.replace(XML_TEXT, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** An element: text (escaped) or child elements already written. */
function el(name: string, content: string | string[], attrs: Record<string, string> = {}) {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  const body = Array.isArray(content) ? content.join('') : escapeXml(content);
  return `<${name}${a}>${body}</${name}>`;
}

/** Paise as Tally's amount, '-1180.50', written from the integer (no float on the way). */
export function tallyAmount(paise: number): string {
  const abs = Math.abs(paise);
  const sign = paise < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const tallyDate = (day: string) => day.replace(/-/g, '');

function ownLedger(l: { name: string; parent: string; duty?: string }) {
  const tax = l.parent === 'Duties & Taxes';
  return el(
    'LEDGER',
    [
      el('NAME.LIST', [el('NAME', l.name)], { TYPE: 'String' }),
      el('PARENT', l.parent),
      ...(tax ? [el('TAXTYPE', l.duty ? 'GST' : 'Others')] : []),
      ...(l.duty ? [el('GSTDUTYHEAD', l.duty)] : []),
      el('ISBILLWISEON', 'No'),
    ],
    { NAME: l.name, ACTION: 'Create' },
  );
}

/** A party ledger: TallyPrime's dated GST and mailing details, and the older flat tags. */
function partyLedger(p: PartyLedger) {
  const registration = p.gstin ? 'Regular' : 'Unregistered/Consumer';
  return el(
    'LEDGER',
    [
      el('NAME.LIST', [el('NAME', p.name)], { TYPE: 'String' }),
      el('PARENT', 'Sundry Debtors'),
      el('ISBILLWISEON', 'No'),
      el('COUNTRYNAME', 'India'),
      ...(p.state ? [el('LEDSTATENAME', p.state)] : []),
      el('GSTREGISTRATIONTYPE', registration),
      ...(p.gstin ? [el('PARTYGSTIN', p.gstin)] : []),
      el('LEDMAILINGDETAILS.LIST', [
        el('APPLICABLEFROM', '20170701'),
        el('MAILINGNAME', p.name),
        ...(p.state ? [el('STATE', p.state)] : []),
        el('COUNTRY', 'India'),
      ]),
      el('LEDGSTREGDETAILS.LIST', [
        el('APPLICABLEFROM', '20170701'),
        el('GSTREGISTRATIONTYPE', registration),
        ...(p.state ? [el('PLACEOFSUPPLY', p.state)] : []),
        ...(p.gstin ? [el('GSTIN', p.gstin)] : []),
      ]),
    ],
    { NAME: p.name, ACTION: 'Create' },
  );
}

function voucher(v: Voucher) {
  const entries = v.entries.filter((e) => e.debitPaise !== 0);
  const sum = entries.reduce((s, e) => s + e.debitPaise, 0);
  // A voucher that does not balance is our bug: Tally would refuse it.
  if (sum !== 0) throw new Error(`The ${v.type} voucher ${v.number} is off by ${sum} paise`);
  return el(
    'VOUCHER',
    [
      el('DATE', tallyDate(v.date)),
      el('EFFECTIVEDATE', tallyDate(v.date)),
      el('VOUCHERTYPENAME', v.type),
      el('VOUCHERNUMBER', v.number),
      el('PARTYLEDGERNAME', v.party),
      el('PERSISTEDVIEW', 'Accounting Voucher View'),
      el('NARRATION', v.narration),
      ...entries.map((e) =>
        el('ALLLEDGERENTRIES.LIST', [
          el('LEDGERNAME', e.ledger),
          el('ISDEEMEDPOSITIVE', e.debitPaise > 0 ? 'Yes' : 'No'),
          el('ISPARTYLEDGER', e.ledger === v.party ? 'Yes' : 'No'),
          el('AMOUNT', tallyAmount(-e.debitPaise)),
        ]),
      ),
    ],
    { VCHTYPE: v.type, ACTION: 'Create', OBJVIEW: 'Accounting Voucher View' },
  );
}

/**
 * One import file: the masters (ours and each party's) in the first message, the vouchers (if
 * any) in the second, so a party ledger exists before a voucher names it. A ledger already in the
 * company is kept (IMPORTDUPS combine: no opening balance to add).
 */
export function buildTallyXml(parties: PartyLedger[], vouchers: Voucher[]): string {
  const masters = [...Object.values(LEDGERS).map(ownLedger), ...parties.map(partyLedger)];
  const envelope = el('ENVELOPE', [
    el('HEADER', [el('TALLYREQUEST', 'Import Data')]),
    el('BODY', [
      el('IMPORTDATA', [
        el('REQUESTDESC', [
          el('REPORTNAME', 'Vouchers'),
          el('STATICVARIABLES', [el('IMPORTDUPS', '@@DUPCOMBINE')]),
        ]),
        el('REQUESTDATA', [
          el('TALLYMESSAGE', masters, { 'xmlns:UDF': 'TallyUDF' }),
          ...(vouchers.length
            ? [el('TALLYMESSAGE', vouchers.map(voucher), { 'xmlns:UDF': 'TallyUDF' })]
            : []),
        ]),
      ]),
    ]),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${envelope}\n`;
}
