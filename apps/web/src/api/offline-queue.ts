import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../lib/api';
import { newIdempotencyKey } from '../lib/idempotency';
import {
  discard,
  canQueue,
  enqueue,
  isNetworkError,
  onQueueChange,
  queuedActions,
  retry,
  sendQueued,
  type QueuedAction,
  type QueuedKind,
} from '../lib/offline-queue';
import { refreshAfter } from './refresh';
import { useSignedInId } from './session';

export type { QueuedAction };

/** A write that waits in the queue when there is no network: its answer, or `{ queued }`. */
export type Queued = { queued: QueuedAction };
export const isQueued = (answer: unknown): answer is Queued =>
  typeof answer === 'object' && answer !== null && 'queued' in answer;

/**
 * POSTs `body` to `path` under a new Idempotency-Key; without a network (the browser says so,
 * or the call could not reach the server) the action joins the signed-in account's queue under
 * that key instead, and `{ queued }` is answered (where the browser can keep a queue).
 */
export async function postOrQueue<Answer>(
  userId: number | undefined,
  kind: QueuedKind,
  path: string,
  body: unknown,
  subject: QueuedAction['subject'],
): Promise<Answer | Queued> {
  const id = newIdempotencyKey();
  const queue = async () => ({
    queued: await enqueue({ id, userId: userId ?? 0, kind, method: 'POST', path, body, subject }),
  });
  const queues = userId !== undefined && canQueue();
  if (queues && !onlineManager.isOnline()) return queue();
  try {
    return await api.post<Answer>(path, body, { headers: { 'Idempotency-Key': id } });
  } catch (error) {
    if (queues && isNetworkError(error)) return queue();
    throw error;
  }
}

/** The signed-in account's queued actions, oldest first, kept current. */
export function useQueuedActions(): QueuedAction[] {
  const userId = useSignedInId();
  const [actions, setActions] = useState<QueuedAction[]>([]);
  useEffect(() => {
    if (userId === undefined) {
      setActions([]);
      return;
    }
    let live = true;
    const read = () =>
      void queuedActions(userId).then((list) => {
        if (live) setActions(list);
      });
    read();
    const stop = onQueueChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return actions;
}

/** What each sent action makes stale (api/refresh.ts). */
function refreshSent(queryClient: ReturnType<typeof useQueryClient>, action: QueuedAction) {
  if (action.kind === 'receiptScan') {
    void refreshAfter(queryClient, 'queuedReceiptScan', Number(action.subject.receiptId));
  } else if (action.kind === 'transferDecision') {
    void refreshAfter(queryClient, 'transferWrite');
  } else {
    void refreshAfter(queryClient, 'machineWrite');
  }
}

/** How often a waiting queue is tried again while the browser says it is online. */
const RETRY_MS = 30_000;

/**
 * Sends the signed-in account's queue when the app starts, when the network comes back, after
 * each new action and every half minute while something waits. Mounted once, in the layout.
 */
export function useQueueSender(): void {
  const queryClient = useQueryClient();
  const userId = useSignedInId();
  useEffect(() => {
    if (userId === undefined) return;
    const send = () => {
      if (!onlineManager.isOnline()) return;
      void sendQueued(userId, (action) => refreshSent(queryClient, action)).catch(() => {});
    };
    send();
    const stopOnline = onlineManager.subscribe((online) => {
      if (online) send();
    });
    let pending = false;
    const stopQueue = onQueueChange(() => {
      // A new action while online (the server was out of reach): try soon, once.
      if (pending) return;
      pending = true;
      setTimeout(() => {
        pending = false;
        send();
      }, 1000);
    });
    const timer = setInterval(send, RETRY_MS);
    return () => {
      stopOnline();
      stopQueue();
      clearInterval(timer);
    };
  }, [queryClient, userId]);
}

/** Discard and retry of one queued action (the queue panel). */
export function useQueueActions() {
  const userId = useSignedInId();
  const queryClient = useQueryClient();
  return {
    discard: useCallback((action: QueuedAction) => discard(action), []),
    retry: useCallback(
      async (action: QueuedAction) => {
        await retry(action);
        if (userId !== undefined && onlineManager.isOnline())
          await sendQueued(userId, (sent) => refreshSent(queryClient, sent));
      },
      [queryClient, userId],
    ),
  };
}
