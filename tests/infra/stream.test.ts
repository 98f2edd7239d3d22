// Stream routes in AWS: a Lambda function URL (response streaming, IAM auth) per route,
// not an HTTP API route, served by the web app's CloudFront distribution at /stream + the
// endpoint path through origin access control.
import { describe, expect, it } from 'vitest';
import { deployedRoutes } from '../../infra/routes.ts';
import { MAX_STREAM_ROUTES } from '../../infra/web-stack.ts';
import { flatten } from './iam.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';
import { streamRoute } from './synthetic-routes.ts';

// The route table's own stream routes, and one more so the checks run whatever it holds.
const routes = [...deployedRoutes(), streamRoute('StreamProbe', '/stream-probe/{probeId}/reply')];
const { stacks } = buildMarkkApp('dev', { routes });
const web = templateOf(stacks.web);
const distributionId = logicalIdOf(stacks.web.distribution, stacks.web);
const distribution = resourcesOf(web, 'AWS::CloudFront::Distribution')[distributionId]!.Properties.DistributionConfig;
const streamRoutes = routes.filter((route) => route.transport === 'stream');

const streamed = streamRoutes.map((route) => {
  const area = stacks.api.areas.find((nested) => nested.functions[route.name])!;
  const template = templateOf(area);
  const fnId = logicalIdOf(area.functions[route.name]!.function, area);
  return { route, area, template, fnId, fn: resourcesOf(template, 'AWS::Lambda::Function')[fnId]! };
});

/** CloudFront's managed policies, by their documented ids. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('a stream route', () => {
  it('is a function URL that streams its response and only signed callers may invoke', () => {
    for (const { route, template, fnId, fn } of streamed) {
      const urls = Object.values(resourcesOf(template, 'AWS::Lambda::Url')).filter((url) => flatten(url.Properties.TargetFunctionArn) === `{${fnId}.Arn}`);
      expect(
        urls.map((url) => url.Properties),
        route.name,
      ).toEqual([{ AuthType: 'AWS_IAM', InvokeMode: 'RESPONSE_STREAM', TargetFunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] } }]);
      // Longer than an HTTP API call: it writes while the AI writes.
      expect(fn.Properties.Timeout).toBe(120);
      // aws-jwt-verify checks the Cognito access token against this pool and client.
      expect(fn.Properties.Environment.Variables).toMatchObject({
        USER_POOL_ID: { 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Auth:.*UserPool/) },
        USER_POOL_CLIENT_ID: { 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Auth:.*WebClient/) },
      });
    }
  });

  it('is not an HTTP API route, and no API Gateway permission reaches its function', () => {
    for (const { route, template, fnId } of streamed) {
      const keys = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
      expect(keys).not.toContain(`${route.method} ${route.path}`);
      const permissions = Object.values(resourcesOf(template, 'AWS::Lambda::Permission')).filter((p) => flatten(p.Properties.FunctionName) === `{${fnId}.Arn}`);
      expect(permissions).toEqual([]);
    }
  });

  it('is served at /stream + its path by CloudFront: nothing cached, every method, the viewer headers but Host', () => {
    for (const { route } of streamed) {
      const pattern = `/stream${route.path.replace(/\{[^}]+\}/g, '*')}`;
      const behaviour = (distribution.CacheBehaviors as Record<string, any>[]).find((b) => b.PathPattern === pattern);
      expect(behaviour, pattern).toMatchObject({
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'https-only',
        Compress: false,
        ResponseHeadersPolicyId: distribution.DefaultCacheBehavior.ResponseHeadersPolicyId,
      });
      // The origin is this route's function URL (its host, taken from the URL), signed with SigV4 by a Lambda OAC.
      const origin = (distribution.Origins as Record<string, any>[]).find((o) => o.Id === behaviour!.TargetOriginId)!;
      expect(flatten(origin.DomainName)).toMatch(new RegExp(`^\\{select \\{split \\{Markk-dev-Api:.*${route.name}HandlerFunctionUrl.*Url`));
      expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
      const oacId = (origin.OriginAccessControlId as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      expect(resourcesOf(web, 'AWS::CloudFront::OriginAccessControl')[oacId]!.Properties.OriginAccessControlConfig).toMatchObject({
        OriginAccessControlOriginType: 'lambda',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      });
    }
  });

  it('may be invoked by this distribution only, through its URL', () => {
    const permissions = Object.values(resourcesOf(web, 'AWS::Lambda::Permission'));
    for (const { route } of streamed) {
      const own = permissions.filter((p) => flatten(p.Properties.FunctionName).includes(`${route.name}HandlerFunctionUrl`));
      expect(own.map((p) => [p.Properties.Action, p.Properties.InvokedViaFunctionUrl ?? false]).sort(), route.name).toEqual([
        ['lambda:InvokeFunction', true],
        ['lambda:InvokeFunctionUrl', false],
      ]);
      for (const p of own) {
        expect(p.Properties.Principal).toBe('cloudfront.amazonaws.com');
        expect(flatten(p.Properties.SourceArn)).toBe(`arn:{AWS::Partition}:cloudfront::{AWS::AccountId}:distribution/{${distributionId}}`);
      }
    }
  });
});

describe('stream behaviours as stream routes grow', () => {
  const patternsOf = (routes: ReturnType<typeof streamRoute>[]) => {
    const { stacks: built } = buildMarkkApp('dev', { routes });
    const config = resourcesOf(templateOf(built.web), 'AWS::CloudFront::Distribution')[logicalIdOf(built.web.distribution, built.web)]!.Properties
      .DistributionConfig;
    return (config.CacheBehaviors as { PathPattern: string }[]).map((b) => b.PathPattern);
  };

  it('puts a more specific path first, since * also matches /', () => {
    const patterns = patternsOf([streamRoute('Thread', '/chat/{threadId}'), streamRoute('Reply', '/chat/{threadId}/reply')]);
    expect(patterns).toEqual(['/config.json', '/l/*', '/stream/chat/*/reply', '/stream/chat/*']);
  });

  it('refuses two stream routes CloudFront cannot tell apart', () => {
    expect(() => patternsOf([streamRoute('One', '/chat/{a}/x'), streamRoute('Two', '/chat/{b}/x')])).toThrow(/One and Two both map to \/stream\/chat\/\*\/x/);
  });

  it(`refuses more than ${MAX_STREAM_ROUTES} stream routes, naming CloudFront's limit`, () => {
    const many = Array.from({ length: MAX_STREAM_ROUTES + 1 }, (_, i) => streamRoute(`Stream${i}`, `/streams/s${i}`));
    expect(() => patternsOf(many)).toThrow(/21 stream routes: CloudFront allows 20 here/);
  });
});
