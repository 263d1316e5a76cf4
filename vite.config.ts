import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The client is built into dist/ and served by the Fastify server (server/plugins/client.ts), in two builds
 * (`npm run build`, docs/decisions/0010): `vite build` makes the public site (index.html) and
 * `vite build --mode console` the console (console.html). Each build keeps one face of src/main.tsx, so
 * modules both faces use (react-router above all) are tree-shaken for the site alone: the console's needs
 * added 40 KB gzipped to `/` when they were one build. `vite` (dev) serves both faces from one graph.
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

export default defineConfig(({ command, mode }) => {
  const face: Face = command === 'serve' ? 'both' : mode === 'console' ? 'console' : 'site';
  return {
    root: import.meta.dirname,
    plugins: [react(), consolePages],
    define: { __CLIENT_FACE__: JSON.stringify(face) },
    build: {
      outDir: 'dist',
      // the console build adds to the site's output
      emptyOutDir: face !== 'console',
      sourcemap: false,
      chunkSizeWarningLimit: 2000,
      rollupOptions: { input: face === 'console' ? 'console.html' : 'index.html' },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
