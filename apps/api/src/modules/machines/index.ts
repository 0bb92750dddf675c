export { machinesRoutes } from './routes';
export { scheduleCountCompaction } from './counts-compaction';
/** Other modules answer machines in the same shape and read the same scoped counts. */
export { toMachine } from './serialize';
export { compactMachineCounts, machineGroups, machineTotals } from './counts';
