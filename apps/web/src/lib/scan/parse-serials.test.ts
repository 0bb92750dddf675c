import { describe, expect, it } from 'vitest';
import { listSerials, splitSerials } from './parse-serials';

describe('splitSerials', () => {
  it('splits on lines, commas, semicolons, tabs and spaces, and drops blanks', () => {
    expect(splitSerials('A-1\r\nB-2, C-3;D-4\tE-5  F-6\n\n ,')).toEqual([
      'A-1',
      'B-2',
      'C-3',
      'D-4',
      'E-5',
      'F-6',
    ]);
  });

  it('keeps a repeated serial once (ignoring letter case), in its first spelling and order', () => {
    expect(splitSerials('tlr-1 TLR-2 TLR-1 tlr-2 x')).toEqual(['tlr-1', 'TLR-2', 'x']);
  });

  it('names the repeated copies in their own spelling and order, so none is dropped silently', () => {
    expect(listSerials('tlr-1 TLR-2 TLR-1 tlr-2 x tlr-1')).toEqual({
      serials: ['tlr-1', 'TLR-2', 'x'],
      repeated: ['TLR-1', 'tlr-2', 'tlr-1'],
    });
  });

  it('answers nothing for an empty paste', () => {
    expect(splitSerials('  \n , ')).toEqual([]);
  });
});
