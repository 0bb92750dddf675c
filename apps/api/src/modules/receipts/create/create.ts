import type { CreateReceiptRequest, ExpectedDevice, Receipt } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { rows } from '../../../db/rows';
import { actorOf, type Principal } from '../../../access/principal';
import { audit } from '../../../lib/audit';
import { assertProviderExists } from '../../machines';
import { loadReceipts } from '../serialize';
import { assertListValid } from './check-list';
import { readCsvList, readItemList } from './read-list';

const INSERT_BATCH = 5_000;

const col = (values: (string | number | null)[], type: string) =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** One multi-row INSERT (unnest of one array per column) for a batch of the expected list. */
function insertItems(receiptId: number, from: number, batch: ExpectedDevice[]) {
  const pick = (f: (d: ExpectedDevice) => string | null | undefined) =>
    batch.map((d) => f(d) || null);
  return sql`
    INSERT INTO stock_receipt_items (receipt_id, line_no, serial_number, expected, state,
      machine_type, model, manufacturer, tid, mid, qr_code, sim_number, imei)
    SELECT ${receiptId}::int, ${from}::int + u.n - 1, u.serial, true, 'EXPECTED',
           u.type, u.model, u.manufacturer, u.tid, u.mid, u.qr, u.sim, u.imei
      FROM unnest(
        ${col(
          pick((d) => d.serialNumber),
          'text',
        )}, ${col(
          pick((d) => d.type),
          'text',
        )}, ${col(
          pick((d) => d.model),
          'text',
        )},
        ${col(
          pick((d) => d.manufacturer),
          'text',
        )}, ${col(
          pick((d) => d.tid),
          'text',
        )}, ${col(
          pick((d) => d.mid),
          'text',
        )},
        ${col(
          pick((d) => d.qrCode),
          'text',
        )}, ${col(
          pick((d) => d.simNumber),
          'text',
        )}, ${col(
          pick((d) => d.imei),
          'text',
        )}
      ) WITH ORDINALITY AS u(serial, type, model, manufacturer, tid, mid, qr, sim, imei, n)`;
}

/**
 * POST /receipts (inside the idempotent transaction): checks the whole list (bad cells,
 * repeats, codes already in stock) and refuses it with every row's error, or saves the receipt
 * R-<id> and its expected devices in set-based batches.
 */
export async function createReceipt(
  tx: Tx,
  principal: Principal,
  body: CreateReceiptRequest,
): Promise<Receipt> {
  await assertProviderExists(tx, body.serviceProviderId);
  const { rows: list, errors } =
    body.csv !== undefined ? readCsvList(body.csv) : readItemList(body.items ?? []);
  const devices = await assertListValid(tx, list, errors);

  const [next] = await rows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('stock_receipts', 'id'))::int AS id`,
  );
  const id = Number(next!.id);
  const receiptNumber = `R-${String(id).padStart(6, '0')}`;
  await tx.execute(sql`
    INSERT INTO stock_receipts (id, receipt_number, service_provider_id, reference, receipt_date,
      status, notes, created_by)
    VALUES (${id}, ${receiptNumber}, ${body.serviceProviderId}, ${body.reference},
      ${body.receiptDate}, 'OPEN', ${body.notes || null}, ${principal.userId})`);
  for (let i = 0; i < devices.length; i += INSERT_BATCH) {
    await tx.execute(insertItems(id, i + 1, devices.slice(i, i + INSERT_BATCH)));
  }
  await audit(tx, actorOf(principal), {
    action: 'receipt.created',
    entityType: 'stock_receipt',
    entityId: id,
    after: {
      receiptNumber,
      serviceProviderId: body.serviceProviderId,
      reference: body.reference,
      receiptDate: body.receiptDate,
      expected: devices.length,
    },
  });
  const [receipt] = await loadReceipts(tx, [id]);
  return receipt!;
}
