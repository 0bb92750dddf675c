import { describe, expect, it } from 'vitest';
import { CELL_RULES, columnAt, columnNumber } from './import-rules';

describe('import rules read from the machine schema', () => {
  it('has the lengths, values and required fields MachineInput has', () => {
    expect(CELL_RULES.serialNumber).toEqual({
      required: true,
      min: 3,
      max: 64,
      options: undefined,
    });
    expect(CELL_RULES.model).toMatchObject({ required: true, min: 1, max: 100 });
    expect(CELL_RULES.type).toMatchObject({ required: true, options: ['POS', 'SOUNDBOX'] });
    expect(CELL_RULES.status).toMatchObject({
      required: false,
      options: ['AVAILABLE', 'MAINTENANCE', 'RETIRED'],
    });
    expect(CELL_RULES.qrCode).toMatchObject({ required: false, max: 256 });
    expect(CELL_RULES.imei).toMatchObject({ required: false, options: undefined });
  });

  it('numbers the columns in the template order, 0 for the whole row', () => {
    expect(columnNumber('')).toBe(0);
    expect(columnAt(columnNumber('serialNumber'))).toBe('serialNumber');
    expect(columnAt(columnNumber('imei'))).toBe('imei');
  });
});
