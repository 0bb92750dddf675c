import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildTallyXml, escapeXml, tallyAmount, type Voucher } from './tally-build';

const sale = (debit: number): Voucher => ({
  type: 'Sales',
  number: 'INV/26-27/000001',
  date: '2026-10-10',
  party: 'A & B "Traders" <Pune>',
  narration: "Rent 'October'\u0001",
  entries: [
    { ledger: 'A & B "Traders" <Pune>', debitPaise: debit },
    { ledger: 'Rental Income', debitPaise: -100_050 },
  ],
});

describe('Tally XML writing', () => {
  it('writes amounts from the integer: two decimals, debits below zero', () => {
    expect([tallyAmount(-118_050), tallyAmount(5), tallyAmount(0), tallyAmount(-7)]).toEqual([
      '-1180.50',
      '0.05',
      '0.00',
      '-0.07',
    ]);
  });

  it('escapes text and drops what XML cannot hold, so the names read back as written', () => {
    expect(escapeXml('a<b>&"c"\'d\'\u0000')).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;');
    const xml = buildTallyXml(
      [{ name: 'A & B "Traders" <Pune>', gstin: null, state: null }],
      [sale(100_050)],
    );
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    const voucher = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE[1].VOUCHER;
    expect(voucher.PARTYLEDGERNAME).toBe('A & B "Traders" <Pune>');
    expect(voucher.NARRATION).toBe("Rent 'October'");
    expect(voucher['ALLLEDGERENTRIES.LIST'][0]).toMatchObject({
      ISDEEMEDPOSITIVE: 'Yes',
      AMOUNT: '-1000.50',
    });
  });

  it('refuses a voucher that does not balance (our bug, never a file Tally rejects)', () => {
    expect(() => buildTallyXml([], [sale(100_049)])).toThrow('off by -1 paise');
  });
});
