import { z } from 'zod';
import { assignmentPeriod } from './assignments';
import { Count, Id } from './common';
import { LabelOptions } from './documents';
import { MachineEditableStatus, MachineListQuery } from './machines';
import { DownloadFormat } from './reports';

/** The most machines one bulk action on the machines list may touch (issue #17). */
export const MACHINE_SELECTION_MAX = 10_000;

/** The machines list's filters and search (GET /machines without page and sort). */
export const MachineSelectionFilter = MachineListQuery.omit({
  page: true,
  pageSize: true,
  sort: true,
  order: true,
});
export type MachineSelectionFilter = z.infer<typeof MachineSelectionFilter>;

/**
 * Which machines a bulk action is about: the rows ticked by hand (`ids`), or every machine in the
 * caller's scope that matches the list's filter (`filter`), which the server resolves itself.
 */
export const MachineSelection = z.union([
  z.strictObject({ ids: z.array(Id).min(1).max(MACHINE_SELECTION_MAX) }),
  z.strictObject({ filter: MachineSelectionFilter }),
]);
export type MachineSelection = z.infer<typeof MachineSelection>;

export const MachineBulkStatusRequest = z.object({
  selection: MachineSelection,
  status: MachineEditableStatus,
});
export type MachineBulkStatusRequest = z.infer<typeof MachineBulkStatusRequest>;

export const MachineBulkAssignRequest = z
  .object({
    selection: MachineSelection,
    distributorId: Id,
    retailerId: Id.nullable().optional(),
    ...assignmentPeriod,
  })
  .refine((v) => !v.validTo || v.validTo >= v.validFrom, {
    error: 'Valid To cannot be before Valid From',
    path: ['validTo'],
  });
export type MachineBulkAssignRequest = z.infer<typeof MachineBulkAssignRequest>;

/** A device the action left alone, and why (an error code: machines_held, machines_unavailable...). */
export const MachineBulkRefusal = z.object({
  id: Id,
  serialNumber: z.string(),
  code: z.string(),
  status: z.string(),
});
export type MachineBulkRefusal = z.infer<typeof MachineBulkRefusal>;

/** matched = done + unchanged + refused.length. */
export const MachineBulkResult = z.object({
  matched: Count,
  done: Count,
  unchanged: Count,
  refused: z.array(MachineBulkRefusal),
  /** The assignment a bulk assign created (null when nothing was assigned). */
  assignmentId: Id.nullable().optional(),
});
export type MachineBulkResult = z.infer<typeof MachineBulkResult>;

export const MachineSelectionExportRequest = z.object({
  selection: MachineSelection,
  ...DownloadFormat.shape,
});
export type MachineSelectionExportRequest = z.infer<typeof MachineSelectionExportRequest>;

export const MachineSelectionLabelsRequest = z.object({
  selection: MachineSelection,
  ...LabelOptions.shape,
});
export type MachineSelectionLabelsRequest = z.infer<typeof MachineSelectionLabelsRequest>;
