// Deploy-once step (a CDK Trigger after the first deploy of the Scheduler stack): seeds the
// Resources Vault's starter library — uploads the files bundled next to this handler
// (starter/, built by `npm run starter`) to the resources bucket and writes the resources
// the table lacks. Idempotent: fixed ids, existing resources (and their counts) untouched.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { seedStarterLibrary } from '#domain/resource-seed';
import { config } from '#lib/config';

export const handler = async (): Promise<{ written: number }> => {
  const dir = path.join(config().LAMBDA_TASK_ROOT ?? process.cwd(), 'starter');
  const written = await seedStarterLibrary({ readFile: (name) => readFile(path.join(dir, name)) });
  return { written };
};
