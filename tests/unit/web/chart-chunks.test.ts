// The chart components stay in the /analytics chunk: the dashboard (and its This week card) must
// not import them, statically, through any module it reaches, or every visit to / would load them.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const CHART = /^@cloudscape-design\/components\/(line|bar|pie|area|mixed-line-bar)-chart$/;
/** Static imports and re-exports; `import('…')` (a lazy chunk) is left out on purpose. */
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm;

/** Every module specifier `entry` reaches through static imports of the repository's own files. */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const specifiers = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      specifiers.add(specifier!);
      if (specifier!.startsWith('.')) visit(resolve(dirname(file), specifier!));
      else if (specifier!.startsWith('#contracts/')) visit(resolve(root, `functions/contracts/${specifier!.slice('#contracts/'.length)}.ts`));
    }
  };
  visit(resolve(root, entry));
  return specifiers;
}

describe('chart code splitting', () => {
  it('keeps the chart components out of the dashboard', () => {
    const reached = [...staticImports('web/src/pages/dashboard/DashboardPage.tsx')];

    expect(reached).toContain('../../queries/analytics-overview.ts');
    expect(reached.filter((specifier) => CHART.test(specifier))).toEqual([]);
  });

  it('finds the charts the analytics page imports', () => {
    const reached = [...staticImports('web/src/pages/analytics/AnalyticsPage.tsx')];

    expect(reached.filter((specifier) => CHART.test(specifier)).sort()).toEqual([
      '@cloudscape-design/components/bar-chart',
      '@cloudscape-design/components/line-chart',
    ]);
  });
});
