import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client is built into dist/ and served by the Fastify server (server/plugins/client.ts).
// The console is a lazy chunk; manualChunks keeps react-admin/MUI out of the public entry.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
