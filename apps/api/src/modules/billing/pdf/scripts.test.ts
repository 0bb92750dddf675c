import { describe, it } from 'vitest';
import { CORPUS, expectPrinted, refuseLayoutFailures } from '../../../../test/pdf-scripts';
import { renderInvoice } from './invoice-pdf';

/** An issued invoice's figures (its lines and parties come from each script's names). */
const INVOICE = {
  id: 1,
  number: 'INV/26-27/000007',
  status: 'ISSUED' as const,
  distributorId: 1,
  distributorName: 'x',
  month: '2026-10',
  taxablePaise: 90000,
  nonTaxablePaise: 0,
  cgstPaise: 8100,
  sgstPaise: 8100,
  igstPaise: 0,
  roundOffPaise: 0,
  totalPaise: 106200,
  paidPaise: 0,
  settledPaise: 0,
  creditedPaise: 0,
  balancePaise: 106200,
  issuedOn: '2026-11-02',
  dueDate: '2026-11-17',
  placeOfSupply: '24-Gujarat',
  createdAt: '2026-11-01T00:00:00.000Z',
  supplierStateCode: '24',
  creditNote: null,
  cancelReason: null,
  creditNotes: [],
  allocations: [],
  payments: [],
};

describe('billing documents print every Indian script', () => {
  refuseLayoutFailures();

  it.each(Object.entries(CORPUS))('a tax invoice in %s', async (_script, names) => {
    const party = (name: string, address: string) => ({
      name,
      address,
      city: null,
      pinCode: null,
      gstin: '24AAGCP5678K1ZW',
      stateCode: '24',
      stateName: 'Gujarat',
      phone: null,
      email: null,
    });
    const line = (description: string, i: number) => ({
      id: i + 1,
      kind: 'RENT' as const,
      serialNumber: `SN-${i}`,
      description,
      phrase: null,
      days: 30,
      ratePaise: 30000,
      amountPaise: 30000,
      taxable: true,
      gstRatePercent: 18,
      sacCode: '997319',
      cgstPaise: 2700,
      sgstPaise: 2700,
      igstPaise: 0,
    });
    const pdf = await renderInvoice({
      invoice: {
        ...INVOICE,
        lines: names.map(line),
      },
      supplier: party(names[0]!, names[1]!),
      recipient: party(names[2]!, names[0]!),
      paymentTermsDays: 15,
      intraState: true,
    });
    await expectPrinted(pdf, names);
  });
});
