// Hourly: pulls the numbers of posts published in the last 30 days from their networks'
// insights APIs (hourly for a post's first 48 hours, then daily) into analytics' counters.
import { pullDueMetrics } from '#domain/analytics/post-metrics';

export const pullPostMetrics = {
  name: 'pullPostMetrics',
  run: pullDueMetrics,
};
