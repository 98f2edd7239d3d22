// The Api stack as the route table grows: 150 synthetic routes over 12 areas keep every
// template (nested ones included) under 400 resources, a GET never holds a write action,
// only declared workflow starters start it, bucket, scheduling and token key grants follow
// the declarations, and each function's resource policy stays a few hundred bytes of Lambda's 20 KB.
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../functions/contracts/endpoint.ts';
import { resolveNeeds } from '../../infra/access.ts';
import { route } from '../../infra/routes.ts';
import type { RouteDef } from '../../infra/routes.ts';
import { actionsOf, flatten, grantsOfRole, isWriteAction, roleIdOf } from './iam.ts';
import { allStacksOf, buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';
import { LARGE_AREA, syntheticRoutes } from './synthetic-routes.ts';

const routes = syntheticRoutes();
const { app, stacks } = buildMarkkApp('dev', { routes });

const deployed = routes.map((r) => {
  const area = stacks.api.areas.find((nested) => nested.functions[r.name])!;
  const template = templateOf(area);
  const fnId = logicalIdOf(area.functions[r.name]!.function, area);
  return { route: r, area, template, fnId, fn: resourcesOf(template, 'AWS::Lambda::Function')[fnId]! };
});

describe('an API of 150 routes', () => {
  it('is 150 routes over 12 areas, two of them streamed', () => {
    expect(routes).toHaveLength(150);
    expect(new Set(routes.map((r) => r.area)).size).toBe(12);
    expect(routes.filter((r) => r.transport === 'stream')).toHaveLength(2);
  });

  it('keeps every template, nested ones included, under 400 resources', () => {
    const counts = allStacksOf(app).map((stack) => [stack.node.path, Object.keys(templateOf(stack).toJSON().Resources ?? {}).length] as const);
    expect(counts.length).toBeGreaterThan(6 + 12);
    for (const [path, count] of counts) expect(count, `${path} has ${count} resources`).toBeLessThan(400);
  });

  it('splits an area larger than one nested stack holds, and keeps its one log group', () => {
    const large = stacks.api.areas.filter((area) => routes.some((r) => r.area === LARGE_AREA && area.functions[r.name]));
    expect(large.map((area) => area.node.id)).toEqual(['ContentLibraryRoutes', 'ContentLibraryRoutes2']);
    // Each chunk names the area log group through its own parameter; both parameters carry the same group.
    const parents = large.map((area) => {
      const resource = resourcesOf(templateOf(stacks.api), 'AWS::CloudFormation::Stack')[stacks.api.getLogicalId(area.nestedStackResource!)]!;
      const fn = deployed.find((d) => d.area === area)!.fn;
      return resource.Properties.Parameters[(fn.Properties.LoggingConfig.LogGroup as { Ref: string }).Ref];
    });
    expect(parents[0]).toEqual(parents[1]);
    expect(parents[0]).toEqual({ Ref: logicalIdOf(stacks.api.areaLogGroups[LARGE_AREA]!, stacks.api) });
  });

  it('gives no GET route a write action', () => {
    const gets = deployed.filter((d) => d.route.method === 'GET');
    expect(gets.length).toBeGreaterThan(40);
    for (const { route: r, template, fn } of gets) expect(actionsOf(template, fn).filter(isWriteAction), r.name).toEqual([]);
  });

  it('lets exactly the routes that declare it start the workflow', () => {
    for (const { route: r, template, fn } of deployed) {
      expect(actionsOf(template, fn).includes('states:StartExecution'), r.name).toBe(r.needs.workflow === 'start');
    }
    expect(routes.filter((r) => r.needs.workflow === 'start').length).toBeGreaterThan(10);
  });

  it('lets exactly the routes that declare it schedule posts, and those that declare it use the token key', () => {
    for (const { route: r, template, fn } of deployed) {
      const actions = actionsOf(template, fn);
      expect(
        actions.some((a) => a.startsWith('scheduler:') || a === 'iam:PassRole' || a.startsWith('sqs:')),
        r.name,
      ).toBe(r.needs.scheduler);
      expect(
        actions.some((a) => a.startsWith('kms:')),
        r.name,
      ).toBe(r.needs.tokens);
    }
    expect(routes.filter((r) => r.needs.scheduler).length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.needs.tokens && r.method === 'GET').length).toBeGreaterThan(10);
  });

  it('grants bucket actions only where declared, each on its own bucket', () => {
    const bucketOf = (resource: unknown) => /markk-dev-(logos|resources)-/.exec(flatten(resource))?.[1];
    for (const { route: r, template, fn } of deployed) {
      const granted: Record<string, string[]> = { logos: [], resources: [] };
      for (const grant of grantsOfRole(template, roleIdOf(fn))) {
        const s3 = grant.actions.filter((action) => action.startsWith('s3:'));
        if (s3.length === 0) continue;
        const bucket = bucketOf(grant.resource);
        expect(bucket, `${r.name}: ${flatten(grant.resource)}`).toBeDefined();
        granted[bucket!]!.push(...s3);
      }
      expect({ logos: granted.logos!.sort(), resources: granted.resources!.sort() }, r.name).toEqual({
        logos: [...r.needs.logos],
        resources: [...r.needs.resources],
      });
    }
  });

  it('keeps each function resource policy to its own invoke permissions, far under 20 KB', () => {
    // Every resource policy statement on a function, from any stack: the API's invoke
    // permission in its area stack, CloudFront's two in the Web stack for stream routes.
    const permissions = allStacksOf(app).flatMap((stack) => Object.values(resourcesOf(templateOf(stack), 'AWS::Lambda::Permission')));
    const functionArnOf = (value: unknown) => flatten(value);
    for (const { route: r, area, fnId } of deployed) {
      const own = permissions.filter((p) => {
        const target = functionArnOf(p.Properties.FunctionName);
        // In its own stack a function is a GetAtt; in the Web stack an import of the Api
        // stack's export of its function URL's FunctionArn.
        return target === `{${fnId}.Arn}` || (target.includes(`${area.node.id}NestedStack`) && target.includes(`${r.name}HandlerFunctionUrl`));
      });
      expect(own.length, r.name).toBe(r.transport === 'stream' ? 2 : 1);
      // A statement as Lambda stores it: its Sid, effect, principal, action, the function ARN
      // and the source ARN condition — about 250 bytes of JSON besides the two ARNs.
      const bytes = own.reduce((sum, p) => sum + 250 + 140 + functionArnOf(p.Properties.SourceArn).length, 0);
      expect(bytes, r.name).toBeLessThan(2_000);
    }
  });
});

describe('a GET route declaring a write', () => {
  const getEndpoint = endpoint({ name: 'GetThing', area: 'things', method: 'GET', path: '/things', access: 'owner', response: z.object({}) });

  it('is refused when the route table loads', () => {
    expect(() => route(getEndpoint, 'functions/api/me/get.ts', { needs: { table: 'readWrite' } })).toThrow(
      /GetThing is a GET route but declares writes \(table: 'readWrite'\)/,
    );
    expect(() => route(getEndpoint, 'functions/api/me/get.ts', { needs: { workflow: 'start' } })).toThrow(/workflow: 'start'/);
    expect(() => route(getEndpoint, 'functions/api/me/get.ts', { needs: { logos: ['s3:PutObject'] } })).toThrow(/logos: s3:PutObject/);
    expect(() => route(getEndpoint, 'functions/api/me/get.ts', { needs: { resources: ['s3:GetObject'], appUrl: true } })).not.toThrow();
  });

  it('is refused by the Api stack even when built without route()', () => {
    const writingGet: RouteDef = { ...route(getEndpoint, 'functions/api/me/get.ts'), needs: resolveNeeds({ resources: ['s3:DeleteObject'] }) };
    expect(() => buildMarkkApp('dev', { routes: [writingGet] })).toThrow(/GetThing is a GET route but declares writes \(resources: s3:DeleteObject\)/);
  });
});
