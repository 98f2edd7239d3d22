// The HTTP API: one Lambda per deployed entry of infra/routes.ts (local-only routes are not
// deployed), grouped by area into nested stacks (infra/api-area.ts) so that every template
// stays far below CloudFormation's 500 resources as routes grow; the Cognito JWT authorizer
// on `jwt` routes; access logs on the default stage; a log group per area. Stream routes
// get a function URL instead of an HTTP API route (the Web stack serves them at /stream).
import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpAuthorizer, HttpAuthorizerType, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { assertReadOnlyGet } from './access.ts';
import { ApiArea } from './api-area.ts';
import { appUrlParameterName } from './config.ts';
import type { StageConfig } from './config.ts';
import type { MarkkDataRefs, MarkkFunction, MarkkPublishingRefs } from './constructs/markk-function.ts';
import { deployedRoutes } from './routes.ts';
import type { RouteDef } from './routes.ts';
import { WORKSPACE_HEADER } from '../functions/contracts/workspaces.ts';

/**
 * Routes per nested stack. A JSON route is 4 resources (function, invoke permission,
 * integration, route), a stream route 2 (function, URL), plus 2 per role: 60 routes stay
 * near 250 of CloudFormation's 500. A larger area is split into chunks of this size.
 */
export const MAX_ROUTES_PER_AREA_STACK = 60;

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly stateMachine: IStateMachine;
  /** The project plan workflow's state machine. */
  readonly planStateMachine: IStateMachine;
  /** The "Plan my next 30 days" workflow's state machine. */
  readonly contentPlanStateMachine: IStateMachine;
  readonly bulkStateMachine: IStateMachine;
  /** The publishing resources that routes declaring `scheduler` or `tokens` use. */
  readonly publishing: MarkkPublishingRefs;
  /** The routes to deploy; default: every deployed route of infra/routes.ts. */
  readonly routes?: readonly RouteDef[];
}

/** A stream route and the function URL that serves it, for the Web stack's CloudFront behaviour. */
export interface StreamOrigin {
  readonly route: RouteDef;
  readonly url: FunctionUrl;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** Base URL without a trailing slash, as the SPA's runtime config expects. */
  readonly apiUrl: string;
  /** Route handlers keyed by `route.name`. */
  readonly routeFunctions: Record<string, MarkkFunction> = {};
  /** The nested stacks, one per area (or per chunk of a large area). */
  readonly areas: ApiArea[] = [];
  /** The area log groups, keyed by area. */
  readonly areaLogGroups: Record<string, LogGroup> = {};
  readonly streamOrigins: StreamOrigin[] = [];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const routes = props.routes ?? deployedRoutes();
    checkRoutes(routes);
    const jsonRoutes = routes.filter((route) => route.transport === 'json');

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `markk-${config.stage}`,
      // The SPA is served from CloudFront (and localhost in development); tokens travel in
      // the Authorization header, not cookies, so any origin is safe.
      corsPreflight: {
        allowOrigins: ['*'],
        allowHeaders: ['authorization', 'content-type', WORKSPACE_HEADER],
        allowMethods: [...new Set(jsonRoutes.map((route) => route.method))].map((method) => CorsHttpMethod[method]),
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

    // Created here, not by the first route that binds it, so it lives in this stack and
    // every area's routes refer to the same one.
    const authorizer = new HttpAuthorizer(this, 'CognitoAuthorizer', {
      httpApi: this.httpApi,
      authorizerName: 'CognitoAuthorizer',
      type: HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtAudience: [props.userPoolClient.userPoolClientId],
      jwtIssuer: `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
    });

    for (const [area, chunks] of areaChunks(routes)) {
      const logGroup = new LogGroup(this, `${pascal(area)}Logs`, {
        retention: config.logRetention,
        removalPolicy: config.removalPolicy,
      });
      this.areaLogGroups[area] = logGroup;
      chunks.forEach((chunk, index) => {
        const nested = new ApiArea(this, `${pascal(area)}Routes${index === 0 ? '' : index + 1}`, {
          config,
          data: props.data,
          area,
          routes: chunk,
          httpApi: this.httpApi,
          authorizerId: authorizer.authorizerId,
          logGroup,
          userPoolId: props.userPool.userPoolId,
          userPoolClientId: props.userPoolClient.userPoolClientId,
          stateMachine: props.stateMachine,
          planStateMachine: props.planStateMachine,
          contentPlanStateMachine: props.contentPlanStateMachine,
          bulkStateMachine: props.bulkStateMachine,
          appUrlParameterName: appUrlParameterName(config.stage),
          publishing: props.publishing,
        });
        this.areas.push(nested);
        Object.assign(this.routeFunctions, nested.functions);
        for (const route of chunk) {
          const url = nested.streamUrls[route.name];
          if (url) this.streamOrigins.push({ route, url });
        }
      });
    }

    new CfnOutput(this, 'ApiUrl', { value: this.apiUrl });
  }
}

/** Refuses what CDK would otherwise deploy wrongly: duplicate names or keys, a GET that writes. */
function checkRoutes(routes: readonly RouteDef[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    if (route.localOnly) throw new Error(`${route.name} is a local-only route and must not be deployed.`);
    assertReadOnlyGet(route);
    for (const key of [route.name, `${route.method} ${route.path}`, ...(route.publicPath ? [`${route.method} ${route.publicPath}`] : [])]) {
      if (seen.has(key)) throw new Error(`Two routes share ${key}.`);
      seen.add(key);
    }
  }
}

/** Routes grouped by area in route-table order, each area cut into chunks of at most MAX_ROUTES_PER_AREA_STACK. */
function areaChunks(routes: readonly RouteDef[]): Map<string, RouteDef[][]> {
  const byArea = new Map<string, RouteDef[]>();
  for (const route of routes) byArea.set(route.area, [...(byArea.get(route.area) ?? []), route]);
  const chunks = new Map<string, RouteDef[][]>();
  for (const [area, list] of byArea) {
    const parts: RouteDef[][] = [];
    for (let i = 0; i < list.length; i += MAX_ROUTES_PER_AREA_STACK) parts.push(list.slice(i, i + MAX_ROUTES_PER_AREA_STACK));
    chunks.set(area, parts);
  }
  return chunks;
}

/** `brand-kit` → `BrandKit`: construct ids of an area's resources. */
function pascal(area: string): string {
  return area
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}
