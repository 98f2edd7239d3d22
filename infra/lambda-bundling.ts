// How every Markk Lambda is bundled: one set of esbuild options, given to CDK's NodejsFunction
// (infra/constructs/markk-function.ts) and to the tools that bundle a handler the way CDK
// does (the cold-import bench, the bundle size budgets), and the list of deployed handlers.
import type { BuildOptions } from 'esbuild';
import { fromRoot } from './paths.ts';
import {
  bulkWorkflowTasks,
  cognitoTriggers,
  contentPlanWorkflowTasks,
  deployedRoutes,
  planWorkflowTasks,
  publishWorker,
  scheduledHandler,
  workflowTasks,
} from './routes.ts';

/** nodejs22.x's language level (LAMBDA_RUNTIME in markk-function.ts). */
export const ESBUILD_TARGET = 'node22';

// ESM bundles have no `require`; some CommonJS dependencies still call it.
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * The bundling every function gets: ESM (functions/lib/tracer.ts loads the X-Ray SDK with a
 * top-level await where tracing is on), minified, external source maps without sources, and
 * the AWS SDK left to the Lambda Node.js runtime, which ships it (and resvg-js, see below).
 */
export const LAMBDA_BUNDLING = {
  format: 'esm',
  target: ESBUILD_TARGET,
  mainFields: ['module', 'main'],
  minify: true,
  sourcesContent: false,
  banner: ESM_REQUIRE_BANNER,
  // resvg-js is a native module: the studio's render functions get it installed, with the
  // arm64 binary, beside the handler (infra/studio-bundling.ts), never bundled.
  externalModules: ['@aws-sdk/*', '@resvg/resvg-js'],
  /**
   * sanitize-html (functions/lib/sanitize.ts) loads postcss for style attributes, which
   * community HTML never allows: a stand-in that throws keeps ~90 KB out of every bundle that
   * sanitises. Paths are relative to the repository root, where CDK runs esbuild.
   */
  alias: { postcss: './functions/lib/postcss-unused.ts' },
} as const;

/** LAMBDA_BUNDLING's aliases as CDK's NodejsFunction passes them to esbuild (`--alias:name=path`, run in the repository root). */
export const LAMBDA_ESBUILD_ARGS = { '--alias': Object.entries(LAMBDA_BUNDLING.alias).map(([name, to]) => `${name}=${to}`) };

/** LAMBDA_BUNDLING as esbuild's own options, as CDK passes them to esbuild. */
export function lambdaEsbuildOptions(): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: LAMBDA_BUNDLING.format,
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: 'external',
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    banner: { js: LAMBDA_BUNDLING.banner },
    external: [...LAMBDA_BUNDLING.externalModules],
    alias: Object.fromEntries(Object.entries(LAMBDA_BUNDLING.alias).map(([name, to]) => [name, fromRoot(to)])),
  };
}

/** What groups handlers that are not HTTP routes, in place of a route's `area`. */
export const COGNITO_TRIGGERS_AREA = 'cognito-triggers';
export const WORKFLOW_AREA = 'workflow';
export const SCHEDULED_AREA = 'scheduled';
export const PUBLISH_WORKER_AREA = 'publish-worker';

export interface LambdaHandler {
  /** The function's name: the route's name, the trigger or task name. */
  name: string;
  /** A route's area, or the kind of non-HTTP handler. */
  area: string;
  /** Handler module relative to the repository root. */
  entry: string;
}

/** Every handler CDK deploys as a Lambda function: the deployed routes, the Cognito triggers, the workflow tasks, the scheduled handler and the publish worker. */
export function deployedHandlers(): LambdaHandler[] {
  return [
    ...deployedRoutes().map(({ name, area, entry }) => ({ name, area, entry })),
    ...Object.entries(cognitoTriggers).map(([name, entry]) => ({ name, area: COGNITO_TRIGGERS_AREA, entry })),
    ...Object.entries(workflowTasks).map(([name, entry]) => ({ name, area: WORKFLOW_AREA, entry })),
    ...Object.entries(planWorkflowTasks).map(([name, entry]) => ({ name, area: WORKFLOW_AREA, entry })),
    ...Object.entries(contentPlanWorkflowTasks).map(([name, entry]) => ({ name, area: WORKFLOW_AREA, entry })),
    ...Object.entries(bulkWorkflowTasks).map(([name, entry]) => ({ name, area: WORKFLOW_AREA, entry })),
    { name: scheduledHandler.name, area: SCHEDULED_AREA, entry: scheduledHandler.entry },
    { name: publishWorker.name, area: PUBLISH_WORKER_AREA, entry: publishWorker.entry },
  ];
}
