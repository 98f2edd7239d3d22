// One product area's routes (or a chunk of a large area) as a nested stack of the Api
// stack: a Lambda per route, one IAM role per distinct set of declared needs, and the
// area's log group (owned by the parent, so chunks of one area share it). JSON routes
// become HTTP API routes on the parent's API; stream routes become function URLs that
// the Web stack puts behind CloudFront.
import { NestedStack } from 'aws-cdk-lib';
import { HttpAuthorizer, HttpAuthorizerType, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IHttpApi, IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType, InvokeMode } from 'aws-cdk-lib/aws-lambda';
import type { FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { accessKey } from './access.ts';
import type { Needs } from './access.ts';
import type { StageConfig } from './config.ts';
import {
  grantClicks,
  grantRateLimit,
  grantAnalyticsViews,
  grantPublicApi,
  grantMarkkAccess,
  grantParameterRead,
  grantScheduling,
  grantWebhookQueue,
  grantSendEmail,
  grantStartExecution,
  grantTokenKey,
  MarkkFunction,
} from './constructs/markk-function.ts';
import type { MarkkDataRefs, MarkkPublishingRefs } from './constructs/markk-function.ts';
import { acknowledge } from './nag.ts';
import type { RouteDef } from './routes.ts';

export interface ApiAreaProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly area: string;
  /** Routes of this area (all of it, or one chunk). */
  readonly routes: readonly RouteDef[];
  readonly httpApi: IHttpApi;
  /** The parent's Cognito JWT authorizer, attached to `jwt` JSON routes. */
  readonly authorizerId: string;
  /** The area's log group: every function of the area logs there. */
  readonly logGroup: ILogGroup;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly stateMachine: IStateMachine;
  /** The project plan workflow ("Ask AI to Generate Plan"). */
  readonly planStateMachine: IStateMachine;
  /** The "Plan my next 30 days" workflow. */
  readonly contentPlanStateMachine: IStateMachine;
  /** The bulk generation workflow. */
  readonly bulkStateMachine: IStateMachine;
  /** The SSM parameter with the app's public URL (functions/lib/app-url.ts). */
  readonly appUrlParameterName: string;
  /** The token key, publish queue, scheduler role and schedule group (`scheduler` and `tokens` needs). */
  readonly publishing: MarkkPublishingRefs;
}

export class ApiArea extends NestedStack {
  /** Route handlers keyed by `route.name`. */
  readonly functions: Record<string, MarkkFunction> = {};
  /** Function URLs of the stream routes, keyed by `route.name`. */
  readonly streamUrls: Record<string, FunctionUrl> = {};
  /** One role per distinct set of needs, keyed by accessKey (e.g. `ReadWrite-Workflow`). */
  readonly roles: Record<string, Role> = {};

  constructor(scope: Construct, id: string, props: ApiAreaProps) {
    super(scope, id, { description: `Markk (${props.config.stage}): ${props.area} routes of the API` });
    const { config } = props;
    const authorizer: IHttpRouteAuthorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'CognitoAuthorizer', {
      authorizerId: props.authorizerId,
      authorizerType: HttpAuthorizerType.JWT,
    });

    for (const route of props.routes) {
      const role = this.roleFor(route.needs, props);
      const fn = new MarkkFunction(this, route.name, {
        config,
        entry: route.entry,
        description: `${route.method} ${route.path}`,
        data: props.data,
        shared: { role, logGroup: props.logGroup },
        ...(route.transport === 'stream' ? { timeout: config.streamTimeout } : {}),
        renders: route.needs.renders,
      }).useUserPool(props.userPoolId, props.userPoolClientId);
      if (route.needs.workflow === 'start') fn.useStateMachine(props.stateMachine);
      if (route.needs.workflow === 'startPlan') fn.usePlanStateMachine(props.planStateMachine);
      if (route.needs.workflow === 'startContentPlan') fn.useContentPlanStateMachine(props.contentPlanStateMachine);
      if (route.needs.workflow === 'startBulk') fn.useBulkStateMachine(props.bulkStateMachine);
      if (route.needs.appUrl) fn.useAppUrlParameter(props.appUrlParameterName);
      if (route.needs.mail) fn.useMail(config.mail.from);
      if (route.needs.scheduler) fn.useScheduling(props.publishing);
      else if (route.needs.webhooks) fn.useWebhookQueue(props.publishing);
      if (route.needs.tokens) fn.useTokenKey(props.publishing.tokenKey);
      if (route.needs.clicks) fn.useClickKey(props.data.clickKey);
      this.functions[route.name] = fn;

      if (route.transport === 'stream') {
        // Only CloudFront may call it (origin access control signs with SigV4); the function
        // verifies the caller's Cognito token itself (x-markk-authorization, infra/routes.ts).
        this.streamUrls[route.name] = fn.function.addFunctionUrl({
          authType: FunctionUrlAuthType.AWS_IAM,
          invokeMode: InvokeMode.RESPONSE_STREAM,
        });
        continue;
      }

      const httpRoute = new HttpRoute(this, `${route.name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn.function),
        ...(route.auth === 'jwt' ? { authorizer } : {}),
      });
      if (route.auth === 'none') {
        acknowledge(httpRoute, 'APIG4', `${route.method} ${route.path} is public by design (access: 'public' in its endpoint contract).`);
      }
      if (route.publicPath) {
        // The public API: the same function at /v1 + the path, without the JWT authorizer — the
        // handler verifies the API token (functions/lib/public-api.ts).
        const publicRoute = new HttpRoute(this, `${route.name}PublicRoute`, {
          httpApi: props.httpApi,
          routeKey: HttpRouteKey.with(route.publicPath, HttpMethod[route.method]),
          integration: new HttpLambdaIntegration(`${route.name}PublicIntegration`, fn.function),
        });
        acknowledge(
          publicRoute,
          'APIG4',
          `${route.method} ${route.publicPath} is the public API: the handler verifies the API token (Authorization: Bearer) itself.`,
        );
      }
      if (route.answersHead) {
        // HEAD is its own route key on an HTTP API: link checkers and previews send it, and it is answered uncounted.
        const headRoute = new HttpRoute(this, `${route.name}HeadRoute`, {
          httpApi: props.httpApi,
          routeKey: HttpRouteKey.with(route.path, HttpMethod.HEAD),
          integration: new HttpLambdaIntegration(`${route.name}HeadIntegration`, fn.function),
          ...(route.auth === 'jwt' ? { authorizer } : {}),
        });
        if (route.auth === 'none') acknowledge(headRoute, 'APIG4', `HEAD ${route.path} is public by design, like its GET.`);
      }
    }
  }

  /** The area's role for these needs: created on first use, then shared by every function with the same needs. */
  private roleFor(needs: Needs, props: ApiAreaProps): Role {
    const key = accessKey(needs);
    const existing = this.roles[key];
    if (existing) return existing;
    const role = new Role(this, `${key}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Markk ${props.config.stage} ${props.area} routes: ${key}`,
    });
    grantMarkkAccess(role, {
      data: props.data,
      logGroup: props.logGroup,
      access: { table: needs.table, logos: needs.logos, resources: needs.resources },
    });
    if (needs.workflow === 'start') grantStartExecution(role, props.stateMachine);
    if (needs.workflow === 'startPlan') grantStartExecution(role, props.planStateMachine);
    if (needs.workflow === 'startContentPlan') grantStartExecution(role, props.contentPlanStateMachine);
    if (needs.workflow === 'startBulk') grantStartExecution(role, props.bulkStateMachine);
    if (needs.appUrl) grantParameterRead(role, this, props.appUrlParameterName);
    if (needs.mail) grantSendEmail(role, this, props.config.mail.identity);
    if (needs.scheduler) grantScheduling(role, this, props.publishing);
    if (needs.webhooks) grantWebhookQueue(role, props.publishing);
    if (needs.tokens) grantTokenKey(role, props.publishing.tokenKey);
    if (needs.clicks) grantClicks(role, props.data.table, props.data.clickKey);
    if (needs.rateLimit) grantRateLimit(role, props.data.table);
    if (needs.analyticsViews) grantAnalyticsViews(role, props.data.table);
    if (needs.publicApi) grantPublicApi(role, props.data.table);
    this.roles[key] = role;
    return role;
  }
}
