import type { Phrase } from '@dd/contract';
import {
  bigserial,
  integer,
  jsonb,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/** The usual key: a serial `id`. */
export const serialId = () => serial('id').primaryKey();

/** The key of the tables that only grow (logs, queues, count deltas): a bigserial `id`. */
export const bigserialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A time with its zone; null until set. */
export const at = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** A time with its zone, set to now on insert. */
export const stampedAt = <N extends string>(name: N) => at(name).notNull().defaultNow();

/** `created_at` and `updated_at`, both set on insert (writers move `updated_at`). */
export const timestamps = () => ({
  createdAt: stampedAt('created_at'),
  updatedAt: stampedAt('updated_at'),
});

/** A required link to another table's id (`onDelete`: what removing the target does). */
export const requiredRef = <N extends string>(
  name: N,
  target: () => AnyPgColumn,
  onDelete?: UpdateDeleteAction,
) =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A text column that takes one of `values`, `initial` until set. */
export const choice = <N extends string, const V extends readonly [string, ...string[]]>(
  name: N,
  values: V,
  initial: V[number],
) => text(name, { enum: values }).notNull().default(initial);

/**
 * The distributor as a document names it, copied when the document is issued (migration 0024):
 * a later change of the distributor's name, address or GSTIN changes no issued document.
 */
export type DocumentBuyer = {
  name: string;
  address: string;
  city: string | null;
  pinCode: string | null;
  gstin: string | null;
  pan: string | null;
  state: string | null;
  phone: string | null;
  email: string | null;
  /** A commission statement's payee: its lower-deduction certificate then, if any. */
  tdsCertificateNumber?: string | null;
};

/** The issued document's copy of its distributor (null while a draft). */
export const buyerColumn = () => jsonb('buyer').$type<DocumentBuyer>();

/**
 * A text the server wrote, as its key and values (contract Phrase): each reader sees it in their
 * language (null: a person's words, or a line older than the keys that no pattern matched).
 */
export const phraseColumn = () => jsonb('phrase').$type<Phrase>();
