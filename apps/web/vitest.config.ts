import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { scanWasmAlias } from './scan-wasm';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [scanWasmAlias] },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    globals: false,
    // Component tests render whole screens; on a busy 2-core CI machine 5 s is not enough.
    testTimeout: 30_000,
  },
});
