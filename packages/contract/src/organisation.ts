import { z } from 'zod';
import { Email, GSTIN_PATTERN, IsoDateTime, Phone, PinCode, line } from './common';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GST state codes: 01-38 (states and union territories), 97 other territory, 99 centre. */
function validStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/**
 * The 15th character of a GSTIN: the GSTN's mod-36 check over the first 14 (factor 1 and 2 in
 * turn; each product adds its quotient and remainder by 36).
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/**
 * A GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity
 * number (1-9, A-Z), 'Z', and the check character. Upper-case it before asking.
 */
export function isValidGstin(value: string): boolean {
  if (!GSTIN_PATTERN.test(value)) return false;
  if (!validStateCode(Number(value.slice(0, 2)))) return false;
  return gstinCheckChar(value.slice(0, 14)) === value[14];
}

/**
 * A GSTIN field: upper-cased, then checked in full (format, state code, check character);
 * `message` when it fails.
 */
export const gstinField = (message: string) =>
  z.string().trim().toUpperCase().refine(isValidGstin, message);

/** The organisation's own GSTIN (Profile > Organisation). */
export const Gstin = gstinField('Invalid GSTIN: check the state code, PAN and check character');

/** An HSN code: 4, 6 or 8 digits. */
export const HsnCode = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, 'HSN code must be 4, 6 or 8 digits');

/** Our own company, the consignor on delivery challans (Profile > Organisation). */
export const Organisation = z.object({
  name: z.string(),
  address: z.string(),
  /** The address's PIN code (the e-invoice's Pin; null: not given). */
  pinCode: z.string().nullable(),
  gstin: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  hsnPos: z.string(),
  hsnSoundbox: z.string(),
  /** TDS on commissions (section 194H), basis points: 200 = 2%. */
  tdsRateBp: z.number().int(),
  /** No TDS while a distributor's commission in the financial year stays within this. */
  tdsThresholdPaise: z.number().int(),
  updatedAt: IsoDateTime,
});
export type Organisation = z.infer<typeof Organisation>;

export const OrganisationResponse = z.object({ organisation: Organisation });
export type OrganisationResponse = z.infer<typeof OrganisationResponse>;

/** '' in an optional field clears it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), schema, z.null()]).optional();

export const OrganisationUpdateRequest = z.strictObject({
  name: line(200).min(1, 'Company name is required'),
  address: z.string().trim().min(1, 'Address is required').max(500),
  /** Omitted: unchanged; '' or null clears it. */
  pinCode: optional(PinCode),
  gstin: Gstin,
  phone: optional(Phone),
  email: optional(Email),
  hsnPos: HsnCode,
  hsnSoundbox: HsnCode,
  /** Omitted: unchanged. At most 20% (2000). */
  tdsRateBp: z.number().int().min(0).max(2000).optional(),
  tdsThresholdPaise: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type OrganisationUpdateRequest = z.input<typeof OrganisationUpdateRequest>;
