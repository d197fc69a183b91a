/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webFonts } from './pwa/build/web-fonts-plugin';
import { mapPlaces } from './pwa/build/map-places-plugin';
import { basemapSplit } from './pwa/build/basemap-split-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

const UNIT_TESTS = ['shared/**/*.test.ts', 'api/**/*.test.ts', 'pwa/src/**/*.test.ts'];
/** Real OCR, thousands of hostile requests, crashes and restarts: minutes, not seconds. */
const SLOW_TESTS = ['**/*.slow.test.ts'];

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  resolve: {
    alias: {
      '@shared': `${root}shared`,
      '@pwa': `${root}pwa/src`,
    },
  },
  define: {
    __BUILD_ID__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      // changeOrigin stays false: the API refuses writes whose Origin is not its own Host.
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
      '/profile-images': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  // The map's basemap worker reads the same generated modules as the page, and loads its parts on demand.
  worker: { format: 'es', plugins: () => [mapPlaces(), basemapSplit()] },
  plugins: [
    react(),
    tailwindcss(),
    webFonts(),
    mapPlaces(),
    basemapSplit(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Sahayak',
        short_name: 'Sahayak',
        description: 'AI powered assistant for invitation response letters and your professional network',
        theme_color: '#4f46e5',
        background_color: '#f8fafc',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        categories: ['productivity', 'business'],
        // The share sheet offers the installed app for images (from WhatsApp, the gallery); the
        // service worker takes the POST (pwa/public/share-target-sw.js), so it works offline too.
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { title: 'title', text: 'text', files: [{ name: 'photos', accept: ['image/*'] }] },
        },
        lang: 'en',
        orientation: 'any',
        screenshots: [
          { src: '/screenshots/home-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Home: the three assistants' },
          { src: '/screenshots/home-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Home on a desktop' },
        ],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        // Fonts are not precached: a phone fetches only the scripts it shows (unicode-range), and
        // the runtime cache below keeps them for offline use.
        globIgnores: ['screenshots/**', 'fonts/**', 'share-target-sw.js'],
        // Runs before the generated routes: its fetch listener answers the share sheet's POST.
        importScripts: ['/share-target-sw.js'],
        // The first visit is controlled at once (its API calls and navigations go through the
        // worker), so a signal lost before any reload still finds the app. An update still waits:
        // skipWaiting stays off and the update prompt's Reload sends SKIP_WAITING (registerType 'prompt').
        clientsClaim: true,
        skipWaiting: false,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/profile-images\//],
        // Photos seen once stay visible offline; their URLs never change content.
        runtimeCaching: [
          {
            // Content-hashed file names: a font once fetched never changes, so it is served from the cache.
            // A literal, not web-fonts-plugin's FONTS_PATH: this function is copied into the service worker as text,
            // where a name from this file would be undefined and break every route after it.
            urlPattern: ({ url }) => url.pathname.startsWith('/fonts/'),
            handler: 'CacheFirst',
            options: { cacheName: 'fonts', expiration: { maxEntries: 40, maxAgeSeconds: 365 * 24 * 60 * 60 }, cacheableResponse: { statuses: [200] } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/profile-images/') || /^\/api\/invitations\/\d+\/image$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'photos', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
  ],
  test: {
    root: '.',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Tiers: `npm run test:fast` runs the first two in under a minute; `npm test` runs all three
    // and then the browser tests (e2e/vitest.config.ts). Slow suites say so in their file name.
    // The unit tier shares one module graph between files (isolate: false): it halves its time, and
    // its tests keep no state in modules (each builds its own app and database).
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, exclude: SLOW_TESTS, isolate: false } },
      { extends: true, test: { name: 'components', include: ['pwa/src/**/*.test.tsx'], environment: 'happy-dom' } },
      { extends: true, test: { name: 'slow', include: SLOW_TESTS } },
    ],
  },
});
