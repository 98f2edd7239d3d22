// Vite build of the Markk SPA: root is web/, output web/dist, served as static files.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The design tokens generated with the installed Cloudscape components. A token is a CSS
 * variable whose name carries a hash of its build (`--color-border-divider-default-<hash>`),
 * and @cloudscape-design/design-tokens is published from a different components build than
 * the one installed, so its names match none of the variables the components' stylesheet
 * defines: every token would fall back to its light-mode literal. The SPA therefore imports
 * the token names from @cloudscape-design/design-tokens (its types and documentation) and the
 * build reads their values from the components package itself, always the same build as the
 * CSS it ships. tests/unit/web/design-tokens.test.ts checks both halves.
 */
export const cloudscapeTokensFile = join(
  dirname(createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json')),
  'internal/generated/styles/tokens.js',
);

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@cloudscape-design\/design-tokens$/, replacement: cloudscapeTokensFile }],
  },
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
