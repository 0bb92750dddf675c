import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { scanWasmAlias } from './scan-wasm';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable and opens offline (decision 0155): the service worker precaches the built
    // files; index.html answers every navigation. /api is never cached by it (NetworkOnly): data
    // is read offline only from the per-account query cache (src/api/offline-cache.ts), which a
    // sign-out clears, and tokens never pass through a cache. A new version waits for the user's
    // "New version: reload" (registerType 'prompt'); the registration is loaded lazily
    // (src/app/pwa.ts), not inlined into index.html.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Device Distribution Console',
        short_name: 'Devices',
        description: 'Back-office for POS terminal and QR soundbox distribution',
        theme_color: '#4f46e5',
        background_color: '#f8fafc',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm}'],
        // The barcode reader's WASM is large; it is still precached so a camera scan works offline.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        runtimeCaching: [{ urlPattern: /\/api(\/|$)/, handler: 'NetworkOnly' }],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
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
