import { onlineManager } from '@tanstack/react-query';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { vi } from 'vitest';
import { discard, queuedActions } from '../lib/offline-queue';

/** One in-memory IndexedDB for the web tests (jsdom has none): the offline queue's store. */
const fakeIndexedDb = new IDBFactory();

/**
 * A queue for the offline actions (decision 0155), emptied of `userId`'s: answers `offline`,
 * which takes the network away (once the screen read what it needs), and `restore`, which takes
 * the queue away and brings the network back.
 */
export async function offlineQueue(userId = 1) {
  vi.stubGlobal('indexedDB', fakeIndexedDb);
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
  const empty = async () => {
    for (const action of await queuedActions(userId)) await discard(action);
  };
  await empty();
  return {
    offline: () => onlineManager.setOnline(false),
    /** Empties the queue first: nothing of this test is sent once the network is back. */
    restore: async () => {
      await empty();
      vi.unstubAllGlobals();
      onlineManager.setOnline(true);
    },
  };
}
