// Task WritePost (one Map iteration per post): social post `number` of the week.
import { aiWriter } from '#lib/ai/index';
import * as Generation from '#domain/generation';
import { PostInput } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId, brand, strategy, number } = PostInput.parse(event);
  const post = await aiWriter().post(brand, strategy, number);
  await Generation.recordPost(userId, runId, number);
  return { number, post };
};
