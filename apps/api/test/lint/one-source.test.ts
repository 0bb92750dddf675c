/**
 * One source per rule: a rule the contract defines is used from there, never written out again.
 * This test reads the sources of both apps, the contract, the bench and the journeys (not the
 * running code) and names every file that spells a known rule out by hand.
 *
 * Open orders: the contract's OPEN_ORDER_STATUSES (the statuses with a next step). A literal list
 * of exactly those statuses, or of exactly the others (`NOT IN ('DELIVERED', 'CANCELLED')`), in
 * TypeScript or SQL text, is refused: SQL takes them as one array parameter (custody's
 * isOpenOrder), TypeScript imports the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPEN_ORDER_STATUSES, ORDER_STATUSES } from '@dd/contract';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const ROOTS = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'packages/contract/src',
  'bench',
  'e2e',
];
const SOURCE = /\.(ts|tsx|mjs|js|sql)$/;
// The contract defines the statuses and their transitions; migrations are history, never edited.
const OWNERS = ['packages/contract/src/orders.ts', 'packages/contract/src/enums.ts'];
const HISTORY = `apps/api/src/db/migrations${path.sep}`;
// This file plants examples of what it refuses.
const self = fileURLToPath(import.meta.url);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every bracketed or parenthesised list of quoted words: its words, and whether `NOT IN` precedes it. */
function quotedLists(text: string): { words: string[]; negated: boolean }[] {
  const list = /(not\s+in\s*)?[[(]\s*((?:['"`]\w+['"`]\s*,\s*)+['"`]\w+['"`])\s*,?\s*[\])]/gi;
  return [...text.matchAll(list)].map((m) => ({
    words: [...m[2]!.matchAll(/\w+/g)].map((w) => w[0]),
    negated: m[1] !== undefined,
  }));
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === b.length && b.every((w) => a.includes(w));

const CLOSED_ORDER_STATUSES = ORDER_STATUSES.filter(
  (s) => !OPEN_ORDER_STATUSES.includes(s as never),
);

/**
 * The open-order lists a text spells out, as written: the open statuses, or `NOT IN` the others
 * (a bare list of the others is not the rule: IN_PROGRESS moves to DELIVERED or CANCELLED).
 */
function openOrderLists(text: string): string[] {
  return quotedLists(text)
    .filter(
      ({ words, negated }) =>
        sameSet(words, OPEN_ORDER_STATUSES) || (negated && sameSet(words, CLOSED_ORDER_STATUSES)),
    )
    .map(({ words }) => words.join(', '));
}

function problems(): string[] {
  const found: string[] = [];
  for (const dir of ROOTS) {
    for (const file of sources(path.join(root, dir))) {
      const name = path.relative(root, file);
      if (OWNERS.includes(name) || name.startsWith(HISTORY) || file === self) continue;
      for (const list of openOrderLists(readFileSync(file, 'utf8')))
        found.push(`${name}: open-order statuses written out (${list}): use OPEN_ORDER_STATUSES`);
    }
  }
  return found;
}

describe('one source per rule', () => {
  it('no source writes the open-order statuses out: it uses OPEN_ORDER_STATUSES', () => {
    expect(problems()).toEqual([]);
  });

  it('would name a file that did (the pattern finds what it is for, in TypeScript and SQL)', () => {
    expect(
      openOrderLists("for (const s of ['PENDING', 'APPROVED', 'IN_PROGRESS']) {}"),
    ).toHaveLength(1);
    expect(openOrderLists("AND o.status IN ('PENDING','APPROVED','IN_PROGRESS')`")).toHaveLength(1);
    expect(
      openOrderLists('where o.status in ("IN_PROGRESS", "PENDING", "APPROVED",)'),
    ).toHaveLength(1);
    expect(openOrderLists("WHERE status NOT IN ('DELIVERED', 'CANCELLED')")).toHaveLength(1);
    // Every status, or another subset, is not the rule.
    expect(
      openOrderLists("['PENDING', 'APPROVED', 'IN_PROGRESS', 'DELIVERED', 'CANCELLED']"),
    ).toEqual([]);
    expect(openOrderLists("IN ('PENDING', 'APPROVED')")).toEqual([]);
    expect(
      openOrderLists("expect(next('IN_PROGRESS')).toEqual(['DELIVERED', 'CANCELLED'])"),
    ).toEqual([]);
  });
});
