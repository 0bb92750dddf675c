import type { ActivationStep } from '@dd/contract';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { rows } from '../../db/rows';
import { machines } from '../../db/schema';
import type { Actor } from '../../access/principal';
import { audit, auditRowsSql } from '../../platform/audit';
import { trackMachines } from './machine-records';

/** The activation lifecycle's columns: what a step at the merchant changes. */
export type LifecycleChange = Partial<
  Pick<
    typeof machines.$inferInsert,
    | 'activationState'
    | 'installedOn'
    | 'installedBy'
    | 'installLocation'
    | 'activatedOn'
    | 'activationRef'
    | 'deactivatedAt'
  >
>;

/** Each step's history entry. */
const ACTION: Record<ActivationStep, string> = {
  INSTALLED: 'machine.installed',
  ACTIVATED: 'machine.activated',
  DEACTIVATED: 'machine.deactivated',
};

type LifecycleRow = { id: number; activationState: string | null };

/**
 * Moves (locked, checked) devices at a retailer one activation step (the rules are
 * modules/activation's) with a history entry each: `after` as the step records it. A device
 * away from any retailer has no lifecycle and is left alone.
 */
export async function setLifecycle<R extends LifecycleRow>(
  tx: Tx,
  actor: Actor,
  rows: readonly R[],
  step: ActivationStep,
  change: LifecycleChange,
  entry: { after: Record<string, unknown>; details: (row: R) => Record<string, unknown> },
): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await trackMachines(tx, ids, () =>
    tx
      .update(machines)
      .set({ ...change, updatedAt: sql`now()` })
      .where(and(inArray(machines.id, ids), sql`${machines.activationState} IS NOT NULL`)),
  );
  await audit(
    tx,
    actor,
    rows.map((r) => ({
      action: ACTION[step],
      entityType: 'machine',
      entityId: r.id,
      before: { activationState: r.activationState },
      after: entry.after,
      details: entry.details(r),
    })),
  );
}

/**
 * ACTIVATED for many devices, each with its own date and reference: `chosen` is a query of
 * (id, activated_on, ref, n) rows (locked, checked devices; n orders the history). One UPDATE and
 * one INSERT of the history entries, whatever the count. Answers the number of devices activated.
 */
export async function activateAll(
  tx: Tx,
  actor: Actor,
  chosen: SQL,
  source: string,
): Promise<number> {
  const ids = (await rows(tx, sql`SELECT id FROM (${chosen}) c`, z.object({ id: z.int() }))).map(
    (c) => c.id,
  );
  const [done] = await trackMachines(tx, ids, () =>
    rows(
      tx,
      sql`WITH chosen AS (${chosen}),
    before AS (SELECT m.id, m.activation_state, m.retailer_id
               FROM ${machines} m JOIN chosen c ON c.id = m.id),
    changed AS (UPDATE ${machines} m SET activation_state = 'ACTIVATED',
        activated_on = c.activated_on::date, activation_ref = c.ref, deactivated_at = NULL,
        updated_at = now()
      FROM chosen c WHERE m.id = c.id AND m.activation_state IS NOT NULL
      RETURNING m.id, c.activated_on, c.ref, c.n),
    audited AS (${auditRowsSql(
      actor,
      { action: ACTION.ACTIVATED, entityType: 'machine' },
      {
        entityId: sql`c.id`,
        before: sql`jsonb_build_object('activationState', b.activation_state)`,
        after: sql`jsonb_build_object('activationState', 'ACTIVATED', 'activatedOn', c.activated_on,
          'activationRef', c.ref, 'deactivatedAt', NULL)`,
        details: sql`jsonb_build_object('retailerId', b.retailer_id, 'source', ${source}::text)`,
      },
      sql`FROM changed c JOIN before b ON b.id = c.id ORDER BY c.n RETURNING 1`,
    )})
    SELECT count(*)::int AS n FROM audited`,
      z.object({ n: z.int() }),
    ),
  );
  return done?.n ?? 0;
}
