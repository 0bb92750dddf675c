import {
  LANGUAGES,
  NOTIFICATION_EVENT_TYPES,
  SECURITY_EVENT_TYPES,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_ENTITY,
  type Language,
  type NotificationEventType,
  type WebhookEventData,
} from '@dd/contract';
import { describe, expect, it } from 'vitest';
import { dispatchedEvent } from '../../../../test/factories/events';
import type { DispatchedEvent } from '../../../platform/outbox';
import { renderEmail } from './render';

const URL = 'https://console.example.test/';
const asha = (language: string) => ({ name: 'Asha', language });

/** `n` devices: their count and (up to 20) serials. */
const devices = (n: number) => ({
  machineCount: n,
  serials: Array.from({ length: n }, (_, i) => `SB-${i + 1}`),
});
const order = (n: number) => ({
  orderNumber: 'ORD-12',
  quantity: n,
  from: 'IN_PROGRESS' as const,
  to: 'DELIVERED' as const,
});
const assignment = (n: number) => ({
  assignmentId: 3,
  distributorName: 'Shree Traders',
  retailerName: 'Patel Mobiles',
  ...devices(n),
});
const rma = (n: number) => ({ batchNumber: 'RMA-7', providerName: 'PayBox', ...devices(n) });
const transfer = (n: number) => ({
  transferId: 4,
  transferNumber: 'TRF-4',
  fromDistributorId: 1,
  fromDistributorName: 'North Co',
  toDistributorId: 2,
  toDistributorName: 'South Co',
  ...devices(n),
});
const invoice = {
  number: 'INV-1',
  distributorName: 'Shree Traders',
  month: '2026-09',
  dueDate: '2026-10-15',
  amount: '₹1,180.00',
};
const invoiceOf = { invoiceId: 8, number: 'INV-1', distributorName: 'Shree Traders' };
const payment = {
  ...invoiceOf,
  paymentId: 5,
  amountPaise: 118000,
  amount: '₹1,180.00',
  method: 'UPI' as const,
  reference: 'UTR-9',
  paidOn: '2026-10-01',
  balancePaise: 0,
};

/** A payload of each kind as its emitter writes it (the contract's), with `n` devices where it counts. */
const PAYLOADS: { [T in NotificationEventType]: (n: number) => WebhookEventData<T> } = {
  'order.created': (n) => ({ orderNumber: 'ORD-12', quantity: n, status: 'PENDING' }),
  'order.status_changed': (n) => ({ ...order(n), from: 'APPROVED', to: 'IN_PROGRESS' }),
  'order.awaiting_receipt': order,
  'order.delivered': order,
  'assignment.created': assignment,
  'assignment.returned': assignment,
  'assignment.return_undone': assignment,
  'receipt.discrepancy': () => ({
    receiptNumber: 'GRN-5',
    providerName: 'PayBox',
    reference: 'DC-1',
    expected: 10,
    received: 9,
    missing: 1,
    unexpected: 0,
  }),
  'stock.low': () => ({
    providerName: 'PayBox',
    machineType: 'SOUNDBOX',
    model: 'SB-X',
    available: 2,
    threshold: 5,
  }),
  'devices.idle': (n) => ({ day: '2026-11-24', count: n, days: 30, serials: ['A'] }),
  'machine.swapped': () => ({
    swapId: 4,
    assignmentId: 3,
    reason: 'Faulty',
    mappingMoved: true,
    distributorName: 'Shree Traders',
    faultyMachineId: 9,
    faultySerial: 'SBX-FLT-1',
    replacementMachineId: 10,
    replacementSerial: 'SBX-NEW-2',
  }),
  'machine.installed': (n) => ({
    retailerId: 2,
    retailerName: 'Patel Mobiles',
    shopName: null,
    installedOn: '2026-11-24',
    ...devices(n),
  }),
  'rma.sent': (n) => ({ ...rma(n), reference: 'R1', courierName: 'DTDC', trackingNumber: 'T1' }),
  'rma.received': rma,
  'rma.closed': (n) => ({ ...rma(n), repaired: n, replaced: 0, writtenOff: 0 }),
  'transfer.created': (n) => ({ ...transfer(n), notes: null }),
  'transfer.accepted': transfer,
  'transfer.refused': transfer,
  'transfer.cancelled': transfer,
  'invoice.issued': () => ({ ...invoice, totalPaise: 118000 }),
  'invoice.overdue': () => ({
    ...invoice,
    balancePaise: 118000,
    daysOverdue: 3,
    day: '2026-10-18',
  }),
  'payment.recorded': () => payment,
  'invoice.paid': () => ({ ...invoiceOf, totalPaise: 118000, amount: '₹1,180.00' }),
  'payment.reversed': () => ({ ...payment, reason: 'Cheque bounced', balancePaise: 118000 }),
  'credit_note.issued': () => ({
    creditNoteId: 6,
    number: 'CN-1',
    invoiceId: 8,
    invoiceNumber: 'INV-1',
    distributorName: 'Shree Traders',
    basis: 'AMOUNT',
    issuedOn: '2026-10-02',
    amountPaise: 10000,
    amount: '₹100.00',
    unappliedPaise: 0,
    reason: 'Goodwill',
  }),
  'refund_voucher.issued': (n) => ({
    refundVoucherId: 7,
    number: 'RV-1',
    distributorName: 'Shree Traders',
    month: '2026-09',
    issuedOn: '2026-10-01',
    machineCount: n,
    amountPaise: 50000,
    amount: '₹500.00',
  }),
  'payout.recorded': () => ({
    payoutId: 2,
    number: 'PO-1',
    distributorName: 'Shree Traders',
    sourceType: 'CREDIT_NOTE',
    sourceId: 6,
    sourceNumber: 'CN-1',
    amountPaise: 10000,
    amount: '₹100.00',
    method: 'NEFT',
    reference: 'UTR-2',
    paidOn: '2026-10-03',
  }),
  'commission.approved': () => ({
    statementId: 3,
    number: 'CS-1',
    distributorName: 'Shree Traders',
    month: '2026-09',
    approvedOn: '2026-10-05',
    grossPaise: 5000,
    tdsRateBp: 200,
    tdsPaise: 100,
    netPaise: 4900,
    amount: '₹49.00',
    grossAmount: '₹50.00',
    tdsAmount: '₹1.00',
  }),
  'security.alert': () => ({ securityType: 'password_changed', ip: '10.0.0.1' }),
};

/** An event of `type` with `n` devices, about its contract's object. */
const eventOf = (type: NotificationEventType, n: number, over: Partial<DispatchedEvent> = {}) =>
  dispatchedEvent({
    type,
    entityType: WEBHOOK_EVENT_ENTITY[type],
    entityId: WEBHOOK_EVENT_ENTITY[type] === null ? null : 12,
    payload: PAYLOADS[type](n),
    ...over,
  });

/** Each kind that counts devices: the words its sentence says them with, for 1 and for 2. */
const COUNTED: Array<[NotificationEventType, Record<Language, [one: string, two: string]>]> = [
  [
    'order.created',
    {
      en: ['was created with 1 machine.', 'was created with 2 machines.'],
      hi: ['1 मशीन वाला ऑर्डर', '2 मशीनों वाला ऑर्डर'],
      gu: ['1 મશીન સાથેનો ઓર્ડર', '2 મશીનો સાથેનો ઓર્ડર'],
    },
  ],
  [
    'order.delivered',
    {
      en: [
        'Order ORD-12 with 1 machine was delivered.',
        'Order ORD-12 with 2 machines was delivered.',
      ],
      hi: ['1 मशीन वाला ऑर्डर ORD-12 डिलीवर हो गया।', '2 मशीनों वाला ऑर्डर ORD-12 डिलीवर हो गया।'],
      gu: ['1 મશીન સાથેનો ઓર્ડર ORD-12 ડિલિવર થયો.', '2 મશીનો સાથેનો ઓર્ડર ORD-12 ડિલિવર થયો.'],
    },
  ],
  [
    'assignment.created',
    {
      en: ['for Patel Mobiles with 1 machine.', 'for Patel Mobiles with 2 machines.'],
      hi: ['Patel Mobiles के लिए 1 मशीन वाला', 'Patel Mobiles के लिए 2 मशीनों वाला'],
      gu: ['Patel Mobiles માટે 1 મશીન સાથેની', 'Patel Mobiles માટે 2 મશીનો સાથેની'],
    },
  ],
  [
    'assignment.returned',
    {
      en: [
        'The machine of assignment #3 was returned.',
        'The 2 machines of assignment #3 were returned.',
      ],
      hi: ['असाइनमेंट #3 की मशीन वापस की गई।', 'असाइनमेंट #3 की 2 मशीनें वापस की गईं।'],
      gu: ['સોંપણી #3નું મશીન પરત કરાયું.', 'સોંપણી #3નાં 2 મશીનો પરત કરાયાં.'],
    },
  ],
  [
    'devices.idle',
    {
      en: ['1 idle device found', '2 idle devices found'],
      hi: ['1 निष्क्रिय डिवाइस मिला', '2 निष्क्रिय डिवाइस मिले'],
      gu: ['1 નિષ્ક્રિય ઉપકરણ મળ્યું', '2 નિષ્ક્રિય ઉપકરણો મળ્યા'],
    },
  ],
  [
    'machine.installed',
    {
      en: ['1 device was marked installed', '2 devices were marked installed'],
      hi: ['1 डिवाइस को Patel Mobiles पर', '2 डिवाइसों को Patel Mobiles पर'],
      gu: ['1 ઉપકરણને Patel Mobiles પર ઇન્સ્ટોલ થયેલું', '2 ઉપકરણોને Patel Mobiles પર ઇન્સ્ટોલ થયેલા'],
    },
  ],
  [
    'rma.sent',
    {
      en: ['with 1 device was sent to PayBox.', 'with 2 devices was sent to PayBox.'],
      hi: ['1 डिवाइस वाला वापसी बैच', '2 डिवाइसों वाला वापसी बैच'],
      gu: ['1 ઉપકરણ સાથેનો વળતર બેચ', '2 ઉપકરણો સાથેનો વળતર બેચ'],
    },
  ],
  [
    'transfer.created',
    {
      en: ['Transfer TRF-4 of 1 device from North Co', 'Transfer TRF-4 of 2 devices from North Co'],
      hi: ['1 डिवाइस का ट्रांसफ़र TRF-4', '2 डिवाइसों का ट्रांसफ़र TRF-4'],
      gu: ['1 ઉપકરણનું ટ્રાન્સફર TRF-4', '2 ઉપકરણોનું ટ્રાન્સફર TRF-4'],
    },
  ],
];

describe('notification email templates', () => {
  it('the payloads written here are the contract’s (else the emails would say the object only)', () => {
    for (const type of NOTIFICATION_EVENT_TYPES)
      for (const n of [1, 2])
        expect(WEBHOOK_EVENT_DATA[type].safeParse(PAYLOADS[type](n)).success, type).toBe(true);
  });

  it('writes every kind in every language with 1 and with 2 devices: no key, hole or stray value', () => {
    for (const type of NOTIFICATION_EVENT_TYPES)
      for (const language of LANGUAGES)
        for (const n of [1, 2]) {
          const mail = renderEmail(eventOf(type, n), asha(language), URL);
          const where = `${type} ${language} ${n}`;
          for (const part of [mail.subject, mail.text, mail.html])
            expect(part, where).not.toMatch(/\{\{|\}\}|email\.|undefined|null|NaN|\[object/);
          // The kind's own words, not the fallback that names the object only.
          expect(mail.subject, where).not.toMatch(/^\S+ #12$/);
          expect(mail.text.split('\n\n')[1]!.length, where).toBeGreaterThan(12);
        }
  });

  it.each(COUNTED)('%s says one device in the singular and two in the plural', (type, words) => {
    for (const [language, [one, two]] of Object.entries(words)) {
      const mail = (n: number) => renderEmail(eventOf(type, n), asha(language), URL);
      const [single, plural] = [mail(1), mail(2)];
      expect(`${single.subject}\n${single.text}`, `${type} ${language}`).toContain(one);
      expect(`${plural.subject}\n${plural.text}`, `${type} ${language}`).toContain(two);
      expect(single.text, `${type} ${language}`).not.toContain(two.replace('2', '1'));
    }
  });

  it("names the swap's serials, the transfer's parties and the idle devices' days, as the contract types them", () => {
    const swap = renderEmail(eventOf('machine.swapped', 1), asha('en'), URL);
    expect(swap.subject).toBe('Machine SBX-FLT-1 was swapped');
    expect(swap.text).toContain('Machine SBX-FLT-1 was swapped for SBX-NEW-2.');
    expect(swap.link).toBe('https://console.example.test/machines?search=SBX-FLT-1');
    for (const language of ['hi', 'gu'])
      expect(renderEmail(eventOf('machine.swapped', 1), asha(language), URL).text).toMatch(
        /SBX-FLT-1.*SBX-NEW-2/,
      );
    expect(renderEmail(eventOf('transfer.created', 3), asha('en'), URL).text).toContain(
      'Transfer TRF-4 of 3 devices from North Co to South Co is waiting for an answer.',
    );
    const idle = renderEmail(eventOf('devices.idle', 12), asha('en'), URL);
    expect(idle.subject).toBe('12 idle devices found');
    expect(idle.text).toContain('12 devices have had no transactions for 30 days.');
  });

  it('names a retailer, a model or one serial only when the event has it', () => {
    const mail = (type: NotificationEventType, payload: object) =>
      renderEmail(eventOf(type, 2, { payload }), asha('en'), URL);
    expect(
      mail('assignment.created', { ...PAYLOADS['assignment.created'](2), retailerName: null }).text,
    ).toContain('Assignment #3 was created with 2 machines.');
    expect(mail('stock.low', PAYLOADS['stock.low'](1)).text).toContain(
      'Only 2 Soundbox SB-X devices of PayBox are available (threshold 5).',
    );
    expect(mail('stock.low', { ...PAYLOADS['stock.low'](1), model: null }).text).toContain(
      'Only 2 Soundbox devices of PayBox are available (threshold 5).',
    );
    const one = mail('machine.installed', {
      ...PAYLOADS['machine.installed'](1),
      serialNumber: 'SB 1/2',
    });
    expect(one.subject).toBe('Device SB 1/2 was installed at Patel Mobiles');
    expect(one.link).toBe('https://console.example.test/machines?search=SB%201%2F2');
  });

  it('says the order statuses in words, and names the object alone when the payload is not the contract’s', () => {
    const rich = renderEmail(eventOf('order.status_changed', 2), asha('en'), URL);
    expect(rich.subject).toBe('Order ORD-12: Out for Delivery');
    expect(rich.text).toContain('Order ORD-12 is now Out for Delivery (was Approved).');
    const bare = renderEmail(dispatchedEvent({ type: 'order.status_changed' }), asha('en'), URL);
    expect(bare.subject).toBe('Order #12');
    expect(bare.text).toContain('Open Order #12: https://console.example.test/orders/12');
  });

  it('speaks Hindi and Gujarati, and English for an unknown language', () => {
    const e = eventOf('order.delivered', 3);
    expect(renderEmail(e, asha('hi'), URL).subject).toBe('ऑर्डर ORD-12 डिलीवर हो गया');
    expect(renderEmail(e, asha('gu'), URL).subject).toBe('ઓર્ડર ORD-12 ડિલિવર થયો');
    expect(renderEmail(e, asha('fr'), URL).subject).toBe('Order ORD-12 was delivered');
    const hindi = renderEmail(e, asha('hi'), URL);
    expect(hindi.text).toContain('नमस्ते Asha,');
    expect(hindi.text).toContain('प्रोफ़ाइल > सूचनाएँ');
    expect(hindi.html).toContain('<html lang="hi">');
  });

  it('names every security event in every language', () => {
    for (const securityType of SECURITY_EVENT_TYPES)
      for (const language of LANGUAGES) {
        const payload = { securityType, ip: null };
        const mail = renderEmail(eventOf('security.alert', 1, { payload }), asha(language), URL);
        expect(mail.subject, `${securityType} ${language}`).not.toContain(securityType);
        expect(mail.subject, `${securityType} ${language}`).not.toContain('email.');
      }
  });

  it('credits the reader’s own account, or the distributor’s for an admin', () => {
    const e = eventOf('credit_note.issued', 1);
    const own = renderEmail(e, { ...asha('en'), role: 'distributor' }, URL);
    expect(own.text).toContain('₹100.00 credited to your account. Reason: Goodwill.');
    const admin = renderEmail(e, { ...asha('en'), role: 'admin' }, URL);
    expect(admin.text).toContain('₹100.00 credited to the account of Shree Traders.');
    const month = renderEmail(eventOf('commission.approved', 1), asha('hi'), URL);
    expect(month.subject).toBe('सितंबर 2026 का कमीशन स्वीकृत: ₹49.00 जमा किए गए');
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
    expect(link({ entityType: 'assignment', entityId: 3 })).toBe(
      'https://console.example.test/assignments',
    );
    expect(link({ entityType: 'invoice', entityId: 8 })).toBe(
      'https://console.example.test/billing/invoices/8',
    );
    expect(link({ entityType: null, entityId: null })).toBe(
      'https://console.example.test/dashboard',
    );
    expect(renderEmail(eventOf('commission.approved', 1), asha('en'), URL).link).toBe(
      'https://console.example.test/billing/commissions?month=2026-09',
    );
    const mail = renderEmail(dispatchedEvent({}), asha('en'), URL);
    expect(mail.text).toContain('Profile > Notifications');
    expect(mail.text).toContain('https://console.example.test/profile?tab=notifications');
  });

  it('escapes user data in the HTML body and keeps it to one line in the subject', () => {
    const mail = renderEmail(
      eventOf('order.created', 2, {
        payload: { orderNumber: '<b>1</b>\r\nBcc: x@evil.test', quantity: 2, status: 'PENDING' },
      }),
      { name: '<img src=x onerror=alert(1)>', language: 'en' },
      URL,
    );
    expect(mail.subject).toBe('New order <b>1</b> Bcc: x@evil.test');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>1</b>');
    expect(mail.html).toContain('&lt;b&gt;1&lt;/b&gt; Bcc: x@evil.test');
    const payee = renderEmail(
      eventOf('payment.recorded', 1, {
        payload: { ...PAYLOADS['payment.recorded'](1), distributorName: '"Tom & Jerry" <script>' },
      }),
      asha('en'),
      URL,
    );
    expect(payee.html).not.toContain('<script>');
    expect(payee.html).toContain('&quot;Tom &amp; Jerry&quot; &lt;script&gt;');
    expect(payee.text).toContain('"Tom & Jerry" <script>');
  });
});
