// Task AssemblePackage: puts strategy, 7 posts, newsletter and blog together (a sentence
// two items share said once), marks the run succeeded and tells the user.
import * as Generation from '#domain/generation';
import { CONTENT_NOTICES, notify } from '#domain/notifications';
import { withoutRepeatedSentences } from '#lib/ai/quality';
import { Assembled } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId, strategy, content } = Assembled.parse(event);
  const [posts, { email }, { blog }] = content;
  const ordered = [...posts].sort((a, b) => a.number - b.number).map((p) => p.post);
  // The posts were written in parallel: a sentence two of them share is said once.
  const pkg = withoutRepeatedSentences({ strategy, posts: ordered, email, blog });
  await Promise.all([Generation.markSucceeded(userId, runId, pkg), notify(userId, CONTENT_NOTICES.packageReady)]);
  return { userId, runId, status: 'succeeded' };
};
