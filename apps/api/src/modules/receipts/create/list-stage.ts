import {
  LIST_DEVICE_FIELDS,
  RECEIPT_LIST_COLUMNS,
  type ExpectedDevice,
  type ReceiptListColumn,
} from '@dd/contract';
import { sql } from 'drizzle-orm';
import { copyTextRow, type StagingSession } from '../../../db/copy-staging';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { stageImport, stageRows } from '../../machines';
import { receiptList } from './list-spec';

const empty = () => badRequest('receipt_list_empty', 'The expected list has no devices');

/** The devices' type, model and manufacturer the request gives for the list's empty cells. */
export type ListDevices = Partial<Record<(typeof LIST_DEVICE_FIELDS)[number], string>>;

/**
 * Streams the expected list's CSV into the staging table `table` (row numbers: header = 1, or
 * line numbers for serials alone), then fills the cells `devices` gives where a row has none.
 * Answers its number of devices; 400 receipt_list_empty for a file without a header or devices.
 */
export async function stageCsvList(
  session: StagingSession,
  table: string,
  csv: AsyncIterable<Uint8Array | string>,
  devices: ListDevices = {},
): Promise<number> {
  const given = LIST_DEVICE_FIELDS.filter((c) => devices[c]);
  let staged: number;
  try {
    staged = await stageImport(session, table, csv, receiptList(given));
  } catch (err) {
    if (err instanceof HttpError && err.code === 'csv_empty') throw empty();
    throw err;
  }
  if (given.length > 0) {
    const sets = given.map(
      (c: ReceiptListColumn) =>
        sql`${sql.identifier(c)} = coalesce(${sql.identifier(c)}, ${devices[c as keyof ListDevices]!}::text)`,
    );
    await session.db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)}`);
  }
  return staged;
}

/** A list sent as JSON items (checked by the request schema) as COPY text, numbered from 1. */
async function* itemRows(items: ExpectedDevice[]): AsyncGenerator<string> {
  const BATCH = 1_000;
  for (let i = 0; i < items.length; i += BATCH) {
    let text = '';
    items.slice(i, i + BATCH).forEach((item, j) => {
      text += copyTextRow([i + j + 1, null, ...RECEIPT_LIST_COLUMNS.map((c) => item[c] || null)]);
    });
    yield text;
  }
}

/** The JSON items into the staging table `table`, numbered from 1; 400 when there are none. */
export async function stageItemList(
  session: StagingSession,
  table: string,
  items: ExpectedDevice[],
): Promise<number> {
  if (items.length === 0) throw empty();
  await stageRows(session, table, receiptList(), itemRows(items));
  return items.length;
}
