import type { Writable } from 'node:stream';

/** Resolves once `out` wants more (or is gone); one listener pair, removed again. */
export function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}
