// GET /l/{code} (public, on the app's origin): 302 to the link's destination with UTM
// parameters; a person's click is counted once an hour, HEAD requests and bots are not.
import { analyticsEndpoints } from '#contracts/analytics';
import * as Clicks from '#domain/analytics/clicks';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsEndpoints.redirect, async ({ params, event }) => {
  const headers = event.headers ?? {};
  const { location } = await Clicks.follow(params.code, {
    method: event.requestContext.http.method,
    sourceIp: event.requestContext.http.sourceIp,
    userAgent: headers['user-agent'],
    referer: headers.referer,
    viewerAddress: headers['cloudfront-viewer-address'],
    viewerCountry: headers['cloudfront-viewer-country'],
  });
  return { location };
});
