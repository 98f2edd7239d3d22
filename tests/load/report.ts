// The load test's report: totals, the errors by kind, p50/p99 per route, and the counters.
import os from 'node:os';
import { TASK_STATUS_VALUES, type TaskStatus } from '#contracts/tasks';
import type { Recorder } from './client.ts';
import { drifted, type Check } from './recount.ts';

/** The value at quantile `q` (0–1) of sorted `values` (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export interface Report {
  users: number;
  seconds: number;
  elapsed: number;
  journeys: number;
  interrupted: number;
  /** The machine's 1-minute load average when the clock started and when it stopped. */
  load: [number, number];
  recorder: Recorder;
  checks: Check[];
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;

/** `verbose`: every counter on its own line, not only those that differ. */
export function printReport(write: (line: string) => void, r: Report, verbose = false): void {
  const { recorder, checks } = r;
  const errors = recorder.errorCount;
  write('');
  write(`${r.users} users × ${r.seconds} s (${r.elapsed.toFixed(1)} s until the last request ended)`);
  write(`  machine: ${os.cpus().length} cores, load average ${r.load[0].toFixed(1)} at the start, ${r.load[1].toFixed(1)} at the end`);
  write(`  journeys completed: ${r.journeys} (plus ${r.interrupted} stopped by the clock)`);
  write(`  requests: ${recorder.requests.toLocaleString('en')} (${(recorder.requests / r.elapsed).toFixed(1)} per second)`);
  write(`  errors: ${errors}`);
  for (const kind of [...recorder.errors.values()].sort((a, b) => b.count - a.count))
    write(`    ${String(kind.count).padStart(5)} × ${kind.route} → ${kind.status}: ${kind.message}`);

  write('');
  const rows = [...recorder.times.entries()].map(([route, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { route, count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  });
  rows.sort((a, b) => a.route.localeCompare(b.route));
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  write(`| ${'route'.padEnd(width)} | requests |       p50 |       p99 |`);
  write(`|${'-'.repeat(width + 2)}|---------:|----------:|----------:|`);
  for (const row of rows) write(`| ${row.route.padEnd(width)} | ${String(row.count).padStart(8)} | ${ms(row.p50).padStart(9)} | ${ms(row.p99).padStart(9)} |`);

  write('');
  const wrong = checks.filter(drifted);
  write(`Counters: ${checks.length} checked against a recount, ${wrong.length} differ`);
  const kinds = new Map<string, { checked: number; stored: number; recounted: number; differ: number }>();
  for (const c of checks) {
    const kind = kinds.get(c.kind) ?? { checked: 0, stored: 0, recounted: 0, differ: 0 };
    kind.checked += 1;
    kind.stored += c.stored;
    kind.recounted += c.recounted;
    if (drifted(c)) kind.differ += 1;
    kinds.set(c.kind, kind);
  }
  const kindWidth = Math.max(...[...kinds.keys()].map((k) => k.length));
  write(`| ${'counter'.padEnd(kindWidth)} | checked | stored (sum) | recounted (sum) | differ |`);
  write(`|${'-'.repeat(kindWidth + 2)}|--------:|-------------:|----------------:|-------:|`);
  for (const [name, k] of kinds)
    write(
      `| ${name.padEnd(kindWidth)} | ${String(k.checked).padStart(7)} | ${String(k.stored).padStart(12)} | ${String(k.recounted).padStart(15)} | ${String(k.differ).padStart(6)} |`,
    );
  const columns = Object.fromEntries(TASK_STATUS_VALUES.map((s) => [s, 0])) as Record<TaskStatus, number>;
  for (const c of checks) for (const s of TASK_STATUS_VALUES) columns[s] += c.columns?.[s] ?? 0;
  write(`  tasks by column on every board: ${TASK_STATUS_VALUES.map((s) => `${s} ${columns[s]}`).join(', ')}`);
  for (const c of verbose ? checks : wrong)
    write(
      `  ${drifted(c) ? 'DIFFERS' : 'equal'} ${c.counter}: stored ${c.stored}, recounted ${c.recounted}${c.seen === undefined ? '' : `, clients saw ${c.seen}`}`,
    );
  write('');
  write(errors === 0 && wrong.length === 0 ? 'PASS: no errors, every counter equals its recount' : 'FAIL');
}
