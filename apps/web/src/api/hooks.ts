import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api, type AnswerSchema, type Query, type SendOptions } from '../lib/api';
import { isId } from '../lib/record-id';
import { refreshAfter, REFRESHES, type Write } from './refresh';

/**
 * The shapes the resource modules' hooks share: a GET (a list, one record, a plain read), a write
 * that refreshes what it changed, a POST under an Idempotency-Key and a file download.
 */

export interface GetOptions {
  /** The URL's query (unset values are left out). */
  query?: Query;
  /** False: nothing is asked yet. */
  enabled?: boolean;
  /** A list: the previous rows stay while the next page loads. */
  keepPrevious?: boolean;
}

/** GET `path`, its answer parsed by `schema`, cached under `queryKey`. */
export function useGet<Answer>(
  queryKey: QueryKey,
  path: string,
  schema: AnswerSchema<Answer>,
  { query, enabled = true, keepPrevious = false }: GetOptions = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get(path, { schema, query, signal }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });
}

/** A list screen's GET: its query (filters, search, page, sort) in the URL, the rows kept. */
export const useListGet = <Answer>(
  queryKey: QueryKey,
  path: string,
  schema: AnswerSchema<Answer>,
  query: Query,
  enabled = true,
) => useGet(queryKey, path, schema, { query, enabled, keepPrevious: true });

/** One record's GET, asked only for a real id. */
export const useRecordGet = <Answer>(
  queryKey: QueryKey,
  path: string,
  schema: AnswerSchema<Answer>,
  id: number,
) => useGet(queryKey, path, schema, { enabled: isId(id) });

type Refreshes = typeof REFRESHES;

/** A write: `call`, then the caches `write` changed are marked stale (api/refresh.ts). */
export function useWrite<W extends Write, Vars = void, Answer = unknown>(
  write: W,
  call: (vars: Vars) => Promise<Answer>,
  ...args: Parameters<Refreshes[W]>
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshAfter(queryClient, write, ...args),
  });
}

/** What a create dialog sends: the body and its session's Idempotency-Key. */
export interface KeyedBody<Body> {
  body: Body;
  key: string;
}

/** POST `path` under the caller's Idempotency-Key (a double click makes one record). */
export const postOnce =
  <Body, Answer>(path: string, schema: AnswerSchema<Answer>) =>
  ({ body, key }: KeyedBody<Body>) =>
    api.post(path, body, { schema, headers: { 'Idempotency-Key': key } });

/** A downloaded file and the name to save it under. */
export type DocumentFile = { blob: Blob; fileName: string };

/** A file from the server, named as its answer says or else `fallbackName`. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options?: SendOptions & { method?: 'GET' | 'POST' },
): Promise<DocumentFile> {
  const file = await api.download(path, options);
  return { blob: file.blob, fileName: file.filename ?? fallbackName };
}
