// `npm test` (the full gate .ci/run calls) and `npm run test:fast` (the inner loop: no
// browser). Runs the type check, lint, unit and infra tests, and the stack tests split into
// shards — each shard its own vitest process with its own local stack on free ports, so two
// cores are kept busy while a shard waits on a browser or an emulator. Prints each part's
// wall time at the end and each failing part's output.
//
//   npm test                          everything
//   npm run test:fast                 type check, unit, infra, integration
//   npm test -- --shards 3            stack shards (default 2)
//   npm test -- --record              write the stack files' measured times to tests/durations.json
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from './local/build-web.ts';
import { buildStarterLibrary } from './starter-library.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, '.local', 'test-runs');
const DURATIONS_FILE = path.join(ROOT, 'tests', 'durations.json');
/** A stack file not yet in tests/durations.json is assumed to take this long (seconds). */
const UNKNOWN_FILE_SECONDS = 20;

const { values: args } = parseArgs({
  options: {
    fast: { type: 'boolean', default: false },
    shards: { type: 'string' },
    record: { type: 'boolean', default: false },
  },
});

interface Job {
  name: string;
  command: string[];
  /** Started after these jobs finish (by name). */
  after?: string[];
}

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  log: string;
}

const vitest = (...rest: string[]) => ['node', 'node_modules/vitest/vitest.mjs', 'run', ...rest];

function stackFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, 'tests', dir))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `tests/${dir}/${name}`)
    .sort();
}

/** Longest first onto the least-loaded shard: shards finish at about the same time. */
export function balance(files: string[], durations: Record<string, number>, shards: number): string[][] {
  const load = Array.from({ length: shards }, () => ({ seconds: 0, files: [] as string[] }));
  const weight = (file: string) => durations[file] ?? UNKNOWN_FILE_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = load.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.seconds += weight(file);
    lightest.files.push(file);
  }
  return load.map((shard) => shard.files).filter((list) => list.length > 0);
}

function readDurations(): Record<string, number> {
  return existsSync(DURATIONS_FILE) ? (JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>) : {};
}

function run(job: Job): Promise<Result> {
  const started = Date.now();
  const log = path.join(OUT, `${job.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const out = createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(job.command[0]!, job.command.slice(1), {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', MARKK_TEST_PART: job.name },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const finish = (ok: boolean) => {
      out.end(() => resolve({ name: job.name, ok, seconds: (Date.now() - started) / 1000, log }));
    };
    child.on('error', (error) => {
      out.write(`\n${error.message}\n`);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

async function runAll(jobs: Job[]): Promise<Result[]> {
  const done = new Map<string, Promise<Result>>();
  const start = (job: Job): Promise<Result> => {
    const existing = done.get(job.name);
    if (existing) return existing;
    const promise = (async () => {
      const before = await Promise.all((job.after ?? []).map((name) => start(jobs.find((j) => j.name === name)!)));
      const failed = before.find((result) => !result.ok);
      if (failed) return { name: job.name, ok: false, seconds: 0, log: failed.log };
      process.stdout.write(`▶ ${job.name}\n`);
      const result = await run(job);
      process.stdout.write(`${result.ok ? '✓' : '✗'} ${job.name} (${result.seconds.toFixed(0)} s)\n`);
      return result;
    })();
    done.set(job.name, promise);
    return promise;
  };
  return Promise.all(jobs.map(start));
}

/** Per-file times from the shards' JSON reports, merged into tests/durations.json. */
function recordDurations(reports: string[]): void {
  const durations = readDurations();
  for (const report of reports) {
    if (!existsSync(report)) continue;
    const json = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { name: string; startTime: number; endTime: number }[] };
    for (const file of json.testResults) {
      durations[path.relative(ROOT, file.name)] = Math.round((file.endTime - file.startTime) / 1000);
    }
  }
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  process.stdout.write(`Recorded ${Object.keys(sorted).length} file times in ${path.relative(ROOT, DURATIONS_FILE)}\n`);
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  // What every part reads: the starter library's files and the built SPA (built once here,
  // so the shards' stacks never build it at the same time).
  await buildStarterLibrary();
  const built = Date.now();
  await buildWebIfStale(ROOT, (line) => process.stdout.write(`${line}\n`));
  const buildSeconds = (Date.now() - built) / 1000;

  const files = [...stackFiles('integration'), ...(args.fast ? [] : stackFiles('e2e'))];
  const shardCount = Number(args.shards ?? 2);
  if (!Number.isInteger(shardCount) || shardCount < 1) throw new Error(`--shards must be a whole number above 0, not ${args.shards}`);
  const shards = balance(files, readDurations(), shardCount);
  const reports = shards.map((_, i) => path.join(OUT, `stack-${i + 1}.json`));

  const jobs: Job[] = [
    // The stack shards go first: they wait on emulators and browsers, the rest fills the gaps.
    ...shards.map((list, i) => ({
      name: `stack ${i + 1}/${shards.length}`,
      command: vitest('--project', 'stack', '--reporter=default', '--reporter=json', `--outputFile.json=${reports[i]}`, ...list),
    })),
    { name: 'typecheck', command: ['node', 'node_modules/tsgo/bin/tsc', '-p', 'tsconfig.json'] },
    ...(args.fast ? [] : [{ name: 'lint', command: ['node', 'node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.'] }]),
    { name: 'unit', command: vitest('--project', 'unit', '--project', 'unit-web', '--project', 'unit-studio') },
    { name: 'infra', command: vitest('--project', 'infra'), after: ['unit'] },
  ];
  const results = await runAll(jobs);

  const failed = results.filter((result) => !result.ok);
  for (const result of failed) {
    process.stdout.write(`\n──── ${result.name} failed: ${path.relative(ROOT, result.log)} ────\n`);
    process.stdout.write(readFileSync(result.log, 'utf8'));
  }
  if (args.record && !failed.some((result) => result.name.startsWith('stack'))) recordDurations(reports);

  process.stdout.write('\nWall time per part\n');
  process.stdout.write(`  ${'web build'.padEnd(14)} ${buildSeconds.toFixed(0).padStart(5)} s\n`);
  for (const [i, result] of results.entries()) {
    const detail = result.name.startsWith('stack') ? `  ${shards[i]!.map((f) => path.relative('tests', f).replace(/\.test\.ts$/, '')).join(', ')}` : '';
    process.stdout.write(`  ${result.name.padEnd(14)} ${result.seconds.toFixed(0).padStart(5)} s ${result.ok ? 'passed' : 'FAILED'}${detail}\n`);
  }
  process.stdout.write(`  ${'total'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s\n`);
  process.exitCode = failed.length === 0 ? 0 : 1;
}

await main();
