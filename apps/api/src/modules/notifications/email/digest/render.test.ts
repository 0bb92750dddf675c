import { describe, expect, it } from 'vitest';
import { dispatchedEvent } from '../../../../../test/factories/events';
import type { DispatchedEvent } from '../../../../platform/outbox';
import { DIGEST_LINES_PER_KIND, renderDigest } from './render';

let ids = 0;
/** Each a new event (its own ids), `over` changed. */
const event = (over: Partial<DispatchedEvent>) => {
  ids += 1;
  const eventId = `7b0c2a52-1d7e-4a55-9a43-${String(ids).padStart(12, '0')}`;
  return dispatchedEvent({ id: ids, eventId, entityId: ids, ...over });
};
const URL = 'https://console.example.test/';
/** Order `orderNumber` delivered, as its emitter writes it. */
const delivered = (orderNumber: string) => ({
  payload: { orderNumber, quantity: 1, from: 'IN_PROGRESS', to: 'DELIVERED' },
});

describe('the daily digest email', () => {
  it(`lists ${DIGEST_LINES_PER_KIND} events of a kind, then counts the rest with a link to their list`, () => {
    const many = Array.from({ length: DIGEST_LINES_PER_KIND + 3 }, (_, i) =>
      event(delivered(`ORD-${i + 1}`)),
    );
    const mail = renderDigest(many, { name: 'Asha', language: 'en' }, URL, '2026-11-25');
    expect(mail.text).toContain('Order delivered: 13');
    expect(mail.text).toContain(
      `- Order ORD-10 was delivered: https://console.example.test/orders/${many[9]!.entityId}`,
    );
    expect(mail.text).not.toContain('ORD-11 ');
    expect(mail.text).toContain('- …and 3 more: https://console.example.test/orders\n');
  });

  it('is written in the reader’s language, values escaped in the HTML', () => {
    const list = [
      event(delivered('<b>ORD-1</b>')),
      event({
        type: 'transfer.created',
        entityType: 'transfer',
        entityId: 3,
        payload: {
          transferId: 3,
          transferNumber: 'TRF-3',
          fromDistributorId: 1,
          fromDistributorName: 'North Co',
          toDistributorId: 2,
          toDistributorName: 'South Co',
          machineCount: 1,
          serials: ['SB-1'],
          notes: null,
        },
      }),
    ];
    const hi = renderDigest(list, { name: 'आशा', language: 'hi' }, URL, '2026-11-25');
    expect(hi.subject).toBe('2026-11-25 का आपका दैनिक सारांश');
    expect(hi.text).toContain('नमस्ते आशा,');
    expect(hi.text).toContain('ऑर्डर डिलीवर हुआ: 1');
    expect(hi.text).toContain('ट्रांसफ़र शुरू हुआ: 1');
    expect(hi.html).toContain('&lt;b&gt;ORD-1&lt;/b&gt;');
    expect(hi.html).not.toContain('<b>ORD-1');
    const gu = renderDigest(list, { name: 'Asha', language: 'gu' }, URL, '2026-11-25');
    expect(gu.subject).toBe('2026-11-25 નો તમારો દૈનિક સારાંશ');
    expect(gu.text).toContain('ટ્રાન્સફર શરૂ થયું: 1');
    expect(gu.text).toContain('https://console.example.test/machines/transfers/3');
    expect(gu.text).toContain('- નવું ટ્રાન્સફર TRF-3: ');
  });
});
