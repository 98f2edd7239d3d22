// Task WriteBlog: the long-form blog post (1,200+ words).
import { aiWriter } from '#lib/ai/index';
import * as Generation from '#domain/generation';
import { WithStrategy } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId, brand, strategy } = WithStrategy.parse(event);
  const blog = await aiWriter().blog(brand, strategy);
  await Generation.recordStep(userId, runId, 'blogDone');
  return { blog };
};
