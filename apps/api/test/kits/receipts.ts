import { sql, type SQL } from 'drizzle-orm';
import type { useTestApp } from '../use-app';
import { countOf } from '../factories/parties';
import { readRows } from '../read-rows';

type T = ReturnType<typeof useTestApp>;
export type Auth = { authorization: string };

let n = 0;
/** A serial no other test uses. */
export const uniqueSerial = (prefix = 'RC') =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}-${(n++).toString(36).toUpperCase()}`;

export const device = (serialNumber: string, extra: Record<string, unknown> = {}) => ({
  serialNumber,
  type: 'POS',
  model: 'Telering T-300',
  manufacturer: 'Telering',
  ...extra,
});

/** Helpers of the receipts tests: calls as a user, and what the database holds. */
export function receiptKit(t: T) {
  const call = (
    auth: Auth,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ) =>
    t.app.inject({ method, url, headers: { ...auth, ...extraHeaders }, payload: payload as never });
  return {
    call,
    /** POST /receipts: the list as `items` or `csv`, and the devices of a list of serials alone. */
    create: (
      auth: Auth,
      providerId: number,
      list: {
        items?: unknown[];
        csv?: string;
        type?: string;
        model?: string;
        manufacturer?: string;
      },
    ) =>
      call(auth, 'POST', '/api/receipts', {
        serviceProviderId: providerId,
        reference: 'INV-2026-0042',
        receiptDate: '2026-11-20',
        ...list,
      }),
    /** POST /receipts/upload: the list as a text/csv body, the receipt in the query. */
    upload: (
      auth: Auth,
      providerId: number,
      csv: string,
      extra: { key?: string; query?: Record<string, string> } = {},
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/receipts/upload',
        query: {
          serviceProviderId: String(providerId),
          reference: 'INV-2026-0042',
          receiptDate: '2026-11-20',
          ...extra.query,
        },
        headers: {
          ...auth,
          'content-type': 'text/csv',
          ...(extra.key ? { 'idempotency-key': extra.key } : {}),
        },
        payload: csv,
      }),
    scan: (auth: Auth, id: number, serialNumber: string) =>
      call(auth, 'POST', `/api/receipts/${id}/scans`, { serialNumber }),
    /** POST /receipts/{id}/scans/batch, under `key` if given. */
    scanBatch: (auth: Auth, id: number, serialNumbers: string[], key?: string) =>
      call(
        auth,
        'POST',
        `/api/receipts/${id}/scans/batch`,
        { serialNumbers },
        key ? { 'idempotency-key': key } : {},
      ),
    close: (auth: Auth, id: number) => call(auth, 'POST', `/api/receipts/${id}/close`),
    count: (table: string, where?: SQL) => countOf(t.database, table, where),
    machinesOf: (serials: string[]) =>
      readRows<{ id: number; serial: string; status: string; provider: number }>(
        t.database.db,
        sql`SELECT id, serial_number AS serial, status, service_provider_id AS provider
              FROM machines WHERE serial_number = ANY(${sql.param(serials)}::text[])
             ORDER BY serial_number`,
      ),
  };
}
