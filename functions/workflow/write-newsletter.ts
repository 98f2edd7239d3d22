// Task WriteNewsletter: this week's e-mail newsletter.
import { aiWriter } from '#lib/ai/index';
import * as Generation from '#domain/generation';
import { WithStrategy } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId, brand, strategy } = WithStrategy.parse(event);
  const email = await aiWriter().newsletter(brand, strategy);
  await Generation.recordStep(userId, runId, 'newsletterDone');
  return { email };
};
