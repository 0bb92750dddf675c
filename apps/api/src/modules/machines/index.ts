export { machinesRoutes } from './routes';
export { compactKeptCounts, scheduleCountCompaction } from './counts-compaction';
/** Other modules answer machines in the same shape and read the same scoped counts. */
export { toMachine } from './serialize';
export { allMachineGroups, machineGroups, machineTotals, type MachineGroup } from './counts';
/** Shared with receipts: the CSV reader, the duplicate look-ups and the bulk insert with audit. */
export { CsvParseError, parseCsv } from '../../lib/csv-parse';
export { assertProviderExists, takenValues, type MachineCodeColumn } from './duplicates';
export { insertMachines, type NewMachine } from './commands/insert';
/** The swap reads a machine in the caller's scope (404 otherwise) and its row type. */
export { findScopedMachine } from './queries/list';
export type { MachineRow } from './serialize';
/**
 * Shared with the provider's activation file (modules/activation): the text/csv upload, its
 * staging table and the summary of its errors table.
 */
export { acceptCsvUploads, importValidatorCompiler, uploadedCsv } from './import-upload';
export {
  createErrorsSql,
  stageImport,
  summarizeErrors,
  type CsvImportSpec,
} from './commands/import-stage';
/** Bulk actions on the machines list (modules/machine-bulk): the selection and the status change. */
export { resolveSelection } from './queries/selection';
export { changeStatusOfMachines } from './commands/bulk-status';
