import { z } from 'zod';

/**
 * The texts the server writes into records and documents: a timeline's creation entry, the lines a
 * billing run or a credit note makes, an assignment that a transfer brought. Each is kept as a key with its values, so every reader sees it
 * in their own language (the web's `records.<key>` texts); the documents print the English one.
 */
export const PHRASE_KEYS = [
  'orderCreated',
  'rent',
  'deposit',
  'depositRefund',
  'rentCredit',
  'depositCredit',
  'transferReceived',
] as const;
export const PhraseKey = z.enum(PHRASE_KEYS);
export type PhraseKey = z.infer<typeof PhraseKey>;

export const Phrase = z.object({
  key: PhraseKey,
  /** The values the text names: machineType (a code: POS, SOUNDBOX), model, days, monthDays... */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Phrase = z.infer<typeof Phrase>;

/** The first entry of every order's timeline. */
export const ORDER_CREATED: Phrase = { key: 'orderCreated', params: {} };
