// Cold start cost of each Lambda: every handler of infra/routes.ts bundled as CDK bundles it
// (esbuild, ESM, node22, minified, the AWS SDK left to the runtime), imported in a fresh
// node process, against a fresh process importing only the AWS SDK packages that bundle
// imports at load. The median of N processes each, run alternately so machine noise hits
// both sides alike. `npx tsx tests/bench/cold-import.ts` runs it alone.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { lambdaEsbuildOptions } from '../../infra/lambda-bundling.ts';
import { cognitoTriggers, planWorkflowTasks, publishWorker, routes, scheduledHandler, workflowTasks } from '../../infra/routes.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
// Inside the repository's node_modules, so the bundles resolve @aws-sdk/* as the runtime's would.
const outDir = path.join(root, 'node_modules', '.cache', 'markk', 'bench-cold-import');

/** How many fresh processes per measurement (their median is reported). */
export const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 9);
/** A bundle should import in at most this multiple of the time of the SDK clients it imports. */
export const IMPORT_RATIO_GOAL = 1.3;

export interface ImportTiming {
  name: string;
  entry: string;
  bundleKb: number;
  sdk: string[];
  bundleMs: number;
  sdkMs: number;
  /** bundle / SDK; null when the bundle imports no SDK package (nothing to compare with). */
  ratio: number | null;
}

function handlerEntries(): { name: string; entry: string }[] {
  return [
    ...routes.map((r) => ({ name: r.name, entry: r.entry })),
    ...Object.entries(cognitoTriggers).map(([name, entry]) => ({ name, entry })),
    { name: scheduledHandler.name, entry: scheduledHandler.entry },
    { name: publishWorker.name, entry: publishWorker.entry },
    ...Object.entries(workflowTasks).map(([name, entry]) => ({ name, entry })),
    ...Object.entries(planWorkflowTasks).map(([name, entry]) => ({ name, entry })),
  ];
}

/** The AWS SDK packages a bundle imports when it loads (dynamic imports happen later, not at cold start). */
function sdkImportsOf(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && imported.kind === 'import-statement' && imported.path.startsWith('@aws-sdk/')) names.add(imported.path);
    }
  }
  return [...names].sort();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * BENCH_IMPORT_TRACING=1: import as a deployed function with X-Ray tracing on (a Lambda
 * execution environment), which also loads the X-Ray SDK (functions/lib/tracer.ts).
 * Without it, as wherever tracing is off: the local stack, tests, POWERTOOLS_TRACE_ENABLED=false.
 */
export const IMPORT_TRACING = process.env.BENCH_IMPORT_TRACING === '1';

// What a Lambda's environment holds at import; no secret ARN, so nothing is fetched.
const CHILD_ENV = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 'bench-table',
  LOGOS_BUCKET: 'bench-logos',
  RESOURCES_BUCKET: 'bench-resources',
  STAGE: 'bench',
  POWERTOOLS_SERVICE_NAME: 'markk',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  ...(IMPORT_TRACING ? { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' } : {}),
};

/** Milliseconds to import `file` in a fresh node process, node's own start excluded. */
async function importTime(file: string): Promise<number> {
  // The Lambda runtime's global for streamed responses, which stream handlers wrap themselves in at load.
  const runtimeGlobals = 'globalThis.awslambda = { streamifyResponse: (fn) => fn, HttpResponseStream: { from: (stream) => stream } };';
  const code = `${runtimeGlobals} const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t)); process.exit(0);`;
  // As deployed: the functions run with NODE_OPTIONS=--enable-source-maps.
  const { stdout } = await run(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', code], { cwd: outDir, env: CHILD_ENV });
  const ms = Number(stdout.trim().split('\n').at(-1));
  if (!Number.isFinite(ms)) throw new Error(`Importing ${file} printed ${stdout}`);
  return ms;
}

export async function benchColdImports(log: (line: string) => void = () => undefined): Promise<ImportTiming[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const timings: ImportTiming[] = [];
  for (const { name, entry } of handlerEntries()) {
    const outfile = path.join(outDir, `${name}.mjs`);
    const result = await build({
      entryPoints: [path.join(root, entry)],
      outfile,
      // The same esbuild options CDK's NodejsFunction gets (infra/lambda-bundling.ts).
      ...lambdaEsbuildOptions(),
      metafile: true,
      logLevel: 'error',
    });
    const sdk = sdkImportsOf(result.metafile);
    const sdkFile = path.join(outDir, `sdk-${sdk.map((s) => s.replace('@aws-sdk/', '')).join('+') || 'none'}.mjs`);
    writeFileSync(sdkFile, sdk.map((s) => `import '${s}';`).join('\n') + '\n');
    const bundleRuns: number[] = [];
    const sdkRuns: number[] = [];
    for (let i = 0; i < IMPORT_RUNS; i++) {
      bundleRuns.push(await importTime(outfile));
      sdkRuns.push(await importTime(sdkFile));
    }
    const bundleMs = median(bundleRuns);
    const sdkMs = median(sdkRuns);
    const bundleKb = Math.round(Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.entryPoint ? o.bytes : 0), 0) / 1024);
    timings.push({ name, entry, bundleKb, sdk, bundleMs, sdkMs, ratio: sdk.length ? bundleMs / sdkMs : null });
    log(`  ${name}: ${bundleMs.toFixed(0)} ms vs ${sdkMs.toFixed(0)} ms`);
  }
  return timings;
}

export function printColdImports(timings: readonly ImportTiming[], write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  write(
    `\nCold import of each handler bundle (esbuild as CDK bundles it) vs only the AWS SDK packages it imports, median of ${IMPORT_RUNS} fresh node processes, X-Ray tracing ${IMPORT_TRACING ? 'on (as deployed)' : 'off'}`,
  );
  for (const t of timings) {
    const ratio = t.ratio === null ? 'n/a (imports no SDK package)' : `${t.ratio.toFixed(2)}×`;
    write(
      `  ${t.name.padEnd(26)} ${String(t.bundleKb).padStart(5)} KB   ${t.bundleMs.toFixed(0).padStart(4)} ms vs SDK ${t.sdkMs.toFixed(0).padStart(4)} ms   ${ratio}   ${t.sdk.map((s) => s.replace('@aws-sdk/', '')).join(', ')}`,
    );
  }
  const compared = timings.filter((t): t is ImportTiming & { ratio: number } => t.ratio !== null);
  if (compared.length === 0) return;
  const worst = compared.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  write(`  worst ratio: ${worst.ratio.toFixed(2)}× (${worst.name})  (goal ≤ ${IMPORT_RATIO_GOAL}×) ${worst.ratio <= IMPORT_RATIO_GOAL ? 'met' : 'NOT met'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printColdImports(await benchColdImports((line) => process.stderr.write(`${line}\n`)));
}
