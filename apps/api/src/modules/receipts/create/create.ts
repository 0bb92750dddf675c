import type { Receipt } from '@dd/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { documentNumber, nextId } from '../../../db/next-id';
import { actorOf, type Principal } from '../../../access/principal';
import { audit } from '../../../platform/audit';
import { assertProviderExists } from '../../machines';
import { loadReceipts } from '../serialize';
import { assertListValid, cellValue } from './list-rules';
import { stockReceiptItems, stockReceipts } from '../../../db/schema';

/** What a receipt records besides its list: the provider's reference and date, notes. */
export type ReceiptHeader = {
  serviceProviderId: number;
  reference: string;
  receiptDate: string;
  notes?: string | null;
};

/** The staged list's devices as receipt items, in list order (line 1, 2, ...). */
function insertItemsSql(receiptId: number, staging: string) {
  const v = (c: Parameters<typeof cellValue>[0]) => cellValue(c);
  return sql`
    INSERT INTO ${stockReceiptItems} (receipt_id, line_no, serial_number, expected, state,
      machine_type, model, manufacturer, tid, mid, qr_code, sim_number, imei)
    SELECT ${receiptId}::int, row_number() OVER (ORDER BY s.row_no), ${v('serialNumber')}, true,
           'EXPECTED', ${v('type')}, ${v('model')}, ${v('manufacturer')}, ${v('tid')}, ${v('mid')},
           ${v('qrCode')}, ${v('simNumber')}, ${v('imei')}
      FROM ${sql.identifier(staging)} s`;
}

/**
 * POST /receipts (inside the idempotent transaction, on the connection that staged the list):
 * checks the whole staged list (bad cells, repeats, codes already in stock) and refuses it with
 * its rows' errors, or saves the receipt R-<id> and its expected devices in one INSERT ... SELECT.
 */
export async function createReceipt(
  tx: Tx,
  principal: Principal,
  header: ReceiptHeader,
  staged: { table: string; errors: string; devices: number },
): Promise<Receipt> {
  await assertProviderExists(tx, header.serviceProviderId);
  await assertListValid(tx, staged.table, staged.errors);

  const id = await nextId(tx, 'stock_receipts');
  const receiptNumber = documentNumber('R-', id);
  await tx.execute(sql`
    INSERT INTO ${stockReceipts} (id, receipt_number, service_provider_id, reference, receipt_date,
      status, notes, created_by)
    VALUES (${id}, ${receiptNumber}, ${header.serviceProviderId}, ${header.reference},
      ${header.receiptDate}, 'OPEN', ${header.notes || null}, ${principal.userId})`);
  await tx.execute(insertItemsSql(id, staged.table));
  await audit(tx, actorOf(principal), {
    action: 'receipt.created',
    entityType: 'stock_receipt',
    entityId: id,
    after: {
      receiptNumber,
      serviceProviderId: header.serviceProviderId,
      reference: header.reference,
      receiptDate: header.receiptDate,
      expected: staged.devices,
    },
  });
  const [receipt] = await loadReceipts(tx, [id]);
  return receipt!;
}
