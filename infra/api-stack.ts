// The HTTP API: one Lambda and one route per deployed entry of infra/routes.ts (local-only
// routes are not deployed), Cognito JWT authorizer on `jwt` routes, access logs on the
// default stage.
import { Arn, CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { appUrlParameterName } from './config.ts';
import type { StageConfig } from './config.ts';
import { MarkkFunction } from './constructs/markk-function.ts';
import type { MarkkDataRefs } from './constructs/markk-function.ts';
import { acknowledge } from './nag.ts';
import { deployedRoutes } from './routes.ts';

/**
 * Routes whose answers carry links into the app (Checkout return URLs, the billing portal,
 * invite links). Only these may read the app URL parameter.
 */
export const ROUTES_WITH_APP_LINKS = ['CreateCheckout', 'CustomerPortal', 'GetViralInvites', 'CreateViralInvite'] as const;

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly stateMachine: IStateMachine;
  readonly stateMachineName: string;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** Base URL without a trailing slash, as the SPA's runtime config expects. */
  readonly apiUrl: string;
  /** Route handlers keyed by `route.name`. */
  readonly routeFunctions: Record<string, MarkkFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `markk-${config.stage}`,
      // The SPA is served from CloudFront (and localhost in development); tokens travel in
      // the Authorization header, not cookies, so any origin is safe.
      corsPreflight: {
        allowOrigins: ['*'],
        allowHeaders: ['authorization', 'content-type'],
        allowMethods: corsMethods(),
      },
      // The default stage is created below so it can carry access logging.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    });
    this.apiUrl = this.httpApi.apiEndpoint;

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });

    const appUrlParameter = appUrlParameterName(config.stage);
    const appUrlParameterArn = Arn.format(
      { service: 'ssm', resource: 'parameter', resourceName: appUrlParameter.slice(1) },
      this,
    );
    const linkRoutes = new Set<string>(ROUTES_WITH_APP_LINKS);

    const routeFunctions: Record<string, MarkkFunction> = {};
    for (const route of deployedRoutes()) {
      const fn = new MarkkFunction(this, route.name, {
        config,
        entry: route.entry,
        description: `${route.method} ${route.path}`,
        data: props.data,
        access: {
          table: 'readWrite',
          // Presigned PUT URLs are signed with this role, so it needs the upload permission.
          logos: ['s3:PutObject'],
          resources: ['s3:GetObject', 's3:PutObject'],
        },
      })
        .useUserPool(props.userPool.userPoolId, props.userPoolClient.userPoolClientId)
        .useStateMachine(props.stateMachine, props.stateMachineName);
      if (linkRoutes.delete(route.name)) {
        // The Web stack writes its CloudFront address there; read on first use
        // (functions/lib/app-url.ts). An APP_URL in the stage secret takes precedence.
        fn.function.addEnvironment('APP_URL_PARAMETER', appUrlParameter);
        fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [appUrlParameterArn] }));
      }

      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn.function),
        authorizer: route.auth === 'jwt' ? authorizer : undefined,
      });
      if (route.auth === 'none' && httpRoute !== undefined) {
        acknowledge(
          httpRoute,
          'APIG4',
          `${route.method} ${route.path} is public by design (auth: 'none' in infra/routes.ts).`,
        );
      }
      routeFunctions[route.name] = fn;
    }
    this.routeFunctions = routeFunctions;
    if (linkRoutes.size > 0) throw new Error(`ROUTES_WITH_APP_LINKS names routes that are not deployed: ${[...linkRoutes].join(', ')}`);

    new CfnOutput(this, 'ApiUrl', { value: this.apiUrl });
  }
}

/** The preflight allows exactly the methods the deployed routes use. */
function corsMethods(): CorsHttpMethod[] {
  const methods = new Set(deployedRoutes().map((route) => route.method));
  return [...methods].map((method) => CorsHttpMethod[method]);
}
