// The Api stack over the real route table: one Lambda and one HTTP API route per deployed
// JSON route (the local billing provider's routes exist only in the local stack), grouped
// by area into nested stacks, each function granted exactly what its route declares.
import { Match } from 'aws-cdk-lib/assertions';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { deployedRoutes, routes as allRoutes } from '../../infra/routes.ts';
import type { RouteDef } from '../../infra/routes.ts';
import { actionsOf, grantsOfRole, isWriteAction, roleIdOf } from './iam.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';
import { WORKSPACE_HEADER } from '#contracts/workspace-roles';

const { stacks } = buildMarkkApp('dev');
const api = templateOf(stacks.api);
const routes = deployedRoutes();
const jsonRoutes = routes.filter((route) => route.transport === 'json');

/** Each route with its nested stack's template and its function's resource. */
const deployed = routes.map((route) => {
  const area = stacks.api.areas.find((nested) => nested.functions[route.name])!;
  const template = templateOf(area);
  const fnId = logicalIdOf(area.functions[route.name]!.function, area);
  return { route, area, template, fnId, fn: resourcesOf(template, 'AWS::Lambda::Function')[fnId]! };
});
/** The parent's AWS::CloudFormation::Stack resource of a nested area stack. */
const nestedResourceOf = (area: (typeof deployed)[number]['area']) =>
  resourcesOf(api, 'AWS::CloudFormation::Stack')[stacks.api.getLogicalId(area.nestedStackResource!)]!;

const httpRoutes = deployed.flatMap(({ template }) => Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')));
const routeByKey = new Map(httpRoutes.map((route) => [route.Properties.RouteKey as string, route.Properties]));

/** The actions a route's function may use, as the test reads the route's needs (not as the stack computes them). */
function expectedActions(route: RouteDef): string[] {
  const actions = [
    'logs:CreateLogStream',
    'logs:PutLogEvents',
    'xray:PutTelemetryRecords',
    'xray:PutTraceSegments',
    'secretsmanager:DescribeSecret',
    'secretsmanager:GetSecretValue',
  ];
  if (route.needs.table !== 'none') actions.push('dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query');
  if (route.needs.table === 'readWrite') {
    actions.push('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem');
  }
  actions.push(...route.needs.logos, ...route.needs.resources);
  if (route.needs.workflow) actions.push('states:StartExecution');
  if (route.needs.appUrl) actions.push('ssm:GetParameter');
  if (route.needs.mail) actions.push('ses:SendEmail');
  if (route.needs.scheduler) {
    actions.push(
      'scheduler:CreateSchedule',
      'scheduler:UpdateSchedule',
      'scheduler:DeleteSchedule',
      'scheduler:GetSchedule',
      'iam:PassRole',
      'sqs:SendMessage',
    );
  }
  if (route.needs.tokens) actions.push('kms:GenerateDataKey', 'kms:Decrypt');
  if (route.needs.clicks) actions.push('dynamodb:PutItem', 'dynamodb:UpdateItem');
  if (route.needs.rateLimit) actions.push('dynamodb:UpdateItem');
  if (route.needs.analyticsViews) actions.push('dynamodb:PutItem');
  if (route.needs.webhooks) actions.push('sqs:SendMessage');
  if (route.needs.publicApi) actions.push('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem');
  return [...new Set(actions)].sort();
}

describe('the HTTP API', () => {
  it('has one Lambda per deployed route, in the nested stack of its area', () => {
    for (const { route, area, fn } of deployed) {
      expect(fn.Properties, route.name).toMatchObject({
        Description: `${route.method} ${route.path}`,
        Handler: 'index.handler',
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
      });
      expect(area.node.id).toMatch(new RegExp(`^${route.area.replace(/-/g, '').toLowerCase()}routes\\d*$`, 'i'));
    }
    const functions = stacks.api.areas.reduce((n, area) => n + Object.keys(resourcesOf(templateOf(area), 'AWS::Lambda::Function')).length, 0);
    expect(functions).toBe(routes.length);
    api.resourceCountIs('AWS::Lambda::Function', 0);
  });

  it('exposes every JSON route of the route table, and nothing else', () => {
    const keys = jsonRoutes.flatMap((route) => [
      `${route.method} ${route.path}`,
      ...(route.answersHead ? [`HEAD ${route.path}`] : []),
      ...(route.publicPath ? [`${route.method} ${route.publicPath}`] : []),
    ]);
    expect([...routeByKey.keys()].sort()).toEqual(keys.sort());
    expect(jsonRoutes.filter((route) => route.answersHead).map((route) => route.name)).toEqual(['FollowLink']);
  });

  it('does not deploy the local billing routes, which grant plans without payment', () => {
    const local = allRoutes.filter((route) => route.localOnly).map((route) => `${route.method} ${route.path}`);
    expect(local.sort()).toEqual(['GET /billing/local/subscription', 'POST /billing/local/cancel', 'POST /billing/local/pay']);
    for (const key of local) expect(routeByKey.has(key), key).toBe(false);
    for (const { fn } of deployed) expect(fn.Properties.Description).not.toMatch(/\/billing\/local\//);
    for (const name of ['LocalBillingPay', 'LocalBillingCancel', 'LocalBillingSubscription']) expect(stacks.api.routeFunctions[name]).toBeUndefined();
  });

  it('sends each route to its own handler', () => {
    for (const { route, template, fnId } of deployed.filter((d) => d.route.transport === 'json')) {
      const properties = routeByKey.get(`${route.method} ${route.path}`)!;
      const target = properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const integration = resourcesOf(template, 'AWS::ApiGatewayV2::Integration')[target['Fn::Join'][1][1].Ref];
      expect(integration?.Properties.IntegrationUri, route.name).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    }
  });

  it('requires the Cognito JWT authorizer of the Api stack on jwt routes and nothing on public routes', () => {
    const [authorizerId, ...others] = Object.keys(resourcesOf(api, 'AWS::ApiGatewayV2::Authorizer'));
    expect(others).toEqual([]);
    for (const { route, area, template } of deployed.filter((d) => d.route.transport === 'json')) {
      const properties = routeByKey.get(`${route.method} ${route.path}`)!;
      if (route.auth === 'jwt') {
        expect(properties.AuthorizationType, route.name).toBe('JWT');
        // The nested stack receives the parent's authorizer id as a parameter.
        const parameter = (properties.AuthorizerId as { Ref: string }).Ref;
        expect(template.toJSON().Parameters).toHaveProperty(parameter);
        expect(nestedResourceOf(area).Properties.Parameters[parameter]).toEqual({ Ref: authorizerId });
      } else {
        expect(properties.AuthorizationType ?? 'NONE', route.name).toBe('NONE');
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
        AllowHeaders: ['authorization', 'content-type', WORKSPACE_HEADER],
        AllowMethods: Match.arrayWith([...new Set(jsonRoutes.map((route) => route.method))]),
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

  it('publishes the API URL', () => {
    api.hasOutput('ApiUrl', Match.anyValue());
  });
});

describe('areas', () => {
  it('share one log group per area: every function of an area logs to it', () => {
    const areas = [...new Set(routes.map((route) => route.area))];
    expect(Object.keys(stacks.api.areaLogGroups).sort()).toEqual(areas.sort());
    for (const { route, area, template, fn } of deployed) {
      const parameter = (fn.Properties.LoggingConfig.LogGroup as { Ref: string }).Ref;
      expect(template.toJSON().Parameters, route.name).toHaveProperty(parameter);
      expect(nestedResourceOf(area).Properties.Parameters[parameter]).toEqual({ Ref: logicalIdOf(stacks.api.areaLogGroups[route.area]!, stacks.api) });
    }
  });

  it('give functions with the same needs one role, and functions with other needs another', () => {
    for (const area of stacks.api.areas) {
      const own = deployed.filter((d) => d.area === area);
      for (const a of own) {
        for (const b of own) {
          const sameNeeds = JSON.stringify(a.route.needs) === JSON.stringify(b.route.needs);
          expect(roleIdOf(a.fn) === roleIdOf(b.fn), `${a.route.name} / ${b.route.name}`).toBe(sameNeeds);
        }
      }
      const roles = Object.keys(resourcesOf(templateOf(area), 'AWS::IAM::Role'));
      expect(roles.length).toBe(new Set(own.map((d) => JSON.stringify(d.route.needs))).size);
    }
  });
});

describe('route handlers', () => {
  it('may do exactly what their route declares', () => {
    for (const { route, template, fn } of deployed) {
      expect(actionsOf(template, fn), route.name).toEqual(expectedActions(route));
    }
  });

  it('serve each public API endpoint at /v1 + its path from the same function, without the JWT authorizer', () => {
    const exposed = deployed.filter((d) => d.route.publicPath);
    expect(exposed.length).toBeGreaterThanOrEqual(10);
    for (const { route, template, fnId } of exposed) {
      const properties = routeByKey.get(`${route.method} /v1${route.path}`)!;
      expect(properties, route.name).toBeDefined();
      expect(properties.AuthorizationType ?? 'NONE', route.name).toBe('NONE');
      expect(properties.AuthorizerId, route.name).toBeUndefined();
      const target = properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const integration = resourcesOf(template, 'AWS::ApiGatewayV2::Integration')[target['Fn::Join'][1][1].Ref];
      expect(integration?.Properties.IntegrationUri, route.name).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
    }
    // The OpenAPI document is public at /v1/openapi.json.
    expect(routeByKey.get('GET /v1/openapi.json')?.AuthorizationType ?? 'NONE').toBe('NONE');
  });

  it("keep a /v1 call's bookkeeping (the token's bucket, its audit rows, Idempotency-Key records) in those partitions only", () => {
    const { template } = deployed.find((d) => d.route.name === 'ListContentItems')!;
    const statement = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Condition?: unknown }[])
      .find((s) => [s.Action].flat().includes('dynamodb:PutItem'));
    expect([statement?.Action].flat().sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(statement?.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['$markk#tokenhash_*', '$markk#workspaceid_*#tokenid_*', '$markk#tokenid_*#key_*'] },
    });
  });

  it('never write on a GET route, but for the short-link redirect counting clicks, the approval link counting requests, the overview keeping its copy and a /v1 call’s bookkeeping', () => {
    for (const { route, template, fn } of deployed.filter(
      (d) => d.route.method === 'GET' && !d.route.needs.clicks && !d.route.needs.rateLimit && !d.route.needs.analyticsViews && !d.route.needs.publicApi,
    )) {
      expect(actionsOf(template, fn).filter(isWriteAction), route.name).toEqual([]);
    }
    expect(routes.filter((route) => route.needs.clicks).map((route) => route.name)).toEqual(['FollowLink']);
    expect(routes.filter((route) => route.method === 'GET' && route.needs.rateLimit).map((route) => route.name)).toEqual(['GetClientApproval']);
    expect(routes.filter((route) => route.needs.analyticsViews).map((route) => route.name)).toEqual(['GetAnalyticsOverview']);
  });

  it('keep the worked-out overview by putting items of the copies’ partitions only', () => {
    for (const { route, template, fn } of deployed.filter((d) => d.route.needs.analyticsViews)) {
      const statement = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
        .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleIdOf(fn)))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Condition?: unknown }[])
        .find((s) => [s.Action].flat().includes('dynamodb:PutItem') && JSON.stringify(s.Condition ?? '').includes('viewsof'));
      expect(statement, route.name).toMatchObject({
        Action: 'dynamodb:PutItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['$markk#viewsof_*'] } },
      });
    }
  });

  it("count a public caller's requests by updating rate-counter partitions only", () => {
    const { template, fn } = deployed.find((d) => d.route.name === 'GetClientApproval')!;
    expect(actionsOf(template, fn).filter(isWriteAction)).toEqual(['dynamodb:UpdateItem']);
    const statement = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Condition?: unknown }[])
      .find((s) => [s.Action].flat().includes('dynamodb:UpdateItem') && JSON.stringify(s.Condition ?? {}).includes('scope_'));
    expect(statement?.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['$markk#scope_*'] } });
  });

  it('count clicks by putting and updating items of link and owner partitions only', () => {
    for (const { route, template, fn } of deployed.filter((d) => d.route.needs.clicks)) {
      const writes = grantsOfRole(template, roleIdOf(fn)).filter((grant) => grant.actions.some(isWriteAction));
      expect(writes, route.name).toHaveLength(1);
      const statement = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Condition?: unknown }[])
        .find((s) => [s.Action].flat().includes('dynamodb:PutItem'));
      expect(statement?.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['$markk#linkid_*', '$markk#userid_*'] } });
      expect(fn.Properties.Environment.Variables.CLICK_KEY_SECRET_ARN).toEqual({ 'Fn::ImportValue': expect.stringMatching(/ClickKey/) });
    }
  });

  it('start the onboarding workflow only from StartGenerationRun, on that one state machine', () => {
    const starters = deployed.filter(
      ({ template, fn }) => actionsOf(template, fn).includes('states:StartExecution') && 'STATE_MACHINE_ARN' in fn.Properties.Environment.Variables,
    );
    expect(starters.map((d) => d.route.name)).toEqual(['StartGenerationRun']);
    const { template, fn } = starters[0]!;
    const grant = grantsOfRole(template, roleIdOf(fn)).find((g) => g.actions.includes('states:StartExecution'))!;
    expect(grant.resource).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Workflow:.*Onboarding/) });
    expect(fn.Properties.Environment.Variables.STATE_MACHINE_ARN).toEqual(grant.resource);
    for (const other of deployed.filter((d) => d !== starters[0])) {
      expect(other.fn.Properties.Environment.Variables, other.route.name).not.toHaveProperty('STATE_MACHINE_ARN');
    }
    // The only other starters are StartProjectPlan, StartContentPlan and the bulk run's start and
    // retry, each on its own workflow (tests/infra/project-plan.test.ts, content-plan.test.ts, bulk.test.ts).
    const others = deployed.filter(({ template, fn }) => actionsOf(template, fn).includes('states:StartExecution') && !starters.some((s) => s.fn === fn));
    expect(others.map((d) => d.route.name).sort()).toEqual(['RetryBulkRun', 'StartBulkRun', 'StartContentPlan', 'StartProjectPlan']);
  });

  it('send e-mail only from the team invitation and approval link routes, from the stage sender identity, with the sender in MAIL_FROM', () => {
    const senders = deployed.filter(({ template, fn }) => actionsOf(template, fn).includes('ses:SendEmail'));
    expect(senders.map((d) => d.route.name).sort()).toEqual(['CreateApproval', 'ResendTeamInvite', 'SendTeamInvite']);
    for (const { route, template, fn } of senders) {
      const grant = grantsOfRole(template, roleIdOf(fn)).find((g) => g.actions.includes('ses:SendEmail'))!;
      expect(grant, route.name).toEqual({
        actions: ['ses:SendEmail'],
        resource: {
          'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':identity/markk.app']],
        },
      });
      expect(fn.Properties.Environment.Variables.MAIL_FROM, route.name).toBe('Markk <no-reply@markk.app>');
    }
    for (const other of deployed.filter((d) => !senders.includes(d))) {
      expect(other.fn.Properties.Environment.Variables, other.route.name).not.toHaveProperty('MAIL_FROM');
    }
  });

  it("touch a bucket only to sign the logo upload, for the Resources Vault, for the studio (images, photos, brand fonts) and to show a post's studio image to a client, each with the actions its route declares", () => {
    const withS3 = deployed.filter(({ template, fn }) => actionsOf(template, fn).some((action) => action.startsWith('s3:')));
    expect(withS3.map((d) => d.route.name)).toEqual([
      'CreateLogoUpload',
      'StartResourceUpload',
      'CreateResource',
      'DeleteResource',
      'DownloadResource',
      'PreviewResource',
      'CreateStudioPhotoUpload',
      'PreviewStudioImage',
      'SaveStudioImage',
      'ListStudioImages',
      'GetStudioImage',
      'UpdateStudioImage',
      'DownloadStudioImage',
      'DeleteStudioImage',
      'CreateStudioFontUpload',
      'SetStudioFont',
      'RemoveStudioFont',
      'GetClientApproval',
      'DecideClientApproval',
    ]);
    for (const { route, template, fn } of withS3.slice(1)) {
      const grants = grantsOfRole(template, roleIdOf(fn)).filter((g) => g.actions.some((a) => a.startsWith('s3:')));
      const on = (bucket: string) =>
        [...new Set(grants.filter((g) => JSON.stringify(g.resource).includes(`:s3:::markk-dev-${bucket}-`)).flatMap((g) => g.actions))].sort();
      expect(on('resources'), route.name).toEqual([...route.needs.resources].sort());
      // Drawing reads the brand kit's logo; nothing else but the logo upload touches the logos bucket.
      expect(on('logos'), route.name).toEqual([...route.needs.logos].sort());
      for (const g of grants) expect(JSON.stringify(g.resource), route.name).toMatch(/:s3:::markk-dev-(resources|logos)-/);
    }
    const { template, fn } = withS3[0]!;
    const grant = grantsOfRole(template, roleIdOf(fn)).find((g) => g.actions.includes('s3:PutObject'))!;
    expect(grant).toEqual({
      actions: ['s3:PutObject'],
      resource: {
        'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':s3:::markk-dev-logos-', { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }, '/*']],
      },
    });
  });

  it('know the stage, the table, both buckets, the secrets and the user pool', () => {
    for (const { route, fn } of deployed) {
      expect(Object.keys(fn.Properties.Environment.Variables).sort(), route.name).toEqual(
        [
          ...(route.needs.appUrl ? ['APP_URL_PARAMETER'] : []),
          ...(route.needs.workflow === 'start' ? ['STATE_MACHINE_ARN'] : []),
          ...(route.needs.workflow === 'startPlan' ? ['PLAN_STATE_MACHINE_ARN'] : []),
          ...(route.needs.workflow === 'startContentPlan' ? ['CONTENT_PLAN_STATE_MACHINE_ARN'] : []),
          ...(route.needs.workflow === 'startBulk' ? ['BULK_STATE_MACHINE_ARN'] : []),
          ...(route.needs.mail ? ['MAIL_FROM'] : []),
          ...(route.needs.scheduler ? ['PUBLISH_QUEUE_URL', 'PUBLISH_QUEUE_ARN', 'SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP'] : []),
          ...(route.needs.webhooks && !route.needs.scheduler ? ['PUBLISH_QUEUE_URL'] : []),
          ...(route.needs.tokens ? ['TOKEN_KEY_ARN'] : []),
          ...(route.needs.clicks ? ['CLICK_KEY_SECRET_ARN'] : []),
          ...(route.needs.renders ? ['STUDIO_FONT_DIR', 'STUDIO_EMOJI_DIR', 'STUDIO_WEBP_WASM'] : []),
          'APP_SECRETS_ARN',
          'LOGOS_BUCKET',
          'NODE_OPTIONS',
          'POWERTOOLS_SERVICE_NAME',
          'RESOURCES_BUCKET',
          'SEARCH_BACKEND',
          'STAGE',
          'TABLE_NAME',
          'USER_POOL_CLIENT_ID',
          'USER_POOL_ID',
        ].sort(),
      );
      expect(fn.Properties.Environment.Variables).toMatchObject({
        STAGE: 'dev',
        POWERTOOLS_SERVICE_NAME: 'markk',
        NODE_OPTIONS: '--enable-source-maps',
        SEARCH_BACKEND: 'titles',
      });
    }
  });

  it('never enable the local billing provider, and take the app URL from configuration only', () => {
    for (const { fn } of deployed) {
      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(vars).not.toHaveProperty('LOCAL_BILLING');
      expect(vars).not.toHaveProperty('APP_URL');
    }
  });

  it('that build links (checkout, portal, invites, the network redirect, short links, a draft’s tracked links, approval links) read the app URL parameter the Web stack writes, and only they', () => {
    // Connecting a network sends its redirect URL ({app}/connections/callback) both ways;
    // scheduling a post (or editing it) makes the short links of its caption's addresses.
    const linkRoutes = [
      'SchedulePost',
      'UpdateScheduledPost',
      'CreateCheckout',
      'CustomerPortal',
      'GetViralInvites',
      'CreateViralInvite',
      'GetTeam',
      'SendTeamInvite',
      'ResendTeamInvite',
      'StartConnection',
      'CompleteConnection',
      'CreateLink',
      'ListLinks',
      'GetLink',
      'TrackContentLinks',
      // Approving a 30-day plan's drafts schedules them as posts, as does scheduling a bulk run's.
      'ApproveContentPlan',
      'ScheduleBulkItems',
      // Sending posts for approval e-mails the client's link.
      'CreateApproval',
    ];
    expect(
      routes
        .filter((route) => route.needs.appUrl)
        .map((route) => route.name)
        .sort(),
    ).toEqual([...linkRoutes].sort());
    const parameterArn = {
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ssm:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':parameter/markk/dev/app-url']],
    };
    const ssmGrants = (template: Template, fn: { Properties: Record<string, any> }) =>
      grantsOfRole(template, roleIdOf(fn)).filter((grant) => grant.actions.some((action) => action.startsWith('ssm:')));
    for (const { route, template, fn } of deployed) {
      if (linkRoutes.includes(route.name)) {
        expect(fn.Properties.Environment.Variables.APP_URL_PARAMETER).toBe('/markk/dev/app-url');
        expect(ssmGrants(template, fn)).toEqual([{ actions: ['ssm:GetParameter'], resource: parameterArn }]);
      } else {
        expect(ssmGrants(template, fn), route.name).toEqual([]);
      }
    }
  });

  it('never scan the table', () => {
    for (const { template, fn } of deployed) expect(actionsOf(template, fn)).not.toContain('dynamodb:Scan');
  });
});
