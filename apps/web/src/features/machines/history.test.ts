import type { MachineHistoryEntry } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../i18n';
import { formatDateIn } from '../../lib/dates';
import { actionLabel, entryDetails } from './history';

const t = i18n.t.bind(i18n);
const day = (value: string) => formatDateIn(value, 'date', 'en');

const entry = (action: string, details: Record<string, unknown>): MachineHistoryEntry => ({
  id: 1,
  at: '2026-11-24T06:30:00.000Z',
  action,
  actor: { id: 2, name: 'Rajesh Mehta', role: 'distributor' },
  details,
  before: null,
  after: null,
});

describe('machine history: confirmed delivery entries', () => {
  it('says who confirmed receipt, and who reported a device missing or damaged, with the note', () => {
    const received = entry('machine.receipt_confirmed', {
      orderId: 15,
      confirmedBy: 'Rajesh Mehta',
      state: 'RECEIVED',
      note: null,
    });
    expect(actionLabel(t, received.action)).toBe('Confirmed received');
    expect(entryDetails(t, received, day)).toEqual([
      'Order #15',
      'Confirmed received by Rajesh Mehta',
    ]);
    const damaged = entry('machine.reported_damaged', {
      orderId: 15,
      confirmedBy: 'Rajesh Mehta',
      note: 'Screen cracked',
    });
    expect(actionLabel(t, damaged.action)).toBe('Reported damaged on delivery');
    expect(entryDetails(t, damaged, day)).toEqual([
      'Order #15',
      'Reported by Rajesh Mehta',
      'Screen cracked',
    ]);
    expect(actionLabel(t, 'machine.reported_missing')).toBe('Reported missing on delivery');
  });
});

describe('machine history: received on a stock receipt', () => {
  it('names the receipt the machine came in on', () => {
    const entry: MachineHistoryEntry = {
      id: 1,
      at: '2026-11-20T06:00:00.000Z',
      action: 'machine.received',
      actor: { id: 1, name: 'Asha Patel', role: 'admin' },
      details: { receiptId: 7, receiptNumber: 'R-000007' },
      before: null,
      after: { status: 'AVAILABLE' },
    };
    expect(actionLabel(t, entry.action)).toBe('Received into stock');
    expect(entryDetails(t, entry, day)).toEqual(['Received on receipt R-000007']);
  });
});

describe('machine history: returns to the provider (RMA)', () => {
  it('names the step, the status change and the batch', () => {
    const entry: MachineHistoryEntry = {
      id: 2,
      at: '2026-11-22T06:00:00.000Z',
      action: 'machine.rma_closed',
      actor: { id: 1, name: 'Asha Patel', role: 'admin' },
      details: { batchId: 3, batchNumber: 'RMA-000003', outcome: 'REPAIRED' },
      before: { status: 'MAINTENANCE' },
      after: { status: 'AVAILABLE' },
    };
    expect(actionLabel(t, entry.action)).toBe('Back from provider (RMA)');
    expect(entryDetails(t, entry, day)).toEqual([
      'Status: Maintenance → Available',
      'Return batch RMA-000003',
    ]);
  });
});

describe('machine history: transfers between distributors', () => {
  const side = {
    transferId: 4,
    transferNumber: 'TR-000004',
    fromDistributorId: 1,
    fromDistributorName: 'ABC Distributors',
    toDistributorId: 2,
    toDistributorName: 'XYZ Distributors',
  };
  it.each([
    ['machine.transfer_requested', 'Transfer requested'],
    ['machine.transfer_accepted', 'Transferred to another distributor'],
    ['machine.transfer_received', 'Received by transfer'],
    ['machine.transfer_refused', 'Transfer refused'],
    ['machine.transfer_cancelled', 'Transfer cancelled'],
  ])('%s reads "%s" and names the transfer and its two sides', (action, label) => {
    expect(actionLabel(t, action)).toBe(label);
    expect(entryDetails(t, entry(action, side), day)).toEqual([
      'Transfer TR-000004: ABC Distributors → XYZ Distributors',
    ]);
  });
});

describe('machine history: activated by its first transaction', () => {
  it("says the provider's first transaction activated it, in every language", async () => {
    const activated: MachineHistoryEntry = {
      id: 1,
      at: '2026-12-03T19:00:05.000Z',
      action: 'machine.activated',
      actor: { id: null, name: 'System', role: 'system' },
      details: { retailerId: 3, source: 'first_transaction' },
      before: { activationState: 'ALLOTTED' },
      after: { activationState: 'ACTIVATED', activatedOn: '2026-12-04', activationRef: null },
    };
    expect(actionLabel(t, activated.action)).toBe('Marked activated');
    expect(entryDetails(t, activated, day)).toEqual([
      'Activated by its first transaction',
      'Date: Dec 4, 2026',
    ]);
    const byHand = { ...activated, details: { retailerId: 3, source: 'detail' } };
    expect(entryDetails(t, byHand, day)).toEqual(['Date: Dec 4, 2026']);
    for (const [lang, text] of [
      ['hi', 'अपने पहले लेन-देन से सक्रिय हुआ'],
      ['gu', 'તેના પહેલા વ્યવહારથી સક્રિય થયું'],
    ] as const) {
      await loadLanguage(lang);
      expect(entryDetails(i18n.getFixedT(lang), activated, day)[0]).toBe(text);
    }
  });
});
