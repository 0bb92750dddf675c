import type { User } from '@dd/contract';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set } from 'idb-keyval';

/**
 * The last data read, kept in IndexedDB per account so that the screens open offline (decision
 * 0155). Loaded lazily by api/cache.tsx: not part of the first load. Holds the answers the
 * signed-in account read (TanStack Query's cache, dehydrated) and that account's user, so a
 * start without a network knows who the stored token belongs to. A sign-out, or any 401,
 * clears the whole store: the next account never sees the previous one's data.
 */
/** IndexedDB can be missing or blocked (privacy settings): then nothing is kept. */
const canKeep = () => typeof indexedDB !== 'undefined';

let opened: ReturnType<typeof createStore> | null = null;
const cacheStore = () => {
  opened ??= createStore('dd-offline-cache', 'cache');
  return opened;
};

/** What is kept: a day. Older answers are dropped rather than shown as current. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const LAST_USER = 'last-user';

/** Answers never kept on the device: secrets and the account's security settings. */
const NOT_KEPT = new Set(['api-tokens', 'auth', 'security-events', 'webhooks']);

function persisterFor(userId: number | string) {
  return createAsyncStoragePersister({
    key: `query-cache:${userId}`,
    storage: {
      getItem: (key: string) => get<string>(key, cacheStore()).then((value) => value ?? null),
      setItem: (key: string, value: string) => set(key, value, cacheStore()),
      removeItem: (key: string) => del(key, cacheStore()),
    },
  });
}

let stopPersisting: (() => void) | null = null;

function persistOptions(client: QueryClient, userId: number | string) {
  return {
    queryClient: client,
    persister: persisterFor(userId),
    maxAge: MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
        query.state.status === 'success' && !NOT_KEPT.has(String(query.queryKey[0])),
    },
  };
}

/**
 * Signed in with a network: remembers the user, puts the account's kept answers back (newer
 * answers already in the cache win) and keeps every new answer from now on.
 */
export async function keepFor(client: QueryClient, user: User): Promise<void> {
  stopPersisting?.();
  stopPersisting = null;
  if (!canKeep()) return;
  await set(LAST_USER, user, cacheStore());
  const options = persistOptions(client, user.id);
  await persistQueryClientRestore(options);
  keepFrom(options);
  // What was read before this point (the first screen's answers) is kept now, not at the next read.
  await persistQueryClientSave(options);
}

/**
 * Keeps each change (written at most once a second), and at once when the page is hidden or
 * left: a read just before closing the app is kept too.
 */
function keepFrom(options: ReturnType<typeof persistOptions>): void {
  const stopSubscription = persistQueryClientSubscribe(options);
  const saveNow = () => void persistQueryClientSave(options).catch(() => {});
  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', saveNow);
  stopPersisting = () => {
    stopSubscription();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', saveNow);
  };
}

/**
 * Started without a network: the user the stored token was given to and their kept answers,
 * put into the cache; null when nothing was kept.
 */
export async function restoreOffline(client: QueryClient): Promise<User | null> {
  if (!canKeep()) return null;
  const user = (await get<User>(LAST_USER, cacheStore())) ?? null;
  if (!user) return null;
  const options = persistOptions(client, user.id);
  await persistQueryClientRestore(options);
  stopPersisting?.();
  keepFrom(options);
  return user;
}

/** Forgets everything kept on this device (sign-out, 401). */
export async function forgetAll(): Promise<void> {
  stopPersisting?.();
  stopPersisting = null;
  if (canKeep()) await clear(cacheStore());
}
