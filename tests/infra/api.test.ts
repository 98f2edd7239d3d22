// The Api stack: exactly one Lambda and one route per deployed entry of infra/routes.ts
// (the local billing provider's routes exist only in the local stack).
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROUTES_WITH_APP_LINKS } from '../../infra/api-stack.ts';
import { deployedRoutes, routes as allRoutes } from '../../infra/routes.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const api = templateOf(stacks.api);
const routes = deployedRoutes();

const routeResources = Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route'));
const routeByKey = new Map(routeResources.map((route) => [route.Properties.RouteKey as string, route.Properties]));
const authorizerId = Object.keys(resourcesOf(api, 'AWS::ApiGatewayV2::Authorizer'))[0];

describe('the HTTP API', () => {
  it('has one Lambda per route of the route table', () => {
    api.resourceCountIs('AWS::Lambda::Function', routes.length);
    for (const route of routes) {
      api.hasResourceProperties('AWS::Lambda::Function', {
        Description: `${route.method} ${route.path}`,
        Handler: 'index.handler',
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it('exposes every route of the route table, and nothing else', () => {
    expect([...routeByKey.keys()].sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('does not deploy the local billing routes, which grant plans without payment', () => {
    const local = allRoutes.filter((route) => route.localOnly).map((route) => `${route.method} ${route.path}`);
    expect(local.sort()).toEqual(['GET /billing/local/subscription', 'POST /billing/local/cancel', 'POST /billing/local/pay']);
    for (const key of local) expect(routeByKey.has(key), key).toBe(false);
    for (const route of routeByKey.keys()) expect(route).not.toMatch(/\/billing\/local\//);
    for (const fn of Object.values(resourcesOf(api, 'AWS::Lambda::Function'))) {
      expect(fn.Properties.Description).not.toMatch(/\/billing\/local\//);
    }
    for (const name of ['LocalBillingPay', 'LocalBillingCancel', 'LocalBillingSubscription']) expect(stacks.api.routeFunctions[name]).toBeUndefined();
  });

  it('sends each route to its own handler', () => {
    for (const route of routes) {
      const integrations = resourcesOf(api, 'AWS::ApiGatewayV2::Integration');
      const target = routeByKey.get(`${route.method} ${route.path}`)?.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const integration = integrations[target['Fn::Join'][1][1].Ref];
      expect(integration?.Properties.IntegrationUri).toEqual({
        'Fn::GetAtt': [logicalIdOf(stacks.api.routeFunctions[route.name]!.function, stacks.api), 'Arn'],
      });
    }
  });

  it('requires a Cognito JWT on jwt routes and nothing on public routes', () => {
    expect(authorizerId).toBeDefined();
    for (const route of routes) {
      const properties = routeByKey.get(`${route.method} ${route.path}`);
      if (route.auth === 'jwt') {
        expect(properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      } else {
        expect(properties?.AuthorizationType ?? 'NONE').toBe('NONE');
      }
    }
  });

  it('accepts only tokens the pool issued to the web client', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ 'Fn::ImportValue': Match.stringLikeRegexp('UserPoolWebClient') }],
        Issuer: { 'Fn::Join': ['', Match.arrayWith(['https://cognito-idp.', '.amazonaws.com/'])] },
      },
    });
  });

  it('answers CORS preflights from any origin for the methods the routes use', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: ['*'],
        AllowHeaders: ['authorization', 'content-type'],
        AllowMethods: Match.arrayWith([...new Set(routes.map((route) => route.method))]),
      },
    });
  });

  it('logs every request of the default stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });
});

describe('route handlers', () => {
  const linkFunctions = new Set<string>(ROUTES_WITH_APP_LINKS.map((name) => logicalIdOf(stacks.api.routeFunctions[name]!.function, stacks.api)));

  it('know the stage, the table, both buckets, the secrets, the user pool and the workflow', () => {
    for (const [id, fn] of Object.entries(resourcesOf(api, 'AWS::Lambda::Function'))) {
      expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(
        [
          ...(linkFunctions.has(id) ? ['APP_URL_PARAMETER'] : []),
          'APP_SECRETS_ARN',
          'LOGOS_BUCKET',
          'NODE_OPTIONS',
          'POWERTOOLS_SERVICE_NAME',
          'RESOURCES_BUCKET',
          'STAGE',
          'STATE_MACHINE_ARN',
          'TABLE_NAME',
          'USER_POOL_CLIENT_ID',
          'USER_POOL_ID',
        ].sort(),
      );
      expect(fn.Properties.Environment.Variables).toMatchObject({
        STAGE: 'dev',
        POWERTOOLS_SERVICE_NAME: 'markk',
        NODE_OPTIONS: '--enable-source-maps',
      });
    }
  });

  it('never enable the local billing provider, and take the app URL from configuration only', () => {
    for (const fn of Object.values(resourcesOf(api, 'AWS::Lambda::Function'))) {
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(vars).not.toHaveProperty('LOCAL_BILLING');
      expect(vars).not.toHaveProperty('APP_URL');
    }
  });

  it('that build links (checkout, portal, invites) read the app URL parameter the Web stack writes, and only they', () => {
    expect(linkFunctions.size).toBe(4);
    const parameterArn = {
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ssm:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':parameter/markk/dev/app-url']],
    };
    const functions = resourcesOf(api, 'AWS::Lambda::Function');
    const policies = Object.values(resourcesOf(api, 'AWS::IAM::Policy'));
    const ssmStatements = (roleId: string) =>
      policies
        .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ssm:')));
    for (const [id, fn] of Object.entries(functions)) {
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      if (linkFunctions.has(id)) {
        expect(fn.Properties.Environment.Variables.APP_URL_PARAMETER).toBe('/markk/dev/app-url');
        expect(ssmStatements(roleId)).toEqual([{ Action: 'ssm:GetParameter', Effect: 'Allow', Resource: parameterArn }]);
      } else {
        expect(ssmStatements(roleId), fn.Properties.Description).toEqual([]);
      }
    }
  });

  it('may start and read onboarding runs but not scan the table', () => {
    for (const policy of Object.values(resourcesOf(api, 'AWS::IAM::Policy'))) {
      const actions = (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap(
        (statement) => statement.Action,
      );
      expect(actions).toEqual(expect.arrayContaining(['states:StartExecution', 'states:DescribeExecution']));
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });

  it('publishes the API URL', () => {
    api.hasOutput('ApiUrl', Match.anyValue());
  });
});
