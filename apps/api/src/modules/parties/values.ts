import { sql } from 'drizzle-orm';
import { panGstinMismatch } from '@dd/contract';
import type { Principal } from '../../access/principal';
import { badRequest } from '../../lib/http-errors';
import type { PartyRow } from './kind';

/** The body fields every kind of party has (distributor, retailer). */
type SharedFields = {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string | null;
  state?: string | null;
  gst_number?: string | null;
  pan?: string | null;
  pin_code?: string | null;
  status?: 'ACTIVE' | 'INACTIVE';
};

/** The shared fields as table columns; on an update `undefined` leaves a column as it is. */
export function sharedColumns(body: SharedFields) {
  return {
    name: body.name,
    email: body.email,
    phone: body.phone,
    address: body.address,
    city: body.city,
    state: body.state,
    gstNumber: body.gst_number,
    pan: body.pan,
    pinCode: body.pin_code,
    status: body.status,
  };
}

/** The shared fields of a new row: an optional text left out is stored as null. */
export function newSharedColumns(body: SharedFields) {
  return {
    ...sharedColumns(body),
    city: body.city ?? null,
    state: body.state ?? null,
    gstNumber: body.gst_number ?? null,
    pan: body.pan ?? null,
    pinCode: body.pin_code ?? null,
  };
}

type IdentityRow = Pick<
  PartyRow,
  'pan' | 'pinCode' | 'gstNumber' | 'kycStatus' | 'kycRejectionReason' | 'kycUpdatedAt'
>;

/** The identity fields of a party answer (both kinds). */
export function identityAnswer(row: IdentityRow) {
  return {
    pan: row.pan,
    pin_code: row.pinCode,
    kyc_status: row.kycStatus,
    kyc_rejection_reason: row.kycRejectionReason,
    kyc_updated_at: row.kycUpdatedAt ? row.kycUpdatedAt.toISOString() : null,
  };
}

const MISMATCH = "The GSTIN's characters 3-12 must be the PAN";

/** 400 pan_gstin_mismatch when the party would have a PAN and a GSTIN of another PAN. */
export function assertPanMatchesGstin(pan: string | null, gstin: string | null): void {
  if (panGstinMismatch(pan, gstin)) {
    throw badRequest('pan_gstin_mismatch', MISMATCH, {
      details: [{ path: 'pan', message: MISMATCH, code: 'pan_gstin_mismatch' }],
    });
  }
}

/**
 * The identity rules of an update, given the changed columns: the PAN and GSTIN the party ends
 * with must agree, and a changed PAN or GSTIN sends a VERIFIED (or REJECTED) KYC back to PENDING
 * for a new decision. Answers the extra columns to write.
 */
export function identityChanges(
  p: Principal,
  current: PartyRow,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const pan = 'pan' in changes ? (changes.pan as string | null) : current.pan;
  const gstin = 'gstNumber' in changes ? (changes.gstNumber as string | null) : current.gstNumber;
  assertPanMatchesGstin(pan, gstin);
  const taxIdChanged = 'pan' in changes || 'gstNumber' in changes;
  if (!taxIdChanged || current.kycStatus === 'PENDING') return {};
  return {
    kycStatus: 'PENDING',
    kycRejectionReason: null,
    kycUpdatedBy: p.userId,
    kycUpdatedAt: sql`now()`,
  };
}
