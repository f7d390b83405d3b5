import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadBudget } from './build/first-load-budget.ts';
import { routeChunks } from './build/route-chunks.ts';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The API (and its OIDC provider) runs on :8080; in development Vite forwards those paths to it. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';
const proxied = { target: API_ORIGIN, changeOrigin: false };

/**
 * Vendor chunks split by how often they change and who needs them first: the landing page needs react,
 * the router, the OIDC client and antd's core; the layout and grids pull the rest of antd lazily.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|react-oidc-context|jwt-decode)[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
];

/**
 * Issue 30: one chunk per wave of a signed-in first load (entry, layout, screen), planned from a first
 * pass with automatic splitting (see build/route-chunks.ts). The first pass writes nothing.
 */
const splitByWave = routeChunks({
  layoutEntries: /[\\/]src[\\/]app[\\/](layout[\\/]secure-layout|guards[\\/]guarded-route)\.tsx$/,
  publicEntries: /[\\/]src[\\/]app[\\/](pages[\\/]landing-page\.tsx|warm-up[\\/]session-warm-up\.ts)$/,
  requestBytes: 24_000,
  laterWeight: 0.25,
  overfetch: 0.3,
  firstPass: () =>
    build({
      configFile: false,
      root: fileURLToPath(new URL('.', import.meta.url)),
      logLevel: 'warn',
      plugins: [react()],
      build: {
        write: false,
        sourcemap: false,
        reportCompressedSize: false,
        rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
      },
    }),
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every text asset the API serves as a file, so it
 * sends the compressed bytes without compressing per request (@fastify/static `preCompressed`). Files
 * under 1 KB gain less than the headers cost. index.html is left out: the server puts a fresh CSP nonce
 * into it per request and compresses that answer itself.
 */
function preCompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pre-compress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .filter((name) => /\.(js|css|html|svg|json)$/i.test(name) && name !== 'index.html')
        .map((name) => join(outDir, name));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Source maps for the server's Errors screen only (issue 25): built 'hidden' (no sourceMappingURL in the
 * scripts) and moved out of dist into dist-sourcemaps beside it, which nothing serves. The API reads them
 * to resolve a reported stack; the browser never sees them.
 */
function sourceMapsOutsideDist(): Plugin {
  let outDir = 'dist';
  return {
    name: 'source-maps-outside-dist',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const target = resolve(outDir, '..', 'dist-sourcemaps');
      await rm(target, { recursive: true, force: true });
      const maps = (await readdir(outDir, { recursive: true })).filter((name) => name.endsWith('.map'));
      await Promise.all(
        maps.map(async (name) => {
          await mkdir(dirname(join(target, name)), { recursive: true });
          await rename(join(outDir, name), join(target, name));
        }),
      );
    },
  };
}

/** The year in index.html's frame footer (boot-shell.js corrects it in a later year): no script to wait for. */
function buildYear(): Plugin {
  return {
    name: 'build-year',
    transformIndexHtml: (html) => html.replaceAll('__BUILD_YEAR__', String(new Date().getFullYear())),
  };
}

/**
 * The entry script and its modulepreloads at low fetch priority. Nothing on the first paint waits for
 * them (index.html paints the layout's frame by itself), and Chrome's default High marks a script as
 * render-blocking (Lighthouse's Lantern then counts its download into FCP and LCP, issue 12). The page
 * fetches nothing else at the time, so they still load at once.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll(
            '<script type="module" crossorigin src=',
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin href=',
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          ),
    },
  };
}

/**
 * Issue 28: the panel's shell cached by a service worker (Workbox generateSW), so the scanner opens in a
 * yard without signal once it has been opened once. Every built script, style and font is precached; a
 * page load goes to the network (the server's fresh CSP nonce) and, with no answer within a few seconds,
 * gets the precached index.html (the server renders /index.html like any page, nonce and CSP included).
 * Nothing of /api or /oidc is ever cached. The worker is registered by main.tsx.
 */
const panelServiceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
      // Precaching must not stop at Workbox's 2 MB default: the antd chunk is larger unminified maps aside.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // sw.js is served from dist; its map would be published with it (the build keeps maps out of dist).
      sourcemap: false,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // Serialised into sw.js (no outer names): never the API, the IdP and its pages, the sign-in
          // callback (its one-time code is not worth keeping), the health checks.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !/^\/(api|oidc|interaction|implicit|healthz|readyz)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'panel-pages',
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 20 },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
      ],
    },
  });

export default defineConfig({
  plugins: [
    react(),
    preCompress(),
    buildYear(),
    lowPriorityScripts(),
    sourceMapsOutsideDist(),
    panelServiceWorker(),
    firstLoadBudget(),
    splitByWave.plugin,
  ],
  server: {
    port: 5173,
    proxy: { '/api': proxied, '/oidc': proxied, '/healthz': proxied },
  },
  preview: {
    proxy: { '/api': proxied, '/oidc': proxied, '/healthz': proxied },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps, but never in dist (the server would publish the source with them): see sourceMapsOutsideDist.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...vendorGroups, splitByWave.group],
        },
      },
    },
  },
});
