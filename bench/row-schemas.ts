/**
 * What a row schema costs (decision 0168): parsing a page of rows as each driver answers them,
 * against handing them on unchecked. Run: `npx tsx bench/row-schemas.ts` (no database needed).
 */
import { z } from 'zod';
import { integer } from '../apps/api/src/db/row-types';
import * as allocations from '../apps/api/src/modules/billing/books/allocations';

/** The billing lists' shape (11 columns, three ints, two times): the allocations' own schema. */
const allocationRow = allocations.allocationRow;

/** A sign-in's user row: a few texts, ints and a boolean. */
const userRow = z.object({
  id: integer,
  email: z.string(),
  password_hash: z.string(),
  role: z.string(),
  distributor_id: integer.nullable(),
  retailer_id: integer.nullable(),
  active: z.boolean(),
  failed_attempts: integer,
});

const page = (n: number, int8AsText: boolean) =>
  Array.from({ length: n }, (_, i) => ({
    id: int8AsText ? String(i + 1) : i + 1,
    distributor_id: 7,
    invoice_id: 100 + i,
    invoice_number: `INV/26-27/${String(i).padStart(6, '0')}`,
    source_type: 'PAYMENT',
    source_id: 40 + i,
    source_number: `UTR${i}`,
    amount_paise: int8AsText ? String(118000 + i) : 118000 + i,
    allocated_on: '2026-11-03',
    created_at: '2026-11-03 10:15:42.123456+00',
    reversed_at: null,
  }));
const users = [
  {
    id: 1,
    email: 'admin@demo.test',
    password_hash: '$argon2id$v=19$m=19456,t=2,p=1$...',
    role: 'ADMIN',
    distributor_id: null,
    retailer_id: null,
    active: true,
    failed_attempts: 0,
  },
];

function measure(label: string, run: () => unknown, iterations: number) {
  for (let i = 0; i < iterations / 10; i++) run(); // warm up
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run();
  const us = Number(process.hrtime.bigint() - start) / 1000 / iterations;
  console.log(`${label.padEnd(52)} ${us.toFixed(2).padStart(8)} µs`);
}

for (const [driver, asText] of [
  ['PGlite (int8 as numbers)', false],
  ['node-pg (int8 as text)', true],
] as const) {
  const rows50 = page(50, asText);
  console.log(driver);
  measure('  50 allocation rows, unchecked (copy)', () => rows50.map((r) => ({ ...r })), 20_000);
  measure('  50 allocation rows, parsed', () => rows50.map((r) => allocationRow.parse(r)), 20_000);
  measure('  1 sign-in user row, parsed', () => users.map((r) => userRow.parse(r)), 200_000);
}
