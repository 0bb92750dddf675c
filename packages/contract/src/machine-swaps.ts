import { z } from 'zod';
import { Id, IntId, IsoDateTime } from './common';
import { Machine } from './machines';

/** Whether a provider's TID/MID/QR mapping moves to the replacement on a swap. */
export const SWAP_MAPPING_RULES = ['CARRY_OVER', 'ISSUE_NEW'] as const;
export const SwapMappingRule = z.enum(SWAP_MAPPING_RULES);
export type SwapMappingRule = z.infer<typeof SwapMappingRule>;

export const SWAP_REASON_MAX = 500;

const ReplacementSerial = z.string().trim().min(1).max(100);
const exactlyOne = (b: { replacementMachineId?: number; replacementSerial?: string }) =>
  (b.replacementMachineId === undefined) !== (b.replacementSerial === undefined);
const EXACTLY_ONE = {
  message: 'Give either replacementMachineId or replacementSerial',
  path: ['replacementMachineId'],
};

/**
 * POST /machines/{id}/swap: the replacement by id, or by serial number (a scan); exactly one.
 * The reason is required.
 */
export const MachineSwapRequest = z
  .strictObject({
    replacementMachineId: IntId.optional(),
    replacementSerial: ReplacementSerial.optional(),
    reason: z.string().trim().min(1).max(SWAP_REASON_MAX),
  })
  .refine(exactlyOne, EXACTLY_ONE);
export type MachineSwapRequest = z.infer<typeof MachineSwapRequest>;

/** The replacement a swap names, by id or by serial. */
export type SwapReplacementRef = Pick<
  MachineSwapRequest,
  'replacementMachineId' | 'replacementSerial'
>;

/** GET /machines/{id}/swap-check: the replacement the dialog was given (the query string). */
export const SwapCheckQuery = z
  .strictObject({
    replacementMachineId: Id.optional(),
    replacementSerial: ReplacementSerial.optional(),
  })
  .refine(exactlyOne, EXACTLY_ONE);
export type SwapCheckQuery = z.infer<typeof SwapCheckQuery>;

/** The TID/MID/QR that moved from the faulty device to the replacement. */
export const SwapMapping = z.object({
  tid: z.string().nullable(),
  mid: z.string().nullable(),
  qrCode: z.string().nullable(),
});
export type SwapMapping = z.infer<typeof SwapMapping>;

const SwapMachineRef = z.object({ id: IntId, serialNumber: z.string() });

/** A swap record: which device replaced which, where, why, whether the mapping moved. */
export const MachineSwap = z.object({
  id: IntId,
  faultyMachine: SwapMachineRef,
  replacementMachine: SwapMachineRef,
  assignmentId: IntId,
  distributorId: IntId,
  retailerId: IntId.nullable(),
  serviceProviderId: IntId.nullable(),
  reason: z.string(),
  mappingMoved: z.boolean(),
  mapping: SwapMapping.nullable(),
  swappedBy: z.object({ id: IntId, name: z.string() }).nullable(),
  swappedAt: IsoDateTime,
});
export type MachineSwap = z.infer<typeof MachineSwap>;

/**
 * The check's answer when the swap may go ahead (else the swap's own error code): the
 * replacement, what would move to it, and which of its own TID/MID/QR that would overwrite.
 */
export const SwapCheckResponse = z.object({
  replacement: Machine,
  moves: SwapMapping.nullable(),
  overwrites: SwapMapping.nullable(),
});
export type SwapCheckResponse = z.infer<typeof SwapCheckResponse>;

export const MachineSwapResponse = z.object({
  swap: MachineSwap,
  faulty: Machine,
  replacement: Machine,
});
export type MachineSwapResponse = z.infer<typeof MachineSwapResponse>;

/** A machine's swaps, and its provider's rule (the swap dialog says whether the mapping moves). */
export const MachineSwapsResponse = z.object({
  swaps: z.array(MachineSwap),
  swapMapping: SwapMappingRule,
});
export type MachineSwapsResponse = z.infer<typeof MachineSwapsResponse>;
