export { machinesRoutes } from './routes';
export { compactKeptCounts, registerCountCompaction } from './counts-compaction';
/** Other modules answer machines in the same shape and read the same scoped counts. */
export { machineSnapshot, toMachine } from './serialize';
export { allMachineGroups, machineGroups, machineTotals, type MachineGroup } from './counts';
/** Shared with receipts and RMA: the duplicate look-ups and the bulk insert with audit. */
export {
  assertProviderExists,
  DUPLICATE_MESSAGES,
  FIELD_LABEL,
  takenValues,
  type UniqueField,
} from './duplicates';
export { insertMachines, insertMachinesFrom } from './commands/insert';
/** The swap reads a machine in the caller's scope (404 otherwise) and its row type. */
export { findScopedMachine } from './queries/list';
export type { MachineRow } from './serialize';
/**
 * Shared with the provider's activation file (modules/activation) and the receipt's expected
 * list (modules/receipts): the text/csv upload, its staging table, the rules of the cells and
 * codes they share, and the summary of its errors table.
 */
export { acceptCsvUploads, importValidatorCompiler, uploadedCsv } from './import-upload';
export {
  checkImport,
  runImport,
  runRules,
  stageImport,
  stageRows,
  withStagingTables,
  type ImportJob,
  type CsvImportSpec,
} from './commands/import-stage';
export {
  cellErrorsSql,
  filledCellWhens,
  repeatedSql,
  ruleOf,
  takenSql,
  UNIQUE,
} from './commands/import-rules';
export { issueSentence } from './commands/import-read';
/** Bulk actions on the machines list (modules/bulk): a selection resolved in the caller's scope. */
export { resolveSelection } from './queries/selection';
