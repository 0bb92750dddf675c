import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf';
import { ALL, CORPUS, expectPrinted, flat, refuseLayoutFailures } from '../../../test/pdf-scripts';
import type { ChallanData } from './challan-data';
import { renderChallan } from './challan-pdf';
import { renderLabels } from './labels-pdf';
import type { RmaNoteData } from './rma-note-data';
import { renderRmaNote } from './rma-note-pdf';

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

describe('documents print every Indian script', () => {
  const { layoutFailures, forgetFailures } = refuseLayoutFailures();

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
      forgetFailures();
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
