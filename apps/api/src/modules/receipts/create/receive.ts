import { randomBytes } from 'node:crypto';
import type { ExpectedDevice, Receipt } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { withStagingTables } from '../../machines';
import type { Principal } from '../../../access/principal';
import type { Written } from '../../../platform/idempotency';
import type { IdempotentWriter } from '../../route-spec';
import { createReceipt, type ReceiptHeader } from './create';
import { stageCsvList, stageItemList, type ListDevices } from './list-stage';

/**
 * The expected list: a CSV (streamed, or JSON text; `devices` fills its empty cells) or JSON
 * items. An uploaded file gives the request's hash (uploadHash), read once it is staged.
 */
export type ExpectedList =
  | { csv: AsyncIterable<Uint8Array | string>; devices?: ListDevices; requestHash?: () => string }
  | { items: ExpectedDevice[] };

/**
 * Receiving stock: the list goes into a staging table (COPY) on one connection, then the
 * receipt is created by the route's idempotent `write` in a transaction on that same connection
 * (a TEMP table is seen only there).
 */
export async function receiveStock(
  db: Db,
  principal: Principal,
  header: ReceiptHeader,
  list: ExpectedList,
  write: IdempotentWriter,
): Promise<Written<{ receipt: Receipt }>> {
  const id = randomBytes(6).toString('hex');
  const table = `receipt_list_${id}`;
  const errors = `receipt_list_errors_${id}`;
  return withStagingTables(db, [table, errors], async (session) => {
    const devices =
      'items' in list
        ? await stageItemList(session, table, list.items)
        : await stageCsvList(session, table, list.csv, list.devices);
    await session.db.execute(sql`ANALYZE ${sql.identifier(table)}`);
    const requestHash = 'csv' in list ? list.requestHash?.() : undefined;
    return write(
      session.db,
      201,
      async (tx) => ({
        receipt: await createReceipt(tx, principal, header, { table, errors, devices }),
      }),
      requestHash,
    );
  });
}
