// Where the SPA lives, for every link the API hands out (Checkout return URLs, the billing
// portal, invite links). It comes from configuration only, never from a request header:
//   1. APP_URL (an environment variable, or the stage secret: e.g. a custom domain);
//   2. in AWS, the SSM parameter named by APP_URL_PARAMETER, which the Web stack writes
//      with its CloudFront distribution's address at deploy (read once, on first use).
// Locally the stack sets APP_URL to its own printed URL.
import type { SSMClient } from '@aws-sdk/client-ssm';
import { config } from './config.ts';
import { DomainError } from './errors.ts';
import { logger } from './logger.ts';
import { traced } from './tracer.ts';

/** 503: this installation is missing a setting the request needs; the message says who can fix it. */
export class NotSetUp extends DomainError {
  readonly status = 503;
}

const APP_URL_MISSING = "Markk's web address is not configured yet, so links cannot be made. Please contact the administrator.";

/** An origin: the SPA is served from the root of its host. */
const HTTP_ORIGIN = /^https?:\/\/[^/\s?#@]+$/;

let fromParameter: Promise<string> | undefined;

/** The app's public base URL without a trailing slash; NotSetUp (503) when none is configured. */
export async function appUrl(ssm?: SSMClient): Promise<string> {
  const { APP_URL, APP_URL_PARAMETER } = config();
  if (APP_URL) return normalised(APP_URL, 'APP_URL');
  if (APP_URL_PARAMETER) {
    if (!fromParameter) {
      const pending = readParameter(APP_URL_PARAMETER, ssm);
      fromParameter = pending;
      // A failed read is not kept: the next request asks again (e.g. the Web stack was
      // deployed after this function started).
      pending.catch(() => {
        if (fromParameter === pending) fromParameter = undefined;
      });
    }
    return fromParameter;
  }
  logger.error('Neither APP_URL nor APP_URL_PARAMETER is set: links to the app cannot be built');
  throw new NotSetUp(APP_URL_MISSING);
}

async function readParameter(name: string, client?: SSMClient): Promise<string> {
  const { GetParameterCommand, SSMClient: Client, ParameterNotFound } = await import('@aws-sdk/client-ssm');
  try {
    const out = await (client ?? traced(new Client({}))).send(new GetParameterCommand({ Name: name }));
    return normalised(out.Parameter?.Value ?? '', name);
  } catch (error) {
    if (error instanceof NotSetUp) throw error;
    if (error instanceof ParameterNotFound) {
      logger.error('The app URL parameter does not exist yet: deploy the Web stack', { parameter: name });
      throw new NotSetUp(APP_URL_MISSING);
    }
    throw error;
  }
}

function normalised(value: string, source: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (!HTTP_ORIGIN.test(trimmed)) {
    logger.error('The configured app URL is not an http(s) origin such as https://app.example.com', { source });
    throw new NotSetUp(APP_URL_MISSING);
  }
  return trimmed;
}

/** Tests change the configuration between cases. */
export function resetAppUrl(): void {
  fromParameter = undefined;
}
