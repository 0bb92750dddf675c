import createClient from 'openapi-fetch';
import type { components, paths } from './generated/api';

/**
 * A typed client of the API, generated from its OpenAPI document (`npm run generate`): every
 * path, parameter, body and answer below is checked by TypeScript against the document.
 * `token` is an API token (`ddt_...`, Profile > Security > API tokens).
 */
export function createApi(baseUrl: string, token: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
}
export type Api = ReturnType<typeof createApi>;

/** Every error answers this body (one schema in the document, its `code` one of `ErrorCode`). */
export type ErrorBody = components['schemas']['ErrorBody'];

/** A refused call: act on `code` (docs/product/api.md), never on the sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.code}: ${body.error}`);
  }
}

/** The answer's data, or an ApiError with the status and the error body. */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined)
    throw new ApiError(result.response.status, result.error as ErrorBody);
  return result.data;
}

export type Machine =
  paths['/api/machines']['get']['responses']['200']['content']['application/json']['machines'][number];
type MachineQuery = NonNullable<paths['/api/machines']['get']['parameters']['query']>;

/** Who the token acts for. */
export async function whoAmI(api: Api) {
  return dataOf(await api.GET('/api/auth/me')).user;
}

/** Every machine that matches `query`, a page at a time (`total` says when to stop). */
export async function* allMachines(
  api: Api,
  query: Omit<MachineQuery, 'page' | 'pageSize'> = {},
  pageSize = 100,
): AsyncGenerator<Machine> {
  for (let page = 1; ; page++) {
    const list = dataOf(
      await api.GET('/api/machines', { params: { query: { ...query, page, pageSize } } }),
    );
    yield* list.machines;
    if (page * pageSize >= list.total) return;
  }
}

export type OrderRequest = NonNullable<
  paths['/api/orders']['post']['requestBody']
>['content']['application/json'];

/**
 * Books an order. Send it again with the same `idempotencyKey` after a timeout or a dropped
 * connection: the server books it once and answers the first answer again.
 */
export async function bookOrder(api: Api, order: OrderRequest, idempotencyKey: string) {
  const result = await api.POST('/api/orders', {
    params: { header: { 'idempotency-key': idempotencyKey } },
    body: order,
  });
  return dataOf(result).order;
}

/** The machines report as a CSV file (the Excel one with `format: 'xlsx'`). */
export async function downloadMachinesCsv(api: Api): Promise<string> {
  const result = await api.GET('/api/reports/machines/export', {
    params: { query: { format: 'csv' } },
    parseAs: 'text',
  });
  return dataOf(result);
}
