/**
 * Build of the PWA: file-based routes split per route (the entry keeps React, the router, the
 * Mantine provider and the layout), a Workbox service worker that precaches the shell and every
 * route's code, and brotli + gzip copies of every text asset for the server to send as they are.
 */
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './scripts/lingui-plugins';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { colorSchemeScript } from '../shared-schema/src/site/color-scheme.js';
import { defaultSiteConfig } from '../shared-schema/src/site/site-config.js';

const local = (path: string) => new URL(path, import.meta.url).pathname;

/**
 * The browser build renders with Preact's compat layer in React's place: the same components at
 * about a tenth of React DOM's weight on a first visit (docs/ARCHITECTURE.md, "React's API, Preact's
 * renderer"). The prerender, the dev server and the unit tests keep React. `REACT_RENDERER=1 pnpm build`
 * builds the browser bundle on React instead, to compare the two (docs/PERFORMANCE.md).
 */
const preactInReactsPlace = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: local('./src/app/preact/react.ts') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: [
      // The sync worker's bundle does not take the conditions above: the schema's sources by name.
      { find: '@institute/shared-schema', replacement: local('../shared-schema/src/index.ts') },
      ...(command === 'build' && !isSsrBuild && !process.env.REACT_RENDERER ? preactInReactsPlace : []),
    ],
  },
  worker: { format: 'es' },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node20' }
    : {
        manifest: true,
        sourcemap: true,
        target: 'es2022',
        // Everything the entry imports statically is one file (React, the router, Mantine's core
        // and the layout): a first visit fetches a few files, not eighty shared fragments. The
        // small modules the home page's code shares with later pages' (formats, the routes'
        // catalogue table, the content of the home page, three icons: 2 KB gzip) are one more,
        // `first-load`, instead of six of their own; a later page that uses one fetches them all.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                {
                  name: 'first-load',
                  test: /pwa[\\/]src[\\/]i18n[\\/](format|route-catalogs\.gen)\.ts$|shared-schema[\\/]src[\\/](format[\\/]format|site[\\/]home-content)\.ts$|icons-react[\\/].*[\\/]Icon(ChevronLeft|ChevronRight|PlayerPlay)\.mjs$/,
                },
              ],
            },
            // A language's catalogues in a folder of their own (`assets/i18n/<locale>-…`).
            chunkFileNames: (chunk) => (chunk.facadeModuleId?.endsWith('.po') ? 'assets/i18n/[name]-[hash].js' : 'assets/[name]-[hash].js'),
          },
        },
      },
  // The prerender build bundles everything it renders, so Node needs no TypeScript sources.
  ssr: { noExternal: true },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` } },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    ...linguiPlugins(),
    // The theme (light or dark) is set on <html> before the first paint, first thing in <head>.
    {
      name: 'color-scheme-script',
      transformIndexHtml: () => [{ tag: 'script', children: colorSchemeScript, injectTo: 'head-prepend' as const }],
    },
    // The prerender build has no service worker: the register module becomes a no-op there.
    isSsrBuild && {
      name: 'pwa-register-noop-for-prerender',
      resolveId: (id: string) => (id === 'virtual:pwa-register' ? '\0pwa-register-noop' : null),
      load: (id: string) => (id === '\0pwa-register-noop' ? 'export const registerSW = () => async () => {};' : null),
    },
    !isSsrBuild &&
      VitePWA({
        strategies: 'generateSW',
        registerType: 'prompt',
        injectRegister: false,
        manifest: {
          name: defaultSiteConfig.name,
          short_name: defaultSiteConfig.shortName,
          description: 'Courses, live sessions, quizzes, a code editor and a resume builder, even offline.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#1c7ed6',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The shell and every route's code and styles; images and uploads go to a runtime cache.
          // The resume PDF's embedded fonts (.ttf) and HarfBuzz (.wasm) too: loaded only when a
          // download needs them, but a download must work offline.
          globPatterns: ['**/*.{js,css,html,svg,woff2,ttf,wasm}'],
          // Every language's catalogues are precached: any page opens offline in its reader's
          // language, whatever was visited. The Devanagari fonts are not: kept as they are used
          // (runtime caching below), so an English reader never downloads them.
          globIgnores: ['**/*.map', 'fonts/**'],
          navigateFallback: '/index.html',
          // A lesson kept for offline use opens in an iframe (a PDF) too, and the editor's HTML output
          // page (precached with its sandboxing headers): never the app's shell for them.
          navigateFallbackDenylist: [/^\/api\//, /^\/offline-lessons\//, /^\/html-preview\.html$/],
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          runtimeCaching: [
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/fonts/'),
              handler: 'CacheFirst',
              options: {
                cacheName: 'languages',
                expiration: { maxEntries: 300, purgeOnQuotaError: true },
                cacheableResponse: { statuses: [200] },
              },
            },
            // Lessons the student saved for offline use (features/learning/offline-lessons.ts): only
            // from the cache the page filled, with byte ranges answered (206), so a video seeks offline.
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/offline-lessons/'),
              handler: 'CacheOnly',
              options: { cacheName: 'offline-lessons', rangeRequests: true },
            },
            {
              // Site images (gallery, team, placements; issue 15) never change under their address: the
              // ones already seen are kept for offline visits, at most 400 (about two sizes of every
              // gallery photo), the oldest going first.
              urlPattern: ({ url }) => url.pathname.startsWith('/api/site-images/'),
              handler: 'CacheFirst',
              options: {
                cacheName: 'site-images',
                expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 90, purgeOnQuotaError: true },
                cacheableResponse: { statuses: [200] },
              },
            },
            {
              urlPattern: ({ request, url }) => request.destination === 'image' || url.pathname.startsWith('/api/uploads/'),
              handler: 'StaleWhileRevalidate',
              options: { cacheName: 'images', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 } },
            },
          ],
        },
      }),
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|ttf|wasm)$/,
        threshold: 512,
      }),
  ],
}));
