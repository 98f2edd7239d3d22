// Markk's business events as CloudWatch metrics (EMF lines in the function's log), and the
// one Metrics instance the request pipeline flushes with `logMetrics`.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from './logger.ts';
// Loaded first: outside Lambda it switches Powertools metrics off (see there).
import './config.ts';

export const METRICS_NAMESPACE = 'Markk';

/**
 * Powertools warns "No application metrics to publish" after every request that recorded
 * none — most of them. That is expected here, so it is logged at debug, not as a warning.
 */
const quietLogger = {
  debug: (...args: unknown[]) => logger.debug(String(args[0]), ...args.slice(1).map((a) => ({ detail: a }))),
  info: (...args: unknown[]) => logger.info(String(args[0]), ...args.slice(1).map((a) => ({ detail: a }))),
  warn: (...args: unknown[]) =>
    String(args[0]).startsWith('No application metrics')
      ? logger.debug(String(args[0]))
      : logger.warn(String(args[0]), ...args.slice(1).map((a) => ({ detail: a }))),
  error: (...args: unknown[]) => logger.error(String(args[0]), ...args.slice(1).map((a) => ({ detail: a }))),
};

export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'markk', logger: quietLogger });

/** The business events Markk counts. */
export type BusinessEvent =
  | 'GenerationStarted'
  | 'GenerationSucceeded'
  | 'GenerationFailed'
  | 'DraftsApproved'
  | 'InvitationAccepted'
  | 'CheckoutCompleted'
  | 'ContentRewritten'
  | 'AdCopyGenerated'
  | 'SeoOutlineWritten'
  | 'SeoDraftWritten';

/**
 * Counts one business event, written at once as its own EMF line: workflow tasks and
 * Cognito triggers have no request pipeline to flush buffered metrics, and an event must
 * not be lost because the request that caused it failed later.
 */
export function recordEvent(name: BusinessEvent, count = 1): void {
  try {
    const single = metrics.singleMetric();
    single.addMetric(name, MetricUnit.Count, count);
  } catch (error) {
    // Metrics are never a reason for a user's action to fail.
    logger.warn('Could not record a metric', { metric: name, error: error as Error });
  }
}
