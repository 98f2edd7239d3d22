// White-label portal domains: with `-c portalDomains=… -c portalCertificateArn=…` the Web
// stack's CloudFront answers the agency's domains with that certificate, and every function
// knows them (a workspace may send its approval links from one); without them, neither.
import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { portalFromContext } from '../../infra/config.ts';
import { portalFunctionCode } from '../../infra/portal-function.ts';
import { buildMarkkApp, resourcesOf, templateOf } from './markk-app.ts';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-0000-4000-8000-000000000000';

describe('white-label portal domains', () => {
  it('are alternate domains of CloudFront, with the certificate, and known to the functions', () => {
    const { stacks } = buildMarkkApp('dev', {}, { portalDomains: 'Approvals.Ada-Agency.com, review.bee.studio', portalCertificateArn: CERTIFICATE });
    const distribution = Object.values(resourcesOf(templateOf(stacks.web), 'AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.Aliases).toEqual(['approvals.ada-agency.com', 'review.bee.studio']);
    expect(distribution.Properties.DistributionConfig.ViewerCertificate).toMatchObject({ AcmCertificateArn: CERTIFICATE, SslSupportMethod: 'sni-only' });
    const withDomains = Object.values(resourcesOf(templateOf(stacks.scheduler), 'AWS::Lambda::Function')).find((fn) =>
      JSON.stringify(fn.Properties.Environment?.Variables ?? {}).includes('PORTAL_DOMAINS'),
    );
    expect(withDomains!.Properties.Environment.Variables.PORTAL_DOMAINS).toBe('approvals.ada-agency.com,review.bee.studio');
  });

  it('serve only the client approval pages: a CloudFront Function answers 421 to any other path on them', () => {
    const { stacks } = buildMarkkApp('dev', {}, { portalDomains: 'approvals.ada-agency.com', portalCertificateArn: CERTIFICATE });
    const template = templateOf(stacks.web);
    const [fn] = Object.values(resourcesOf(template, 'AWS::CloudFront::Function'));
    expect(fn!.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const config = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const associated = [config.DefaultCacheBehavior, config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/config.json')];
    for (const behaviour of associated) expect(behaviour.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);

    // The function's code, run as CloudFront would: the portal host gets the approval page and its files only.
    const handler = new Function(`${portalFunctionCode(['approvals.ada-agency.com'])}; return handler;`)() as (event: unknown) => {
      statusCode?: number;
      uri?: string;
    };
    const request = (host: string, uri: string) => handler({ request: { uri, headers: { host: { value: host } } } });
    for (const uri of ['/approve/abc', '/assets/index-1.js', '/config.json', '/favicon.svg']) expect(request('Approvals.Ada-Agency.com', uri).uri).toBe(uri);
    for (const uri of ['/', '/sign-in', '/dashboard', '/approve']) expect(request('approvals.ada-agency.com', uri).statusCode).toBe(421);
    expect(request('d111.cloudfront.net', '/dashboard').uri).toBe('/dashboard');
  });

  it('are absent by default', () => {
    const { stacks } = buildMarkkApp('dev');
    const template = templateOf(stacks.web);
    const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.Aliases).toBeUndefined();
    expect(resourcesOf(template, 'AWS::CloudFront::Function')).toEqual({});
  });

  it('refuse a domain without a us-east-1 certificate, and a name that is not a host name', () => {
    const app = (context: Record<string, string>) => new App({ context });
    expect(() => portalFromContext(app({ portalDomains: 'approvals.ada-agency.com' }))).toThrow(/portalCertificateArn/);
    expect(() =>
      portalFromContext(app({ portalDomains: 'approvals.ada-agency.com', portalCertificateArn: CERTIFICATE.replace('us-east-1', 'eu-west-2') })),
    ).toThrow(/us-east-1/);
    expect(() => portalFromContext(app({ portalDomains: 'https://x.com/', portalCertificateArn: CERTIFICATE }))).toThrow(/Invalid portal domain/);
  });
});
