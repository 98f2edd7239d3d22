// The load test's report: totals, the errors by kind, p50/p99 per route, and the counters.
import os from 'node:os';
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

export function printReport(write: (line: string) => void, r: Report): void {
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
  for (const c of wrong) write(`  DIFFERS ${c.counter}: stored ${c.stored}, recounted ${c.recounted}${c.seen === undefined ? '' : `, clients saw ${c.seen}`}`);
  const sum = (pick: (c: Check) => boolean) => checks.filter(pick).reduce((n, c) => n + c.recounted, 0);
  write(`  tasks on the boards: ${sum((c) => c.counter.includes('taskCount'))}, done: ${sum((c) => c.counter.endsWith('doneCount'))}`);
  write(`  task comments: ${sum((c) => c.counter.endsWith('commentCount, all tasks'))}`);
  write(
    `  reactions on the shared posts: ${sum((c) => /shared post \d+ \w+Count$/.test(c.counter) && !c.counter.endsWith('replyCount'))}, replies: ${sum((c) => c.counter.endsWith('replyCount'))}`,
  );
  write(`  downloads of the shared resources: ${sum((c) => c.counter.includes('downloadCount (item copy)'))}`);
  write(
    `  expert replies: ${sum((c) => c.counter.endsWith('expert replies today'))}, AI credits: ${sum((c) => c.counter.endsWith('AI credits this month (assists)'))}`,
  );
  write('');
  write(errors === 0 && wrong.length === 0 ? 'PASS: no errors, every counter equals its recount' : 'FAIL');
}
