// Task AssemblePackage: puts strategy, 7 posts, newsletter and blog together, marks the
// run succeeded and tells the user.
import * as Generation from '#domain/generation';
import { CONTENT_NOTICES, notify } from '#domain/notifications';
import { Assembled } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId, strategy, content } = Assembled.parse(event);
  const [posts, { email }, { blog }] = content;
  const ordered = [...posts].sort((a, b) => a.number - b.number).map((p) => p.post);
  await Promise.all([
    Generation.markSucceeded(userId, runId, { strategy, posts: ordered, email, blog }),
    notify(userId, CONTENT_NOTICES.packageReady),
  ]);
  return { userId, runId, status: 'succeeded' };
};
