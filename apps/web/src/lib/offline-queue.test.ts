import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { makeAssignment } from '../test/fixtures/assignments';
import { SCANNED } from '../test/fixtures/receipts';
import {
  discard,
  enqueue,
  onQueueChange,
  queuedActions,
  retry,
  sendQueued,
  type QueuedAction,
} from './offline-queue';

let n = 0;
/** A queued scan of `serial` by `userId`, made `at` ms (the queue's order). */
const scanOf = (userId: number, serial: string, at: number) =>
  enqueue({
    id: `key-${++n}`,
    userId,
    kind: 'receiptScan',
    method: 'POST',
    path: '/receipts/7/scans',
    body: { serialNumber: serial },
    subject: { receiptId: 7, serialNumber: serial },
    createdAt: at,
  });

async function empty() {
  for (const userId of [1, 2]) for (const a of await queuedActions(userId)) await discard(a);
}

/** An in-memory IndexedDB for this file only (jsdom has none; the other files keep none). */
const fakeIndexedDb = new IDBFactory();

describe('the offline queue', () => {
  beforeEach(async () => {
    vi.stubGlobal('indexedDB', fakeIndexedDb);
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    await empty();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps actions oldest first, each account its own', async () => {
    await scanOf(1, 'B', 2000);
    await scanOf(2, 'X', 1500);
    await scanOf(1, 'A', 1000);
    expect((await queuedActions(1)).map((a) => a.body)).toEqual([
      { serialNumber: 'A' },
      { serialNumber: 'B' },
    ]);
    expect((await queuedActions(2)).map((a) => a.subject.serialNumber)).toEqual(['X']);
  });

  it("sends the account's actions in order, each under its Idempotency-Key, once", async () => {
    const first = await scanOf(1, 'A', 1000);
    const second = await scanOf(1, 'B', 2000);
    await scanOf(2, 'X', 1500);
    const calls = mockFetch({ 'POST /receipts/7/scans': { body: SCANNED } });
    const told: [QueuedAction, unknown][] = [];
    const sent = await sendQueued(1, (action, answer) => told.push([action, answer]));
    expect(sent.map((a) => a.id)).toEqual([first.id, second.id]);
    expect(calls.map((c) => [c.body, c.headers['idempotency-key']])).toEqual([
      [{ serialNumber: 'A' }, first.id],
      [{ serialNumber: 'B' }, second.id],
    ]);
    expect(told.map(([, answer]) => answer)).toEqual([SCANNED, SCANNED]);
    expect(await queuedActions(1)).toEqual([]);
    // Another account's action is never sent by this one's session.
    expect((await queuedActions(2)).map((a) => a.subject.serialNumber)).toEqual(['X']);
    // Sending again sends nothing twice.
    expect(await sendQueued(1)).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('sends a queued Return as the PUT it was made as, under its key', async () => {
    const back = await enqueue({
      id: 'return-key',
      userId: 1,
      kind: 'assignmentReturn',
      method: 'PUT',
      path: '/assignments/5/status',
      body: { status: 'RETURNED' },
      subject: { assignmentId: 5 },
    });
    const calls = mockFetch({
      'PUT /assignments/5/status': { body: { assignment: makeAssignment({ status: 'RETURNED' }) } },
    });
    expect((await sendQueued(1)).map((a) => a.id)).toEqual([back.id]);
    expect(calls.map((c) => [c.method, c.path, c.body, c.headers['idempotency-key']])).toEqual([
      ['PUT', '/assignments/5/status', { status: 'RETURNED' }, 'return-key'],
    ]);
  });

  it('two sends at once send each action once', async () => {
    await scanOf(1, 'A', 1000);
    await scanOf(1, 'B', 2000);
    const calls = mockFetch({ 'POST /receipts/7/scans': { body: SCANNED } });
    await Promise.all([sendQueued(1), sendQueued(1)]);
    expect(calls.map((c) => c.body)).toEqual([{ serialNumber: 'A' }, { serialNumber: 'B' }]);
  });

  it('stops at a network failure and keeps the rest, in order', async () => {
    await scanOf(1, 'A', 1000);
    await scanOf(1, 'B', 2000);
    const calls = mockFetch({ 'POST /receipts/7/scans': 'network-error' });
    expect(await sendQueued(1)).toEqual([]);
    expect(calls).toHaveLength(1);
    const left = await queuedActions(1);
    expect(left.map((a) => [a.subject.serialNumber, a.status])).toEqual([
      ['A', 'waiting'],
      ['B', 'waiting'],
    ]);
  });

  it("marks a refused action with the server's answer, sends the next, and retries on demand", async () => {
    await scanOf(1, 'A', 1000);
    await scanOf(1, 'B', 2000);
    let refuse = true;
    mockFetch({
      'POST /receipts/7/scans': ({ body }) =>
        refuse && (body as { serialNumber: string }).serialNumber === 'A'
          ? { status: 409, body: { error: 'The receipt is closed', code: 'receipt_closed' } }
          : { body: SCANNED },
    });
    const sent = await sendQueued(1);
    expect(sent.map((a) => a.subject.serialNumber)).toEqual(['B']);
    const [refused] = await queuedActions(1);
    expect(refused?.status).toBe('refused');
    expect(refused?.refusal).toEqual({
      status: 409,
      code: 'receipt_closed',
      params: undefined,
      message: 'The receipt is closed',
    });
    // A refused action is not sent again by itself...
    expect(await sendQueued(1)).toEqual([]);
    // ...but after Retry it is.
    refuse = false;
    await retry(refused!);
    expect((await sendQueued(1)).map((a) => a.subject.serialNumber)).toEqual(['A']);
    expect(await queuedActions(1)).toEqual([]);
  });

  it('tells its listeners of each change', async () => {
    const listener = vi.fn();
    const stop = onQueueChange(listener);
    const action = await scanOf(1, 'A', 1000);
    await discard(action);
    stop();
    await scanOf(1, 'B', 2000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
