// Starts one real local stack (DynamoDB Local in memory, s3rver, cognito-local, the local
// API and workflows, the built SPA) on free ports for the integration and browser tests.
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../../bin/local/build-web.ts';
import { localConfig } from '../../bin/local/config.ts';
import { startLocalStack } from '../../bin/local/stack.ts';
import { startFakeOpenAi } from './fake-openai.ts';
import { TEST_PORTAL_HOST } from './portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string;
    userPoolClientId: string;
    userPoolId: string;
    /** The stack's fake OpenAI control route (tests/support/fake-openai.ts `failForAt`). */
    openAiControlUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const config = localConfig({
    port: 0,
    inMemoryDb: true,
    verbose: false,
    scheduleEveryMs: 24 * 60 * 60 * 1000,
    workflowRetryIntervalMs: 5,
    publishVisibilityTimeoutMs: 2_000,
    // A white-label portal domain the tests send approval links from (answered for those pages only).
    portalHosts: [TEST_PORTAL_HOST],
  });
  await buildWebIfStale(config.root, (line) => process.stdout.write(`${line}\n`));
  // "Use Your ChatGPT" sends the user's own key to OpenAI: in the tests it reaches a local
  // OpenAI-compatible fake (a key containing "bad" is refused), never the internet. Without
  // OPENAI_API_KEY every other AI answer still comes from the offline writer.
  const openAi = await startFakeOpenAi({ streamPauseMs: 5 });
  process.env.OPENAI_BASE_URL = openAi.url;
  // Bulk runs call the fake (with their own key), so tests can inject 429s and failures per post;
  // the provider's rate limit is set high enough that a 120-post run takes seconds.
  process.env.BULK_OPENAI_API_KEY = 'sk-test-bulk-fake';
  process.env.AI_CALLS_PER_SECOND = '40';
  const stack = await startLocalStack(config);
  project.provide('stackUrl', stack.url);
  project.provide('userPoolClientId', stack.userPoolClientId);
  project.provide('userPoolId', stack.userPoolId);
  project.provide('openAiControlUrl', openAi.controlUrl);
  return async () => {
    await stack.stop();
    await openAi.close();
  };
}
