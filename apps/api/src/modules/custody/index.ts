/**
 * Custody: how machines go to a distributor (maybe via its retailer) and come back. Orders,
 * assignments, bulk calls and retailers use these rules, always inside the caller's transaction.
 */
export {
  activeAssignmentsOfOrder,
  holdMachines,
  lockMachines,
  releaseAssignment,
  requireAvailable,
  type Holder,
  type HoldInput,
} from './holdings';
export { activeHolder, distributorForAction, retailerOfDistributor } from './holders';
export { releaseMachines } from './release-machines';
export { joinAssignment } from './join-assignment';
export { emitAssignmentEvent } from './events';
export { inTransitCondition, inTransitIds, refuseInTransit } from './in-transit';
