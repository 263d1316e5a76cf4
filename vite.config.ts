import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The client is built into dist/ and served by the Fastify server (server/plugins/client.ts), in two builds
 * (`npm run build`, docs/decisions/0010-two-client-builds.md): `vite build` makes the public site
 * (index.html) and `vite build --mode console` the console (console.html). Each build keeps one face of
 * src/main.tsx, so modules both faces use (react-router above all) are tree-shaken for the site alone: the
 * console's needs added 40 KB gzipped to `/` when they were one build. `vite` (dev) serves both faces from
 * one graph.
 */
type Face = 'site' | 'console' | 'both';

/** Dev server: /console/* pages get console.html, as the Fastify server does with the build. */
const consolePages: Plugin = {
  name: 'console-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const path = req.url?.split('?')[0] ?? '';
      if (/^\/console(\/[^.]*)?$/.test(path) && req.headers.accept?.includes('text/html')) {
        req.url = '/console.html';
      }
      next();
    });
  },
};

const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const ENCODINGS = [
  {
    suffix: '.br',
    encode: (bytes: Buffer) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  },
  { suffix: '.gz', encode: (bytes: Buffer) => gzipped(bytes, { level: 9 }) },
];

/**
 * Build: a Brotli and a gzip copy beside each text file of the output, which the server sends to browsers
 * that accept them (server/plugins/client.ts, `preCompressed`): `/` loaded 220 KB of uncompressed
 * JavaScript on a phone's link before its first paint. Made once here at the highest levels, not per
 * request. The console build adds to the same dir: files whose copies are newer are skipped.
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const built = await stat(path);
          if (built.size < 1024) return; // a packet either way
          const stale = [];
          for (const encoding of ENCODINGS) {
            const copy = await stat(path + encoding.suffix).catch(() => null);
            if (!copy || copy.mtimeMs < built.mtimeMs) stale.push(encoding);
          }
          if (stale.length === 0) return;
          const bytes = await readFile(path);
          for (const { suffix, encode } of stale) {
            const encoded = await encode(bytes);
            // worth a second file only when it saves something; an older copy must not outlive its file
            if (encoded.length < bytes.length * 0.9) await writeFile(path + suffix, encoded);
            else await rm(path + suffix, { force: true });
          }
        }),
      );
    },
  };
}

/**
 * The site's small shared chunks copied into the chunks that read them (docs/decisions/0055-few-chunks-per-page.md):
 * left to itself the bundler cuts one chunk per set of pages sharing a module, ~30 per page, many of a few
 * hundred bytes, and a phone on HTTP/1.1 fetches six at a time, a round trip per six. Rolldown keeps one copy
 * of each module's state and exports however many chunks carry it. Chunks holding styles stay files (Vite's
 * CSS plugin emits a style from every chunk that lists it).
 */
const INLINED_COMMON_CHUNKS = {
  maxSize: 10 * 1024,
  exclude: /\.css(?:\?|$)/,
};

export default defineConfig(({ command, mode }) => {
  const face: Face = command === 'serve' ? 'both' : mode === 'console' ? 'console' : 'site';
  return {
    root: import.meta.dirname,
    plugins: [react(), consolePages, precompressed()],
    define: { __CLIENT_FACE__: JSON.stringify(face) },
    build: {
      outDir: 'dist',
      // the console build adds to the site's output
      emptyOutDir: face !== 'console',
      sourcemap: false,
      // the server reads the site's manifest to preload each page's chunks (server/routes/seo/preloads.ts)
      manifest: face === 'site',
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        input: face === 'console' ? 'console.html' : 'index.html',
        // the inlining drops exports no page imports from an entry (only the bundler's own entries here)
        ...(face === 'site' && { preserveEntrySignatures: false as const }),
        output:
          face === 'site' ? { codeSplitting: { experimentalInlineCommonChunks: INLINED_COMMON_CHUNKS } } : {},
      },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
