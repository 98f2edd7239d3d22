// Every endpoint contract has exactly one route and every route serves a contract; the
// contracts agree with themselves (unique names and paths, path parameters declared).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { allEndpoints } from '#contracts/api';
import { ENDPOINT_ACCESSES, WORKSPACE_PERMISSIONS, pathParameterNames } from '#contracts/endpoint';
import { routes } from '../../infra/routes.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('endpoint contracts and the route table', () => {
  it('every contract has exactly one route', () => {
    const unrouted = allEndpoints.filter((e) => routes.filter((r) => r.endpoint === e).length !== 1).map((e) => e.name);
    expect(unrouted).toEqual([]);
  });

  it('every route serves a declared contract', () => {
    const orphans = routes.filter((r) => !allEndpoints.includes(r.endpoint)).map((r) => r.name);
    expect(orphans).toEqual([]);
  });

  it('the route repeats its contract and its handler module exists', () => {
    for (const r of routes) {
      expect({ name: r.name, method: r.method, path: r.path, auth: r.auth, area: r.area }).toEqual({
        name: r.endpoint.name,
        method: r.endpoint.method,
        path: r.endpoint.path,
        auth: r.endpoint.auth,
        area: r.endpoint.area,
      });
      expect(existsSync(path.join(root, r.entry)), r.entry).toBe(true);
    }
  });

  it('every contract declares who may call it, and only public ones are called without a token', () => {
    for (const e of allEndpoints) {
      expect(ENDPOINT_ACCESSES, e.name).toContain(e.access);
      expect({ name: e.name, auth: e.auth }).toEqual({ name: e.name, auth: e.access === 'public' ? 'none' : 'jwt' });
    }
    const publicOnes = allEndpoints.filter((e) => e.auth === 'none').map((e) => e.name);
    expect(publicOnes.sort()).toEqual([
      'DecideClientApproval',
      'FollowLink',
      'GetClientApproval',
      'GetOpenApiDocument',
      'GetTeamInvite',
      'GetViralInvite',
      'StripeWebhook',
    ]);
  });

  it("every route of a brand's areas acts in a workspace and names the permission it needs; no personal or public route does", () => {
    const brandAreas = new Set([
      'analytics',
      'api-tokens',
      'approvals',
      'brand-kit',
      'brand-voice',
      'bulk',
      'campaigns',
      'content',
      'content-plans',
      'generation',
      'project-ai',
      'projects',
      'publishing',
      'seo-outlines',
      'studio',
      'webhooks',
    ]);
    const missing = allEndpoints.filter((e) => brandAreas.has(e.area) && e.access !== 'public' && !e.workspace).map((e) => e.name);
    expect(missing).toEqual([]);
    const outside = allEndpoints.filter(
      (e) => e.workspace && (e.access === 'public' || !(brandAreas.has(e.area) || ['GetDashboard', 'Search'].includes(e.name))),
    );
    expect(outside.map((e) => e.name)).toEqual([]);
    for (const e of allEndpoints.filter((x) => x.workspace)) expect(WORKSPACE_PERMISSIONS, e.name).toContain(e.workspace);
  });

  it('names are unique, and so are method and path', () => {
    const names = allEndpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("a path's parameters are exactly the keys of the contract's params schema", () => {
    for (const e of allEndpoints) {
      const declared = e.params ? Object.keys((e.params as unknown as z.ZodObject).shape).sort() : [];
      expect(declared, `${e.method} ${e.path}`).toEqual(pathParameterNames(e.path).sort());
    }
  });
});
