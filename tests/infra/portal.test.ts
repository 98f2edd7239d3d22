// White-label portal domains: with `-c portalDomains=… -c portalCertificateArn=…` the Web
// stack's CloudFront answers the agency's domains with that certificate, and every function
// knows them (a workspace may send its approval links from one); without them, neither.
import { describe, expect, it } from 'vitest';
import { App } from 'aws-cdk-lib';
import { portalFromContext } from '../../infra/config.ts';
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

  it('are absent by default', () => {
    const { stacks } = buildMarkkApp('dev');
    const distribution = Object.values(resourcesOf(templateOf(stacks.web), 'AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.Aliases).toBeUndefined();
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
