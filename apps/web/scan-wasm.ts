import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * The barcode reader's WASM must be the very build barcode-detector's JS was made for (it pins
 * its zxing-wasm; the API has another version hoisted): `@scan/zxing_reader.wasm` resolves it
 * from barcode-detector itself (vite.config.ts and vitest.config.ts).
 */
const requireHere = createRequire(import.meta.url);
const detectorRoot = path.resolve(path.dirname(requireHere.resolve('barcode-detector')), '../..');

export const scanWasmAlias: Alias = {
  find: /^@scan\/zxing_reader\.wasm/,
  replacement: createRequire(path.join(detectorRoot, 'package.json')).resolve(
    'zxing-wasm/reader/zxing_reader.wasm',
  ),
};
