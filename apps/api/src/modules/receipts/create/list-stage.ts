import { RECEIPT_LIST_COLUMNS, type ExpectedDevice } from '@dd/contract';
import { copyTextRow, type StagingSession } from '../../../db/copy-staging';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { stageImport, stageRows } from '../../machines';
import { RECEIPT_LIST } from './list-spec';

const empty = () => badRequest('receipt_list_empty', 'The expected list has no devices');

/**
 * Streams the expected list's CSV into the staging table `table` (row numbers: header = 1).
 * Answers its number of devices; 400 receipt_list_empty for a file without a header or devices.
 */
export async function stageCsvList(
  session: StagingSession,
  table: string,
  csv: AsyncIterable<Uint8Array | string>,
): Promise<number> {
  try {
    return await stageImport(session, table, csv, RECEIPT_LIST);
  } catch (err) {
    if (err instanceof HttpError && err.code === 'csv_empty') throw empty();
    throw err;
  }
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
  await stageRows(session, table, RECEIPT_LIST, itemRows(items));
  return items.length;
}
