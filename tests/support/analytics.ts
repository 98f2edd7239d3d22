// Analytics in tests: a published post's metrics pulled now, as the hourly job does once its
// pull is due (the test moves the due time instead of waiting an hour).
import { db } from '#data/service';
import { pullDueMetrics } from '#domain/analytics/post-metrics';

/** Makes the post's pulls due and runs the pull job now; answers how many posts it pulled. */
export async function pullMetricsNow(userId: string, postId: string): Promise<number> {
  const { postMetric } = db().entities;
  const { data } = await postMetric.query.byPost({ userId, postId }).go({ consistent: true });
  const due = new Date(Date.now() - 1000).toISOString();
  await Promise.all(
    data.map((item) => postMetric.patch({ userId, postId, accountKey: item.accountKey }).set({ nextPullAt: due, pullShard: item.pullShard! }).go()),
  );
  return pullDueMetrics(new Date());
}
