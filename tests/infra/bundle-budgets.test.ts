// Every deployed Lambda handler, bundled with the esbuild options CDK uses, stays under its
// area's size budget (infra/bundle-budgets.ts), and every area has a budget.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS_KB, budgetFailures, measureBundles, type BundleSize } from '../../infra/bundle-budgets.ts';
import { deployedHandlers } from '../../infra/lambda-bundling.ts';
import { deployedRoutes } from '../../infra/routes.ts';

let sizes: BundleSize[];

// One esbuild run over every handler: about 50 s while the browser tests share both cores,
// longer when Chromium's raised-priority processes take them (a size is measured, not a speed).
beforeAll(async () => {
  sizes = await measureBundles();
}, 600_000);

describe('Lambda bundle budgets', () => {
  it('measures every deployed handler: each route, Cognito trigger, workflow task and the scheduled one', () => {
    expect(sizes.map((s) => s.name)).toEqual(deployedHandlers().map((h) => h.name));
    expect(sizes.length).toBeGreaterThan(deployedRoutes().length);
    for (const size of sizes) {
      // A real bundle: more than the banner, and gzip smaller than minified.
      expect(size.minifiedBytes, size.name).toBeGreaterThan(1024);
      expect(size.gzipBytes, size.name).toBeLessThan(size.minifiedBytes);
    }
  });

  it('has a budget for every area, and none for an area without handlers', () => {
    const areas = [...new Set(sizes.map((s) => s.area))].sort();
    expect(Object.keys(BUNDLE_BUDGETS_KB).sort()).toEqual(areas);
  });

  it('keeps every handler under its area budget', () => {
    expect(budgetFailures(sizes)).toEqual([]);
  });

  it('reports a handler over its budget, and one whose area has none', () => {
    const [first] = sizes;
    const over = { ...first!, budgetKb: 1 };
    const unbudgeted = { ...first!, area: 'reports', budgetKb: undefined };
    expect(budgetFailures([over, unbudgeted])).toEqual([
      expect.stringMatching(new RegExp(`^${first!.name} \\(${first!.area}\\): [\\d.]+ KB minified, over its area's 1 KB$`)),
      `${first!.name}: area "reports" has no budget in infra/bundle-budgets.ts`,
    ]);
  });
});
