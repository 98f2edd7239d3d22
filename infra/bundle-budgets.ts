// Size budgets for the Lambda bundles, per area: every handler of an area, bundled as CDK
// bundles it (infra/lambda-bundling.ts), stays under its area's minified size. A budget sits
// some 25% above the largest handler of its area when it was set: a jump past it is a new
// dependency or a heavy import worth a look. tests/infra/bundle-budgets.test.ts enforces them;
// `npm run budgets` prints every handler's size against its budget.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';
import {
  COGNITO_TRIGGERS_AREA,
  PUBLISH_WORKER_AREA,
  SCHEDULED_AREA,
  WORKFLOW_AREA,
  deployedHandlers,
  lambdaEsbuildOptions,
  type LambdaHandler,
} from './lambda-bundling.ts';
import { repoRoot } from './paths.ts';

/** KB (1024 bytes) of minified JavaScript a handler of each area may bundle, AWS SDK excluded. */
export const BUNDLE_BUDGETS_KB: Readonly<Record<string, number>> = {
  // A handler that reads or writes the table is ~480–510 KB.
  me: 625,
  'brand-kit': 625,
  // Regenerate and rewrite call the AI writer: ~800 KB.
  generation: 1000,
  content: 1000,
  dashboard: 650,
  // Checkout, portal and the webhook call Stripe: ~750 KB.
  billing: 950,
  'viral-invites': 625,
  // Send and resend sign their SES request (the SigV4 signer): ~520 KB.
  team: 650,
  // Projects and tasks read and write the table only: ~500 KB.
  projects: 650,
  // The task writing assistant calls the AI writer: ~770 KB; the plan routes only read and write the table.
  'project-ai': 1000,
  // The community's reads and moderation read and write the table only: ~520 KB.
  community: 650,
  // The Resources Vault reads and writes the table and signs S3 URLs (loaded on demand): ~520 KB.
  resources: 650,
  // Send and the key check call the AI (the OpenAI SDK is loaded on first use); the rest read and write the table.
  // ~1003 KB since every handler checks workspace roles (the membership read and its two entities).
  chat: 1030,
  [COGNITO_TRIGGERS_AREA]: 600,
  // The writers call the AI writer: ~760 KB.
  [WORKFLOW_AREA]: 950,
  // The hourly job also refreshes network tokens (the adapters, the token vault, mail): ~590 KB.
  [SCHEDULED_AREA]: 740,
  // Publishing: the table, the network adapters, the token vault, the scheduler and queue clients: ~580–600 KB.
  publishing: 750,
  [PUBLISH_WORKER_AREA]: 725,
  // The creative studio's gallery reads and writes the table and signs S3 URLs: ~560 KB.
  studio: 700,
  // Tracked links read and write the table (the redirect also reads its key from Secrets Manager, loaded on demand): ~500 KB.
  analytics: 650,
  // Campaigns and their ad copy read and write the table and check the plan: ~545 KB (the CSV export ~560 KB).
  campaigns: 680,
  // Brand voice reads and writes the owner's one item and checks the plan: ~520 KB.
  'brand-voice': 650,
  // SEO outlines read and write the table and check the plan: ~550 KB.
  'seo-outlines': 690,
  // "Plan my next 30 days": regenerating a draft calls the AI writer, approving schedules posts: ~870 KB.
  'content-plans': 1000,
  // Bulk generation: regenerating a draft calls the AI writer, scheduling schedules posts, like the 30-day plan.
  bulk: 1000,
  // Approval links read and write the table and send mail; a client's decision sanitises the comment (sanitize-html).
  approvals: 760,
  // Workspaces read and write the table and check the plan: ~520 KB.
  workspaces: 650,
  // Webhooks read and write the table, check the plan, seal secrets (the token vault) and queue deliveries.
  webhooks: 700,
  // Settings → API's tokens read and write the table and check the plan: ~555 KB.
  'api-tokens': 700,
};

/**
 * Handlers whose budget is their own, not their area's: the community routes that sanitise
 * HTML bundle sanitize-html with its parser and entity tables (~155 KB; ~680 KB in all), which
 * the area's other routes never load. Their budget is the 700 KB they were brought under, plus
 * 30 KB for the entities the one Service has gained since (every handler's bundle carries them).
 */
export const HANDLER_BUDGETS_KB: Readonly<Record<string, number>> = {
  CreateCommunityPost: 730,
  UpdateCommunityPost: 730,
  AddCommunityReply: 730,
  UpdateCommunityReply: 730,
  // The studio's two drawing routes bundle satori with its layout engine (yoga as inlined
  // WebAssembly, ~1.8 MB) and the templates: ~2,360 KB. resvg-js is installed beside them, not bundled.
  PreviewStudioImage: 2900,
  SaveStudioImage: 2900,
  // Setting a brand font checks it by drawing with it (satori, as above, without the templates): ~2,410 KB.
  SetStudioFont: 2900,
  // "Create image" asks the AI for the headline and alt text (the OpenAI SDK is loaded on first use): ~725 KB.
  SuggestStudioImage: 900,
  // "Generate ad copy" calls the AI writer (the offline writer's knowledge, the OpenAI SDK): ~870 KB,
  // like the other routes that write with it; the rest of the campaigns area stays under ~560 KB.
  GenerateAdCopy: 1000,
  // Writing an SEO outline and "Write it" call the AI writer (the offline writer's knowledge, the OpenAI SDK): ~875 KB,
  // like the other routes that write with it; the rest of the SEO outlines area stays under ~550 KB.
  CreateSeoOutline: 1000,
  WriteSeoOutlineDraft: 1000,
  // The OpenAPI document is built from every endpoint contract (the zod schemas of all areas): ~665 KB.
  GetOpenApiDocument: 830,
};

export interface BundleSize extends LambdaHandler {
  minifiedBytes: number;
  gzipBytes: number;
  /** The area's budget in KB, or undefined when the area has none. */
  budgetKb: number | undefined;
}

/**
 * Every deployed handler's bundle size, in the order of deployedHandlers(): one esbuild run
 * with CDK's options and an entry point per handler (no splitting, so each output is the whole
 * bundle its function deploys), in memory.
 */
export async function measureBundles(): Promise<BundleSize[]> {
  const handlers = deployedHandlers();
  const outdir = path.join(repoRoot, 'cdk.out', 'bundle-budgets');
  const result = await build({
    ...lambdaEsbuildOptions(),
    entryPoints: handlers.map((handler) => ({ in: path.join(repoRoot, handler.entry), out: handler.name })),
    outdir,
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'error',
  });
  const outputs = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  return handlers.map((handler) => {
    const bundle = outputs.get(path.join(outdir, `${handler.name}.mjs`));
    if (!bundle) throw new Error(`esbuild wrote no .mjs for ${handler.entry}`);
    return {
      ...handler,
      minifiedBytes: bundle.length,
      gzipBytes: gzipSync(bundle).length,
      budgetKb: HANDLER_BUDGETS_KB[handler.name] ?? BUNDLE_BUDGETS_KB[handler.area],
    };
  });
}

/** What breaks the budgets: a handler over its area's budget, or in an area without one. */
export function budgetFailures(sizes: readonly BundleSize[]): string[] {
  return sizes.flatMap(({ name, area, minifiedBytes, budgetKb }) => {
    if (budgetKb === undefined) return [`${name}: area "${area}" has no budget in infra/bundle-budgets.ts`];
    if (minifiedBytes > budgetKb * 1024) return [`${name} (${area}): ${kb(minifiedBytes)} KB minified, over its area's ${budgetKb} KB`];
    return [];
  });
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
