/**
 * Custody: how machines go to a distributor (maybe via its retailer) and come back. Orders,
 * assignments, bulk calls and retailers use these rules, always inside the caller's transaction.
 */
export {
  activeAssignmentsOfOrder,
  HOLD_ERROR_CODES,
  deleteAssignment,
  holdMachines,
  lockMachines,
  releaseAssignment,
  requireAvailable,
} from './holdings';
export { assignToHolder } from './assign';
export { activeHolder, distributorForAction, retailerOfDistributor } from './holders';
export { releaseMachines } from './release-machines';
export { joinAssignment } from './join-assignment';
export { HeldMachineSnapshot, restoreReturned, snapshotHeldMachines } from './restore';
export { isOpenOrder, onOpenOrderCondition, requireHeldForOrder } from './open-orders';
export { emitAssignmentEvent } from './events';
export { inTransitCondition, inTransitIds, refuseInTransit } from './in-transit';
export { inOpenRmaCondition } from './in-rma';
export { heldMachineIds } from './held';
export { linkedMachines } from './linked-machines';
export { setMachineStatus, type StatusChange } from './machine-status';
export { CUSTODY_COLUMNS, type MachineDetails } from './columns';
export { activateAll, setLifecycle } from './lifecycle';
export {
  countMachines,
  keepStatusCounts,
  recountKeptCounts,
  trackStatusRows,
} from './kept-counts';
export { keepMachineRecords, trackMachines } from './machine-records';
