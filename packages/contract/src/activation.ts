import { z } from 'zod';
import { Count, IsoDate, MachineIds, line } from './common';
import { ActivationState } from './enums';
import { csvImportBody, DryRunFlag, fileImportAnswer } from './file-import';
import { SWAP_MAPPING_RULES, SwapMappingRule } from './machine-swaps';

/*
 * Devices at the merchant: the activation lifecycle of a device held by a retailer.
 * ALLOTTED (set when it comes to a retailer) -> INSTALLED -> ACTIVATED -> DEACTIVATED; the states
 * are ACTIVATION_STATES in enums.ts.
 */

/** The steps a caller asks for (ALLOTTED is never asked: holding a device sets it). */
export const ACTIVATION_STEPS = ['INSTALLED', 'ACTIVATED', 'DEACTIVATED'] as const;
export const ActivationStep = z.enum(ACTIVATION_STEPS);
export type ActivationStep = z.infer<typeof ActivationStep>;

/**
 * The forward steps: from each state, the steps allowed. ALLOTTED -> ACTIVATED directly when the
 * provider's file says so; DEACTIVATED -> ACTIVATED when the provider re-activates the device.
 */
export const ACTIVATION_NEXT: Record<ActivationState, readonly ActivationStep[]> = {
  ALLOTTED: ['INSTALLED', 'ACTIVATED'],
  INSTALLED: ['ACTIVATED'],
  ACTIVATED: ['DEACTIVATED'],
  DEACTIVATED: ['ACTIVATED'],
};

/** One step: `date` is the install date, the provider's activation date, or the deactivation date. */
export const ActivationStepInput = z.strictObject({
  step: ActivationStep,
  date: IsoDate,
  /** The provider's activation reference (ACTIVATED only). */
  ref: line(100).nullable().optional(),
  /** Where the device was installed (INSTALLED only). */
  location: line(300).nullable().optional(),
});
export type ActivationStepInput = z.infer<typeof ActivationStepInput>;

/** POST /machines/activation: the same step for a selection, all or nothing. */
export const BulkActivationInput = ActivationStepInput.extend({ machineIds: MachineIds });
export type BulkActivationInput = z.infer<typeof BulkActivationInput>;

export const BulkActivationResponse = z.object({ updated: Count });
export type BulkActivationResponse = z.infer<typeof BulkActivationResponse>;

/** The provider's activation file: serial or TID, activation date, optional reference. */
export const ACTIVATION_IMPORT_COLUMNS = ['serialNumber', 'tid', 'activatedOn', 'ref'] as const;

/**
 * POST /machines/activation/import with `Content-Type: text/csv` (the file is the body, streamed,
 * no row cap): the option as a query parameter.
 */
export const ActivationImportQuery = z.object({ dryRun: DryRunFlag });
export type ActivationImportQuery = z.infer<typeof ActivationImportQuery>;

/** The JSON form older clients send: the file inside JSON, up to 5 MB. */
export const ActivationImportRequest = z.strictObject(csvImportBody);
export type ActivationImportRequest = z.infer<typeof ActivationImportRequest>;

/** Why an activation file row was refused (errors[].code). */
export const ACTIVATION_IMPORT_ISSUES = [
  'required',
  'invalid_format',
  'too_big',
  'no_column',
  /** No device has this serial / TID: params.value. */
  'device_not_found',
  /** The serial and the TID name two different devices. */
  'device_mismatch',
  /** The device appears on other rows of the file: params.rows. */
  'repeated_in_file',
  'activation_not_at_retailer',
  'activation_step_invalid',
  'activation_kyc_unverified',
] as const;
export const ActivationImportIssue = z.enum(ACTIVATION_IMPORT_ISSUES);

export const { error: ActivationImportError, response: ActivationImportResponse } =
  fileImportAnswer(ActivationImportIssue);
export type ActivationImportError = z.infer<typeof ActivationImportError>;
export type ActivationImportResponse = z.infer<typeof ActivationImportResponse>;

/** A provider's settings (admin): idle days and the swap mapping rule. */
export const SWAP_MAPPINGS = SWAP_MAPPING_RULES;
export const ProviderSettings = z.strictObject({
  idleDays: z.number().int().min(1).max(365),
  swapMapping: SwapMappingRule,
});
export type ProviderSettings = z.infer<typeof ProviderSettings>;
