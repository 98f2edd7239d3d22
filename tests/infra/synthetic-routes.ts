// Test fixture: a route table of 150 synthetic routes over 12 areas (one area far larger
// than a nested stack holds), built with the real `route()` over existing handler modules,
// with every kind of declared needs and two stream routes. Bundling is off in the infra
// tests, so the handler a route names only has to exist.
import * as z from 'zod';
import { endpoint } from '../../functions/contracts/endpoint.ts';
import type { HttpMethod } from '../../functions/contracts/endpoint.ts';
import { route } from '../../infra/routes.ts';
import type { RouteDef, RouteNeeds } from '../../infra/routes.ts';
import { routes as realRoutes } from '../../infra/routes.ts';

const entries = [...new Set(realRoutes.map((r) => r.entry))];

/** What each kind of synthetic route declares. */
const kinds: { method: HttpMethod; needs: RouteNeeds }[] = [
  { method: 'GET', needs: {} },
  { method: 'GET', needs: { appUrl: true } },
  { method: 'GET', needs: { resources: ['s3:GetObject'] } },
  { method: 'POST', needs: { table: 'readWrite' } },
  { method: 'POST', needs: { table: 'readWrite', workflow: 'start' } },
  { method: 'PUT', needs: { table: 'readWrite', logos: ['s3:PutObject'] } },
  { method: 'DELETE', needs: { table: 'readWrite', resources: ['s3:DeleteObject'] } },
  { method: 'POST', needs: { table: 'none', resources: ['s3:PutObject'] } },
  { method: 'PATCH', needs: { table: 'readWrite', appUrl: true } },
  { method: 'POST', needs: { table: 'readWrite', scheduler: true, tokens: true } },
  { method: 'GET', needs: { tokens: true } },
];

export const SYNTHETIC_AREAS = ['projects', 'tasks', 'community', 'resources', 'chat', 'team', 'notes', 'timeline', 'bookmarks', 'roles', 'comments'];
/** The area that outgrows one nested stack. */
export const LARGE_AREA = 'content-library';

function syntheticRoute(area: string, index: number, transport: 'json' | 'stream' = 'json'): RouteDef {
  const kind = kinds[index % kinds.length]!;
  const name = `${area.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Call${index}`;
  const contract = endpoint({
    name,
    area,
    method: transport === 'stream' ? 'POST' : kind.method,
    path: `/${area}/{id}/call-${index}`,
    access: index % 7 === 3 ? 'public' : 'owner',
    params: z.object({ id: z.string() }),
    response: z.object({}),
    transport,
  });
  const needs = transport === 'stream' ? { table: 'readWrite' as const } : kind.needs;
  return route(contract, entries[index % entries.length]!, { needs });
}

/** 150 routes: 70 in one area, 80 over 11 others; two of them stream. */
export function syntheticRoutes(): RouteDef[] {
  const list: RouteDef[] = [];
  for (let i = 0; i < 70; i++) list.push(syntheticRoute(LARGE_AREA, i));
  for (let i = 0; i < 78; i++) list.push(syntheticRoute(SYNTHETIC_AREAS[i % SYNTHETIC_AREAS.length]!, 100 + i));
  list.push(syntheticRoute('chat', 900, 'stream'), syntheticRoute('tasks', 901, 'stream'));
  return list;
}

/** A stream route at `path`, for the Web stack's behaviour tests. */
export function streamRoute(name: string, path: string): RouteDef {
  const contract = endpoint({ name, area: 'content', method: 'POST', path, access: 'owner', response: z.string(), transport: 'stream' });
  return route(contract, entries[0]!, { needs: { table: 'readWrite' } });
}
