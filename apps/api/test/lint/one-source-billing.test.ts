/**
 * Billing's rules written once (decision 0172): the payment term default is the contract's
 * DEFAULT_PAYMENT_TERMS_DAYS (the database's column default is held equal to it here), and
 * whether a supply stays in our state is decided by billing/same-state.ts alone, the documents
 * reading what the run stored. This test reads the sources (tests left out) and names every
 * place that writes either rule again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '@dd/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from '../db';
import { readRows } from '../read-rows';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/contract/src'];
const TERMS_HOME = 'packages/contract/src/billing.ts';
const SAME_STATE_HOME = 'apps/api/src/modules/billing/same-state.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every source file (the API's, the web's, the contract's) with its path from the root. */
const files = () =>
  SOURCES.flatMap((dir) => sources(path.join(root, dir))).map((file) => ({
    name: path.relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));

/** Lines naming a payment term and writing the default's number. */
function termLiterals(text: string): string[] {
  const value = new RegExp(`\\b${DEFAULT_PAYMENT_TERMS_DAYS}\\b`);
  return text
    .split('\n')
    .filter((line) => /payment_?terms?|terms?_?days|terms\?\.days/i.test(line) && value.test(line));
}

/** A state code (ours, the buyer's, a place of supply) compared, in TypeScript or in SQL. */
const CODE = String.raw`\b(\w*[sS]tateCode|Stcd|placeOfSupply|pos|home)\b`;
const STATE_COMPARED = [
  new RegExp(String.raw`${CODE}[\w.?()\[\], ]*\s(===|!==)\s`),
  new RegExp(String.raw`\s(===|!==)\s[\w.?]*${CODE}`),
  /\b(state_code|place_of_supply)\b[\w(), ]*\s(=|<>|!=)\s/i,
];
/** The lines comparing state codes, leaving out what `sameState(...)` answers. */
const stateComparisons = (text: string) =>
  text
    .split('\n')
    .filter((line) =>
      STATE_COMPARED.some((re) => re.test(line.replace(/sameState\([^)]*\)/g, ''))),
    );

describe('billing rules have one source', () => {
  it('the payment term default is written only as DEFAULT_PAYMENT_TERMS_DAYS', () => {
    const found = files().flatMap(({ name, text }) =>
      termLiterals(text)
        .filter((line) => !(name === TERMS_HOME && line.includes('DEFAULT_PAYMENT_TERMS_DAYS =')))
        .map((line) => `${name}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('only billing/same-state.ts compares state codes (the rest reads the stored same_state)', () => {
    const found = files()
      // The contract's e-invoice schema checks a finished document the portal's way.
      .filter(({ name }) => name.startsWith('apps/') && name !== SAME_STATE_HOME)
      .flatMap(({ name, text }) => stateComparisons(text).map((line) => `${name}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('would name a file that wrote either again (the patterns match what they are for)', () => {
    for (const line of [
      'paymentTermsDays: terms?.days ?? 15,',
      '         coalesce(db.payment_terms_days, 15)',
      "paymentTermsDays: integer('payment_terms_days').notNull().default(15),",
      'paymentTermsDays: z.number().int().min(0).max(365).default(15),',
    ])
      expect(termLiterals(line), line).toEqual([line]);
    expect(termLiterals('paymentTermsDays: terms?.days ?? DEFAULT_PAYMENT_TERMS_DAYS,')).toEqual(
      [],
    );
    for (const line of [
      'inv.supplierStateCode !== null && inv.placeOfSupply?.slice(0, 2) === inv.supplierStateCode;',
      'same_state: code !== null && code === supplierStateCode,',
      'const intra = r.key[0] === home;',
      'if ((seller.Stcd === pos) !== intraState)',
      '  WHERE left(i.place_of_supply, 2) = i.supplier_state_code',
    ])
      expect(stateComparisons(line), line).toEqual([line]);
    for (const line of [
      'same_state: sameState(code, supplierStateCode),',
      'if (sameState(pos, seller.Stcd) !== intraState)',
      "orderType: plan.type === 'POS' ? 'MACHINE_ALLOTMENT' : 'SOUNDBOX_ALLOTMENT',",
    ])
      expect(stateComparisons(line), line).toEqual([]);
  });
});

describe('the database keeps the same payment term default', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('distributor_billing.payment_terms_days defaults to DEFAULT_PAYMENT_TERMS_DAYS', async () => {
    const columns = z.array(z.object({ column_default: z.string().nullable() })).parse(
      await readRows<unknown>(
        database.db,
        sql`SELECT column_default FROM information_schema.columns
               WHERE table_name = 'distributor_billing' AND column_name = 'payment_terms_days'`,
      ),
    );
    expect(columns).toEqual([{ column_default: String(DEFAULT_PAYMENT_TERMS_DAYS) }]);
  });
});
