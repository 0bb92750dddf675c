import { merge, type Tree } from './merge';

// Every English text, merged: a chunk of its own that each screen waits for (catalogues.ts). The
// shell's file (core) is in the first load already; the bundler shares it from there.
const files = import.meta.glob<{ default: Tree }>(
  ['./locales/en/*.json', '../../../../packages/contract/locales/en/*.json'],
  { eager: true },
);

export const english: Tree = merge(Object.values(files));
