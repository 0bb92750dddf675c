import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { scanWasmAlias } from './scan-wasm';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [scanWasmAlias],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app: their own cached chunk. Then
        // the other libraries the shell needs at start (`vendor`), then those only lazily loaded
        // pages use (`libs`, fetched with the first page). A catch-all vendor group would pull
        // the pages' libraries (forms, dialogs, dates) into the first load. Recharts and the
        // libraries only it uses stay in the dashboard's lazy charts chunk, and the barcode reader
        // (barcode-detector, zxing-wasm) in its own chunk, fetched when a camera is opened.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // Hindi and Gujarati texts: one chunk per language, fetched for users who chose it.
            {
              name: (id: string) => /[\\/]locales[\\/](hi|gu)[\\/]/.exec(id)?.[1] ?? null,
              priority: 4,
            },
            {
              name: 'libs',
              test: /node_modules[\\/](?!(recharts|victory-vendor|d3-[\w-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant|barcode-detector|zxing-wasm)[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
