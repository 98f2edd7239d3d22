// The Web stack: the SPA behind CloudFront and the runtime config.json it reads at start-up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../functions/contracts/runtime-config.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { app, stacks } = buildMarkkApp('dev');
const web = templateOf(stacks.web);
const [deployment] = Object.values(resourcesOf(web, 'Custom::CDKBucketDeployment'));
const distributionId = logicalIdOf(stacks.web.distribution, stacks.web);

/** Flattens a synthesized Fn::Join into one string, writing each token as {Ref:…}, {GetAtt:…} or {Import:…}. */
function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, any>;
  if (v['Fn::Join']) return (v['Fn::Join'][1] as unknown[]).map(joined).join(v['Fn::Join'][0] as string);
  if (v.Ref) return `{Ref:${v.Ref}}`;
  if (v['Fn::GetAtt']) return `{GetAtt:${(v['Fn::GetAtt'] as string[]).join('.')}}`;
  if (v['Fn::ImportValue']) return `{Import:${v['Fn::ImportValue']}}`;
  throw new Error(`Unexpected value ${JSON.stringify(value)}`);
}

describe('the distribution', () => {
  it('serves the SPA shell for client-side routes (403/404 become /index.html with 200)', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CustomErrorResponses: [403, 404].map((code) => ({
          ErrorCode: code,
          ResponseCode: 200,
          ResponsePagePath: '/index.html',
          ErrorCachingMinTTL: 0,
        })),
      }),
    });
  });

  it('redirects HTTP to HTTPS', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
  });

  it('reads the private site bucket through origin access control', () => {
    const s3Access = Object.entries(resourcesOf(web, 'AWS::CloudFront::OriginAccessControl')).filter(
      ([, oac]) => oac.Properties.OriginAccessControlConfig.OriginAccessControlOriginType === 's3',
    );
    expect(s3Access).toHaveLength(1);
    const config = resourcesOf(web, 'AWS::CloudFront::Distribution')[distributionId]!.Properties.DistributionConfig;
    const siteOrigin = (config.Origins as { Id: string; OriginAccessControlId: unknown }[]).find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(siteOrigin?.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [s3Access[0]![0], 'Id'] });
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('never caches config.json, which changes on every deploy', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([Match.objectLike({ PathPattern: '/config.json', CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' })]),
      }),
    });
  });

  it('sends short links (/l/*) to the HTTP API, uncached, GET and HEAD only, with just what counting a click reads', () => {
    const config = resourcesOf(web, 'AWS::CloudFront::Distribution')[distributionId]!.Properties.DistributionConfig;
    const behaviour = (config.CacheBehaviors as Record<string, any>[]).find((b) => b.PathPattern === '/l/*')!;
    expect(behaviour).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const origin = (config.Origins as Record<string, any>[]).find((o) => o.Id === behaviour.TargetOriginId)!;
    // The API URL's host: https://{id}.execute-api.{region}.amazonaws.com split on '/', third part.
    expect(origin.DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Api:.*ApiEndpoint/) }] }],
    });
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    const [, policy] = Object.entries(resourcesOf(web, 'AWS::CloudFront::OriginRequestPolicy')).find(([id]) => behaviour.OriginRequestPolicyId.Ref === id)!;
    expect(policy.Properties.OriginRequestPolicyConfig).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['User-Agent', 'Referer', 'CloudFront-Viewer-Address', 'CloudFront-Viewer-Country'] },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });
});

describe('the security headers', () => {
  const policies = Object.entries(resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy'));
  const [policyId, policy] = policies[0]!;
  const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Record<string, any>;
  const csp = new Map(
    joined(security.ContentSecurityPolicy.ContentSecurityPolicy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

  it('are one response headers policy of this stack, used by every behaviour', () => {
    expect(policies).toHaveLength(1);
    const config = resourcesOf(web, 'AWS::CloudFront::Distribution')[distributionId]!.Properties.DistributionConfig;
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    for (const behaviour of config.CacheBehaviors) expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('forbid sniffing and framing, send the origin only to other sites, and require HTTPS', () => {
    expect(security).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
      ContentSecurityPolicy: { Override: true },
    });
  });

  it('allow scripts, styles and everything by default from the app itself only; no plugins, framing or foreign forms', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(joined(security.ContentSecurityPolicy.ContentSecurityPolicy)).not.toMatch(/unsafe|\*/);
  });

  it("allow connections to exactly the API, the stage region's Cognito and the two buckets", () => {
    const bucket = (kind: string) => `https://markk-dev-${kind}-{Ref:AWS::AccountId}-{Ref:AWS::Region}.s3.{Ref:AWS::Region}.amazonaws.com`;
    const [self, api, ...rest] = csp.get('connect-src')!;
    expect(self).toBe("'self'");
    expect(api).toMatch(/^\{Import:Markk-dev-Api:.*ApiEndpoint/);
    expect(rest).toEqual(['https://cognito-idp.{Ref:AWS::Region}.amazonaws.com', bucket('logos'), bucket('resources')]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', bucket('logos'), bucket('resources')]);
  });
});

describe("the app's URL for the API", () => {
  it('is written to /markk/{stage}/app-url from the distribution, where the API functions read it', () => {
    const parameters = Object.values(resourcesOf(web, 'AWS::SSM::Parameter'));
    expect(parameters).toHaveLength(1);
    expect(parameters[0]!.Properties).toMatchObject({ Name: '/markk/dev/app-url', Type: 'String' });
    expect(joined(parameters[0]!.Properties.Value)).toBe(`https://{GetAtt:${distributionId}.DomainName}`);
  });

  it('is not a stack dependency of the Api stack: the Web stack depends on the Api stack, not the other way round', () => {
    expect(stacks.web.dependencies).toContain(stacks.api);
    expect(stacks.api.dependencies).not.toContain(stacks.web);
    expect(JSON.stringify(templateOf(stacks.api).toJSON())).not.toContain('Markk-dev-Web');
  });
});

describe('the deployment', () => {
  it('uploads the built SPA and config.json, then invalidates the distribution', () => {
    expect(deployment?.Properties.SourceObjectKeys).toHaveLength(2);
    expect(deployment?.Properties).toMatchObject({ DistributionPaths: ['/*'], Prune: true });
  });

  it('writes a config.json with exactly the RuntimeConfig fields, filled from the other stacks', () => {
    const configKey = (deployment!.Properties.SourceObjectKeys as string[])[1]!;
    const assetDir = join(app.synth().directory, `asset.${configKey.replace(/\.zip$/, '')}`);
    const config = JSON.parse(readFileSync(join(assetDir, 'config.json'), 'utf8')) as Record<string, unknown>;

    expect(Object.keys(config).sort()).toEqual(['apiUrl', 'local', 'region', 'stage', 'streamUrl', 'userPoolClientId', 'userPoolId']);
    // Stream routes are served by this distribution, under /stream on the app's own origin.
    expect(RuntimeConfig.parse(config)).toMatchObject({ stage: 'dev', local: false, streamUrl: '/stream' });

    const markers = (deployment!.Properties.SourceMarkers as Record<string, unknown>[])[1]!;
    const valueOf = (field: string) => markers[config[field] as string];
    expect(valueOf('region')).toEqual({ Ref: 'AWS::Region' });
    expect(valueOf('apiUrl')).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Api:.*ApiEndpoint/) });
    expect(valueOf('userPoolId')).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Auth:.*UserPool/) });
    expect(valueOf('userPoolClientId')).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Auth:.*WebClient/) });
  });
});
