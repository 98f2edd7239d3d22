// The CloudFront Function (viewer request) of a distribution with white-label portal domains:
// on an agency's domain only the client approval pages are served (infra/portal-paths.ts);
// any other path answers 421 before it reaches the bucket, so the agency's name never fronts
// Markk's sign-in or app. The app's own domain passes through untouched.
// https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/functions-event-structure.html
import { PORTAL_FILES, PORTAL_PREFIXES, PORTAL_REFUSAL } from './portal-paths.ts';

/** The function's source (CloudFront Functions JavaScript runtime 2.0), for these portal host names. */
export function portalFunctionCode(domains: readonly string[]): string {
  return `var PORTALS = ${JSON.stringify(domains.map((d) => d.toLowerCase()))};
var FILES = ${JSON.stringify(PORTAL_FILES)};
var PREFIXES = ${JSON.stringify(PORTAL_PREFIXES)};
function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value.toLowerCase() : '';
  if (PORTALS.indexOf(host) === -1) return request;
  var uri = request.uri;
  if (FILES.indexOf(uri) !== -1) return request;
  for (var i = 0; i < PREFIXES.length; i++) if (uri.indexOf(PREFIXES[i]) === 0) return request;
  return {
    statusCode: 421,
    statusDescription: 'Misdirected Request',
    headers: { 'content-type': { value: 'text/plain; charset=utf-8' }, 'cache-control': { value: 'no-store' } },
    body: { encoding: 'text', data: ${JSON.stringify(PORTAL_REFUSAL)} },
  };
}`;
}
