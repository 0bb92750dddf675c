import { DEMO_RETAILER_ID } from './demo-plans';

/** A main-post-office PIN code of each demo city (6 digits, not starting with 0). */
const PIN_CODES: Record<string, string> = {
  Ahmedabad: '380001',
  Gandhinagar: '382010',
  Surat: '395003',
  Vadodara: '390001',
  Mumbai: '400001',
  Thane: '400601',
  Pune: '411001',
  'Pimpri-Chinchwad': '411018',
  Delhi: '110001',
  Jaipur: '302001',
  Indore: '452001',
};

export const pinCodeOf = (city: string): string | null => PIN_CODES[city] ?? null;

/** The holder's PAN inside a GSTIN (its characters 3-12). */
export const panOf = (gstin: string): string => gstin.slice(2, 12);

export type Kyc = {
  kycStatus: 'PENDING' | 'VERIFIED' | 'REJECTED';
  kycRejectionReason: string | null;
};

/** Active distributors are verified; inactive ones still wait. */
export function distributorKyc(status: 'ACTIVE' | 'INACTIVE'): Kyc {
  return { kycStatus: status === 'ACTIVE' ? 'VERIFIED' : 'PENDING', kycRejectionReason: null };
}

/**
 * The demo retailer (retailer@demo.test, of ABC Distributors) is VERIFIED; retailer 2 (also of
 * ABC Distributors) and every third one are PENDING; one is REJECTED with its reason.
 */
export function retailerKyc(id: number): Kyc {
  if (id === DEMO_RETAILER_ID) return { kycStatus: 'VERIFIED', kycRejectionReason: null };
  if (id === 9) {
    return { kycStatus: 'REJECTED', kycRejectionReason: 'Shop photo does not match the address' };
  }
  if (id % 3 === 2) return { kycStatus: 'PENDING', kycRejectionReason: null };
  return { kycStatus: 'VERIFIED', kycRejectionReason: null };
}
