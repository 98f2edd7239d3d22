// The one structured logger (Powertools), shared by every handler.
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'markk', logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO' });
