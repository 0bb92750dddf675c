import { NOTIFICATION_EVENT_TYPES, SECURITY_EVENT_TYPES } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import { dispatchedEvent } from '../../../../test/factories/events';
import type { DispatchedEvent } from '../../../platform/outbox';
import { renderEmail } from './render';

const URL = 'https://console.example.test/';
const asha = (language: string) => ({ name: 'Asha', language });

describe('notification email templates', () => {
  it("names the swap's serials, the transfer's number and devices, the idle devices' count, as the events write them", () => {
    const swap = dispatchedEvent({
      type: 'machine.swapped',
      entityType: 'machine',
      payload: { faultySerial: 'SBX-FLT-1', replacementSerial: 'SBX-NEW-2', swapId: 4 },
    });
    expect(renderEmail(swap, asha('en'), URL)).toMatchObject({
      subject: 'Machine SBX-FLT-1 was swapped',
    });
    expect(renderEmail(swap, asha('en'), URL).text).toContain(
      'Machine SBX-FLT-1 was swapped for SBX-NEW-2.',
    );
    for (const language of ['hi', 'gu'])
      expect(renderEmail(swap, asha(language), URL).text).toMatch(/SBX-FLT-1.*SBX-NEW-2/);
    const transfer = dispatchedEvent({
      type: 'transfer.created',
      entityType: 'transfer',
      payload: {
        transferNumber: 'TRF-2026-000031',
        fromDistributorName: 'North Co',
        toDistributorName: 'South Co',
        machineCount: 3,
        serials: ['A', 'B', 'C'],
      },
    });
    expect(renderEmail(transfer, asha('en'), URL).text).toContain(
      'Transfer TRF-2026-000031 of 3 devices from North Co to South Co is waiting for an answer.',
    );
    const idle = dispatchedEvent({
      type: 'devices.idle',
      entityType: null,
      payload: { day: '2026-11-24', count: 12, days: 30, serials: ['A'] },
    });
    expect(renderEmail(idle, asha('en'), URL).subject).toBe('12 idle devices found');
  });

  it('writes every event type in every language without holes, with or without details', () => {
    const full = {
      orderNumber: 'ORD-12',
      status: 'IN_PROGRESS',
      from: 'APPROVED',
      count: 3,
      distributorName: 'Shree Traders',
      retailerName: 'Patel Mobiles',
      serialNumber: 'SB-0001',
      newSerialNumber: 'SB-0002',
      providerName: 'PayBox',
      machineType: 'SOUNDBOX',
      available: 2,
      threshold: 5,
      days: 30,
      missing: 1,
      extra: 0,
      securityType: 'password_changed',
      fromName: 'North Co',
      toName: 'South Co',
    };
    for (const type of NOTIFICATION_EVENT_TYPES) {
      for (const language of ['en', 'hi', 'gu']) {
        for (const payload of [full, {}]) {
          const mail = renderEmail(dispatchedEvent({ type, payload }), asha(language), URL);
          for (const part of [mail.subject, mail.text, mail.html]) {
            expect(part, `${type} ${language}`).not.toMatch(/\{\w+\}|undefined|null|NaN/);
          }
          expect(mail.subject.length, `${type} ${language}`).toBeGreaterThan(3);
        }
      }
    }
  });

  it('uses the details when the payload has them, and a plain sentence when not', () => {
    const rich = renderEmail(
      dispatchedEvent({
        type: 'order.status_changed',
        payload: { orderNumber: 'ORD-12', status: 'IN_PROGRESS' },
      }),
      asha('en'),
      URL,
    );
    expect(rich.subject).toBe('Order ORD-12: Out for Delivery');
    expect(rich.text).toContain('Order ORD-12 is now Out for Delivery.');
    const bare = renderEmail(dispatchedEvent({ type: 'order.status_changed' }), asha('en'), URL);
    expect(bare.subject).toBe('Order #12 was updated');
    expect(bare.text).toContain('The status of order #12 changed.');
  });

  it('speaks Hindi and Gujarati, and English for an unknown language', () => {
    const e = dispatchedEvent({ payload: { orderNumber: 'ORD-12' } });
    expect(renderEmail(e, asha('hi'), URL).subject).toBe('ऑर्डर ORD-12 डिलीवर हो गया');
    expect(renderEmail(e, asha('gu'), URL).subject).toBe('ઓર્ડર ORD-12 ડિલિવર થયો');
    expect(renderEmail(e, asha('fr'), URL).subject).toBe('Order ORD-12 was delivered');
    const hindi = renderEmail(e, asha('hi'), URL);
    expect(hindi.text).toContain('प्रोफ़ाइल > सूचनाएँ');
    expect(hindi.html).toContain('<html lang="hi">');
  });

  it('names every security event in every language', () => {
    for (const securityType of SECURITY_EVENT_TYPES) {
      for (const language of ['en', 'hi', 'gu']) {
        const mail = renderEmail(
          dispatchedEvent({
            type: 'security.alert',
            entityType: null,
            entityId: null,
            payload: { securityType },
          }),
          asha(language),
          URL,
        );
        expect(mail.subject).not.toContain(securityType);
      }
    }
  });

  it('links to the object and to the email settings', () => {
    const link = (over: Partial<DispatchedEvent>) =>
      renderEmail(dispatchedEvent(over), asha('en'), URL).link;
    expect(link({})).toBe('https://console.example.test/orders/12');
    expect(link({ entityType: 'transfer', entityId: 4 })).toBe(
      'https://console.example.test/machines/transfers/4',
    );
    expect(link({ entityType: 'receipt', entityId: 5 })).toBe(
      'https://console.example.test/receipts/5',
    );
    expect(link({ entityType: 'rma', entityId: 6 })).toBe(
      'https://console.example.test/machines/rma/6',
    );
    expect(link({ entityType: 'provider', entityId: 2 })).toBe(
      'https://console.example.test/inventory/2',
    );
    expect(link({ entityType: 'machine', entityId: 9, payload: { serialNumber: 'SB 1/2' } })).toBe(
      'https://console.example.test/machines?search=SB%201%2F2',
    );
    expect(link({ entityType: 'assignment', entityId: 3 })).toBe(
      'https://console.example.test/assignments',
    );
    expect(link({ entityType: 'invoice', entityId: 8 })).toBe(
      'https://console.example.test/billing/invoices/8',
    );
    expect(link({ entityType: null, entityId: null })).toBe(
      'https://console.example.test/dashboard',
    );
    const mail = renderEmail(dispatchedEvent({}), asha('en'), URL);
    expect(mail.text).toContain('Profile > Notifications');
    expect(mail.text).toContain('https://console.example.test/profile?tab=notifications');
  });

  it('escapes user data in the HTML body and keeps it to one line in the subject', () => {
    const mail = renderEmail(
      dispatchedEvent({
        type: 'order.created',
        payload: {
          orderNumber: '<b>1</b>\r\nBcc: x@evil.test',
          distributorName: '"Tom & Jerry" <script>',
          count: 2,
        },
      }),
      { name: '<img src=x onerror=alert(1)>', language: 'en' },
      URL,
    );
    expect(mail.subject).toBe('New order <b>1</b> Bcc: x@evil.test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>1</b>');
    expect(mail.html).toContain('&quot;Tom &amp; Jerry&quot; &lt;script&gt;');
    expect(mail.text).toContain('"Tom & Jerry" <script>');
  });
});
