import { sql } from 'drizzle-orm';
import { machineSwaps, machines, rmaBatches, transfers } from '../../db/schema';
import { DEFAULT_IDLE_DAYS, daysSinceAllotted } from '../lifecycle';
import { coded, col, HOLDER_COLUMNS } from './column';

/**
 * The columns of the devices-at-the-merchant reports (#16), in the same shape as the spec's four
 * (columns.ts): `sql` over the report's FROM clause (report-sources-merchant.ts), main table
 * unaliased, lookups aliased (`d` distributor, `r` retailer, `sp` provider, `u` user; swaps `fm`
 * faulty and `rm` replacement machine; RMA `ri` item, `m` machine; transfers `tm`, `fd` / `td`).
 */
const machineIdentity = [
  col('id', 'ID', 'number', sql`${machines.id}`),
  col('serialNumber', 'Serial Number', 'text', sql`${machines.serialNumber}`),
  coded('type', 'Type', 'machineType', sql`${machines.machineType}`),
  coded('activationState', 'Activation State', 'status', sql`${machines.activationState}`),
  col('allottedAt', 'Allotted At', 'datetime', sql`${machines.allottedAt}`),
];

export const MERCHANT_REPORT_COLUMNS = {
  activation: [
    ...machineIdentity,
    col('installedOn', 'Installed On', 'date', sql`${machines.installedOn}`),
    col('installLocation', 'Install Location', 'text', sql`${machines.installLocation}`),
    col('activatedOn', 'Activated On', 'date', sql`${machines.activatedOn}`),
    col('activationRef', 'Activation Reference', 'text', sql`${machines.activationRef}`),
    col('deactivatedAt', 'Deactivated At', 'datetime', sql`${machines.deactivatedAt}`),
    col('daysSinceAllotted', 'Days Since Allotted', 'number', daysSinceAllotted()),
    ...HOLDER_COLUMNS,
  ],
  idle: [
    ...machineIdentity,
    col('daysIdle', 'Days Idle', 'number', daysSinceAllotted()),
    col(
      'idleDays',
      'Idle After (days)',
      'number',
      sql`coalesce(sp.idle_days, ${DEFAULT_IDLE_DAYS})`,
    ),
    ...HOLDER_COLUMNS,
  ],
  swaps: [
    col('id', 'ID', 'number', sql`${machineSwaps.id}`),
    col('faultySerial', 'Faulty Serial', 'text', sql`fm.serial_number`),
    col('replacementSerial', 'Replacement Serial', 'text', sql`rm.serial_number`),
    coded('type', 'Type', 'machineType', sql`fm.machine_type`),
    col('reason', 'Reason', 'text', sql`${machineSwaps.reason}`),
    col('mappingMoved', 'Mapping Moved', 'boolean', sql`(${machineSwaps.mapping} IS NOT NULL)`),
    col('distributor', 'Distributor', 'text', sql`d.name`),
    col('retailer', 'Retailer', 'text', sql`r.name`),
    col('swappedBy', 'Swapped By', 'text', sql`u.name`),
    col('swappedAt', 'Swapped At', 'datetime', sql`${machineSwaps.swappedAt}`),
  ],
  rma: [
    col('id', 'Batch ID', 'number', sql`${rmaBatches.id}`),
    col('batchNumber', 'Batch Number', 'text', sql`${rmaBatches.batchNumber}`),
    coded('status', 'Status', 'status', sql`${rmaBatches.status}`),
    col('provider', 'Provider', 'text', sql`sp.name`),
    col('reference', 'Reference', 'text', sql`${rmaBatches.reference}`),
    col('courier', 'Courier', 'text', sql`${rmaBatches.courierName}`),
    col('trackingNumber', 'Tracking Number', 'text', sql`${rmaBatches.trackingNumber}`),
    col('machineId', 'Machine ID', 'number', sql`ri.machine_id`),
    col('serialNumber', 'Serial Number', 'text', sql`m.serial_number`),
    coded('outcome', 'Outcome', 'rmaOutcome', sql`ri.outcome`),
    col('replacementSerial', 'Replacement Serial', 'text', sql`ri.replacement_serial`),
    col('sentAt', 'Sent At', 'datetime', sql`${rmaBatches.createdAt}`),
    col('receivedAt', 'Received At', 'datetime', sql`${rmaBatches.receivedAt}`),
    col('closedAt', 'Closed At', 'datetime', sql`${rmaBatches.closedAt}`),
  ],
  transfers: [
    col('id', 'Transfer ID', 'number', sql`${transfers.id}`),
    col('transferNumber', 'Transfer Number', 'text', sql`${transfers.transferNumber}`),
    coded('status', 'Status', 'status', sql`${transfers.status}`),
    col('fromDistributor', 'From', 'text', sql`fd.name`),
    col('toDistributor', 'To', 'text', sql`td.name`),
    col('machineId', 'Machine ID', 'number', sql`tm.machine_id`),
    col('serialNumber', 'Serial Number', 'text', sql`m.serial_number`),
    col('createdAt', 'Created At', 'datetime', sql`${transfers.createdAt}`),
    col('decidedAt', 'Decided At', 'datetime', sql`${transfers.decidedAt}`),
    col('refusalReason', 'Refusal Reason', 'text', sql`${transfers.refusalReason}`),
  ],
};
