import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pdfNotdefGlyphs, pdfRenderWarnings, pdfText } from '../../../test/pdf';
import type { ChallanData } from './challan-data';
import { renderChallan } from './challan-pdf';
import { renderInvoice } from './invoice-pdf';
import { renderLabels } from './labels-pdf';
import type { RmaNoteData } from './rma-note-data';
import { renderRmaNote } from './rma-note-pdf';

/**
 * Shop and device names in every Indian script the documents print: conjuncts, reph, anusvara,
 * visarga, nukta, chillus, ZWJ/ZWNJ, script digits, mixed with Latin, ASCII digits and punctuation.
 */
const CORPUS: Record<string, string[]> = {
  devanagari: [
    'शर्मा इलेक्ट्रॉनिक्स, दुकान नं. 12',
    'ज़्यादा फ़ोन: क्षत्रिय ज्ञान दुःख',
    'क्‍ष और क्‌ष। श्री ॐ मोबाइल (P) Ltd',
  ],
  gujarati: ['જય અંબે કિરાણા સ્ટોર', 'શ્રી ક્ષેત્રપાલ દુઃખહરણ 24-7', 'ઝ઼ ર્ક કૃષ્ણ, સુરત ૩૯૫૦૦૧'],
  bengali: ['শ্রী দুর্গা স্টোর্স, কলকাতা ৭০০০১২', 'র‍্যাব ড়িয়া দুঃখ', 'ক্‌ষ সংবাদ (Ltd.)'],
  gurmukhi: ['ਸ਼੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਇਲੈਕਟ੍ਰਾਨਿਕਸ', 'ਪੰਜਾਬ ਦੁਕਾਨ 5, ਖ਼ਾਲਸਾ', 'ਕ੍ਰਿਪਾ ਸਿੰਘ ੴ'],
  oriya: ['ଶ୍ରୀ ଜଗନ୍ନାଥ ଷ୍ଟୋର୍ସ', 'ଓଡ଼ିଶା ଦୁଃଖ, ୭୫୧୦୦୧', 'କ୍ଷେତ୍ର ମୋବାଇଲ୍ 2'],
  tamil: ['ஸ்ரீ முருகன் ஸ்டோர்ஸ், சென்னை', 'க்ஷேத்ரா ஃபோன் 600-001', 'கௌரி கொடை கோவில்'],
  telugu: ['శ్రీ వెంకటేశ్వర ఎలక్ట్రానిక్స్', 'దుఃఖం క్ష్మ, హైదరాబాద్ 500001', 'సంపద స్టోర్స్ (P)'],
  kannada: ['ಶ್ರೀ ಮಂಜುನಾಥ ಸ್ಟೋರ್ಸ್, ಬೆಂಗಳೂರು', 'ದುಃಖ ಕ್ಷೇತ್ರ 560001', 'ರ್ಕ ಕೃಷ್ಣ ಫ಼ೋನ್'],
  malayalam: ['ശ്രീ കൃഷ്ണ സ്റ്റോഴ്സ്, കൊച്ചി', 'ന്‍ ൻ ദുഃഖം 682001', 'ക്ഷേത്രം മൊബൈൽ'],
};
const ALL = Object.values(CORPUS).flat();

/** Text as pdftotext gives it back, compared without line breaks and runs of spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

function challanOf(name: string, address: string): ChallanData {
  const party = { title: name, contact: name, address, gstin: null, phone: '98250 12345' };
  return {
    number: 'DC-ORD-2026-00007',
    date: new Date('2026-11-27T10:00:00Z'),
    orderNumber: 'ORD-2026-00007',
    expectedDelivery: null,
    consignor: { name, address, gstin: '24AAGCP5678K1ZW', phone: null, email: null },
    consignee: party,
    deliverTo: party,
    lines: [{ serialNumber: 'SN-0001', model: name, machineType: 'POS', hsn: '84705010' }],
    handoverCode: null,
  };
}

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

async function expectPrinted(pdf: Buffer, strings: string[]) {
  const text = flat(await pdfText(pdf));
  for (const s of strings) expect(text, s).toContain(flat(s));
  expect(pdfNotdefGlyphs(pdf)).toBe(0);
  expect(await pdfRenderWarnings(pdf)).toBe('');
}

/** The layout failures the product logged (console.warn), for the test to check. */
let warn: MockInstance<typeof console.warn>;
const layoutFailures = () =>
  warn.mock.calls
    .map((args) => String(args[0]))
    .filter((m) => m.includes('PDF text layout failed'));

describe('documents print every Indian script', () => {
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  // Every document here lays all of its text out: none logs a layout failure.
  afterEach(() => {
    const failures = layoutFailures();
    warn.mockRestore();
    expect(failures).toEqual([]);
  });

  it.each(Object.entries(CORPUS))('a challan in %s', async (_script, names) => {
    for (const name of names) {
      const pdf = await renderChallan(challanOf(name, `${name}, Main Road`));
      await expectPrinted(pdf, [name]);
    }
  });

  it.each(Object.entries(CORPUS))('an RMA dispatch note in %s', async (_script, names) => {
    const items = names.map((_name, i) => ({ machineId: i + 1, serialNumber: `SN-${i}` }));
    const data = {
      batch: {
        batchNumber: 'RMA-000007',
        createdAt: '2026-11-27T10:00:00Z',
        reference: 'REF-1',
        notes: names[0],
        items: items.map((item) => ({ ...item, model: 'PAX A910', type: 'POS' })),
      },
      sender: { name: names[0]!, address: names[1]!, gstin: null, phone: null },
      provider: { name: names[1]!, companyName: names[2]!, address: names[0]!, phone: null },
      reasons: new Map(items.map((item, i) => [item.machineId, names[i]!])),
    } as unknown as RmaNoteData;
    await expectPrinted(await renderRmaNote(data), names);
  });

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
    });
    await expectPrinted(pdf, names);
  });

  it('a label sheet with a model name in each script', async () => {
    const labels = ALL.map((name, i) => ({
      serialNumber: `SN-${1000 + i}`,
      qrValue: `QR-${1000 + i}`,
      model: name.split(/[,(]/)[0]!.trim().split(' ').slice(0, 2).join(' '),
      provider: 'Paytm',
    }));
    const pdf = await renderLabels(labels);
    await expectPrinted(
      pdf,
      labels.map((l) => l.model),
    );
  });

  it('a string the shaper cannot lay out is left out, and the document is still made', async () => {
    const { pdfFonts } = await import('./fonts');
    const { fonts } = await pdfFonts();
    const tamil = [fonts.get('tamil')!, fonts.get('tamil-bold')!];
    const layouts = tamil.map((font) => font.layout);
    for (const font of tamil)
      font.layout = () => {
        throw new Error('shaper failed');
      };
    try {
      const pdf = await renderChallan(challanOf('முருகன் Stores', 'Chennai'));
      const text = await pdfText(pdf);
      expect(text).toContain('Stores');
      expect(text).toContain('Chennai');
      expect(text).not.toContain('முருகன்');
      // The line says which face failed, never the name itself.
      const failures = layoutFailures();
      expect(failures.length).toBeGreaterThan(0);
      for (const line of failures)
        expect(line).toMatch(/^PDF text layout failed in tamil(-bold)?: shaper failed$/);
      warn.mockClear();
    } finally {
      tamil.forEach((font, i) => (font.layout = layouts[i]!));
    }
  });

  it('text no face has (emoji, Arabic, Chinese, bidi and joiner marks, a lone surrogate) is laid out', async () => {
    const odd = [
      '😀 Mobile',
      'متجر الهاتف',
      '手机店',
      '\u202eAbc\u202c \u200f',
      '\u200d\u0301 x',
      'A\ud800B',
      '🇮🇳',
    ];
    for (const name of odd) {
      const pdf = await renderChallan(challanOf(name, `${name}, Main Road`));
      expect(flat(await pdfText(pdf))).toContain('Main Road');
    }
    const labels = odd.map((model, i) => ({
      serialNumber: `SN-${i}`,
      qrValue: `QR-${i}`,
      model,
      provider: 'Paytm',
    }));
    expect(flat(await pdfText(await renderLabels(labels)))).toContain('SN-6');
  });

  it('what one text is drawn with never changes how a later document reads (an ellipsis, a mark)', async () => {
    // An ellipsis is drawn as three dots, a combining mark joins the dot before it: both are
    // glyphs of a cluster of several. A later document's dots must still read as dots.
    await renderChallan(challanOf('A very long shop name…', 'Road .\u0301 5'));
    const pdf = await renderChallan(challanOf('Stores', 'No. 12.5, Main Road'));
    expect(flat(await pdfText(pdf))).toContain('No. 12.5, Main Road');
  });
});
