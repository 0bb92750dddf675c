import { describe, expect, it } from 'vitest';
import {
  Imei,
  isValidIccid,
  isValidImei,
  isValidPan,
  isValidPinCode,
  KycDecision,
  luhnValid,
  Pan,
  panGstinMismatch,
  PartyGstin,
  PinCode,
} from './identity';
import { RetailerUpdate } from './retailers';

describe('identity checks', () => {
  it('PAN: 5 letters, 4 digits, 1 letter, upper-cased by the field', () => {
    expect(isValidPan('AAPFU0939F')).toBe(true);
    for (const bad of ['AAPFU0939', 'AAPF00939F', 'AAPFU09391', 'aapfu0939f', 'AAPFU0939FF']) {
      expect(isValidPan(bad), bad).toBe(false);
    }
    expect(Pan.parse(' aapfu0939f ')).toBe('AAPFU0939F');
  });

  it('PIN code: 6 digits not starting with 0', () => {
    expect(isValidPinCode('380001')).toBe(true);
    for (const bad of ['080001', '38001', '3800011', '38000A']) {
      expect(isValidPinCode(bad), bad).toBe(false);
    }
    expect(PinCode.safeParse('012345').success).toBe(false);
  });

  it('GSTIN of a party: format and check character', () => {
    expect(PartyGstin.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(PartyGstin.safeParse('27AAPFU0939F1ZW').success).toBe(false);
  });

  it("PAN and GSTIN disagree only when both are given and the GSTIN's 3-12 differ", () => {
    expect(panGstinMismatch('AAPFU0939F', '27AAPFU0939F1ZV')).toBe(false);
    expect(panGstinMismatch('aapfu0939f', '27AAPFU0939F1ZV')).toBe(false);
    expect(panGstinMismatch('ABCDE1234F', '27AAPFU0939F1ZV')).toBe(true);
    expect(panGstinMismatch(null, '27AAPFU0939F1ZV')).toBe(false);
    expect(panGstinMismatch('ABCDE1234F', null)).toBe(false);
  });

  it('Luhn: the standard examples', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4539578763621486')).toBe(true);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('12a4')).toBe(false);
  });

  it('IMEI: 15 digits with a Luhn check digit', () => {
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('490154203237519')).toBe(false);
    expect(isValidImei('49015420323751')).toBe(false);
    expect(Imei.safeParse(' 356938035643809 ').success).toBe(true);
  });

  it('SIM number (ICCID): 18 to 22 digits', () => {
    expect(isValidIccid('8991101200003204510')).toBe(true);
    expect(isValidIccid('89911012000032045')).toBe(false);
    expect(isValidIccid('89911012000032045101234')).toBe(false);
    expect(isValidIccid('8991101200003204510F')).toBe(false);
  });

  it('a party update may leave the identity fields out, or clear them with null', () => {
    expect(RetailerUpdate.parse({ name: 'Shop' })).toEqual({ name: 'Shop' });
    expect(RetailerUpdate.parse({ pan: null, pin_code: null })).toEqual({
      pan: null,
      pin_code: null,
    });
  });

  it('a KYC rejection needs a reason; PENDING is never set by hand', () => {
    expect(KycDecision.safeParse({ status: 'VERIFIED' }).success).toBe(true);
    expect(KycDecision.safeParse({ status: 'REJECTED' }).success).toBe(false);
    expect(KycDecision.safeParse({ status: 'REJECTED', reason: '  ' }).success).toBe(false);
    expect(KycDecision.safeParse({ status: 'REJECTED', reason: 'Blurred' }).success).toBe(true);
    expect(KycDecision.safeParse({ status: 'PENDING' }).success).toBe(false);
  });
});
