// The SPA: a private bucket behind CloudFront (OAC), the Vite build deployed into it and
// the runtime /config.json written at deploy time, so no endpoint is baked into the build.
// Every response carries Markk's security headers (infra/security-headers.ts), with a
// Content-Security-Policy built from the same runtime config. The distribution's address
// is published as the SSM parameter the API reads for the links it hands out. Stream routes
// are served on the same origin at /stream: one behaviour per route, to that route's
// function URL through origin access control.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AssetHashType, CfnOutput, DefaultStackSynthesizer, DockerImage, Duration, Fn, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  FunctionUrlOriginAccessControl,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { BehaviorOptions, FunctionAssociation } from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../functions/contracts/runtime-config.ts';
import type { StreamOrigin } from './api-stack.ts';
import { appUrlParameterName, bucketName } from './config.ts';
import type { StageConfig } from './config.ts';
import { acknowledge, wildcardResourceFinding } from './nag.ts';
import { fromRoot, repoRoot } from './paths.ts';
import { STREAM_PATH_PREFIX } from './routes.ts';
import { contentSecurityPolicy, FRAME_OPTIONS, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from './security-headers.ts';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { portalFunctionCode } from './portal-function.ts';

export interface WebStackProps extends StackProps {
  readonly config: StageConfig;
  readonly apiUrl: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The Api stack's stream routes and their function URLs: each gets a /stream behaviour. */
  readonly streamOrigins?: readonly StreamOrigin[];
}

/**
 * CloudFront allows 25 cache behaviours and 25 origins per distribution by default (both
 * adjustable); the SPA uses one origin and the /config.json behaviour. Past this many stream
 * routes, raise the quota or route them through one behaviour whose CloudFront Function
 * picks the origin.
 */
export const MAX_STREAM_ROUTES = 20;

export class WebStack extends Stack {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  readonly securityHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // The content is a build output, redeployed on every deploy: never worth retaining.
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: !config.isProd,
    });
    acknowledge(
      this.siteBucket,
      'S1',
      'Only CloudFront (OAC) reads this bucket and only CDK deployments write it; access logs would record nothing but CloudFront fetching the public build.',
    );

    const region = Stack.of(this).region;
    const runtimeConfig: RuntimeConfig = {
      stage: config.stage,
      region,
      apiUrl: props.apiUrl,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      // Same origin as the app: no CORS, and the CSP's 'self' covers it.
      streamUrl: STREAM_PATH_PREFIX,
      local: false,
    };

    // The same headers and policy as the local server; the CSP follows config.json (API,
    // Cognito in its region) and the buckets the browser talks to, as the API addresses them
    // (functions/lib/storage.ts: virtual-hosted, regional).
    const bucketUrl = (kind: 'logos' | 'resources') => `https://${bucketName(config.stage, kind)}.s3.${region}.amazonaws.com`;
    this.securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Markk ${config.stage}: Content-Security-Policy and security headers of the web app`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            ...runtimeConfig,
            logosBucketUrl: bucketUrl('logos'),
            resourcesBucketUrl: bucketUrl('resources'),
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTIONS], override: true },
        referrerPolicy: { referrerPolicy: referrerPolicy(REFERRER_POLICY), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
      },
    });

    const origin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    // On an agency's portal domain, only the client approval pages: every other path answers 421.
    const portalOnly: FunctionAssociation[] = config.portal.certificateArn
      ? [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'PortalPaths', {
              comment: `Markk ${config.stage}: client approval pages only on portal domains`,
              code: FunctionCode.fromInline(portalFunctionCode(config.portal.domains)),
              runtime: FunctionRuntime.JS_2_0,
            }),
          },
        ]
      : [];
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Markk ${config.stage} web app`,
      // White-label portal domains: the agencies' own names for their clients' approval pages.
      ...(config.portal.certificateArn
        ? { domainNames: [...config.portal.domains], certificate: Certificate.fromCertificateArn(this, 'PortalCertificate', config.portal.certificateArn) }
        : {}),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        compress: true,
        functionAssociations: portalOnly,
      },
      additionalBehaviors: {
        // Rewritten on every deploy; browsers must not hold on to an old API URL.
        '/config.json': {
          origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy: this.securityHeaders,
          functionAssociations: portalOnly,
        },
        [SHORT_LINK_PATH_PATTERN]: this.shortLinkBehaviour(props.apiUrl),
        ...this.streamBehaviours(props.streamOrigins ?? []),
      },
      // Client-side routes (/projects/123) are not objects: OAC answers 403 for a missing key
      // because the distribution may not list the bucket, so both map to the SPA shell.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });
    acknowledge(this.distribution, 'CFR1', 'Markk serves small businesses in any country; the product spec has no geographic restriction.');
    acknowledge(
      this.distribution,
      'CFR2',
      'The distribution serves only static, public SPA files; the API (separate origin) has its own throttling. A WAF web ACL adds cost without protecting data.',
    );
    acknowledge(
      this.distribution,
      'CFR3',
      'Static public SPA files only; standard logging would need an ACL-enabled log bucket. CloudFront metrics cover traffic; API requests are access-logged in the Api stack.',
    );
    acknowledge(
      this.distribution,
      'CFR4',
      'Uses the default *.cloudfront.net certificate, for which CloudFront fixes the viewer TLS policy; a custom domain with an ACM certificate and TLSv1.2_2021 is not set up yet.',
    );

    const deployment = new BucketDeployment(this, 'DeploySite', {
      sources: [spaSource(), Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: this.siteBucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    acknowledgeDeploymentHandler(this, deployment, this.siteBucket);

    const webUrl = `https://${this.distribution.distributionDomainName}`;
    // The API's links (checkout return, portal, invites) lead here. The Api stack cannot
    // import it (this stack already imports the API's URL), so it reads the parameter by
    // its name at run time (functions/lib/app-url.ts); an APP_URL in the stage secret wins.
    new StringParameter(this, 'AppUrl', {
      parameterName: appUrlParameterName(config.stage),
      stringValue: webUrl,
      description: `Markk ${config.stage}: the web app's public URL, for links the API hands out`,
    });

    new CfnOutput(this, 'WebUrl', { value: webUrl });
  }

  /**
   * Short links (`{app}/l/{code}`) on the app's own domain, to the HTTP API's `GET /l/{code}`:
   * never cached (each follow may be counted), GET and HEAD only, and only what counting needs
   * passed on — the user agent, the referrer, and the viewer's address and country as
   * CloudFront itself sets them (a viewer cannot supply these two).
   */
  private shortLinkBehaviour(apiUrl: string): BehaviorOptions {
    const requests = new OriginRequestPolicy(this, 'ShortLinkRequests', {
      comment: 'Markk short links: what the click counter reads, nothing else',
      headerBehavior: OriginRequestHeaderBehavior.allowList('User-Agent', 'Referer', 'CloudFront-Viewer-Address', 'CloudFront-Viewer-Country'),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    return {
      origin: new HttpOrigin(Fn.select(2, Fn.split('/', apiUrl)), { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: requests,
      responseHeadersPolicy: this.securityHeaders,
    };
  }

  /**
   * One behaviour per stream route, to its function URL (IAM auth) signed by origin access
   * control: nothing cached, every method, the viewer's headers but Host (the function URL
   * checks its own host in the signature). OAC signs with the Authorization header, so the
   * Cognito token travels as x-markk-authorization, and a POST's body hash as
   * x-amz-content-sha256 (infra/routes.ts). Responses stream through uncompressed.
   */
  private streamBehaviours(streamOrigins: readonly StreamOrigin[]): Record<string, BehaviorOptions> {
    if (streamOrigins.length === 0) return {};
    if (streamOrigins.length > MAX_STREAM_ROUTES) {
      throw new Error(
        `${streamOrigins.length} stream routes: CloudFront allows ${MAX_STREAM_ROUTES} here (25 behaviours and origins per distribution by default). Raise the quota or route them through one behaviour.`,
      );
    }
    const originAccessControl = new FunctionUrlOriginAccessControl(this, 'StreamOriginAccess', {
      signing: Signing.SIGV4_ALWAYS,
      description: 'Markk stream routes: CloudFront signs every request to their function URLs',
    });
    const byPattern = new Map<string, StreamOrigin>();
    for (const stream of streamOrigins) {
      const pattern = streamPathPattern(stream.route.path);
      const other = byPattern.get(pattern);
      if (other) throw new Error(`Stream routes ${other.route.name} and ${stream.route.name} both map to ${pattern}; CloudFront cannot tell them apart.`);
      byPattern.set(pattern, stream);
    }
    const ordered = [...byPattern.entries()].sort(([a], [b]) => {
      const [sa, sb] = [specificity(a), specificity(b)];
      return sb[0] - sa[0] || sb[1] - sa[1] || a.localeCompare(b);
    });
    const behaviours: Record<string, BehaviorOptions> = {};
    for (const [pattern, stream] of ordered) {
      behaviours[pattern] = {
        origin: FunctionUrlOrigin.withOriginAccessControl(stream.url, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: this.securityHeaders,
        compress: false,
      };
    }
    return behaviours;
  }
}

/** Where short links are served on the app's domain (the redirect's path is `/l/{code}`). */
export const SHORT_LINK_PATH_PATTERN = '/l/*';

// The CloudFront path pattern of a stream route: `/stream` + its path, each `{param}` a
// `*` (`/stream/content-items/*/rewrite`). More specific patterns must come first, since
// `*` also matches `/`: longer paths (more segments), then more literal characters.
export function streamPathPattern(path: string): string {
  return `${STREAM_PATH_PREFIX}${path.replace(/\{[^}]+\}/g, '*')}`;
}

function specificity(pattern: string): [number, number] {
  return [pattern.split('/').length, pattern.replace(/\*/g, '').length];
}

function referrerPolicy(value: typeof REFERRER_POLICY): HeadersReferrerPolicy {
  const policy = Object.values(HeadersReferrerPolicy).find((candidate) => candidate === value);
  if (!policy) throw new Error(`CloudFront has no referrer policy ${value}`);
  return policy;
}

// Inputs of the SPA build: everything under web/ but its output, the shared contracts and
// the lock file (dependency versions). Hashing these instead of the bundle keeps synth cheap
// and skips the Vite build when nothing changed.
const SPA_INPUTS = ['web', 'functions/contracts', 'package-lock.json', 'tsconfig.json'];
const SPA_IGNORED = new Set(['dist', 'node_modules']);

function spaSource(): ISource {
  return Source.asset(repoRoot, {
    assetHashType: AssetHashType.CUSTOM,
    assetHash: hashPaths(SPA_INPUTS.map(fromRoot)),
    bundling: {
      // Used only when the local build below cannot run (e.g. no node_modules).
      image: DockerImage.fromRegistry('node:20'),
      command: ['bash', '-c', 'npx vite build --config web/vite.config.ts --outDir /asset-output --emptyOutDir'],
      local: {
        tryBundle(outputDir: string): boolean {
          execFileSync(
            process.execPath,
            [
              fromRoot('node_modules/vite/bin/vite.js'),
              'build',
              '--config',
              'web/vite.config.ts',
              '--outDir',
              outputDir,
              '--emptyOutDir',
              '--logLevel',
              'warn',
            ],
            // Vite's progress goes to stderr: the CDK app's stdout stays clean.
            { cwd: repoRoot, stdio: ['ignore', 2, 2] },
          );
          return true;
        },
      },
    },
  });
}

function hashPaths(paths: readonly string[]): string {
  const hash = createHash('sha256');
  const visit = (path: string): void => {
    if (!statSync(path).isDirectory()) {
      hash.update(`${relative(repoRoot, path)}\0`).update(readFileSync(path));
      return;
    }
    const names = readdirSync(path)
      .filter((name) => !SPA_IGNORED.has(name))
      .sort();
    for (const name of names) visit(join(path, name));
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

/**
 * BucketDeployment's handler is CDK-owned (a stack-level singleton with a CDK-generated
 * role); the findings below are its documented permissions, acknowledged on that role.
 */
function acknowledgeDeploymentHandler(stack: Stack, deployment: BucketDeployment, siteBucket: Bucket): void {
  const role = deployment.handlerRole;
  const handler = role.node.scope;
  if (handler !== undefined) {
    acknowledge(handler, 'L1', 'CDK-owned BucketDeployment handler: aws-cdk-lib chooses and updates its runtime.');
  }
  acknowledge(
    role,
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'CDK-owned BucketDeployment handler: the managed policy only lets it write its own logs.',
  );
  const reasons: Record<string, string> = {
    'Action::s3:GetObject*': 'CDK grantRead: reads the build from the asset bucket and existing files of the site bucket.',
    'Action::s3:GetBucket*': 'CDK grantRead: bucket metadata of the asset and site buckets, needed for the sync.',
    'Action::s3:List*': 'CDK grantRead: lists the site bucket to prune files of older builds.',
    'Action::s3:DeleteObject*': 'Prunes files of older builds from the site bucket.',
    'Action::s3:Abort*': 'Aborts its own failed multipart uploads to the site bucket.',
    'Resource::*': 'cloudfront:CreateInvalidation/GetInvalidation after a deploy; the handler receives the distribution id at run time.',
  };
  for (const [finding, reason] of Object.entries(reasons)) acknowledge(role, `IAM5[${finding}]`, reason);

  const synthesizer = stack.synthesizer;
  const qualifier =
    synthesizer instanceof DefaultStackSynthesizer
      ? (synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER)
      : DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const assetObjects = `arn:\${AWS::Partition}:s3:::cdk-${qualifier}-assets-\${AWS::AccountId}-\${AWS::Region}/*`;
  acknowledge(role, wildcardResourceFinding(stack, assetObjects), 'Build files are objects of the CDK bootstrap asset bucket.');
  acknowledge(role, wildcardResourceFinding(stack, siteBucket.arnForObjects('*')), 'Deploys every file of the build into the site bucket.');
}
