import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { integer } from '../db/row-types';
import { rows } from '../db/rows';
import { openTestDatabase } from '../../test/db';
import { inlineSql, sqlLiteral } from './sql-literal';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** What the server reads back from a literal. */
async function readBack(literal: string): Promise<unknown> {
  const [row] = await rows(
    database.db,
    sql.raw(`SELECT ${literal} AS v`),
    z.object({ v: z.unknown() }),
  );
  return row!.v;
}

const NASTY = [
  '',
  "'",
  "''",
  '\\',
  "\\'",
  "\\'; DROP TABLE machines; --",
  "x'); DROP TABLE machines; --",
  "E'\\x27'",
  '$1',
  '$$ $tag$',
  '--',
  '/*',
  'श्री गणेश मोबाइल',
  'શ્રી ગણેશ',
  '😀',
  '\n\r\t\b\f',
];

describe('sqlLiteral', () => {
  it('reads back as the same text, whatever the text', async () => {
    for (const text of NASTY) expect(await readBack(sqlLiteral(text))).toBe(text);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\0')),
        async (text) => {
          expect(await readBack(sqlLiteral(text))).toBe(text);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('writes numbers so an operator before them cannot change them', async () => {
    expect(await readBack(`1 - ${sqlLiteral(-1)}`)).toBe(2);
    expect(await readBack(`1 -${sqlLiteral(-1)}`)).toBe(2);
    expect(Number(await readBack(sqlLiteral(2.5)))).toBe(2.5);
    expect(await readBack(sqlLiteral(0))).toBe(0);
    expect(await readBack(sqlLiteral(true))).toBe(true);
    expect(await readBack(sqlLiteral(null))).toBeNull();
  });

  it('refuses what it cannot write exactly', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => sqlLiteral({ toString: () => "1'" })).toThrow(TypeError);
    expect(() => sqlLiteral(new Date())).toThrow(TypeError);
    expect(() => sqlLiteral([1])).toThrow(TypeError);
  });
});

describe('inlineSql', () => {
  it('answers what the parameterised query answers, without parameters', async () => {
    for (const text of NASTY) {
      const query = sql`SELECT ${text}::text AS t, ${-3}::int AS n, lower(${text}) = lower(${text}) AS same`;
      const inlined = inlineSql(query);
      if (!text.includes('$')) expect(inlined).not.toMatch(/\$\d/);
      const answer = z.object({ t: z.string(), n: integer, same: z.boolean() });
      const [viaParams] = await rows(database.db, query, answer);
      const [viaText] = await rows(database.db, sql.raw(inlined), answer);
      expect(viaText).toEqual(viaParams);
      expect(viaText).toEqual({ t: text, n: -3, same: true });
    }
  });

  it('refuses a placeholder (a prepared statement value it cannot know)', () => {
    expect(() => inlineSql(sql`SELECT ${sql.placeholder('x')}`)).toThrow();
  });
});
