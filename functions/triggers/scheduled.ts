// The hourly job (EventBridge rule in AWS, a timer locally). Each job is a domain verb
// that takes "now"; expiring viral and team invitations join this list with their issues.
import { logger } from '#lib/logger';
import { expireViralInvitations } from './expire-viral-invites.ts';
import { expireTeamInvitations } from './expire-team-invites.ts';
import { refreshNetworkTokens } from './refresh-network-tokens.ts';
import { pullPostMetrics } from './pull-post-metrics.ts';

type HourlyJob = { name: string; run: (now: Date) => Promise<number> };

export const hourlyJobs: HourlyJob[] = [expireViralInvitations, expireTeamInvitations, refreshNetworkTokens, pullPostMetrics];

export const handler = async (): Promise<{ ran: Record<string, number> }> => {
  const now = new Date();
  const ran: Record<string, number> = {};
  for (const job of hourlyJobs) ran[job.name] = await job.run(now);
  logger.info('Hourly jobs finished', { ran });
  return { ran };
};
