import type { RmaStatus } from '@dd/contract';
import type { Principal } from '../../access/principal';
import { rmaScope } from '../../access/scope';
import type { Executor } from '../../db/client';
import { rmaBatches } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { lockScopedRow } from '../../lib/lock-scoped-row';
import type { RmaBatchRow } from './serialize';

const BATCH_NOT_FOUND = 'RMA batch not found';

export const batchNotFound = () => notFound('not_found', BATCH_NOT_FOUND);

/** The batch, locked for a step (one step at a time); 404 when missing or out of scope. */
export async function lockBatch(
  tx: Executor,
  principal: Principal,
  id: number,
): Promise<RmaBatchRow> {
  return lockScopedRow(tx, rmaBatches, id, rmaScope(principal), BATCH_NOT_FOUND);
}

/** Steps go forward only: SENT -> RECEIVED_BY_PROVIDER -> CLOSED. */
export function assertStatus(row: RmaBatchRow, expected: RmaStatus): void {
  if (row.status !== expected) {
    throw conflict(
      'rma_invalid_transition',
      `RMA batch ${row.batchNumber} is ${row.status}; this step needs ${expected}`,
      { params: { status: row.status, batchNumber: row.batchNumber } },
    );
  }
}
