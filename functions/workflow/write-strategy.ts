// Task WriteStrategy: the AI writer's marketing strategy for the brand.
import { aiWriter } from '#lib/ai/index';
import * as Generation from '#domain/generation';
import { WithBrand } from './state.ts';

export const handler = async (event: unknown) => {
  const state = WithBrand.parse(event);
  const strategy = await aiWriter().strategy(state.brand);
  await Generation.recordStep(state.userId, state.runId, 'strategyDone');
  return { ...state, strategy };
};
