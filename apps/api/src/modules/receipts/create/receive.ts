import { randomBytes } from 'node:crypto';
import type { ExpectedDevice, Receipt } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { withStagingTables } from '../../machines';
import type { Principal } from '../../../access/principal';
import { idempotent, uploadHash, type IdempotencyRequest } from '../../../platform/idempotency';
import { createReceipt, type ReceiptHeader } from './create';
import { stageCsvList, stageItemList, type ListDevices } from './list-stage';

/** The expected list: a CSV (uploaded: streamed; or JSON text; `devices` fills its empty cells) or JSON items. */
export type ExpectedList =
  | { csv: AsyncIterable<Uint8Array | string>; uploaded: boolean; devices?: ListDevices }
  | { items: ExpectedDevice[] };

/**
 * Receiving stock: the list goes into a staging table (COPY) on one connection, then the
 * receipt is created under the request's Idempotency-Key in a transaction on that same
 * connection (a TEMP table is seen only there). An upload's request hash is its header and its
 * file's bytes, taken while the file streams; a JSON body's is the body, as on every other call.
 */
export async function receiveStock(
  db: Db,
  principal: Principal,
  header: ReceiptHeader,
  list: ExpectedList,
  call: IdempotencyRequest,
): Promise<{ statusCode: number; body: { receipt: Receipt } }> {
  const id = randomBytes(6).toString('hex');
  const table = `receipt_list_${id}`;
  const errors = `receipt_list_errors_${id}`;
  return withStagingTables(db, [table, errors], async (session) => {
    let devices: number;
    let requestHash: string | undefined;
    if ('items' in list) devices = await stageItemList(session, table, list.items);
    else if (list.uploaded) {
      const upload = uploadHash(call.method, call.path, { ...header, ...list.devices }, list.csv);
      devices = await stageCsvList(session, table, upload.file, list.devices);
      requestHash = upload.digest();
    } else devices = await stageCsvList(session, table, list.csv, list.devices);
    await session.db.execute(sql`ANALYZE ${sql.identifier(table)}`);
    return idempotent(session.db, { ...call, requestHash }, async (tx) => ({
      statusCode: 201,
      body: {
        receipt: await createReceipt(tx, principal, header, { table, errors, devices }),
      },
    }));
  });
}
