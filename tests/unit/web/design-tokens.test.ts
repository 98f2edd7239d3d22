// Markk's own styles use Cloudscape design tokens, and every token the SPA is built with is a
// CSS variable the installed components' stylesheet defines (so none silently falls back to
// its light-mode literal); no hex colour or guessed var(--…) is left in web/src.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as publishedTokens from '@cloudscape-design/design-tokens';
import viteConfig, { cloudscapeTokensFile } from '../../../web/vite.config.ts';

const webSrc = fileURLToPath(new URL('../../../web/src/', import.meta.url));
const components = dirname(createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'));
const definedVariables = new Set(readFileSync(join(components, 'internal/base-theme/styles.scoped.css'), 'utf8').match(/--[a-z0-9-]+(?=:)/g));
const variableOf = (token: string) => /^var\((--[a-z0-9-]+),/.exec(token)?.[1];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(css|tsx?)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('design tokens', () => {
  it('are taken, in the SPA build, from the components package the stylesheet comes from', () => {
    const alias = [viteConfig.resolve?.alias]
      .flat()
      .find((entry) => entry && typeof entry === 'object' && 'find' in entry && String(entry.find).includes('design-tokens'));

    expect(alias).toMatchObject({ replacement: cloudscapeTokensFile });
    expect(cloudscapeTokensFile.startsWith(components)).toBe(true);
  });

  it('each name of @cloudscape-design/design-tokens resolves to a variable the stylesheet defines', async () => {
    const built = (await import(pathToFileURL(cloudscapeTokensFile).href)) as Record<string, string>;
    const names = Object.keys(publishedTokens);

    expect(names.length).toBeGreaterThan(100);
    const unresolved = names.filter((name) => !definedVariables.has(variableOf(built[name] ?? '') ?? ''));
    expect(unresolved).toEqual([]);
  });

  it('web/src styles carry no hex colour or hand-written var(--…)', () => {
    const offending = sourceFiles(webSrc)
      .filter((file) => !file.endsWith('.ts') || file.endsWith('styles.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ where: `${file.slice(webSrc.length)}:${index + 1}`, line }))
          .filter(({ line }) => /#[0-9a-fA-F]{3,8}\b|var\(--|rgba?\(/.test(line)),
      )
      .map(({ where }) => where);

    expect(offending).toEqual([]);
  });
});
