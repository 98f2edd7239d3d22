// The SPA's runtime configuration, served as /config.json: written by CDK at deploy and
// by the local stack locally, so no endpoint is baked into the build.
import * as z from 'zod';

export const RuntimeConfig = z.object({
  stage: z.string(),
  region: z.string(),
  /** Base URL of the HTTP API, without a trailing slash (e.g. https://…/ or http://localhost:3000/api). */
  apiUrl: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /**
   * Base URL of the stream routes (`transport: 'stream'`), without a trailing slash: a
   * stream endpoint is at `${streamUrl}${endpoint.path}`. `/stream` on the app's own origin
   * in AWS (CloudFront) and locally; unset means `/stream`.
   */
  streamUrl: z.string().optional(),
  /** Only set locally: the Cognito-compatible endpoint (cognito-local behind its proxy). */
  userPoolEndpoint: z.string().optional(),
  /** True on the local stack (enables links such as the dev outbox). */
  local: z.boolean().default(false),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
