import { z } from 'zod';
import { IsoDateTime, PinCode } from './common';

// The PIN code is the organisation's too (common.ts); still named here with the merchant's checks.
export { isValidPinCode, PIN_CODE_PATTERN, PinCode } from './common';
import { gstinField } from './organisation';

/**
 * Merchant identity (distributors and retailers) and device identity (soundbox SIM and IMEI):
 * the checks the API and the forms both use.
 */

/** PAN: 5 letters, 4 digits, 1 letter (upper-case it first). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** SIM card number (ICCID): 18 to 22 digits. */
export const ICCID_PATTERN = /^[0-9]{18,22}$/;

export const isValidPan = (value: string): boolean => PAN_PATTERN.test(value);

/** True when both are given and the GSTIN's characters 3-12 are not the PAN. */
export function panGstinMismatch(
  pan: string | null | undefined,
  gstin: string | null | undefined,
): boolean {
  if (!pan || !gstin) return false;
  return gstin.toUpperCase().slice(2, 12) !== pan.toUpperCase();
}

/** The Luhn check (mod 10) over a string of digits; false for anything else. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** IMEI: 15 digits whose last is the Luhn check digit. */
export const isValidImei = (value: string): boolean =>
  /^[0-9]{15}$/.test(value) && luhnValid(value);
export const isValidIccid = (value: string): boolean => ICCID_PATTERN.test(value);

/** A party's GSTIN: format, state code and check character (the organisation's check). */
export const PartyGstin = gstinField('Invalid GST number');
export const Pan = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PAN_PATTERN, 'Invalid PAN: 5 letters, 4 digits, 1 letter');
export const Imei = z
  .string()
  .trim()
  .refine(isValidImei, 'Invalid IMEI: 15 digits with a valid check digit');
export const SimNumber = z
  .string()
  .trim()
  .regex(ICCID_PATTERN, 'Invalid SIM number (ICCID): 18 to 22 digits');

/** The identity fields of a party body (all optional: old clients leave them out). */
export const partyIdentityFields = {
  gst_number: PartyGstin.nullable().optional(),
  pan: Pan.nullable().optional(),
  pin_code: PinCode.nullable().optional(),
};

export const KYC_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export const KycStatus = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof KycStatus>;

/** The identity fields of a party answer. */
export const partyIdentityAnswer = {
  pan: z.string().nullable(),
  pin_code: z.string().nullable(),
  kyc_status: KycStatus,
  kyc_rejection_reason: z.string().nullable(),
  kyc_updated_at: IsoDateTime.nullable(),
};

/**
 * PUT /distributors/:id/kyc, /retailers/:id/kyc (admin): VERIFIED, or REJECTED with a reason.
 * PENDING is never set by hand: a changed PAN or GSTIN of a VERIFIED party sets it.
 */
export const KycDecision = z
  .strictObject({
    status: z.enum(['VERIFIED', 'REJECTED']),
    reason: z.string().trim().max(500).nullable().optional(),
  })
  .refine((d) => d.status !== 'REJECTED' || !!d.reason, {
    message: 'A reason is required to reject',
    path: ['reason'],
  });
export type KycDecision = z.infer<typeof KycDecision>;

/** A machine's or expected device's optional SIM number and IMEI ('' means none). */
export const OptionalSimNumber = SimNumber.or(z.literal('')).nullable().optional();
export const OptionalImei = Imei.or(z.literal('')).nullable().optional();
