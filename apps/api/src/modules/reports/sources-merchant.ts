import { unlessAll } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { machineScope, rmaScope, swapScope, transferScope } from '../../access/scope';
import {
  distributors,
  machines,
  machineSwaps,
  retailers,
  rmaBatches,
  rmaItems,
  serviceProviders,
  transferMachines,
  transfers,
  users,
} from '../../db/schema';
import { idleCondition } from '../lifecycle';
import { eqIf, type Source, source } from './source';

/** Devices at retailers, with their provider, distributor and retailer (activation, idle). */
const atRetailers = sql`${machines}
  LEFT JOIN ${serviceProviders} sp ON sp.id = ${machines.serviceProviderId}
  LEFT JOIN ${distributors} d ON d.id = ${machines.distributorId}
  LEFT JOIN ${retailers} r ON r.id = ${machines.retailerId}`;

const atRetailer = sql`${machines.retailerId} IS NOT NULL`;

/** The devices-at-the-merchant reports (#16), in the same shape as the spec's four. */
export const MERCHANT_SOURCES = {
  activation: source<'activation'>(machines, {
    from: atRetailers,
    createdAt: sql`${machines.allottedAt}`,
    base: atRetailer,
    scope: machineScope,
    filters: (f) => [
      eqIf(machines.activationState, unlessAll(f.activationState)),
      eqIf(machines.distributorId, f.distributorId),
      eqIf(machines.retailerId, f.retailerId),
      eqIf(machines.serviceProviderId, f.serviceProviderId),
    ],
  }),
  idle: source<'idle'>(machines, {
    from: atRetailers,
    createdAt: sql`${machines.allottedAt}`,
    base: sql`${atRetailer} AND ${idleCondition()}`,
    scope: machineScope,
    filters: (f) => [
      eqIf(machines.distributorId, f.distributorId),
      eqIf(machines.retailerId, f.retailerId),
      eqIf(machines.serviceProviderId, f.serviceProviderId),
    ],
  }),
  swaps: source<'swaps'>(machineSwaps, {
    from: sql`${machineSwaps}
      JOIN ${machines} fm ON fm.id = ${machineSwaps.faultyMachineId}
      JOIN ${machines} rm ON rm.id = ${machineSwaps.replacementMachineId}
      JOIN ${distributors} d ON d.id = ${machineSwaps.distributorId}
      LEFT JOIN ${retailers} r ON r.id = ${machineSwaps.retailerId}
      LEFT JOIN ${users} u ON u.id = ${machineSwaps.swappedBy}`,
    createdAt: sql`${machineSwaps.swappedAt}`,
    scope: swapScope,
    filters: (f) => [
      eqIf(machineSwaps.distributorId, f.distributorId),
      eqIf(machineSwaps.retailerId, f.retailerId),
    ],
  }),
  rma: source<'rma'>(rmaBatches, {
    from: sql`${rmaBatches}
      JOIN ${rmaItems} ri ON ri.batch_id = ${rmaBatches.id}
      JOIN ${machines} m ON m.id = ri.machine_id
      JOIN ${serviceProviders} sp ON sp.id = ${rmaBatches.serviceProviderId}`,
    tie: { sql: sql`ri.machine_id`, key: 'machineId' },
    createdAt: sql`${rmaBatches.createdAt}`,
    scope: rmaScope,
    filters: (f) => [
      eqIf(rmaBatches.status, unlessAll(f.status)),
      eqIf(rmaBatches.serviceProviderId, f.serviceProviderId),
    ],
  }),
  transfers: source<'transfers'>(transfers, {
    from: sql`${transfers}
      JOIN ${transferMachines} tm ON tm.transfer_id = ${transfers.id}
      JOIN ${machines} m ON m.id = tm.machine_id
      JOIN ${distributors} fd ON fd.id = ${transfers.fromDistributorId}
      JOIN ${distributors} td ON td.id = ${transfers.toDistributorId}`,
    tie: { sql: sql`tm.machine_id`, key: 'machineId' },
    createdAt: sql`${transfers.createdAt}`,
    scope: transferScope,
    filters: (f) => {
      const d = f.distributorId;
      return [
        eqIf(transfers.status, unlessAll(f.status)),
        d === undefined
          ? undefined
          : sql`(${transfers.fromDistributorId} = ${d} OR ${transfers.toDistributorId} = ${d})`,
      ];
    },
  }),
} satisfies Record<string, Source>;
