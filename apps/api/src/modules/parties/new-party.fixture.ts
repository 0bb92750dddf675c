/**
 * What a new distributor or retailer answers beyond the fields it was given (the tests that
 * create or list fresh parties expect it): no PAN or PIN code, KYC PENDING, ACTIVE.
 */
export const NEW_PARTY = {
  pan: null,
  pin_code: null,
  kyc_status: 'PENDING',
  kyc_rejection_reason: null,
  kyc_updated_at: null,
  status: 'ACTIVE',
} as const;
