// Deploy step (a CDK Trigger of the Scheduler stack, infra/migrations.ts): the workspaces
// migration, idempotent, so every deploy may run it again.
import { migrateToWorkspaces } from '#domain/workspaces/migrate';
import { logger } from '#lib/logger';

export const handler = async (): Promise<{ accounts: number; written: number }> => {
  const result = await migrateToWorkspaces();
  logger.info('Workspaces migration finished', result);
  return result;
};
