// `npm run budgets`: every deployed Lambda handler bundled as CDK bundles it, its minified
// and gzipped size, and its area's budget (infra/bundle-budgets.ts). Exits 1 when a handler
// is over its budget or its area has none.
import { budgetFailures, kb, measureBundles } from '../infra/bundle-budgets.ts';

const sizes = await measureBundles();
const rows = [
  ['Handler', 'Area', 'KB minified', 'KB gzipped', 'Budget KB'],
  ...sizes.map((s) => [s.name, s.area, kb(s.minifiedBytes), kb(s.gzipBytes), s.budgetKb === undefined ? 'none' : String(s.budgetKb)]),
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
// Names left-aligned, numbers right-aligned.
const line = (row: string[]) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
console.log(line(rows[0]!));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows.slice(1)) console.log(line(row));

const failures = budgetFailures(sizes);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`\n${sizes.length} handlers, all within their area's budget.`);
}
