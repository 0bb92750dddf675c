import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import {
  AssignmentResponse,
  MachineResponse,
  MachineSwapResponse,
  OrderDetailResponse,
  ReceiptScanResponse,
  TransferResponse,
  type ErrorCode,
  type ErrorParams,
} from '@dd/contract';
import { ApiError, isApiError, request, type AnswerSchema } from './api';

/**
 * The field actions made without a network (decision 0155): each waits in IndexedDB, under the
 * account that made it, with the Idempotency-Key it is sent with, until the network is back;
 * then they are sent one by one, oldest first. A refusal (the server answered no) stays on the
 * item, with the server's code and sentence, until the user retries or discards it. Nothing is
 * sent for another account, nor while signed out.
 */

/**
 * What a queued action does, and the contract's schema of what the server answers it
 * (api/offline-queue.ts says what each refreshes once sent).
 */
const answers = {
  activationStep: MachineResponse,
  receiptScan: ReceiptScanResponse,
  transferDecision: TransferResponse,
  handoverConfirmation: OrderDetailResponse,
  assignmentReturn: AssignmentResponse,
  swap: MachineSwapResponse,
};
export type QueuedKind = keyof typeof answers;
type QueuedAnswers = { [K in QueuedKind]: ReturnType<(typeof answers)[K]['parse']> };
export type QueuedAnswer<K extends QueuedKind> = QueuedAnswers[K];
export const QUEUED_ANSWERS: { [K in QueuedKind]: AnswerSchema<QueuedAnswers[K]> } = answers;

export interface QueuedAction {
  /** Its Idempotency-Key: sent again with the same key, the server does it once. */
  id: string;
  /** The account that made it: only that account's session sends it. */
  userId: number;
  kind: QueuedKind;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** What the screens show and find it by (a machine's id and serial, a receipt's id, a step). */
  subject: Record<string, string | number>;
  /** When it was made (ms): the queue's order. */
  createdAt: number;
  /** `waiting` to be sent, or `refused` by the server (see `refusal`). */
  status: 'waiting' | 'refused';
  refusal?: {
    status: number;
    code?: ErrorCode | undefined;
    params?: ErrorParams | undefined;
    message: string;
  };
}

/** Whether this browser can keep a queue (IndexedDB can be missing or blocked). */
export const canQueue = () => typeof indexedDB !== 'undefined';

let store: UseStore | null = null;
const queueStore = () => {
  store ??= createStore('dd-offline-queue', 'actions');
  return store;
};

/** The key of an action in the store: its time first, so the store's order is the queue's. */
const keyOf = (action: Pick<QueuedAction, 'createdAt' | 'id'>) =>
  `${String(action.createdAt).padStart(15, '0')}:${action.id}`;

const listeners = new Set<() => void>();

/** Calls `listener` after every change of the queue (this tab's). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => {
  for (const listener of listeners) listener();
};

/** The account's actions, oldest first (another account's are never listed). */
export async function queuedActions(userId: number): Promise<QueuedAction[]> {
  if (!canQueue()) return [];
  const all = await entries<string, QueuedAction>(queueStore());
  return all
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, action]) => action)
    .filter((action) => action.userId === userId);
}

/** Puts an action at the end of the queue. */
export async function enqueue(
  action: Omit<QueuedAction, 'createdAt' | 'status' | 'refusal'> & { createdAt?: number },
): Promise<QueuedAction> {
  const queued: QueuedAction = {
    ...action,
    createdAt: action.createdAt ?? Date.now(),
    status: 'waiting',
  };
  await set(keyOf(queued), queued, queueStore());
  changed();
  return queued;
}

/** Drops an action (sent, or discarded by the user). */
export async function discard(action: QueuedAction): Promise<void> {
  await del(keyOf(action), queueStore());
  changed();
}

/** A refused action goes back to waiting, in its place: the next send tries it again. */
export async function retry(action: QueuedAction): Promise<void> {
  const key = keyOf(action);
  const current = await get<QueuedAction>(key, queueStore());
  if (!current) return;
  await set(key, { ...current, status: 'waiting', refusal: undefined }, queueStore());
  changed();
}

/** Whether an error is the network's (nothing reached the server), not the server's answer. */
export const isNetworkError = (error: unknown) => isApiError(error) && error.kind === 'network';

let sending: Promise<QueuedAction[]> | null = null;

/**
 * Sends the account's waiting actions, oldest first, each under its Idempotency-Key. A sent one
 * leaves the queue (`onSent` is told, with the answer); a refused one stays, marked; at the first
 * network failure the rest wait for the next try. One send at a time (in this tab; across tabs
 * too, where the browser has Web Locks). Answers the actions that were sent.
 */
export function sendQueued(
  userId: number,
  onSent: (action: QueuedAction, answer: unknown) => void = () => {},
): Promise<QueuedAction[]> {
  if (sending) return sending.then(() => sendQueued(userId, onSent));
  const run = async () => {
    const sent: QueuedAction[] = [];
    for (const action of await queuedActions(userId)) {
      if (action.status !== 'waiting') continue;
      // Still there? (another tab may have sent it while this one waited for the lock.)
      if (!(await get(keyOf(action), queueStore()))) continue;
      let answer: unknown;
      const schema: AnswerSchema<unknown> = QUEUED_ANSWERS[action.kind];
      try {
        answer = await request(action.method, action.path, {
          schema,
          body: action.body,
          headers: { 'Idempotency-Key': action.id },
        });
      } catch (error) {
        if (isNetworkError(error) || !(error instanceof ApiError)) break;
        // Signed out meanwhile (a 401): the rest waits for its account.
        if (error.status === 401) break;
        const refusal = {
          status: error.status,
          code: error.code,
          params: error.params,
          message: error.message,
        };
        await set(keyOf(action), { ...action, status: 'refused', refusal }, queueStore());
        changed();
        continue;
      }
      await del(keyOf(action), queueStore());
      sent.push(action);
      changed();
      onSent(action, answer);
    }
    return sent;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  sending = (locks ? locks.request('dd-offline-queue', run) : run()).finally(() => {
    sending = null;
  });
  return sending;
}
