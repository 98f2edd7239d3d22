// Task LoadBrandKit ("Analyzing your brand"): checks the brand brief the run was started
// with and sets up the seven post slots.
import { POSTS_PER_PACKAGE } from '#contracts/generation';
import * as Generation from '#domain/generation';
import { BrandBrief, RunRef } from './state.ts';

const Input = RunRef.extend({ brand: BrandBrief });

export const handler = async (event: unknown) => {
  const { userId, runId, brand } = Input.parse(event);
  await Generation.recordStep(userId, runId, 'brandLoaded');
  return { userId, runId, brand, postNumbers: Array.from({ length: POSTS_PER_PACKAGE }, (_, i) => i + 1) };
};
