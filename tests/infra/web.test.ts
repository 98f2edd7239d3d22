// The Web stack: the SPA behind CloudFront and the runtime config.json it reads at start-up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { RuntimeConfig } from '../../functions/contracts/runtime-config.ts';
import { buildMarkkApp, resourcesOf, templateOf } from './markk-app.ts';

const { app, stacks } = buildMarkkApp('dev');
const web = templateOf(stacks.web);
const [deployment] = Object.values(resourcesOf(web, 'Custom::CDKBucketDeployment'));

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
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
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
        CacheBehaviors: [Match.objectLike({ PathPattern: '/config.json', CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' })],
      }),
    });
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

    expect(Object.keys(config).sort()).toEqual(['apiUrl', 'local', 'region', 'stage', 'userPoolClientId', 'userPoolId']);
    expect(RuntimeConfig.parse(config)).toMatchObject({ stage: 'dev', local: false });

    const markers = (deployment!.Properties.SourceMarkers as Record<string, unknown>[])[1]!;
    const valueOf = (field: string) => markers[config[field] as string];
    expect(valueOf('region')).toEqual({ Ref: 'AWS::Region' });
    expect(valueOf('apiUrl')).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Api:.*ApiEndpoint/) });
    expect(valueOf('userPoolId')).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Auth:.*UserPool/) });
    expect(valueOf('userPoolClientId')).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Auth:.*WebClient/) });
  });
});
