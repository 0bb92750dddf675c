import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
  QUEUED_ANSWERS,
  type QueuedAction,
  type QueuedAnswer,
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
async function sendOrQueue<K extends QueuedKind>(
  userId: number | undefined,
  kind: K,
  path: string,
  body: unknown,
  subject: QueuedAction['subject'],
  { method = 'POST', key }: { method?: QueuedAction['method']; key?: string } = {},
): Promise<QueuedAnswer<K> | Queued> {
  const id = key ?? newIdempotencyKey();
  const queue = async () => ({
    queued: await enqueue({ id, userId: userId ?? 0, kind, method, path, body, subject }),
  });
  const queues = userId !== undefined && canQueue();
  if (queues && !onlineManager.isOnline()) return queue();
  try {
    return await request(method, path, {
      schema: QUEUED_ANSWERS[kind],
      body,
      headers: { 'Idempotency-Key': id },
    });
  } catch (error) {
    if (queues && isNetworkError(error)) return queue();
    throw error;
  }
}

/** A field action the offline queue can hold: where it is sent and what it is about. */
export type FieldAction<K extends QueuedKind> = {
  kind: K;
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
export function useFieldAction<Vars, K extends QueuedKind>(
  actionOf: (vars: Vars) => FieldAction<K>,
  {
    onAnswer,
    onError,
  }: { onAnswer?: (answer: QueuedAnswer<K>) => void; onError?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const userId = useSignedInId();
  return useMutation({
    // Runs offline too: the call itself decides to queue.
    networkMode: 'always',
    mutationFn: (vars: Vars) => {
      const { kind, path, body, subject, method, key } = actionOf(vars);
      return sendOrQueue(userId, kind, path, body, subject, { method, key });
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

/** What a screen knows of the decision waiting on its record (useWaitingDecision). */
export type WaitingDecision = {
  /** The record's queued actions of those kinds (waiting or refused), for its badges. */
  queued: QueuedAction[];
  /** Whether one of them still waits to be sent: the record's actions are not offered then. */
  waiting: boolean;
  /** Why they are not ("Waiting to send: Accept. …"), while one waits. */
  reason: string | undefined;
  /**
   * The id of the element showing `reason` (WaitingReason, rendered once per record on a screen),
   * for the buttons' aria-describedby.
   */
  reasonId: string;
};

/** The records whose actions queue: the field of a queued action's subject naming one, its kinds. */
const RECORDS = {
  transfer: { field: 'transferId', kinds: ['transferDecision'] },
  order: { field: 'orderId', kinds: ['handoverConfirmation'] },
  assignment: { field: 'assignmentId', kinds: ['assignmentReturn'] },
  machine: { field: 'machineId', kinds: ['activationStep', 'swap'] },
} as const satisfies Record<string, { field: string; kinds: readonly QueuedKind[] }>;
export type QueuedRecord = keyof typeof RECORDS;

/**
 * THE rule of decisions made offline (decision 0163): while an action on a record waits in the
 * queue, no other queueable action on that record is offered (a transfer accepted offline
 * cannot also be refused: the second would fail once sent, or contradict the first; a device
 * installed offline is not swapped or installed again). A refused one blocks nothing: the user
 * may retry it, discard it or decide again.
 */
export function useWaitingDecision(record: QueuedRecord, id: number): WaitingDecision {
  const { t } = useTranslation();
  const { field, kinds } = RECORDS[record];
  const queued = useQueuedActions().filter(
    (a) => (kinds as readonly QueuedKind[]).includes(a.kind) && a.subject[field] === id,
  );
  const first = queued.find((a) => a.status === 'waiting');
  return {
    queued,
    waiting: first !== undefined,
    reason: first ? t('offline.decisionWaiting', { what: queuedLabel(t, first) }) : undefined,
    // One per record: a screen's other buttons on the record may point at it.
    reasonId: `waiting-${record}-${id}`,
  };
}

/** What the queue lists an action as (the header's queue, a waiting decision's reason). */
export function queuedLabel(t: TFunction, action: QueuedAction): string {
  const subject = action.subject;
  switch (action.kind) {
    case 'receiptScan':
      return t('offline.queue.receiptScan');
    case 'transferDecision':
      return `${t(`transfers.detail.${String(subject.decision) as 'accept'}`)} ${String(subject.transferNumber ?? '')}`;
    case 'handoverConfirmation':
      return t('offline.queue.handover', { number: subject.orderNumber });
    case 'assignmentReturn':
      return t('offline.queue.assignmentReturn', { id: subject.assignmentId });
    case 'swap':
      return t('offline.queue.swap', {
        serial: subject.serialNumber,
        replacement: subject.replacement,
      });
    case 'activationStep':
      return t(`machines.activation.steps.${String(subject.step) as 'INSTALLED'}`);
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
