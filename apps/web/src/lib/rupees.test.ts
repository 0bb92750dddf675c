import { describe, expect, it } from 'vitest';
import { readRupees, rupeeText } from './rupees';

describe('readRupees: typed rupees to exact paise', () => {
  it.each([
    ['1,180.50', 118050],
    ['1180.5', 118050],
    ['1180', 118000],
    ['₹ 1,23,456.78', 12345678],
    ['0.1', 10],
    ['0.29', 29],
    ['12,34,567.01', 123456701],
    ['1180.', 118000],
  ])('%s -> %i paise', (typed, paise) => {
    expect(readRupees(typed)).toEqual({ paise });
  });

  it.each([
    ['', 'required'],
    ['1.234', 'decimals'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['-5', 'positive'],
    ['1e3', 'format'],
    ['12,34', 'format'],
    ['abc', 'format'],
    ['1.2.3', 'format'],
    ['9999999999999999', 'tooLarge'],
  ])('%j is refused: %s', (typed, problem) => {
    expect(readRupees(typed)).toEqual({ problem });
  });

  it('takes zero when allowed, and refuses more than the most', () => {
    expect(readRupees('0', { allowZero: true })).toEqual({ paise: 0 });
    expect(readRupees('100.01', { maxPaise: 10000 })).toEqual({ problem: 'tooLarge' });
  });

  it('writes paise back as the text a field starts with', () => {
    expect(rupeeText(118050)).toBe('1180.50');
    expect(rupeeText(5)).toBe('0.05');
  });
});
