import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigserialId, requiredRef } from './columns';
import { machines } from './machines';

/**
 * Every activation of a device at a merchant (the machine row keeps only the last one, and
 * clears it when the device leaves the retailer): when it was activated, by whom it was held
 * then, and when it ended. Written by custody with each write of a machine's lifecycle columns
 * (modules/custody/machine-records.ts, decision 0169); the commission statements read it
 * (decision 0146). `ended_on`: the India date the activation
 * ended (deactivated, or the device left the merchant; null: active now); `deactivated`: it
 * ended with a deactivation, which may claw the activation commission back.
 */
export const machineActivations = pgTable(
  'machine_activations',
  {
    id: bigserialId(),
    machineId: requiredRef('machine_id', () => machines.id, 'cascade'),
    activatedOn: date('activated_on', { mode: 'string' }).notNull(),
    activationRef: text('activation_ref'),
    distributorId: integer('distributor_id'),
    retailerId: integer('retailer_id'),
    endedOn: date('ended_on', { mode: 'string' }),
    deactivated: boolean('deactivated').notNull().default(false),
  },
  (t) => [
    // A restored activation (an undone return) is the same one again, not a second.
    uniqueIndex('machine_activations_key').on(t.machineId, t.activatedOn),
    index('machine_activations_on_idx').on(t.activatedOn),
    index('machine_activations_ended_idx').on(t.endedOn),
  ],
);
