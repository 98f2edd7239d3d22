// The SPA's security headers, in one place: CloudFront's response headers policy
// (infra/web-stack.ts) and the local server (bin/local/web-server.ts) both build them here,
// so the deployed and the local app run under the same Content-Security-Policy.
//
// The policy follows the runtime config (/config.json): scripts only from the app's own
// origin, no inline script, no eval; network calls only to the app itself, the HTTP API,
// the stream routes (same origin today), Cognito and the two buckets (presigned uploads,
// public logos); frames only from the resources bucket (PDF previews); no plugins.

/** Where the browser may connect and load images from, besides the app's own origin. */
export interface CspSources {
  /** config.json's apiUrl: absolute in AWS, a path on the app's origin locally (`/api`). */
  readonly apiUrl: string;
  /** config.json's streamUrl: a path on the app's origin (`/stream`) in AWS and locally. */
  readonly streamUrl?: string | undefined;
  /** config.json's region: Cognito's endpoint is https://cognito-idp.<region>.amazonaws.com. */
  readonly region: string;
  /** config.json's userPoolEndpoint: set only locally, where a proxy stands in for Cognito. */
  readonly userPoolEndpoint?: string | undefined;
  /** Public base URLs of the logos bucket (images, uploads) and the resources bucket (uploads, downloads). */
  readonly logosBucketUrl: string;
  readonly resourcesBucketUrl: string;
}

/**
 * The origin of `url`, or undefined when it is a path on the app's own origin ('self').
 * CDK passes deploy-time tokens (e.g. the HTTP API's endpoint attribute, itself an origin);
 * they are kept as they are and resolved by CloudFormation.
 */
export function originOf(url: string): string | undefined {
  if (url.startsWith('/')) return undefined;
  const absolute = /^(https?:\/\/[^/?#\s]+)/i.exec(url);
  if (absolute) return absolute[1];
  if (url.includes('${Token[')) return url;
  throw new Error(`Not an http(s) URL or a path: ${url}`);
}

/** Cognito's user pool API as the SPA (Amplify) calls it. */
export function cognitoOrigin(sources: Pick<CspSources, 'region' | 'userPoolEndpoint'>): string | undefined {
  return sources.userPoolEndpoint ? originOf(sources.userPoolEndpoint) : `https://cognito-idp.${sources.region}.amazonaws.com`;
}

const SELF = "'self'";

function sourceList(...sources: (string | undefined)[]): string {
  return [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(sources: CspSources): string {
  const logos = originOf(sources.logosBucketUrl);
  const resources = originOf(sources.resourcesBucketUrl);
  const directives: [string, string][] = [
    ['default-src', SELF],
    ['script-src', SELF],
    // Cloudscape and React set styles through the CSSOM (element.style), which CSP allows;
    // every stylesheet is a file of the build.
    ['style-src', SELF],
    // Cloudscape's font faces are inlined into its CSS as data: URLs.
    ['font-src', sourceList(SELF, 'data:')],
    // Logos come from the public logos bucket, studio images from short-lived links to the
    // private resources bucket; the upload preview is a blob: URL, the studio's preview a data: URL.
    ['img-src', sourceList(SELF, 'data:', 'blob:', logos, resources)],
    [
      'connect-src',
      sourceList(SELF, originOf(sources.apiUrl), sources.streamUrl ? originOf(sources.streamUrl) : undefined, cognitoOrigin(sources), logos, resources),
    ],
    // The Resources Vault's PDF preview frames a short-lived link to the private resources bucket.
    ['frame-src', sourceList(resources)],
    ['object-src', "'none'"],
    ['base-uri', SELF],
    ['form-action', SELF],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Values of the other security headers, shared by CloudFront and the local server. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTIONS = 'DENY';
/** HSTS (CloudFront only: the local server speaks plain HTTP, where browsers ignore it). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** The headers the local server sends with the SPA's files (CloudFront's policy adds HSTS). */
export function securityHeaders(sources: CspSources): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
  };
}
