import { describe, expect, it } from 'vitest';
import { percentText, readPercentBp } from './percent';

const RULES = { maxBp: 2000 };

describe('readPercentBp: a typed rate to exact basis points', () => {
  it.each([
    ['2', 200],
    ['0.75', 75],
    ['1.5', 150],
    ['1.50 %', 150],
    ['20', 2000],
    ['0', 0],
    ['0.01', 1],
    ['007.5', 750],
    ['2.', 200],
  ])('%s -> %i bp', (typed, bp) => {
    expect(readPercentBp(typed, RULES)).toEqual({ bp });
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['2.125', 'decimals'],
    ['-1', 'format'],
    ['1e1', 'format'],
    ['1,5', 'format'],
    ['.5', 'format'],
    ['two', 'format'],
    ['20.01', 'tooLarge'],
    ['99999999', 'tooLarge'],
  ])('%j is refused: %s', (typed, problem) => {
    expect(readPercentBp(typed, RULES)).toEqual({ problem });
  });

  it('writes basis points back as the text a field starts with, and reads it again', () => {
    for (const [bp, text] of [
      [200, '2'],
      [75, '0.75'],
      [150, '1.5'],
      [5, '0.05'],
      [0, '0'],
      [2000, '20'],
    ] as const) {
      expect(percentText(bp)).toBe(text);
      expect(readPercentBp(text, RULES)).toEqual({ bp });
    }
  });
});
