// Vite build of the Markk SPA: root is web/, output web/dist, served as static files.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // One Cloudscape page is ~250 KB gzipped; every page is its own lazy chunk already.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
  },
});
