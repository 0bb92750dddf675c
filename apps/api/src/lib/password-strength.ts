import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { badRequest } from './http-errors';

/** zxcvbn's scores run 0 (too guessable) to 4; below this a password is refused. */
export const MIN_PASSWORD_SCORE = 3;

/** The product's own words: a password built on them is as guessable as one built on a name. */
const PRODUCT_WORDS = [
  'device',
  'devices',
  'distribution',
  'console',
  'distributor',
  'retailer',
  'admin',
  'demo',
  'soundbox',
  'terminal',
  'machine',
  'payment',
];

// The dictionaries are built once, when this module is first imported (at start-up, through
// app.ts), never per request: building them takes ~150 ms.
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  // No translations: feedback comes as keys (e.g. 'simpleRepeat'), which the web translates.
});

/** Whose password it is: the words of their email and name count as guessable. */
export type PasswordOwner = { email?: string | null; name?: string | null };

function userInputs(owner: PasswordOwner): string[] {
  const words = [...PRODUCT_WORDS];
  for (const value of [owner.email, owner.name]) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    words.push(text, ...text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3));
  }
  return words;
}

/** zxcvbn's verdict (score 0..4 and its feedback keys). */
export function passwordStrength(password: string, owner: PasswordOwner = {}) {
  const result = estimator.check(password, userInputs(owner));
  return {
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}

/**
 * Refuses a password that is easy to guess (400 password_too_weak, on the field `field`), after
 * the contract's length rule has passed. Called by every path that sets a password.
 */
export function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): void {
  const verdict = passwordStrength(password, owner);
  if (verdict.score >= MIN_PASSWORD_SCORE) return;
  const message = 'This password is too easy to guess';
  throw badRequest('password_too_weak', message, {
    params: {
      ...(verdict.warning ? { warning: verdict.warning } : {}),
      suggestions: verdict.suggestions,
    },
    details: [{ path: field, code: 'password_too_weak', message }],
  });
}
