import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REPORT_STATUSES } from '@dd/contract';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_BASIS_WORDS,
  MACHINE_TYPE_WORDS,
  PAYMENT_METHOD_WORDS,
  RECEIPT_RESOLUTION_WORDS,
  RECEIPT_STATE_WORDS,
  RMA_OUTCOME_WORDS,
  STATUS_WORDS,
  TRANSFER_RECEIVED_WORDS,
} from './code-words';
import { english as say } from './texts';

/** One of the web's English catalogue files (apps/web/src/i18n/locales/en). */
function english(file: string): Record<string, unknown> {
  const url = new URL(`../../../web/src/i18n/locales/en/${file}.json`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as Record<string, unknown>;
}

function at(tree: Record<string, unknown>, path: string): Record<string, unknown> {
  return path
    .split('.')
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, tree);
}

/** Each word of `words` is the screens' English word of its code. */
function expectSameWords(words: Record<string, string>, file: string, path: string) {
  const screens = at(english(file), path);
  for (const [code, word] of Object.entries(words))
    expect([code, word]).toEqual([code, screens[code]]);
}

describe("the files' words of codes (decision 0164)", () => {
  it('are the English words the screens show for the same codes', () => {
    expectSameWords(STATUS_WORDS, 'reports', 'reports.status');
    expectSameWords(MACHINE_TYPE_WORDS, 'reports', 'reports.machineType');
    expectSameWords(MACHINE_TYPE_WORDS, 'machines', 'machines.type');
    expectSameWords(RMA_OUTCOME_WORDS, 'rma', 'rma.outcome');
    expectSameWords(CREDIT_NOTE_BASIS_WORDS, 'books', 'books.bases');
    expectSameWords(PAYMENT_METHOD_WORDS, 'billing', 'billing.payments.methods');
    expectSameWords(RECEIPT_STATE_WORDS, 'receipts', 'receipts.items.states');
    expectSameWords(RECEIPT_RESOLUTION_WORDS, 'receipts', 'receipts.resolution');
  });

  it("say a transfer's assignment as the screens do", () => {
    expect(`${TRANSFER_RECEIVED_WORDS}TR-7`).toBe(
      say('records.transferReceived', { transferNumber: 'TR-7' }),
    );
  });

  it('name every status a report can hold', () => {
    expect(REPORT_STATUSES.filter((s) => !STATUS_WORDS[s])).toEqual([]);
  });
});
