import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { request } from '../lib/api';
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
 * Sends `body` to `path` (a POST unless `method` says PUT) under an Idempotency-Key (`key`, or a
 * new one); without a network (the browser says so, or the call could not reach the server) the
 * action joins the signed-in account's queue under that key instead, and `{ queued }` is
 * answered (where the browser can keep a queue).
 */
export async function sendOrQueue<Answer>(
  userId: number | undefined,
  kind: QueuedKind,
  path: string,
  body: unknown,
  subject: QueuedAction['subject'],
  { method = 'POST', key }: { method?: QueuedAction['method']; key?: string } = {},
): Promise<Answer | Queued> {
  const id = key ?? newIdempotencyKey();
  const queue = async () => ({
    queued: await enqueue({ id, userId: userId ?? 0, kind, method, path, body, subject }),
  });
  const queues = userId !== undefined && canQueue();
  if (queues && !onlineManager.isOnline()) return queue();
  try {
    return await request<Answer>(method, path, { body, headers: { 'Idempotency-Key': id } });
  } catch (error) {
    if (queues && isNetworkError(error)) return queue();
    throw error;
  }
}

/** A field action the offline queue can hold: where it is sent and what it is about. */
export type FieldAction = {
  kind: QueuedKind;
  path: string;
  body?: unknown;
  subject: QueuedAction['subject'];
  method?: QueuedAction['method'];
  /** The dialog's own Idempotency-Key, if it keeps one (else a new one). */
  key?: string;
};

/**
 * The mutation of a field action (decision 0155): sent at once, or without a network queued
 * (`{ queued }` is answered). A direct answer refreshes what the action makes stale, the same as
 * when the queue sends it, unless `onAnswer` takes the answer itself; `onError` hears a refusal.
 */
export function useFieldAction<Vars, Answer>(
  actionOf: (vars: Vars) => FieldAction,
  { onAnswer, onError }: { onAnswer?: (answer: Answer) => void; onError?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const userId = useSignedInId();
  return useMutation({
    // Runs offline too: the call itself decides to queue.
    networkMode: 'always',
    mutationFn: (vars: Vars) => {
      const { kind, path, body, subject, method, key } = actionOf(vars);
      return sendOrQueue<Answer>(userId, kind, path, body, subject, { method, key });
    },
    onSuccess: (answer, vars) => {
      if (isQueued(answer)) return;
      if (onAnswer) onAnswer(answer);
      else void refreshSent(queryClient, actionOf(vars));
    },
    onError,
  });
}

/** Whether the browser has a network now (TanStack's online manager), kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

/** The signed-in account's queued actions of one kind about one thing (`subject[field] === id`). */
export function useQueuedFor(kind: QueuedKind, field: string, id: number): QueuedAction[] {
  return useQueuedActions().filter((a) => a.kind === kind && a.subject[field] === id);
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
function refreshSent(
  queryClient: ReturnType<typeof useQueryClient>,
  action: Pick<QueuedAction, 'kind' | 'subject'>,
) {
  switch (action.kind) {
    case 'receiptScan':
      return refreshAfter(queryClient, 'queuedReceiptScan', Number(action.subject.receiptId));
    case 'transferDecision':
      return refreshAfter(queryClient, 'transferWrite');
    case 'handoverConfirmation':
      return refreshAfter(queryClient, 'orderStatus');
    case 'assignmentReturn':
      return refreshAfter(queryClient, 'assignmentWrite');
    case 'activationStep':
    case 'swap':
      return refreshAfter(queryClient, 'machineWrite');
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
      void sendQueued(userId, (action) => void refreshSent(queryClient, action)).catch(() => {});
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
          await sendQueued(userId, (sent) => void refreshSent(queryClient, sent));
      },
      [queryClient, userId],
    ),
  };
}
