// Vite build of the Markk SPA: root is web/, output web/dist, served as static files. The
// build fails when the sign-in screen's JavaScript is over its size budget.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Manifest, type Plugin } from 'vite';

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

/** The most JavaScript, gzipped, a first visit to the sign-in screen may load. */
export const SIGN_IN_JS_BUDGET_KB = 300;
/** The sign-in screen's page: AuthGate loads it as its own chunk for signed-out visitors. */
const AUTH_PAGE = 'src/components/auth/AuthScreen.tsx';
/** Where `build.manifest` puts the manifest, inside the output directory. */
export const MANIFEST_FILE = '.vite/manifest.json';

/**
 * The script files a signed-out visit to the sign-in screen loads, from the build manifest:
 * the entry chunk, the auth page's lazy chunk, and every chunk either imports statically.
 */
export function signInScripts(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  if (!manifest[AUTH_PAGE]) throw new Error(`The build manifest has no chunk for ${AUTH_PAGE}.`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(AUTH_PAGE);
  return [...seen].map((key) => manifest[key]!.file);
}

/** The scripts index.html names itself (the entry module and classic scripts from web/public). */
function pageScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * Each script of a signed-out visit to the sign-in screen with its gzipped size in bytes
 * (zlib, default level), read from the output directory: signInScripts and the classic
 * scripts of index.html.
 */
export function signInScriptSizes(outDir: string): { file: string; gzipBytes: number }[] {
  const manifest = JSON.parse(readFileSync(join(outDir, MANIFEST_FILE), 'utf8')) as Manifest;
  const files = new Set([...pageScripts(outDir), ...signInScripts(manifest)]);
  return [...files].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(outDir, file))).length }));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Fails the build when the sign-in screen's JavaScript is over SIGN_IN_JS_BUDGET_KB gzipped. */
function signInBudget(): Plugin {
  return {
    name: 'markk-sign-in-budget',
    apply: 'build',
    writeBundle(options) {
      const sizes = signInScriptSizes(options.dir!);
      const total = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
      const summary = `Sign-in screen JavaScript: ${kb(total)} KB gzipped in ${sizes.length} files (budget ${SIGN_IN_JS_BUDGET_KB} KB).`;
      if (total > SIGN_IN_JS_BUDGET_KB * 1024) {
        const files = [...sizes].sort((a, b) => b.gzipBytes - a.gzipBytes).map(({ file, gzipBytes }) => `  ${file}: ${kb(gzipBytes)} KB`);
        this.error([`${summary} Over budget:`, ...files].join('\n'));
      }
      this.info(summary);
    },
  };
}

const NODE_MODULE = /[\\/]node_modules[\\/]/;

/**
 * The modules a signed-out visit to the sign-in screen runs: the entry's and the sign-in
 * page's static imports, read from the module graph once it is complete (buildEnd comes
 * before chunking, so the chunk groups below can ask it).
 */
function signInModules(): Plugin & { has(id: string): boolean } {
  const reached = new Set<string>();
  return {
    name: 'markk-sign-in-modules',
    apply: 'build',
    has: (id) => reached.has(id),
    buildEnd() {
      reached.clear();
      const visit = (id: string) => {
        if (reached.has(id)) return;
        reached.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info?.isEntry || id.endsWith(AUTH_PAGE)) visit(id);
      }
    },
  };
}

const signIn = signInModules();

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), signInBudget(), signIn],
  resolve: {
    alias: [{ find: /^@cloudscape-design\/design-tokens$/, replacement: cloudscapeTokensFile }],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks a page loads, for the sign-in budget.
    manifest: true,
    // One Cloudscape page is ~250 KB gzipped; every page is its own lazy chunk already.
    chunkSizeWarningLimit: 1500,
    // Fewer, larger shared chunks: left to itself the bundler cut the shared code into ~150
    // files, and a signed-in page fetched 90 scripts and 38 stylesheets (the onboarding page now
    // fetches 11 and 6). Routes stay lazy chunks of their own, and the sign-in screen loads none
    // of the signed-in code (its budget above). Each group is closed under imports (what a module
    // of the sign-in screen imports is of the sign-in screen; what a module shared by two routes
    // imports is shared by them too), so no group needs to pull its dependencies in.
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'sign-in', test: (id: string) => NODE_MODULE.test(id) && signIn.has(id) },
            { name: 'vendor', test: (id: string) => NODE_MODULE.test(id) && !signIn.has(id), minShareCount: 2 },
            { name: 'shared', test: (id: string) => !NODE_MODULE.test(id) && !signIn.has(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
  },
});
