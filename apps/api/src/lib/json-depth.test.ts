import { describe, expect, it } from 'vitest';
import { jsonNestedDeeperThan } from './json-depth';

describe('jsonNestedDeeperThan', () => {
  it('counts nested objects and arrays', () => {
    expect(jsonNestedDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestedDeeperThan('[[],[],[],[]]', 2)).toBe(false);
    expect(jsonNestedDeeperThan('1', 0)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestedDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestedDeeperThan(String.raw`{"a":"\"[[[[","b":"\\"}`, 1)).toBe(false);
    expect(jsonNestedDeeperThan(String.raw`{"a":"\\\"[[[["}`, 1)).toBe(false);
    expect(jsonNestedDeeperThan(String.raw`{"a":"\\",[[["b"]]]}`, 3)).toBe(true);
  });

  it('handles 100,000 levels without recursion', () => {
    expect(jsonNestedDeeperThan('['.repeat(100_000), 32)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":'.repeat(100_000), 32)).toBe(true);
  });
});
